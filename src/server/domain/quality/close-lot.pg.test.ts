import { describe, expect, it } from 'vitest';
import { post } from '../../testing/ledger';
import { at, ledgerFixture, rejected } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import { withPostingRetry } from '../stock/posting-retry';
import { closeLot } from './close-lot';

const fx = ledgerFixture();

describe('usage decision under concurrency (PostgreSQL)', () => {
  it('two inspectors deciding the same serial at once: one posts, the other is told it is decided (409)', async () => {
    const material = fx.mats.serialized[0] as string;
    const [bin] = fx.bins as [string];
    const serials = ['QPG-1', 'QPG-2'];
    await post(fx.db, fx.admin, {
      items: [{ movementType: '561', material, quantity: '2', to: { ...at(bin), category: 'QUALITY' }, serials }],
    });
    const lot = await fx.db
      .selectFrom('quality_lot_serial')
      .select('lot_number')
      .where('serial_number', '=', 'QPG-1')
      .where('material_id', '=', material)
      .executeTakeFirstOrThrow();
    for (let round = 0; round < 2; round++) {
      const serial = serials[round] as string;
      const decide = (decision: 'ACCEPT' | 'SCRAP') =>
        withPostingRetry(fx.db, (trx) => closeLot(trx, fx.whfra, { lotNumber: lot.lot_number, decisions: [{ serial, decision }] }));
      const results = await Promise.allSettled([decide('ACCEPT'), decide('SCRAP')]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const error = lost[0]?.reason as DomainError;
      expect(error).toBeInstanceOf(DomainError);
      // the second decision of the last serial finds the lot closed; before that, the serial decided
      expect(error.status).toBe(409);
      expect(['QUALITY_SERIAL_DECIDED', 'QUALITY_LOT_CLOSED']).toContain(error.code);
      const decisions = await fx.db.selectFrom('quality_lot_decision').select('mat_doc').where('lot_number', '=', lot.lot_number).execute();
      expect(decisions).toHaveLength(round + 1);
    }
    const closed = await fx.db
      .selectFrom('quality_lot')
      .select(['status', 'decided_qty'])
      .where('lot_number', '=', lot.lot_number)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'CLOSED', decided_qty: '2.000' });
    const late = await rejected(
      withPostingRetry(fx.db, (trx) =>
        closeLot(trx, fx.whfra, { lotNumber: lot.lot_number, decisions: [{ serial: 'QPG-1', decision: 'ACCEPT' }] }),
      ),
    );
    expect(late.code).toBe('QUALITY_LOT_CLOSED');
  });
});
