import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../shared/errors';
import { ApiError } from '../api';
import { memoryJournalForTests } from '../offline/runtime';
import { setOfflineState } from '../offline/state';
import { flowStorageKey, type PostingFlow, resetPostingForTests, usePosting } from './use-posting';

/** usePosting with the offline journal: without network the posting waits, with its key and body. */
interface S {
  lines: number[];
  status: 'editing' | 'posting' | 'posted' | 'queued' | 'failed';
  error: string | null;
}
type E = { type: 'add'; n: number } | { type: 'posted' } | { type: 'queued' } | { type: 'failed'; message: string };
const flow: PostingFlow<S, E> = {
  name: 'jt',
  step: (s, e) =>
    e.type === 'add'
      ? { ...s, lines: [...s.lines, e.n] }
      : e.type === 'posted'
        ? { ...s, status: 'posted' }
        : e.type === 'queued'
          ? { ...s, status: 'queued' }
          : { ...s, status: 'failed', error: e.message },
};

function setup(send: (key: string, body: number[]) => Promise<{ doc: string }>) {
  return renderHook(() =>
    usePosting<S, E, number[], { doc: string }>({
      flow,
      instance: 'W10',
      start: () => ({ lines: [], status: 'editing', error: null }),
      send,
      onPosted: () => ({ type: 'posted' }),
      onFailed: (message) => ({ type: 'failed', message }),
      journal: (body) => ({ method: 'POST', url: '/post', label: `${body.length} lines` }),
      onQueued: () => ({ type: 'queued' }),
    }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  resetPostingForTests();
});

describe('usePosting with the offline journal', () => {
  it('a posting whose request got no answer waits in the journal with the key and body it was sent with', async () => {
    const store = memoryJournalForTests();
    // the replay the journal starts at once finds the network still down
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const send = vi.fn(async () => {
      throw new ApiError(0, { code: 'NETWORK', message: errorText('NETWORK') });
    });
    const { result } = setup(send);
    act(() => {
      result.current.dispatch({ type: 'add', n: 3 });
    });
    const key = result.current.idempotencyKey;
    await act(async () => {
      expect(await result.current.submit([3])).toBeNull();
    });
    expect(result.current.queued).toBe(true);
    expect(result.current.error).toBeNull();
    expect(result.current.state.status).toBe('queued');
    const [entry] = await store.all();
    expect(entry).toMatchObject({ idempotencyKey: key, body: [3], url: '/post', label: '1 lines', flow: 'jt' });
    // the flow's draft is the journal's now: nothing is left to post twice from the screen
    expect(sessionStorage.getItem(flowStorageKey('jt', 'W10'))).toBeNull();
    vi.restoreAllMocks();
  });

  it('without network nothing is sent: the posting goes to the journal at once', async () => {
    const store = memoryJournalForTests();
    setOfflineState({ online: false });
    const send = vi.fn(async () => ({ doc: '1' }));
    const { result } = setup(send);
    await act(async () => {
      await result.current.submit([1, 2]);
    });
    expect(send).not.toHaveBeenCalled();
    expect((await store.all()).map((e) => e.body)).toEqual([[1, 2]]);
    setOfflineState({ online: true });
  });

  it('a refusal by the server is no network failure: it is shown and nothing is journaled', async () => {
    const store = memoryJournalForTests();
    const send = vi.fn(async () => {
      throw new ApiError(409, { code: 'STOCK_SHORT', message: 'Bin 01 holds 0.' });
    });
    const { result } = setup(send);
    await act(async () => {
      await result.current.submit([1]);
    });
    expect(result.current.error).toBe('Bin 01 holds 0.');
    expect(result.current.queued).toBe(false);
    expect(await store.all()).toEqual([]);
  });
});
