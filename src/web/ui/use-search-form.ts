import { type FormEvent, useState } from 'react';

/**
 * A search form's state: the draft being edited, the filters last searched with (`searched` at
 * first: the draft itself, or null for nothing yet), the page, and `submit`, which searches the
 * draft from page 1.
 */
export function useSearchForm<F, S extends F | null>(empty: F, searched: S) {
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F | S>(searched);
  const [page, setPage] = useState(1);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  return { draft, setDraft, filters, setFilters, page, setPage, submit };
}
