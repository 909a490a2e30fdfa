import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { t } from '../../shared/i18n';
import { ScanInput } from './ScanInput';

export interface ChoiceListProps<T> {
  /** the filter field's label ("Reason") */
  label: string;
  /** the list's accessible name ("Movement reasons") */
  listLabel: string;
  placeholder?: string;
  /** the choices (all of them; with `search`, those of the last search until its answer) */
  options?: readonly T[] | undefined;
  /** the key a scanner or the operator types to pick one at once (a reason code, a cost centre) */
  keyOf: (option: T) => string;
  /** what the button shows (and what typing filters on) */
  textOf: (option: T) => string;
  onChoose: (option: T) => unknown;
  /**
   * Choices found by the server for the typed text (an autocomplete): asked for each text (cached by
   * `searchKey`); Enter uses the answer for exactly what was typed, waiting for it when needed.
   */
  search?: { key: readonly unknown[]; run: (text: string) => Promise<readonly T[]> };
  /** the choices are still loading: keys typed meanwhile are kept and handled once they are there */
  loading?: boolean;
  /** the screen's error for this step */
  error?: string | null;
  /** extra choices after the list (e.g. "No reason"), chosen like the others */
  extra?: readonly T[];
}

/** The words typed, each found in the choice's text (or its key), case-insensitive. */
export function matchesChoice(text: string, typed: string, key = ''): boolean {
  const haystack = `${key} ${text}`.toLowerCase();
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The handheld's choice list: a focused field above the choices. Typing filters them, the arrow
 * keys move the highlight (the first match is highlighted), Enter picks the highlighted one; a
 * scanned or typed key (a reason code, a cost centre number) picks its choice at once. Tapping a
 * choice works as before. Keys typed while the choices load are kept (ScanInput `waiting`).
 */
export function ChoiceList<T>(props: ChoiceListProps<T>) {
  const { keyOf, textOf, onChoose, search } = props;
  const queryClient = useQueryClient();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [moved, setMoved] = useState(false);
  const [miss, setMiss] = useState<string | null>(null);
  const typed = text.trim();
  const searchKey = [...(search?.key ?? ['choices']), typed];
  const found = useQuery({
    queryKey: searchKey,
    enabled: !!search,
    queryFn: () => (search as NonNullable<typeof search>).run(typed),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
  const base = search ? (found.data ?? props.options ?? []) : (props.options ?? []);
  const all = [...base, ...(props.extra ?? [])];
  const shown = search ? all : all.filter((o) => matchesChoice(textOf(o), typed, keyOf(o)));
  const at = Math.min(active, Math.max(0, shown.length - 1));

  const pickFrom = (choices: readonly T[], wanted: string, index: number): T | undefined => {
    const upper = wanted.toUpperCase();
    const exact = choices.find((o) => keyOf(o).toUpperCase() === upper || textOf(o).toUpperCase() === upper);
    if (exact) return exact;
    const matching = search ? choices : choices.filter((o) => matchesChoice(textOf(o), wanted, keyOf(o)));
    return matching[Math.min(index, matching.length - 1)];
  };

  const onScan = async (scanned: string) => {
    const wanted = scanned.trim();
    // the server's choices for exactly this text (the list on the glass may answer an earlier one)
    const choices = search
      ? [
          ...(await queryClient.fetchQuery({ queryKey: [...search.key, wanted], queryFn: () => search.run(wanted), staleTime: 60_000 })),
          ...(props.extra ?? []),
        ]
      : all;
    const choice = pickFrom(choices, wanted, wanted === typed ? at : 0);
    if (choice === undefined) {
      setMiss(t('choiceNoMatch', { text: wanted }));
      return;
    }
    setMiss(null);
    await onChoose(choice);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (shown.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((at + step + shown.length) % shown.length);
      setMoved(true);
    } else if (e.key === 'Enter' && !typed && moved && shown[at] !== undefined) {
      // nothing typed, the highlight moved by the arrows: Enter picks it
      e.preventDefault();
      void onChoose(shown[at] as T);
    }
  };

  return (
    <div className="ui-choices">
      <ScanInput
        label={props.label}
        placeholder={props.placeholder ?? t('choiceFilter')}
        value={text}
        onValueChange={(v) => {
          setText(v);
          setActive(0);
          setMoved(false);
          // the field empties itself after Enter: the refusal stays until the next key
          if (v) setMiss(null);
        }}
        waiting={!!props.loading}
        error={miss ?? props.error ?? null}
        onScan={onScan}
        onKeyDown={onKeyDown}
        aria-controls={listId}
      />
      {shown.length === 0 && !props.loading && !(search && found.isFetching) ? (
        <p className="wm-muted">{typed ? t('choiceNoMatch', { text: typed }) : t('selectNoOptions')}</p>
      ) : null}
      <ul className="wm-choices" id={listId} aria-label={props.listLabel}>
        {shown.map((o, i) => (
          <li key={keyOf(o)}>
            <button
              type="button"
              className={i === at ? 'wm-choice is-active' : 'wm-choice'}
              aria-current={i === at ? 'true' : undefined}
              onClick={() => void onChoose(o)}
            >
              {textOf(o)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
