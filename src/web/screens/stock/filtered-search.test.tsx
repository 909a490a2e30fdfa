import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filledFilters, useFilteredSearch } from './filtered-search';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}
const submit = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
type Filters = { serial?: string; status?: string };

describe('filledFilters', () => {
  it('leaves out blank filters', () => {
    expect(filledFilters({ serial: ' ', status: 'OPEN', customer: '' })).toEqual({ status: 'OPEN' });
  });
});

describe('useFilteredSearch', () => {
  it('fetches the initial filters, then what Search makes of the draft, back on page 1', async () => {
    const fetchPage = vi.fn(async (query: Record<string, string>, page: number) => ({ query, page }));
    const { result } = renderHook(() => useFilteredSearch('test-list', { status: 'OPEN' } as Filters, fetchPage), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual({ query: { status: 'OPEN' }, page: 1 }));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.list.data).toEqual({ query: { status: 'OPEN' }, page: 3 }));
    // typing edits the draft only: nothing is fetched until Search
    act(() => result.current.bind.text('serial').onChange('SN-1'));
    act(() => result.current.bind.choice('status').onChange(null));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    const event = submit();
    act(() => result.current.search(event));
    expect(event.preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.list.data).toEqual({ query: { serial: 'SN-1' }, page: 1 }));
    expect(result.current.page).toBe(1);
  });

  it('fetches nothing before the first search when asked to', async () => {
    const fetchPage = vi.fn(async () => ({ items: [] }));
    const { result } = renderHook(() => useFilteredSearch('test-first', {} as Filters, fetchPage, { searchFirst: true }), { wrapper });
    expect(result.current.filters).toBeNull();
    expect(result.current.list.fetchStatus).toBe('idle');
    act(() => result.current.search(submit()));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith({}, 1));
  });
});
