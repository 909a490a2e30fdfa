import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { usePreferences } from './preferences';

const schema = z.object({ plant: z.string().optional(), prodcat: z.string().optional() });

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.restoreAllMocks());

describe('usePreferences', () => {
  it('keeps a choice made while the stored preferences load, and writes it merged into them', async () => {
    let release: (r: Response) => void = () => {};
    const writes: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        writes.push(JSON.parse(String(init.body)));
        return json({});
      }
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePreferences('iqms', schema), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current.loaded).toBe(false);
    act(() => result.current.save({ prodcat: 'TERMINAL' }));
    // shown at once, but not yet "loaded": a scan waits for the merge
    expect(result.current.prefs.prodcat).toBe('TERMINAL');
    expect(result.current.loaded).toBe(false);
    await act(async () => release(json({ plant: '1000', prodcat: 'GENERAL' })));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.prefs).toEqual({ plant: '1000', prodcat: 'TERMINAL' });
    await waitFor(() => expect(writes).toEqual([{ plant: '1000', prodcat: 'TERMINAL' }]));
  });

  it('counts as loaded once their read failed, without waiting through its retries (a lost network)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 60_000 } } });
    const { result } = renderHook(() => usePreferences('displaystock', schema), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.prefs).toEqual({});
    client.clear();
  });

  it('merges a later choice into the loaded preferences', async () => {
    const writes: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') writes.push(JSON.parse(String(init.body)));
      return json(init?.method === 'PUT' ? {} : { plant: '1000' });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePreferences('iqms', schema), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.save({ prodcat: 'TERMINAL' }));
    await waitFor(() => expect(result.current.prefs).toEqual({ plant: '1000', prodcat: 'TERMINAL' }));
    await waitFor(() => expect(writes).toEqual([{ plant: '1000', prodcat: 'TERMINAL' }]));
  });
});
