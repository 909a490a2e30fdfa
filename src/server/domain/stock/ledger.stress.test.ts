import { describe, expect, it } from 'vitest';
import { appForFile } from '../../testing/api-test';
import { crashScenario } from '../../testing/crash-scenario';
import { databaseForFile } from '../../testing/db-test';
import { actorOf, demoMaterials, expectLedgerClean, freeBins } from '../../testing/ledger';
import { hotPairs, retryStorm, reversalRace } from '../../testing/ledger-scenarios';
import { testDbKind } from '../../testing/test-db';
import { postMaterialDocument } from './posting/post-material-document';
import { withPostingRetry } from './posting-retry';

/**
 * The long proofs at full counts: `npm run test:stress` (PGlite, and PostgreSQL with DATABASE_URL).
 * The normal suite runs the same scenarios with small counts.
 */
const postgres = testDbKind() === 'postgres';

describe.skipIf(!postgres)('stress: concurrency on PostgreSQL', () => {
  const file = databaseForFile({ poolSize: 50 });

  it('50 clients x 200 postings over 5 hot material/bin pairs, ~20% overdrawing', async () => {
    const result = await hotPairs(file.database.db, { clients: 50, perClient: 200 });
    expect(result.postings).toBe(10_000);
    console.log(`hot pairs: ${result.postings} postings, ${result.rejected} refused as the oracle said (${result.expectedRejected})`);
  }, 1_800_000);

  it('20 concurrent reversals of one document, ten times over', async () => {
    for (let i = 0; i < 10; i++) await reversalRace(file.database.db, { racers: 20 });
  }, 600_000);
});

describe.skipIf(!postgres)('stress: retry storm on PostgreSQL', () => {
  const api = appForFile([], { poolSize: 30 });

  it('5,000 postings each sent 1 to 5 times, in sequence and at once: one document per key', async () => {
    const result = await retryStorm(api.t, { keys: 5000, inFlight: 25 });
    console.log(`retry storm: ${result.keys} keys, ${result.requests} requests`);
  }, 1_800_000);
});

describe('stress: a 5,000-item document', () => {
  const file = databaseForFile();

  it('posts in well under 2 s (median of 3)', async () => {
    const actor = await actorOf(file.database.db, 'whfra');
    const material = (await demoMaterials(file.database.db)).plain[0] as string;
    const bins = await freeBins(file.database.db, 'W10', 100);
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const items = Array.from({ length: 5000 }, (_, i) => ({
        movementType: '561',
        material,
        quantity: '1',
        to: { plant: '1000', sloc: '0001', bin: bins[i % bins.length] as string },
      }));
      const started = performance.now();
      await withPostingRetry(file.database.db, (trx) => postMaterialDocument(trx, actor, { items }));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`5,000-item document (${file.database.kind}): ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
    expect(times[1]).toBeLessThan(2000);
    await expectLedgerClean(file.database.db);
  }, 120_000);
});

describe('stress: server killed at random moments while posting', () => {
  it('6 kills: every acknowledged posting exactly once, no partial document, clean ledger, data opens every time', async () => {
    const result = await crashScenario({ rounds: 6, clients: 6 });
    console.log(`crash (${testDbKind()}): ${result.rounds} kills, ${result.attempts} postings, ${result.acked} acknowledged`);
    expect(result.acked).toBeGreaterThan(0);
  }, 1_800_000);
});
