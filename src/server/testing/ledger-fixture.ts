import type { Kysely, Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';
import { DomainError } from '../domain/errors';
import type { Viewer } from '../domain/master-data/viewer';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { actorOf, demoMaterials, expectLedgerClean, freeBins } from './ledger';
import { createTestDatabase } from './test-db';

export interface LedgerFixture {
  database: Database;
  db: Kysely<DB>;
  admin: PostingActor;
  whfra: PostingActor;
  /** free rack bins of warehouse W10 (plant 1000): twelve unless the file asks for another count */
  bins: string[];
  mats: Awaited<ReturnType<typeof demoMaterials>>;
  /** whfra as a reader of master data and lists (a warehouse user of plant 1000) */
  viewer: Viewer;
  /** One posting transaction on the file's database, retried as the routes retry it. */
  run<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
}

export interface LedgerFixtureOptions {
  /** how many free rack bins of W10 the file takes (12) */
  bins?: number;
  /** connections of the PostgreSQL pool (the test database's default) */
  poolSize?: number;
  /** when the ledger is recomputed and checked: after each test (default) or once after the file's tests */
  ledgerCheck?: 'each' | 'end';
}

/**
 * The ledger of one posting test file: a fresh test database with its actors, bins and demo
 * materials before the tests, the ledger checked after each test (or after all of them), the
 * database closed after all.
 */
export function ledgerFixture(options: LedgerFixtureOptions = {}): LedgerFixture {
  const { bins = 12, poolSize, ledgerCheck = 'each' } = options;
  const fx = {
    run: (fn) => withPostingRetry(fx.db, fn),
  } as LedgerFixture;
  beforeAll(async () => {
    fx.database = await createTestDatabase({ poolSize });
    fx.db = fx.database.db;
    fx.admin = await actorOf(fx.db, 'admin');
    fx.whfra = await actorOf(fx.db, 'whfra');
    fx.viewer = { plants: fx.whfra.plants, isAdmin: false, isWarehouseUser: true, vendors: [] };
    fx.bins = await freeBins(fx.db, 'W10', bins);
    fx.mats = await demoMaterials(fx.db);
  });
  afterAll(async () => {
    if (ledgerCheck === 'end' && fx.database) await expectLedgerClean(fx.db);
    await fx.database?.close();
  });
  if (ledgerCheck === 'each') {
    afterEach(async () => {
      await expectLedgerClean(fx.db);
    });
  }
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
