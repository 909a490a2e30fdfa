import { describe, it } from 'vitest';
import { appForFile } from '../../testing/api-test';
import { databaseForFile } from '../../testing/db-test';
import { hotPairs, retryStorm, reversalRace } from '../../testing/ledger-scenarios';

/**
 * Concurrency on PostgreSQL (PGlite has one connection, so it cannot show these): smaller
 * counts than the stress suite (`npm run test:stress`), same checks.
 */
describe('posting under concurrency (PostgreSQL)', () => {
  const file = databaseForFile({ poolSize: 12 });

  it('12 clients x 40 postings over 5 hot pairs: no negative stock, nothing lost or doubled, refusals as the oracle says', async () => {
    await hotPairs(file.database.db, { clients: 12, perClient: 40 });
  });

  it('20 concurrent reversals of one document: exactly one succeeds', async () => {
    await reversalRace(file.database.db, { racers: 20 });
  });
});

describe('Idempotency-Key under retries (PostgreSQL)', () => {
  const api = appForFile([], { poolSize: 12 });

  it('300 postings each sent 1 to 5 times, in sequence and at once: one document per key', async () => {
    await retryStorm(api.t, { keys: 300, inFlight: 10 });
  });
});
