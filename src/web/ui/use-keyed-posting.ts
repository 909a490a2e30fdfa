import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../api';

/**
 * Posts with an Idempotency-Key that belongs to one body: a retry of the same body (lost answer)
 * replays, another body gets a new key; the key is dropped after success.
 */
export function useKeyedPosting() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return useCallback(async <R>(body: unknown, send: (key: string) => Promise<R>): Promise<R> => {
    const text = JSON.stringify(body);
    if (!current.current || current.current.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    const result = await send(current.current.key);
    current.current = null;
    return result;
  }, []);
}
