import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../shared/errors';
import { ApiError } from '../api';
import { mustQueue, outcomeOf, workerRetryDelay } from './runtime';
import { offlineState, setOfflineState } from './state';

describe('a replayed posting’s outcome', () => {
  const error = (status: number, code: string, message = 'server says no') => new ApiError(status, { code, message });

  it('is a refusal for the server’s 4xx answers, with its message', () => {
    expect(outcomeOf(error(409, 'STOCK_SHORT', 'Bin 01 holds 0.'))).toEqual({ kind: 'refused', message: 'Bin 01 holds 0.' });
    expect(outcomeOf(error(422, 'IDEMPOTENCY_KEY_REUSED')).kind).toBe('refused');
    expect(outcomeOf(error(404, 'STORAGE_BIN_NOT_FOUND')).kind).toBe('refused');
  });

  it('is "try later" when the server did not decide: network, server error, sign-in, rate limit, CSRF, in flight', () => {
    expect(outcomeOf(new ApiError(0, { code: 'NETWORK', message: errorText('NETWORK') })).kind).toBe('unreachable');
    expect(outcomeOf(error(503, 'UNAVAILABLE')).kind).toBe('unreachable');
    expect(outcomeOf(error(401, 'NOT_SIGNED_IN')).kind).toBe('unreachable');
    expect(outcomeOf(error(429, 'API_RATE_LIMITED')).kind).toBe('unreachable');
    expect(outcomeOf(error(403, 'CSRF')).kind).toBe('unreachable');
    expect(outcomeOf(error(409, 'IDEMPOTENCY_IN_FLIGHT')).kind).toBe('unreachable');
    expect(outcomeOf(new Error('boom')).kind).toBe('unreachable');
  });
});

describe('whether a new posting waits in the journal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setOfflineState({ online: true, counts: { waiting: 0, refused: 0 } });
  });

  it('goes to the server when the network is there and nothing waits', () => {
    setOfflineState({ online: true, counts: { waiting: 0, refused: 0 } });
    expect(mustQueue()).toBe(false);
  });

  it('waits behind earlier postings, so they reach the server in order', () => {
    setOfflineState({ online: true, counts: { waiting: 1, refused: 0 } });
    expect(mustQueue()).toBe(true);
  });

  it('waits when the browser says there is no network, though no offline event came', () => {
    setOfflineState({ online: true, counts: { waiting: 0, refused: 0 } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(mustQueue()).toBe(true);
    expect(offlineState().online).toBe(false);
  });
});

describe('a worker whose install failed', () => {
  it('is registered again after 10 s, then twice as long each time, at most every 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(workerRetryDelay)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });
});
