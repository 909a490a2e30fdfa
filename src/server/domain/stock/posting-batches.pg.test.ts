import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { PostingCalls } from './posting/batch-calls';
import { plainPostingParameter, preparePlainPosting } from './posting/post-in-one-call';

const fx = ledgerFixture({ poolSize: 6 });

/** Holds a row lock on a stock row in its own transaction until `release` is called. */
function holdStockRow(material: string, bin: string) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((done) => {
    locked = done;
  });
  const finished = fx.db.transaction().execute(async (trx: Transaction<DB>) => {
    await sql`select 1 from stock where material_id = ${material} and bin_id = ${bin} for update`.execute(trx);
    locked();
    await released;
  });
  return { isLocked, release, finished };
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('natural batching under locks (PostgreSQL)', () => {
  it('a later document of a batch that cannot get its rows at once is posted again on its own; nothing waits while holding', async () => {
    const [m1, m2, m3] = fx.mats.plain.slice(8, 11) as [string, string, string];
    const [x, y, z, to] = fx.bins.slice(0, 4) as [string, string, string, string];
    const parameters: string[] = [];
    for (const [material, bin] of [
      [m1, x],
      [m2, y],
      [m3, z],
    ] as const) {
      await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(bin) }] });
      const posting = await preparePlainPosting(fx.db, fx.whfra, {
        items: [{ movementType: '999', material, quantity: '2', from: at(bin), to: { bin: to } }],
      });
      if (!posting) throw new Error('expected a plain document');
      const claim = { userId: fx.whfra.userId, key: randomUUID(), requestHash: 'c'.repeat(64), session: null };
      parameters.push(plainPostingParameter(fx.whfra, claim, posting, { status: 201, body: JSON.stringify(posting.result) }));
    }
    const calls = new PostingCalls(fx.db, 1);
    const first = holdStockRow(m1, x);
    const third = holdStockRow(m3, z);
    await Promise.all([first.isLocked, third.isLocked]);
    // the first document takes the one call in flight and waits for its row, as any posting waits
    const a = calls.post(parameters[0] as string);
    await until(() => calls.counts.calls === 1);
    // the next two wait in the queue and go together once the first is posted
    const b = calls.post(parameters[1] as string);
    const d = calls.post(parameters[2] as string);
    first.release();
    await first.finished;
    // the batch's second document finds its row locked: after the batch's lock_timeout it goes again on its own
    await until(() => calls.counts.alone === 1);
    third.release();
    await third.finished;
    const results = await Promise.all([a, b, d]);
    expect(results.map((r) => r.claimed)).toEqual([true, true, true]);
    expect(new Set(results.map((r) => r.matDoc)).size).toBe(3);
    expect(calls.counts).toEqual({ calls: 3, documents: 4, alone: 1 });
    for (const material of [m1, m2, m3]) expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: to })).toBe('2.000');
  });
});
