import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../shared/errors';
import { t } from '../../shared/i18n';
import { ApiError } from '../api';
import { flowStorageKey, type PostingFlow, resetPostingForTests, usePosting } from './use-posting';

interface CountState {
  lines: number[];
  status: 'editing' | 'posting' | 'posted' | 'failed';
  error: string | null;
  doc: string | null;
}
type CountEvent = { type: 'add'; n: number } | { type: 'started' } | { type: 'posted'; doc: string } | { type: 'failed'; message: string };

const flow: PostingFlow<CountState, CountEvent> = {
  name: 'count',
  step: (s, e) => {
    switch (e.type) {
      case 'add':
        return { ...s, lines: [...s.lines, e.n], status: 'editing', error: null };
      case 'started':
        return { ...s, status: 'posting', error: null };
      case 'posted':
        return { ...s, status: 'posted', doc: e.doc };
      case 'failed':
        return { ...s, status: 'failed', error: e.message };
    }
  },
};
const start = (): CountState => ({ lines: [], status: 'editing', error: null, doc: null });
const storageKey = flowStorageKey('count', 'W10');

function setup(send: (key: string, body: number[]) => Promise<{ doc: string }>) {
  return renderHook(() =>
    usePosting<CountState, CountEvent, number[], { doc: string }>({
      flow,
      instance: 'W10',
      start,
      send,
      onStarted: () => ({ type: 'started' }),
      onPosted: (r) => ({ type: 'posted', doc: r.doc }),
      onFailed: (message) => ({ type: 'failed', message }),
    }),
  );
}

const stored = () => JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
/** a reload: the page's memory is gone, sessionStorage stays */
const reload = (unmount: () => void) => {
  unmount();
  resetPostingForTests();
};

beforeEach(() => {
  sessionStorage.clear();
  resetPostingForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('usePosting', () => {
  it('creates the key when the flow instance starts and stores it with the draft under flow:<name>:<instance>', () => {
    const { result } = setup(vi.fn());
    expect(result.current.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    act(() => {
      result.current.dispatch({ type: 'add', n: 1 });
    });
    expect(stored()).toMatchObject({ key: result.current.idempotencyKey, draft: { lines: [1] }, body: null, inFlight: false });
  });

  it('a reload in the middle of a posting restores draft and key: posting again sends the same key (the server replays)', async () => {
    const keys: string[] = [];
    const never = vi.fn((key: string) => {
      keys.push(key);
      return new Promise<{ doc: string }>(() => {});
    });
    const first = setup(never);
    act(() => {
      first.result.current.dispatch({ type: 'add', n: 5 });
    });
    act(() => {
      void first.result.current.submit([5]);
    });
    expect(stored()).toMatchObject({ inFlight: true, body: '[5]' });
    reload(first.unmount);

    const send = vi.fn(async (key: string) => {
      keys.push(key);
      return { doc: '4900000001' };
    });
    const second = setup(send);
    expect(second.result.current.state).toMatchObject({ lines: [5], status: 'failed', error: t('postingInterrupted') });
    expect(second.result.current.error).toBe(t('postingInterrupted'));
    await act(async () => {
      await second.result.current.submit([5]);
    });
    expect(keys[1]).toBe(keys[0]);
    expect(second.result.current).toMatchObject({ result: { doc: '4900000001' }, retried: true, posting: false });
    expect(second.result.current.state.status).toBe('posted');
    // dropped after success
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps the key for the same body after a lost connection, takes a new one when the body changes', async () => {
    const keys: string[] = [];
    let fail = true;
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      if (fail) throw new ApiError(0, { code: 'NETWORK', message: t('networkError') });
      return { doc: '4900000002' };
    });
    const { result } = setup(send);
    await act(async () => {
      await result.current.submit([1]);
    });
    expect(result.current.error).toBe(t('networkError'));
    expect(result.current.state.status).toBe('failed');
    await act(async () => {
      await result.current.submit([1]);
    });
    expect(keys[1]).toBe(keys[0]);
    // the operator changed the lines: a new attempt with a new key
    await act(async () => {
      await result.current.submit([1, 2]);
    });
    expect(keys[2]).not.toBe(keys[1]);
    fail = false;
    await act(async () => {
      await result.current.submit([1, 2]);
    });
    expect(keys[3]).toBe(keys[2]);
    expect(result.current.retried).toBe(true);
  });

  it('explains a reused key with how to go on and takes a new key, so the screen never sticks', async () => {
    const keys: string[] = [];
    let reused = true;
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      if (reused) throw new ApiError(422, { code: 'IDEMPOTENCY_KEY_REUSED', message: errorText('IDEMPOTENCY_KEY_REUSED') });
      return { doc: '4900000003' };
    });
    const { result } = setup(send);
    await act(async () => {
      await result.current.submit([7]);
    });
    expect(result.current.error).toBe(t('postingKeyReused'));
    expect(result.current.error).toMatch(/Discard/);
    expect(result.current.error).toMatch(/reload/);
    expect(result.current.posting).toBe(false);
    reused = false;
    await act(async () => {
      await result.current.submit([7]);
    });
    expect(keys[1]).not.toBe(keys[0]);
    expect(result.current.result).toEqual({ doc: '4900000003' });
    expect(result.current.retried).toBe(false);
  });

  it('maps errors with errorText (reason first) and keeps a refused body on its key', async () => {
    const keys: string[] = [];
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      throw new ApiError(409, { code: 'INSUFFICIENT_STOCK', message: 'Not enough.', reason: 'Bin R01 holds 2.' });
    });
    const { result } = setup(send);
    await act(async () => {
      await result.current.submit([3]);
    });
    expect(result.current.error).toBe('Bin R01 holds 2.');
    expect(result.current.state.error).toBe('Bin R01 holds 2.');
    await act(async () => {
      await result.current.submit([3]);
    });
    expect(keys[1]).toBe(keys[0]);
  });

  it('Discard drops draft and key and starts a new instance; a second submit while posting is ignored', async () => {
    let resolve: (v: { doc: string }) => void = () => {};
    const send = vi.fn(() => new Promise<{ doc: string }>((r) => (resolve = r)));
    const { result } = setup(send);
    const firstKey = result.current.idempotencyKey;
    act(() => {
      result.current.dispatch({ type: 'add', n: 2 });
    });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.submit([2]);
    });
    expect(result.current.posting).toBe(true);
    await act(async () => {
      expect(await result.current.submit([2])).toBeNull();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      resolve({ doc: '4900000004' });
      await outcome;
    });
    act(() => result.current.discard());
    expect(result.current.state).toEqual(start());
    expect(result.current.idempotencyKey).not.toBe(firstKey);
    expect(stored()).toMatchObject({ key: result.current.idempotencyKey, draft: start(), body: null });
  });

  it('two tabs (two sessionStorages) are two attempts with their own keys', () => {
    const a = setup(vi.fn());
    const keyA = a.result.current.idempotencyKey;
    reload(a.unmount);
    sessionStorage.clear(); // another tab: its own sessionStorage
    const b = setup(vi.fn());
    expect(b.result.current.idempotencyKey).not.toBe(keyA);
  });
});
