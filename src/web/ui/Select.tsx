import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, type RegisterOptions, useController } from 'react-hook-form';
import type { SelectInstance, StylesConfig, Theme } from 'react-select';
import { errorText } from '../../shared/messages';
import './ui.css';
import './ui-controls.css';
import { t } from '../../shared/i18n';
import { deferredLibrary, useDeferredLibrary } from './deferred-library';

/** react-select is its own chunk: a select shows its stand-in until it is loaded and reached for (useReachedLibrary). */
export const selectLibrary = deferredLibrary(() => import('./select-library'));

/** A dropdown option (spec section 3): label, value, optional disabled flag. */
export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
  /** the label is data (a plant or storage location's code and name): not translated, shown as it is */
  data?: boolean;
}

/** An option's label, marked as data where it is (translate="no": no browser translation, no pseudo-locale finding). */
const formatOptionLabel = (o: SelectOption) => (o.data ? <span translate="no">{o.label}</span> : o.label);

/** The spec's dropdown numbers (section 9), which are react-select's own defaults, set explicitly. */
export const SELECT_MAX_MENU_HEIGHT = 300;
export const SELECT_MIN_MENU_HEIGHT = 140;
export const SELECT_PAGE_SIZE = 5;

interface CommonProps {
  /** id of the text input inside, so a <label htmlFor> (FormField) reaches it */
  id?: string;
  name?: string;
  placeholder?: string;
  isClearable?: boolean;
  isDisabled?: boolean;
  isSearchable?: boolean;
  autoFocus?: boolean;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** the id of the error text; react-select uses its own describedby, so it becomes aria-errormessage */
  'aria-describedby'?: string;
  /** render the menu into document.body (inside dialogs or scrolling containers) */
  menuPortal?: boolean;
}

export interface SelectProps extends CommonProps {
  options: readonly SelectOption[];
  /** the selected option's value; null/undefined/'' for none */
  value: string | null | undefined;
  onChange: (value: string | null, option: SelectOption | null) => void;
  /** options still loading: shows 'Loading...' */
  isLoading?: boolean;
}

export interface AsyncSelectProps extends CommonProps {
  /** loads the options for what the user typed (trimmed); reject to show the error through onError */
  fetcher: (input: string) => Promise<readonly SelectOption[]>;
  value: SelectOption | null | undefined;
  onChange: (option: SelectOption | null) => void;
  /** ask the fetcher only from this many typed characters (default 1) */
  minInputLength?: number;
  /** wait this long after the last keystroke before asking (default 250 ms) */
  debounceMs?: number;
  /** load options for '' when the menu opens (default false) */
  loadOnOpen?: boolean;
  /** called with the error text when the fetcher fails (default: shown as the menu message) */
  onError?: (text: string) => void;
}

/** Dark theme matching the portal (background #111, accent #f39200). */
function portalTheme(theme: Theme): Theme {
  return {
    ...theme,
    borderRadius: 3,
    colors: {
      ...theme.colors,
      primary: '#f39200',
      primary75: '#c77800',
      primary50: '#7a4a00',
      primary25: '#3d2800',
      danger: '#ff6b6b',
      dangerLight: '#4a1515',
      neutral0: '#1c1c1c',
      neutral5: '#222222',
      neutral10: '#2a2a2a',
      neutral20: '#555555',
      neutral30: '#777777',
      neutral40: '#aaaaaa',
      neutral50: '#9e9e9e',
      neutral60: '#bdbdbd',
      neutral70: '#dddddd',
      neutral80: '#f0f0f0',
      neutral90: '#ffffff',
    },
    spacing: { ...theme.spacing, controlHeight: 44 },
  };
}

const portalStyles: StylesConfig<SelectOption, false> = {
  control: (base, state) => {
    const invalid = String(state.selectProps['aria-invalid']) === 'true';
    return {
      ...base,
      minHeight: 44,
      fontSize: 16, // 16 px keeps mobile browsers from zooming into the field
      ...(invalid ? { borderColor: '#e53935', boxShadow: state.isFocused ? '0 0 0 1px #e53935' : base.boxShadow } : {}),
    };
  },
  menu: (base) => ({ ...base, color: '#f0f0f0', zIndex: 20 }),
  menuPortal: (base) => ({ ...base, zIndex: 1000 }),
  option: (base, state) => ({
    ...base,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    color: state.isDisabled ? '#6f6f6f' : state.isSelected ? '#111111' : '#f0f0f0',
    cursor: state.isDisabled ? 'not-allowed' : 'pointer',
  }),
  // the chosen value is read whole: a long one (a warehouse's name in German) wraps instead of ending in "..."
  singleValue: (base) => ({ ...base, color: '#f0f0f0', whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' }),
  placeholder: (base) => ({ ...base, whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' }),
  // (the typing field's box) spans the whole value area: react-select sizes it to the typed text, 5 px when empty, a
  // touch target too small for WCAG 2.2's 24 px when a long placeholder leaves little room around it
  input: (base) => ({ ...base, color: '#f0f0f0', gridTemplateColumns: '0 1fr' }),
};

const isOptionDisabled = (o: SelectOption) => !!o.disabled;
const noOptionsMessage = () => t('selectNoOptions');
const loadingMessage = () => t('loading');

function commonSelectProps(p: CommonProps) {
  return {
    inputId: p.id,
    name: p.name,
    className: ['ui-select', p.className].filter(Boolean).join(' '),
    classNamePrefix: 'ui-select',
    placeholder: p.placeholder ?? t('selectPlaceholder'),
    isClearable: p.isClearable,
    isDisabled: p.isDisabled,
    isSearchable: p.isSearchable ?? true,
    autoFocus: p.autoFocus,
    onBlur: p.onBlur,
    'aria-label': p['aria-label'],
    'aria-labelledby': p['aria-labelledby'],
    'aria-invalid': p['aria-invalid'] === true || p['aria-invalid'] === 'true' ? true : undefined,
    'aria-errormessage': p['aria-describedby'],
    maxMenuHeight: SELECT_MAX_MENU_HEIGHT,
    minMenuHeight: SELECT_MIN_MENU_HEIGHT,
    pageSize: SELECT_PAGE_SIZE,
    menuPlacement: 'auto' as const,
    menuPortalTarget: p.menuPortal && typeof document !== 'undefined' ? document.body : undefined,
    isOptionDisabled,
    formatOptionLabel,
    noOptionsMessage,
    loadingMessage,
    theme: portalTheme,
    styles: portalStyles,
  };
}

/** How react-select opens once it takes over: at the first choice (or the chosen one), at the last, or not at all. */
type Opening = 'first' | 'last' | null;

/**
 * The select's stand-in until react-select is loaded and reached for: the same box (44 px, the chosen label or the
 * placeholder), named like the select. Reaching for it (focus, a key) hands over to react-select, which takes the
 * focus (at once when the library is loaded, in the same event; busy while it still loads) and opens as it would have
 * opened itself: on a tap, an arrow key, a space or typed text, not on a focus from the keyboard (a planner tabbing
 * through a form would otherwise choose the highlighted first choice of every select with Tab). Not handed over on the
 * pointer's press: react-select would mount under the press and take it as a press on its own control, which closes
 * its menu (the press focuses the stand-in, which reaches for it). A searchable select's stand-in takes typed text
 * while the library is on its way, and react-select starts with it.
 */
function PendingSelect(
  props: CommonProps & {
    shown: string | undefined;
    typed: string | null;
    onType: (text: string) => void;
    /** Enter pressed after typed text (a select whose choices the stand-in can resolve) */
    onEnter?: () => void;
    /** Escape: the typed text is dropped, as react-select drops it */
    onEscape: () => void;
    /** Backspace or Delete on a clearable select's value with nothing typed: cleared, as react-select clears it */
    onClear?: () => void;
    reach: (open?: Opening) => void;
    left: () => void;
    busy: boolean;
  },
) {
  const reach = props.reach;
  const pressed = useRef(false);
  const searchable = props.isSearchable !== false;
  // react-select shows its clear button for a value of a clearable select that is not disabled
  const clearable = props.isClearable === true && props.isDisabled !== true && props.shown !== undefined && props.shown !== '';
  return (
    <div
      className={['ui-select', 'ui-select-pending', clearable ? 'ui-select-pending-clearable' : null, props.className]
        .filter(Boolean)
        .join(' ')}
    >
      {/* as high as react-select's value will be, wrapped at the same width (the input cannot wrap): nothing below the
          select moves when the library replaces the stand-in (a long plant name in a narrow desktop filter column
          took four lines and moved the table under a click in flight) */}
      <span className="ui-select-pending-size" aria-hidden="true">
        {props.shown || (props.placeholder ?? t('selectPlaceholder'))}
      </span>
      <input
        id={props.id}
        name={props.name}
        className="ui-select-pending-input"
        role="combobox"
        aria-expanded={false}
        aria-busy={props.busy || undefined}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-invalid={props['aria-invalid'] === true || props['aria-invalid'] === 'true' ? true : undefined}
        aria-errormessage={props['aria-describedby']}
        readOnly={!searchable}
        disabled={props.isDisabled}
        autoComplete="off"
        value={props.typed ?? props.shown ?? ''}
        placeholder={props.placeholder ?? t('selectPlaceholder')}
        onPointerDown={() => {
          pressed.current = true;
        }}
        onFocus={(e) => {
          // what is typed replaces the chosen label, as it does in react-select
          if (searchable) e.currentTarget.select();
          reach(pressed.current ? 'first' : null);
        }}
        onClick={() => reach('first')}
        onKeyDown={(e) => {
          if (e.nativeEvent.isComposing) return reach();
          if (e.key === 'ArrowDown') return reach('first');
          if (e.key === 'ArrowUp') return reach('last');
          if (e.key === ' ' && !props.typed) {
            e.preventDefault();
            return reach('first');
          }
          if ((e.key === 'Backspace' || e.key === 'Delete') && !props.typed && clearable && props.onClear) {
            e.preventDefault();
            props.onClear();
            return reach();
          }
          if (e.key === 'Escape' && props.typed !== null) {
            e.preventDefault();
            return props.onEscape();
          }
          // Enter after typed text chooses, as it would in react-select's open menu, once the choices are here; not
          // a submission of the form around it
          if (e.key === 'Enter' && props.typed !== null && props.onEnter) {
            e.preventDefault();
            props.onEnter();
          }
          reach();
        }}
        onChange={(e) => props.onType(e.currentTarget.value)}
        onBlur={() => {
          pressed.current = false;
          props.left();
        }}
      />
      <span className="ui-select-pending-indicator" aria-hidden="true" />
    </div>
  );
}

/**
 * When a select becomes react-select: once its library is loaded and the reader has reached for its stand-in (focus,
 * a key), or at once for a select the screen focuses itself (autoFocus). Until then the stand-in stays, on every
 * screen: three selects rendered by react-select when the page turned idle held a handheld's main thread for
 * 300-470 ms at a quarter of a desktop's speed (emotion building and inserting their styles), just when the reader
 * starts to scan (issue 41); one select reached costs a tenth of that, in answer to the reader. The library's code is
 * still fetched and run when the page is idle, so a reach renders at once, in the same event: the keys that follow
 * reach react-select, which mounts focused when the stand-in still has the focus, open when it was opened.
 *
 * Keys that come before the library are kept: typed text is handed over as react-select's input, and an Enter after
 * it (`choices` given) chooses the first choice the text matches, as react-select's open menu would have, once the
 * library and the choices are here (a planner typing "DHL" and Enter into the carrier of a page just opened).
 */
function useReachedLibrary(autoFocus: boolean | undefined, choices?: StandInChoices) {
  const [library, load] = useDeferredLibrary(selectLibrary);
  const [reached, setReached] = useState(autoFocus === true);
  /** text typed into the stand-in while the library was on its way */
  const [typed, setTyped] = useState<string | null>(null);
  /** Enter pressed after the typed text, not yet resolved to a choice */
  const [entered, setEntered] = useState(false);
  /** reached for and not left since: react-select takes the focus */
  const focused = useRef(false);
  /** how the reader opened the stand-in, if they did */
  const opening = useRef<Opening>(null);
  const handOver = useRef<{ focus: boolean; open: Opening; input: string | undefined } | null>(null);
  const chose = useRef(false);
  const shown = library !== null && reached && !entered;
  if (shown && handOver.current === null) {
    const open = focused.current && !chose.current ? opening.current : null;
    handOver.current = { focus: focused.current, open, input: open ? (typed ?? undefined) : undefined };
  }
  const reach = useCallback(
    (open?: Opening) => {
      focused.current = true;
      if (open) opening.current = open;
      setReached(true);
      load();
    },
    [load],
  );
  const left = useCallback(() => {
    focused.current = false;
    opening.current = null;
  }, []);
  const onType = useCallback(
    (text: string) => {
      setTyped(text);
      setEntered(false); // the newest text is what counts
      reach('first');
    },
    [reach],
  );
  const onEscape = useCallback(() => {
    setTyped(null);
    setEntered(false);
    opening.current = null;
  }, []);
  const onEnter = useCallback(() => setEntered(true), []);
  const choose = useRef(choices?.choose);
  choose.current = choices?.choose;
  const options = choices?.options;
  const loading = choices?.loading === true;
  // react-select mounted open (defaultMenuIsOpen) highlights no choice: it highlights one when it opens itself, or
  // when its input or choices change. An Enter right after would choose nothing and send the form around it, so it
  // is opened as it opens itself: the first choice the handed-over text matches highlighted, or the chosen one.
  const ref = useRef<SelectInstance<SelectOption, false> | null>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    const open = handOver.current?.open;
    if (!shown || opened.current || !open) return;
    opened.current = true;
    ref.current?.openMenu(open);
  }, [shown]);
  useEffect(() => {
    if (!entered || library === null || options === undefined || loading) return;
    const matches = library.createFilter<SelectOption>();
    const first = options.find((o) => !o.disabled && matches({ label: o.label, value: o.value, data: o }, typed ?? ''));
    if (first) {
      chose.current = true;
      setTyped(null);
      choose.current?.(first);
    }
    setEntered(false);
  }, [entered, library, options, loading, typed]);
  return {
    library: shown ? library : null,
    pending: { typed, onType, onEnter: choices ? onEnter : undefined, onEscape, onClear: choices?.clear, reach, left, busy: reached },
    handOver: {
      ref,
      autoFocus: autoFocus || handOver.current?.focus === true,
      defaultInputValue: handOver.current?.input,
    },
  };
}

/** What a stand-in needs to resolve an Enter typed before its library: the choices, and how one is chosen. */
interface StandInChoices {
  options: readonly SelectOption[];
  loading: boolean;
  choose: (option: SelectOption) => void;
  clear: () => void;
}

/**
 * The dropdown select (react-select) with the spec's defaults: menu 140..300 px high, page size 5,
 * placeholder 'Select...', messages 'No options' and 'Loading...'. Controlled by option value.
 */
export function Select(props: SelectProps) {
  const { options, value, onChange, isLoading } = props;
  const selected = useMemo(
    () => (value === null || value === undefined || value === '' ? null : (options.find((o) => o.value === value) ?? null)),
    [options, value],
  );
  const { library, pending, handOver } = useReachedLibrary(props.autoFocus, {
    options,
    loading: isLoading === true,
    choose: (o) => onChange(o.value, o),
    clear: () => onChange(null, null),
  });
  if (!library) return <PendingSelect {...props} shown={selected?.label} {...pending} />;
  const { ReactSelect } = library;
  return (
    <ReactSelect<SelectOption, false>
      {...commonSelectProps(props)}
      {...handOver}
      options={options}
      value={selected}
      isLoading={isLoading}
      onChange={(o) => onChange(o ? o.value : null, o ?? null)}
    />
  );
}

/**
 * The autocomplete variant: options come from `fetcher(typedText)` (debounced; stale answers are
 * dropped by react-select). A failed fetch shows its error text in the menu, or goes to onError.
 */
export function AsyncSelect(props: AsyncSelectProps) {
  const { fetcher, value, onChange, minInputLength = 1, debounceMs = 250, loadOnOpen = false, onError } = props;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<((o: SelectOption[]) => void) | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.([]);
    },
    [],
  );

  const loadOptions = useCallback(
    (input: string) =>
      new Promise<SelectOption[]>((resolve) => {
        clearTimeout(timer.current);
        pending.current?.([]); // a superseded request: react-select ignores its (empty) answer
        const text = input.trim();
        if (text.length < minInputLength) {
          pending.current = undefined;
          resolve([]);
          return;
        }
        pending.current = resolve;
        timer.current = setTimeout(() => {
          pending.current = undefined;
          fetcher(text).then(
            (options) => {
              setFailure(null);
              resolve([...options]);
            },
            (error: unknown) => {
              const t = errorText(error);
              if (onError) onError(t);
              else setFailure(t);
              resolve([]);
            },
          );
        }, debounceMs);
      }),
    [fetcher, minInputLength, debounceMs, onError],
  );

  const { library, pending: standIn, handOver } = useReachedLibrary(props.autoFocus);
  if (!library) return <PendingSelect {...props} shown={value?.label} {...standIn} />;
  const { AsyncReactSelect } = library;
  return (
    <AsyncReactSelect<SelectOption, false>
      {...commonSelectProps(props)}
      {...handOver}
      loadOptions={loadOptions}
      defaultOptions={loadOnOpen}
      cacheOptions={false}
      value={value ?? null}
      onChange={(o) => onChange(o ?? null)}
      onInputChange={() => setFailure(null)}
      noOptionsMessage={() => failure ?? t('selectNoOptions')}
    />
  );
}

type FormProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: RegisterOptions<T, FieldPath<T>>;
};

/** Select bound to a react-hook-form field holding the option value (string, '' for none). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  rules,
  onChange,
  ...rest
}: FormProps<T> & Omit<SelectProps, 'value' | 'onChange'> & { onChange?: SelectProps['onChange'] }) {
  const { field } = useController({ control, name, rules });
  return (
    <Select
      {...rest}
      name={field.name}
      value={field.value as string | null}
      isDisabled={rest.isDisabled || field.disabled}
      onBlur={() => {
        field.onBlur();
        rest.onBlur?.();
      }}
      onChange={(value, option) => {
        field.onChange(value ?? '');
        onChange?.(value, option);
      }}
    />
  );
}

/**
 * AsyncSelect bound to a react-hook-form field holding the option value. The chosen option is kept
 * for its label; `initialOption` gives the label of a value the form starts with.
 */
export function FormAsyncSelect<T extends FieldValues>({
  control,
  name,
  rules,
  initialOption,
  onChange,
  ...rest
}: FormProps<T> &
  Omit<AsyncSelectProps, 'value' | 'onChange'> & { initialOption?: SelectOption | null; onChange?: AsyncSelectProps['onChange'] }) {
  const { field } = useController({ control, name, rules });
  const [chosen, setChosen] = useState<SelectOption | null>(initialOption ?? null);
  const raw = field.value as string | null | undefined;
  const value = raw ? (chosen && chosen.value === raw ? chosen : { label: raw, value: raw }) : null;
  return (
    <AsyncSelect
      {...rest}
      name={field.name}
      value={value}
      isDisabled={rest.isDisabled || field.disabled}
      onBlur={() => {
        field.onBlur();
        rest.onBlur?.();
      }}
      onChange={(option) => {
        setChosen(option);
        field.onChange(option ? option.value : '');
        onChange?.(option);
      }}
    />
  );
}
