import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { translateDatabaseError, withPostingRetry } from './posting-retry';

/** A stand-in database whose transaction() runs the callback with a dummy transaction. */
function fakeDb(): Kysely<DB> {
  return { transaction: () => ({ execute: (fn: (trx: unknown) => Promise<unknown>) => fn({}) }) } as unknown as Kysely<DB>;
}
const pgError = (code: string) => Object.assign(new Error(`database said ${code}`), { code, severity: 'ERROR' });

describe('withPostingRetry', () => {
  it('runs again after serialization failures and deadlocks', async () => {
    let calls = 0;
    const result = await withPostingRetry(
      fakeDb(),
      async () => {
        calls++;
        if (calls === 1) throw pgError('40001');
        if (calls === 2) throw pgError('40P01');
        return 'posted';
      },
      { backoffMs: 1 },
    );
    expect(result).toBe('posted');
    expect(calls).toBe(3);
  });

  it('gives up after a bounded number of attempts with a 503 in the user’s words', async () => {
    let calls = 0;
    const error = await withPostingRetry(
      fakeDb(),
      async () => {
        calls++;
        throw pgError('40P01');
      },
      { attempts: 4, backoffMs: 1 },
    ).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(503);
    expect((error as DomainError).message).not.toContain('40P01');
  });

  it('never retries a domain error and never lets a raw database error through', async () => {
    let calls = 0;
    const domain = new DomainError('INSUFFICIENT_STOCK', { material: 'M', position: 'P', available: 0, requested: 1 });
    await expect(
      withPostingRetry(fakeDb(), async () => {
        calls++;
        throw domain;
      }),
    ).rejects.toBe(domain);
    expect(calls).toBe(1);
    for (const code of ['23505', '23514', '55000', '55P03']) {
      const mapped = translateDatabaseError(pgError(code));
      expect(mapped).toBeInstanceOf(DomainError);
      expect((mapped as DomainError).status).toBe(409);
    }
    for (const code of ['08006', '57P01', '53300']) expect((translateDatabaseError(pgError(code)) as DomainError).status).toBe(503);
    expect((translateDatabaseError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })) as DomainError).status).toBe(503);
  });
});
