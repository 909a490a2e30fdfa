import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { draftBinding } from './draft-binding';

/** The filters that were filled in, as the query sends them: blank ones are left out. */
export function filledFilters(filters: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => !!e[1]?.trim()));
}

/**
 * A searched list behind a filter bar: the fields edit a draft (from `initial`), Search (the form's submit) makes the
 * draft the filters and goes back to page 1, and the list is fetched for the filled filters and the page (React
 * Query key `[key, filters, page]`, so invalidating `key` fetches it again). `searchFirst`: nothing is fetched before
 * the first search (`filters` is null until then).
 */
export function useFilteredSearch<F extends Partial<Record<string, string>>, T>(
  key: string,
  initial: F,
  fetchPage: (query: Record<string, string>, page: number) => Promise<T>,
  { searchFirst = false }: { searchFirst?: boolean } = {},
) {
  const [draft, setDraft] = useState<F>(initial);
  const [filters, setFilters] = useState<F | null>(searchFirst ? null : initial);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [key, filters, page],
    enabled: filters !== null,
    queryFn: () => fetchPage(filledFilters(filters ?? initial), page),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
    setPage(1);
  };
  return { draft, bind: draftBinding(draft, setDraft), search, list, filters, page, setPage };
}
