import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, reverse } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { postPlainDocument, preparePlainPosting } from './posting/post-in-one-call';

/**
 * A document posted without a date is dated today at its plant (the plant's time zone), on both posting
 * paths and for reversals: late in the evening UTC it is already tomorrow in Singapore, and just after
 * midnight UTC it is still yesterday in New York.
 */
const fx = ledgerFixture();

const setZone = (timezone: string) => fx.db.updateTable('plant').set({ timezone }).where('plant_id', '=', '1000').execute();

beforeAll(async () => {
  await setZone('Asia/Singapore');
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clock (Date only: timers and the database run as they do) at an instant. */
function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

async function postInOneCall(input: Parameters<typeof preparePlainPosting>[2]) {
  const posting = await preparePlainPosting(fx.db, fx.whfra, input);
  if (!posting) throw new Error('expected a plain document');
  const posted = await postPlainDocument(
    fx.db,
    fx.whfra,
    { userId: fx.whfra.userId, key: randomUUID(), requestHash: 'b'.repeat(64), session: null },
    posting,
    { status: 201, body: JSON.stringify(posting.result) },
  );
  if (!posted) throw new Error('expected the one-call path to post');
  return JSON.parse(posted.response.body) as { matDoc: string; postingDate: string; documentDate: string };
}

describe('the posting date of a document posted without one', () => {
  it('is today at the plant, not in UTC: 23:30 UTC is tomorrow in Singapore', async () => {
    const material = fx.mats.plain[0] as string;
    const [a, b] = fx.bins as [string, string];
    clockAt('2026-11-27T23:30:00Z');
    const receipt = await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '3', to: at(a) }] });
    expect([receipt.postingDate, receipt.documentDate]).toEqual(['2026-11-28', '2026-11-28']);
    const move = await postInOneCall({ items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b } }] });
    expect([move.postingDate, move.documentDate]).toEqual(['2026-11-28', '2026-11-28']);
    const back = await reverse(fx.db, fx.whfra, move.matDoc);
    expect(back.postingDate).toBe('2026-11-28');
    const dated = await post(fx.db, fx.whfra, {
      postingDate: '2026-11-20',
      items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b } }],
    });
    expect(dated.postingDate).toBe('2026-11-20');
  });

  it('just after midnight UTC it is still yesterday in New York', async () => {
    await setZone('America/New_York');
    const material = fx.mats.plain[1] as string;
    const [, , c, d] = fx.bins as [string, string, string, string];
    // hours after the first test: the one-call path's master data (and the plant's zone) is read again
    clockAt('2026-11-28T02:00:00Z');
    const receipt = await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '2', to: at(c) }] });
    expect(receipt.postingDate).toBe('2026-11-27');
    const move = await postInOneCall({ items: [{ movementType: '999', material, quantity: '2', from: at(c), to: { bin: d } }] });
    expect(move.postingDate).toBe('2026-11-27');
    expect((await reverse(fx.db, fx.whfra, move.matDoc)).postingDate).toBe('2026-11-27');
  });
});
