import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { PreferenceArea } from '../../../shared/contracts/users/schemas';
import { usePreferences } from '../stock/preferences';

type TextFilters = Record<string, string | undefined>;

/**
 * The filters of a search screen, remembered in the user's preferences of `area`: the draft the
 * fields edit, the applied filters (null until the preferences are loaded), the page, and `apply`
 * (a form's submit: trims, applies, remembers, back to page 1).
 */
export function useRememberedFilters<S extends z.ZodType<TextFilters>>(area: PreferenceArea, schema: S) {
  type F = z.output<S>;
  const { prefs, loaded, save } = usePreferences(area, schema);
  const [draft, setDraft] = useState<F>({} as F);
  const [filters, setFilters] = useState<F | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (loaded && filters === null) {
      setDraft(prefs);
      setFilters(prefs);
    }
  }, [loaded, filters, prefs]);
  const apply = (ev: FormEvent) => {
    ev.preventDefault();
    const next = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, (v ?? '').trim()])) as F;
    setPage(1);
    setFilters(next);
    save(next);
  };
  /** the applied filters without empty ones, as query parameters */
  const query = Object.fromEntries(Object.entries(filters ?? {}).filter(([, v]) => v)) as Partial<F>;
  return { draft, setDraft, filters, query, page, setPage, apply };
}
