import { describe, expect, it } from 'vitest';
import { post } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import { createRepairOrder } from './create-repair-order';
import { sendRepairOrder } from './send-repair-order';

/** Concurrency on PostgreSQL: a unit goes to the vendor once, and is open on one repair order at a time. */
describe('the repair loop racing (PostgreSQL)', () => {
  const fx = ledgerFixture({ poolSize: 8, ledgerCheck: 'end' });
  let n = 0;

  async function unitInLot(bin: string) {
    const material = fx.mats.serialized[0] as string;
    const serial = `RPG${String(++n).padStart(6, '0')}`;
    const { matDoc } = await post(fx.db, fx.admin, {
      items: [{ movementType: '561', material, quantity: '1', to: at(bin, 'QUALITY'), serials: [serial] }],
    });
    const lot = await fx.db.selectFrom('quality_lot').select('lot_number').where('opened_mat_doc', '=', matDoc).executeTakeFirstOrThrow();
    const vendor = (await fx.db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').executeTakeFirstOrThrow()).vendor_id;
    return { material, serial, lot: lot.lot_number, vendor };
  }

  it('6 sends of the same serial at once: exactly one posts 541, the others are refused with the reason', async () => {
    const { material, serial, lot, vendor } = await unitInLot(fx.bins[0] as string);
    const order = await fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor, serials: [serial] }));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals).toHaveLength(5);
    for (const e of refusals) {
      expect(e).toBeInstanceOf(DomainError);
      expect(['SERIAL_NOT_AT', 'REPAIR_SERIAL_SENT', 'REPAIR_ORDER_SENT_ALL', 'INSUFFICIENT_STOCK']).toContain((e as DomainError).code);
    }
    const atVendor = await fx.db
      .selectFrom('stock_at_vendor')
      .select('quantity')
      .where('material_id', '=', material)
      .where('vendor_id', '=', vendor)
      .executeTakeFirstOrThrow();
    expect(atVendor.quantity).toBe('1.000');
    const sent = await fx.db.selectFrom('material_document_item').select('mat_doc').where('movement_type', '=', '541').execute();
    expect(sent).toHaveLength(1);
  });

  it('6 repair orders for the same serial at once: exactly one is created, the others name the open order', async () => {
    const { serial, lot, vendor } = await unitInLot(fx.bins[1] as string);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor, serials: [serial] }))),
    );
    const created = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(created).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.every((e) => e instanceof DomainError && e.code === 'REPAIR_SERIAL_OPEN')).toBe(true);
    expect((refusals[0] as DomainError).params).toMatchObject({ serial, order: created[0]?.repairOrderNumber });
  });
});
