import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedSettled, horizonTrace } from '../../testing/feed';
import { post, reverse } from '../../testing/ledger';
import { at, ledgerFixture, serialCounter } from '../../testing/ledger-fixture';
import { readEvents } from './read-events';

const fx = ledgerFixture();
const serials = serialCounter();

let trace: ReturnType<typeof horizonTrace>;
beforeEach((context) => {
  trace = horizonTrace(fx.db);
  context.onTestFailed(() => {
    console.log(`horizon trace of the failed test:\n${trace}`);
  });
});

async function everything(after?: string) {
  await feedSettled(fx.db);
  const page = await readEvents(fx.db, 'all', { after, limit: 1000 });
  await trace.note(`read ${page.events.length} after ${after ?? 'the start'} up to ${page.next}`);
  return page;
}

describe('the outbox of posted documents', () => {
  it('appends one event per posting and per reversal, in the posting transaction, readable once by cursor', async () => {
    const start = (await everything()).next;
    const material = fx.mats.serialized[0] as string;
    const sn = serials(2);
    const doc = await post(fx.db, fx.whfra, {
      headerText: 'opening',
      items: [{ movementType: '561', material, quantity: '2', to: at(fx.bins[0] as string), serials: sn }],
    });
    const first = await everything(start);
    expect(first.events).toHaveLength(1);
    const event = first.events[0];
    expect(event?.type).toBe('material-document.posted');
    expect(event?.payload).toMatchObject({
      matDoc: doc.matDoc,
      year: Number(doc.postingDate.slice(0, 4)),
      postingDate: doc.postingDate,
      movementTypes: ['561'],
      reference: null,
      reversalOf: null,
      items: [
        {
          item: 1,
          movementType: '561',
          material,
          quantity: '2.000',
          unit: 'EA',
          from: null,
          to: { plant: '1000', sloc: '0001', bin: fx.bins[0], category: 'UNRESTRICTED' },
          serials: sn,
        },
      ],
    });
    const reversal = await reverse(fx.db, fx.whfra, doc.matDoc);
    const second = await everything(first.next);
    expect(second.events.map((e) => e.payload.matDoc)).toEqual([reversal.matDoc]);
    expect(second.events[0]?.payload).toMatchObject({ reversalOf: doc.matDoc, movementTypes: ['562'] });
    // nothing new: the same cursor comes back
    expect(await everything(second.next)).toEqual({ events: [], next: second.next });
  });

  it('writes no event for a posting that fails', async () => {
    const { next } = await everything();
    const material = fx.mats.plain[0] as string;
    await expect(
      post(fx.db, fx.whfra, {
        items: [{ movementType: '201', material, quantity: '999999', from: at(fx.bins[1] as string), costCenter: '101000' }],
      }),
    ).rejects.toThrow();
    expect((await everything(next)).events).toEqual([]);
  });

  it('pages with limit, in the same order as one long read', async () => {
    for (const bin of fx.bins.slice(2, 5)) {
      await post(fx.db, fx.whfra, { items: [{ movementType: '561', material: fx.mats.plain[1] as string, quantity: '1', to: at(bin) }] });
    }
    const all = (await everything()).events.map((e) => e.cursor);
    const paged: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await readEvents(fx.db, 'all', { after: cursor, limit: 2 });
      await trace.note(`page of ${page.events.length} after ${cursor ?? 'the start'}`);
      if (page.events.length === 0) break;
      paged.push(...page.events.map((e) => e.cursor));
      cursor = page.next;
    }
    expect(paged).toEqual(all);
  });

  it('orders by transaction number, not by its digits: across 999 -> 1000 each event comes once, in order', async () => {
    // A server's transaction ids grow a digit as it ages (9999 -> 10000). Two events of such transactions,
    // written with the ids that server would have given them (the longer one first, so it has the lower event id):
    // read as text, "1000" sorts before "999", and a page's last cursor would not be its highest.
    const { rows } = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(fx.db);
    const longer = 10n ** BigInt(String(BigInt(rows[0]?.horizon ?? '0') - 1n).length - 1);
    const shorter = longer - 1n;
    for (const [xact, label] of [
      [longer, 'longer'],
      [shorter, 'shorter'],
    ] as const) {
      await sql`insert into integration_event (xact_id, event_type, payload)
        values (${String(xact)}::xid8, 'material-document.posted', ${JSON.stringify({ label })}::jsonb)`.execute(fx.db);
    }
    const whole = await everything();
    const key = (cursor: string) => cursor.split('-').map(BigInt) as [bigint, bigint];
    const keys = whole.events.map((e) => key(e.cursor));
    expect(
      keys.every(([x, id], i) => i === 0 || x > (keys[i - 1]?.[0] ?? 0n) || (x === keys[i - 1]?.[0] && id > (keys[i - 1]?.[1] ?? 0n))),
    ).toBe(true);
    const labels = whole.events.map((e) => (e.payload as unknown as { label?: string }).label).filter(Boolean);
    expect(labels).toEqual(['shorter', 'longer']);
    expect(whole.next).toBe(whole.events.at(-1)?.cursor);
    expect((await readEvents(fx.db, 'all', { after: whole.next, limit: 10 })).events).toEqual([]);
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = await readEvents(fx.db, 'all', { limit: 1 }); page.events.length > 0; ) {
      paged.push(...page.events.map((e) => e.cursor));
      cursor = page.next;
      page = await readEvents(fx.db, 'all', { after: cursor, limit: 1 });
    }
    expect(paged).toEqual(whole.events.map((e) => e.cursor));
  });
});
