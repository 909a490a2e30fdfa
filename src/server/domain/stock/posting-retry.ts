import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** SQLSTATEs worth a fresh attempt: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
/** Connection-level failures: the database went away (restart, network). */
const UNAVAILABLE = /^(08|57P0[123]|53)/;

export interface RetryOptions {
  attempts?: number;
  /** Base back-off in ms; each attempt waits a random time up to base * 2^attempt. */
  backoffMs?: number;
}

export function databaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Runs `fn` in a transaction and runs it again (a bounded number of times) when the database
 * reports a serialization failure or a deadlock. Whatever database error remains is turned into
 * a DomainError with a message from the catalogue: no raw database error reaches a user.
 */
export function withPostingRetry<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  return retryPosting(() => db.transaction().execute(fn), options);
}

/** The same for a posting that is one statement (its own transaction): `attempt` runs it once. */
export async function retryPosting<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 6;
  const backoff = options.backoffMs ?? 5;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = databaseErrorCode(error);
      if (code && RETRYABLE.has(code)) {
        if (n < attempts) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * backoff * 2 ** n));
          continue;
        }
        throw new DomainError('POSTING_BUSY');
      }
      throw translateDatabaseError(error);
    }
  }
}

/** Maps a database error to what a user may see; anything unknown stays a bug (500 without details). */
export function translateDatabaseError(error: unknown): unknown {
  const code = databaseErrorCode(error);
  if (!code) {
    const sysCode = (error as NodeJS.ErrnoException | null)?.code;
    if (sysCode === 'ECONNREFUSED' || sysCode === 'ECONNRESET' || sysCode === 'EPIPE') {
      return new DomainError('DATABASE_UNAVAILABLE');
    }
    return error;
  }
  if (UNAVAILABLE.test(code)) return new DomainError('DATABASE_UNAVAILABLE');
  // unique (23505), check (23514, e.g. the stock >= 0 last line of defence), lock not available (55P03),
  // immutable rows (55000): another posting got there first or the request cannot be applied as is
  if (code === '23505' || code === '23514' || code === '55P03' || code === '55000' || code === '23503') {
    return new DomainError('POSTING_CONFLICT');
  }
  return error;
}
