import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostingPeriod } from '../../../shared/calendar';
import { post, refusal, refusalCode, reverse, rowCount } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { preparePlainPosting } from './posting/post-in-one-call';
import { reverseMaterialDocument } from './reverse-material-document';

/**
 * A posting date lies in the open period of each plant the document changes (plant.posting_open_months,
 * default 1: the previous and the current month), counted in the plant's zone; on both posting paths and
 * for reversals. Nothing is written when it does not.
 */
const fx = ledgerFixture();

afterEach(async () => {
  vi.useRealTimers();
  await fx.db.updateTable('plant').set({ posting_open_months: 1, timezone: 'Europe/Berlin' }).where('plant_id', '=', '1000').execute();
});

function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

describe('the open posting period', () => {
  it('is the previous and the current month by default, counted from the plant’s day', () => {
    expect(openPostingPeriod('2026-11-28', 1)).toEqual({ from: '2026-10-01', to: '2026-11-28' });
    expect(openPostingPeriod('2027-01-05', 1)).toEqual({ from: '2026-12-01', to: '2027-01-05' });
    expect(openPostingPeriod('2027-01-05', 0)).toEqual({ from: '2027-01-01', to: '2027-01-05' });
    expect(openPostingPeriod('2027-02-28', 14)).toEqual({ from: '2025-12-01', to: '2027-02-28' });
  });

  it('refuses a date before it or after today, naming the date, the plant and the period; nothing is written', async () => {
    const material = fx.mats.plain[0] as string;
    const [a, b] = fx.bins as [string, string];
    await fx.db.updateTable('plant').set({ timezone: 'Europe/Berlin' }).where('plant_id', '=', '1000').execute();
    clockAt('2026-11-28T10:00:00Z');
    const before = await rowCount(fx.db, 'material_document');
    const old = await refusal(
      post(fx.db, fx.whfra, { postingDate: '1900-01-01', items: [{ movementType: '561', material, quantity: '3', to: at(a) }] }),
    );
    expect(old.code).toBe('POSTING_PERIOD_CLOSED');
    expect(old.message).toBe(
      'The posting date 1900-01-01 lies in a closed period at plant 1000: the open period runs from 2026-10-01 to 2026-11-28.',
    );
    expect(old.details).toEqual({ field: 'postingDate' });
    const future = await refusal(
      post(fx.db, fx.whfra, { postingDate: '2099-01-01', items: [{ movementType: '561', material, quantity: '3', to: at(a) }] }),
    );
    expect(future.code).toBe('POSTING_DATE');
    expect(future.message).toBe('The posting date 2099-01-01 is in the future at plant 1000: post on 2026-11-28 or earlier.');
    // the day before the period opens, and tomorrow: refused; its first and last day: posted
    expect(
      await refusalCode(
        post(fx.db, fx.whfra, { postingDate: '2026-09-30', items: [{ movementType: '561', material, quantity: '1', to: at(a) }] }),
      ),
    ).toBe('POSTING_PERIOD_CLOSED');
    expect(
      await refusalCode(
        post(fx.db, fx.whfra, { postingDate: '2026-11-29', items: [{ movementType: '561', material, quantity: '1', to: at(a) }] }),
      ),
    ).toBe('POSTING_DATE');
    expect(await rowCount(fx.db, 'material_document')).toBe(before);
    const first = await post(fx.db, fx.whfra, {
      postingDate: '2026-10-01',
      items: [{ movementType: '561', material, quantity: '2', to: at(a) }],
    });
    expect(first.postingDate).toBe('2026-10-01');
    // the one-call path refuses alike (it sends the document to the transaction path, which names the problem)
    const plain = await preparePlainPosting(fx.db, fx.whfra, {
      postingDate: '2026-09-15',
      items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b } }],
    });
    expect(plain).toBeNull();
    const today = await preparePlainPosting(fx.db, fx.whfra, {
      items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b } }],
    });
    expect(today?.header.postingDate).toBe('2026-11-28');
  });

  it('is the plant’s own: more months open, or none before the current; a reversal is dated inside it', async () => {
    const material = fx.mats.plain[1] as string;
    const [, , c] = fx.bins as [string, string, string];
    clockAt('2026-11-28T10:00:00Z');
    await fx.db.updateTable('plant').set({ posting_open_months: 3 }).where('plant_id', '=', '1000').execute();
    const august = await post(fx.db, fx.whfra, {
      postingDate: '2026-08-01',
      items: [{ movementType: '561', material, quantity: '4', to: at(c) }],
    });
    expect(august.postingDate).toBe('2026-08-01');
    await fx.db.updateTable('plant').set({ posting_open_months: 0 }).where('plant_id', '=', '1000').execute();
    expect(
      await refusalCode(
        post(fx.db, fx.whfra, { postingDate: '2026-10-31', items: [{ movementType: '561', material, quantity: '1', to: at(c) }] }),
      ),
    ).toBe('POSTING_PERIOD_CLOSED');
    // reversing August's receipt in November: dated today unless a closed date is asked for
    const refused = await refusal(fx.run((trx) => reverseMaterialDocument(trx, fx.whfra, august.matDoc, { postingDate: '2026-08-01' })));
    expect(refused.code).toBe('POSTING_PERIOD_CLOSED');
    const back = await reverse(fx.db, fx.whfra, august.matDoc);
    expect(back.postingDate).toBe('2026-11-28');
  });

  it('counts in the plant’s zone: at 23:30 UTC on the last of the month it is already the next month in Singapore', async () => {
    const material = fx.mats.plain[2] as string;
    const [, , , d] = fx.bins as [string, string, string, string];
    await fx.db.updateTable('plant').set({ timezone: 'Asia/Singapore', posting_open_months: 0 }).where('plant_id', '=', '1000').execute();
    clockAt('2026-11-30T23:30:00Z');
    expect(
      await refusalCode(
        post(fx.db, fx.whfra, { postingDate: '2026-11-30', items: [{ movementType: '561', material, quantity: '1', to: at(d) }] }),
      ),
    ).toBe('POSTING_PERIOD_CLOSED');
    const posted = await post(fx.db, fx.whfra, {
      postingDate: '2026-12-01',
      items: [{ movementType: '561', material, quantity: '1', to: at(d) }],
    });
    expect(posted.postingDate).toBe('2026-12-01');
  });
});
