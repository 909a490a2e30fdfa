import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/connect';
import { hotPairs, retryStorm, reversalRace } from '../../testing/ledger-scenarios';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-db';

/**
 * Concurrency on PostgreSQL (PGlite has one connection, so it cannot show these): smaller
 * counts than the stress suite (`npm run test:stress`), same checks.
 */
describe('posting under concurrency (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 12 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('12 clients x 40 postings over 5 hot pairs: no negative stock, nothing lost or doubled, refusals as the oracle says', async () => {
    await hotPairs(database.db, { clients: 12, perClient: 40 });
  });

  it('20 concurrent reversals of one document: exactly one succeeds', async () => {
    await reversalRace(database.db, { racers: 20 });
  });
});

describe('Idempotency-Key under retries (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('300 postings each sent 1 to 5 times, in sequence and at once: one document per key', async () => {
    await retryStorm(t, { keys: 300, inFlight: 10 });
  });
});
