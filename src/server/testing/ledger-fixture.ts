import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';
import { DomainError } from '../domain/errors';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { actorOf, demoMaterials, expectLedgerClean, freeBins } from './ledger';
import { createTestDatabase } from './test-db';

export interface LedgerFixture {
  database: Database;
  db: Kysely<DB>;
  admin: PostingActor;
  whfra: PostingActor;
  /** twelve free rack bins of warehouse W10 (plant 1000) */
  bins: string[];
  mats: Awaited<ReturnType<typeof demoMaterials>>;
}

/**
 * The ledger of one posting test file: a fresh test database with its actors, bins and demo
 * materials before the tests, the ledger checked after each test, the database closed after all.
 */
export function ledgerFixture(): LedgerFixture {
  const fx = {} as LedgerFixture;
  beforeAll(async () => {
    fx.database = await createTestDatabase();
    fx.db = fx.database.db;
    fx.admin = await actorOf(fx.db, 'admin');
    fx.whfra = await actorOf(fx.db, 'whfra');
    fx.bins = await freeBins(fx.db, 'W10', 12);
    fx.mats = await demoMaterials(fx.db);
  });
  afterAll(async () => {
    await fx.database?.close();
  });
  afterEach(async () => {
    await expectLedgerClean(fx.db);
  });
  return fx;
}

/** New serial numbers for a test file: `serials(3)` -> TST0000001, TST0000002, TST0000003, then on. */
export function serialCounter(): (n: number) => string[] {
  let serialNo = 0;
  return (n) => Array.from({ length: n }, () => `TST${String(++serialNo).padStart(7, '0')}`);
}

/** The domain error a refused posting throws. */
export async function rejected(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the posting to be refused');
}

/** A position in storage location 0001 of plant 1000 (warehouse W10). */
export const at = (bin: string, category?: 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED') => ({
  plant: '1000',
  sloc: '0001',
  bin,
  ...(category ? { category } : {}),
});
