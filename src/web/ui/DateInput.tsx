import { format as formatDate, isValid, type Locale, parse } from 'date-fns';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, type RegisterOptions, useController } from 'react-hook-form';
import './ui.css';
import './ui-controls.css';
import { t, translator } from '../../shared/i18n';
import { deferredLibrary, useDeferredLibrary } from './deferred-library';

/** react-datepicker is its own chunk: a screen with a date field shows its stand-in first, the picker once loaded. */
export const datePickerLibrary = deferredLibrary(() => import('./date-picker-library'));

/** Dates travel as ISO calendar days ('2026-03-31'): no time zone, easy to compare and to validate with zod. */
export type IsoDay = string;

const ISO = 'yyyy-MM-dd';

/**
 * The date-fns pattern of a locale's numeric date, from Intl: 'dd.MM.yyyy' for
 * de-DE, 'dd/MM/yyyy' for en-GB, 'MM/dd/yyyy' for en-US; undefined locale: the browser's.
 */
export function localeDateFormat(locale?: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2026, 10, 28));
  } catch {
    return ISO;
  }
  const pattern = parts
    .map((p) => {
      if (p.type === 'day') return 'dd';
      if (p.type === 'month') return 'MM';
      if (p.type === 'year') return 'yyyy';
      // literal text between the fields; letters quoted so date-fns does not read them as tokens
      return /[A-Za-z]/.test(p.value) ? `'${p.value.replaceAll("'", "''")}'` : p.value;
    })
    .join('');
  return /dd/.test(pattern) && /MM/.test(pattern) && /yyyy/.test(pattern) ? pattern : ISO;
}

const formats = new Map<string, string>();

/**
 * Typing and display format: the reader's locale (the page's language: 'dd.MM.yyyy' in German), not the
 * browser's and not a fixed mm/dd/yyyy; asked when a field renders (the language is known by then).
 */
export function defaultDateFormat(): string {
  const { locale } = translator();
  let format = formats.get(locale);
  if (format === undefined) {
    format = localeDateFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

/** The placeholder of a date format in the reader's letters: 'DD.MM.YYYY', in German 'TT.MM.JJJJ'. */
export function datePlaceholder(dateFormat: string): string {
  return dateFormat.replace(/yyyy|MM|dd|'(?:[^']|'')*'/g, (token) => {
    if (token === 'yyyy') return t('ui.dateYear');
    if (token === 'MM') return t('ui.dateMonth');
    if (token === 'dd') return t('ui.dateDay');
    return token.slice(1, -1).replaceAll("''", "'");
  });
}

/** The calendar's month and day names per language (date-fns locales, each loaded when a reader needs it); English built in. */
const CALENDAR_LOCALES: Record<string, () => Promise<Locale>> = {
  de: () => import('date-fns/locale/de').then((m) => m.de),
};
const calendarLocales = new Map<string, Locale>();

function useCalendarLocale(): Locale | undefined {
  const { language } = translator();
  const [locale, setLocale] = useState(() => calendarLocales.get(language));
  useEffect(() => {
    const load = CALENDAR_LOCALES[language];
    if (calendarLocales.has(language) || !load) return;
    let live = true;
    load().then(
      (loaded) => {
        calendarLocales.set(language, loaded);
        if (live) setLocale(loaded);
      },
      () => {}, // the calendar stays in English
    );
    return () => {
      live = false;
    };
  }, [language]);
  return locale ?? calendarLocales.get(language);
}

/** The calendar's box, named in the reader's language (the picker's own says "Choose Date"). */
function CalendarBox({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t('ui.dateCalendar')} translate="no">
      {children}
    </div>
  );
}

export interface DateInputProps {
  value: IsoDay | null | undefined;
  onChange: (value: IsoDay | null) => void;
  id?: string;
  name?: string;
  /** display and typing format (date-fns tokens), default the reader locale's (defaultDateFormat()) */
  dateFormat?: string;
  placeholder?: string;
  /** first day that may be chosen or typed */
  minDate?: IsoDay;
  /** last day that may be chosen or typed */
  maxDate?: IsoDay;
  /** days that may not be chosen (holidays, closed docks ...) */
  excludeDates?: readonly IsoDay[];
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  isClearable?: boolean;
  className?: string;
  onBlur?: () => void;
  /** told the input message when typed text is refused, and null when it is fine again */
  onInputError?: (message: string | null) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export function isoToDate(value: IsoDay | null | undefined): Date | null {
  if (!value) return null;
  const d = parse(value, ISO, new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

export function dateToIso(date: Date | null | undefined): IsoDay | null {
  return date && isValid(date) ? formatDate(date, ISO) : null;
}

/** How react-datepicker reads typed text (its format first, then the browser's own date parsing). */
function parseTyped(text: string, dateFormat: string): Date | null {
  const d = parse(text, dateFormat, new Date());
  if (isValid(d) && d.getFullYear() >= 1000 && d.getFullYear() <= 9999) return d;
  // an ISO day is that day (the browser's Date would read it as UTC midnight: the day before west of UTC)
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parse(text, ISO, new Date()) : null;
  if (iso && isValid(iso)) return iso;
  if (text.length >= 8) {
    const native = new Date(text);
    if (isValid(native)) return native;
  }
  return null;
}

function dayAllowed(day: IsoDay, p: Pick<DateInputProps, 'minDate' | 'maxDate' | 'excludeDates'>): boolean {
  if (p.minDate && day < p.minDate) return false;
  if (p.maxDate && day > p.maxDate) return false;
  return !p.excludeDates?.includes(day);
}

/**
 * The date input (react-datepicker). Badly typed text shows the date-picker's own message
 * 'Date input not valid.' under the field and clears the value; a typed day outside min/max or on
 * an excluded day is refused with 'This date cannot be chosen.' (the calendar greys those days out).
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, dateFormat = defaultDateFormat(), minDate, maxDate, excludeDates, onInputError } = props;
  const calendarLocale = useCalendarLocale();
  /** text typed since the last commit (null: nothing typed) */
  const raw = useRef<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = `${useId()}-date-message`;

  const report = (m: string | null) => {
    setMessage(m);
    onInputError?.(m);
  };

  /** the Enter key event that committed typed text: the picker's own selection on that key is ignored */
  const typedEnter = useRef<unknown>(null);

  /** Takes typed text (on Enter, blur or calendar close); true when there was typed text. */
  const commitTyped = (): boolean => {
    if (raw.current === null) return false;
    const text = raw.current.trim();
    raw.current = null;
    if (!text) {
      if (message) report(null);
      return true;
    }
    const parsed = parseTyped(text, dateFormat);
    const day = dateToIso(parsed);
    if (!day) {
      report(t('dateInputNotValid'));
      if (value) onChange(null);
    } else if (!dayAllowed(day, props)) {
      report(t('dateNotAllowed'));
      if (value) onChange(null);
    } else {
      if (day !== value) onChange(day);
      if (message) report(null);
    }
    return true;
  };

  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true' || !!message;
  const describedBy = [props['aria-describedby'], message ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  const [library, load] = useDeferredLibrary(datePickerLibrary);
  // the stand-in reached for (focused, tapped): the picker mounts focused
  const reached = useRef(false);
  const handOver = useRef<boolean | null>(null);
  /** a day being typed into the stand-in: it stays until the text is taken (Enter, leaving), the picker after */
  const [typing, setTyping] = useState<string | null>(null);
  /** a day was typed and taken before the picker took over: it takes the focus without opening its calendar */
  const typedFirst = useRef(false);
  if (library && typing === null && handOver.current === null) handOver.current = reached.current;

  if (!library || typing !== null) {
    const reach = () => {
      reached.current = true;
      load();
    };
    const selected = isoToDate(value);
    // the typed text is taken as the picker takes it (commitTyped): a day, or its message under the field
    const take = () => {
      commitTyped();
      typedFirst.current = true;
      setTyping(null);
    };
    return (
      <div className={['ui-date', props.className].filter(Boolean).join(' ')}>
        <div className="ui-date-wrapper">
          <input
            id={props.id}
            name={props.name}
            className="ui-input"
            readOnly={props.readOnly}
            aria-busy={library === null || undefined}
            disabled={props.disabled}
            autoComplete="off"
            value={typing ?? (selected ? formatDate(selected, dateFormat) : '')}
            placeholder={props.placeholder ?? datePlaceholder(dateFormat)}
            aria-label={props['aria-label']}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={describedBy}
            onFocus={reach}
            onPointerDown={reach}
            onKeyDown={(e) => {
              // Enter takes the typed day, as in the picker, and sends no form
              if (e.key === 'Enter' && typing !== null) {
                e.preventDefault();
                take();
              }
              reach();
            }}
            onChange={(e) => {
              raw.current = e.currentTarget.value;
              setTyping(e.currentTarget.value);
            }}
            onBlur={() => {
              reached.current = false;
              if (typing !== null) take();
              props.onBlur?.();
            }}
          />
        </div>
        {message ? (
          <div className="ui-field-error" id={messageId} role="alert">
            {message}
          </div>
        ) : null}
      </div>
    );
  }
  const { DatePicker } = library;

  return (
    <div className={['ui-date', props.className].filter(Boolean).join(' ')}>
      <DatePicker
        autoFocus={handOver.current === true}
        preventOpenOnFocus={handOver.current === true && typedFirst.current}
        id={props.id}
        name={props.name}
        className="ui-input"
        wrapperClassName="ui-date-wrapper"
        calendarClassName="ui-date-calendar"
        selected={isoToDate(value)}
        dateFormat={dateFormat}
        placeholderText={props.placeholder ?? datePlaceholder(dateFormat)}
        locale={calendarLocale}
        minDate={isoToDate(minDate) ?? undefined}
        maxDate={isoToDate(maxDate) ?? undefined}
        excludeDates={excludeDates?.map(isoToDate).filter((d): d is Date => d !== null)}
        disabled={props.disabled}
        readOnly={props.readOnly}
        required={props.required}
        isClearable={props.isClearable && !props.disabled && !props.readOnly}
        // the picker's own names are English ("Close", "Choose", "Previous Month"): ours in the reader's language
        ariaLabelClose={t('ui.dateClear')}
        calendarContainer={CalendarBox}
        chooseDayAriaLabelPrefix={t('ui.dateChooseDay')}
        disabledDayAriaLabelPrefix={t('ui.dateNotAvailable')}
        previousMonthAriaLabel={t('ui.datePreviousMonth')}
        nextMonthAriaLabel={t('ui.dateNextMonth')}
        previousYearAriaLabel={t('ui.datePreviousYear')}
        nextYearAriaLabel={t('ui.dateNextYear')}
        weekAriaLabelPrefix={t('ui.dateWeek')}
        monthAriaLabelPrefix={t('ui.dateMonthPrefix')}
        autoComplete="off"
        aria-label={props['aria-label']}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={describedBy}
        onChangeRaw={(event) => {
          const target = event?.target;
          if (target instanceof HTMLInputElement) raw.current = target.value;
        }}
        onChange={(date: Date | null, event?: SyntheticEvent) => {
          // Enter after typing: the typed text decided; the picker may still select its highlighted
          // day (e.g. clamped to maxDate) on the same key, which must not replace what was typed.
          if (event && event === typedEnter.current) return;
          const day = dateToIso(date);
          if (day !== (value ?? null)) onChange(day);
          if (day && message) report(null);
        }}
        onSelect={() => {
          // a day picked in the calendar replaces whatever was typed (onChange clears the message)
          raw.current = null;
        }}
        onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
          if (e.key === 'Enter' && commitTyped()) typedEnter.current = e;
        }}
        onBlur={() => {
          commitTyped();

          props.onBlur?.();
        }}
        onCalendarClose={() => {
          commitTyped();
        }}
        // the picker's own message is English: ours says the same in the reader's language
        onInputError={() => report(t('dateInputNotValid'))}
      />
      {message ? (
        <div className="ui-field-error" id={messageId} role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** DateInput bound to a react-hook-form field holding an ISO day ('' for none). */
export function FormDateInput<T extends FieldValues>({
  control,
  name,
  rules,
  onChange,
  ...rest
}: { control: Control<T>; name: FieldPath<T>; rules?: RegisterOptions<T, FieldPath<T>> } & Omit<DateInputProps, 'value' | 'onChange'> & {
    onChange?: DateInputProps['onChange'];
  }) {
  const { field } = useController({ control, name, rules });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={(field.value as string) || null}
      disabled={rest.disabled || field.disabled}
      onBlur={() => {
        field.onBlur();
        rest.onBlur?.();
      }}
      onChange={(day) => {
        field.onChange(day ?? '');
        onChange?.(day);
      }}
    />
  );
}
