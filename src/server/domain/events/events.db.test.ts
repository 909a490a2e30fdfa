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
});
