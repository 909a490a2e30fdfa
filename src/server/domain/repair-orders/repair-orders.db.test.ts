import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post, reverse, stockOf } from '../../testing/ledger';
import { at, ledgerFixture, rejected } from '../../testing/ledger-fixture';
import { checkLedger } from '../stock/ledger-check';
import { createRepairOrder } from './create-repair-order';
import { receiveRepairOrder } from './receive-repair-order';
import { sendRepairOrder } from './send-repair-order';

const fx = ledgerFixture();
let n = 0;
const serials = (count: number) => Array.from({ length: count }, () => `RPR${String(++n).padStart(6, '0')}`);

/** Serialized units into QUALITY stock with an inspection lot (561 by the administrator opens it). */
async function unitsInLot(count: number, bin: string) {
  const material = fx.mats.serialized[0] as string;
  const units = serials(count);
  const { matDoc } = await post(fx.db, fx.admin, {
    items: [{ movementType: '561', material, quantity: String(count), to: at(bin, 'QUALITY'), serials: units }],
  });
  const lot = await fx.db.selectFrom('quality_lot').select('lot_number').where('opened_mat_doc', '=', matDoc).executeTakeFirstOrThrow();
  return { material, units, lot: lot.lot_number };
}
const vendor = async () => (await fx.db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').executeTakeFirstOrThrow()).vendor_id;
const atVendorRow = (material: string, vendorId: string) =>
  fx.db
    .selectFrom('stock_at_vendor')
    .select('quantity')
    .where('material_id', '=', material)
    .where('plant_id', '=', '1000')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst()
    .then((r) => r?.quantity ?? '0');
const equipmentOf = (material: string, serial: string) =>
  fx.db
    .selectFrom('equipment')
    .select(['status', 'plant_id', 'vendor_id', 'category', 'last_mat_doc'])
    .where('material_id', '=', material)
    .where('serial_number', '=', serial)
    .executeTakeFirstOrThrow();

describe('the repair loop: stock at the vendor (541 out, 101 against the repair order back)', () => {
  it('sends a lot unit to the vendor (541: decided RETURN on its lot, counted at the vendor), receives it back into QUALITY with a new lot, and releases it (321)', async () => {
    const [b0] = fx.bins as [string];
    const { material, units, lot } = await unitsInLot(2, b0);
    const v = await vendor();
    const [first, second] = units as [string, string];
    const order = await fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: [first] }));
    expect(order).toMatchObject({ plant: '1000', vendor: v, items: [{ itemNo: 10, material, serialNumber: first }] });
    // a serial is open on one repair order at a time; only undecided units of the lot
    expect((await rejected(fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: [first] })))).code).toBe(
      'REPAIR_SERIAL_OPEN',
    );
    expect((await rejected(fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: ['NOPE'] })))).code).toBe(
      'REPAIR_SERIAL_NOT_IN_LOT',
    );

    const sent = await fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber));
    const items = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', sent.matDoc).execute();
    expect(items).toMatchObject([
      { movement_type: '541', from_kind: 'POSITION', from_category: 'QUALITY', to_kind: 'AT_VENDOR', vendor_id: v },
    ]);
    expect(await atVendorRow(material, v)).toBe('1.000');
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b0, category: 'QUALITY' })).toBe('1.000');
    expect(await equipmentOf(material, first)).toMatchObject({ status: 'AT_VENDOR', plant_id: '1000', vendor_id: v, category: null });
    const decided = await fx.db
      .selectFrom('quality_lot_serial')
      .select(['decision', 'decided_mat_doc'])
      .where('serial_number', '=', first)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ decision: 'RETURN', decided_mat_doc: sent.matDoc });
    expect((await rejected(fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber)))).code).toBe('REPAIR_ORDER_SENT_ALL');

    // back: a serial not on the order is refused with its reason; the unit comes into QUALITY with a lot of its own
    const sloc = await fx.db
      .selectFrom('storage_location')
      .select('sloc_id')
      .where('plant_id', '=', '1000')
      .where('warehouse_id', 'is', null)
      .executeTakeFirst();
    const into = sloc?.sloc_id ?? '0001';
    expect(
      (await rejected(fx.run((trx) => receiveRepairOrder(trx, fx.whfra, order.repairOrderNumber, { sloc: into, serials: [second] })))).code,
    ).toBe('REPAIR_SERIAL_NOT_ON_ORDER');
    const back = await fx.run((trx) => receiveRepairOrder(trx, fx.whfra, order.repairOrderNumber, { sloc: into, serials: [first] }));
    expect(back.lots).toEqual([{ lotNumber: expect.any(String), serialNumber: first }]);
    const backItems = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', back.matDoc).execute();
    expect(backItems).toMatchObject([
      { movement_type: '101', from_kind: 'AT_VENDOR', to_kind: 'POSITION', to_category: 'QUALITY', vendor_id: v },
    ]);
    expect(await atVendorRow(material, v)).toBe('0.000');
    expect(await equipmentOf(material, first)).toMatchObject({ status: 'IN_STOCK', vendor_id: null, category: 'QUALITY' });
    expect(
      (await rejected(fx.run((trx) => receiveRepairOrder(trx, fx.whfra, order.repairOrderNumber, { sloc: into, serials: [first] })))).code,
    ).toBe('REPAIR_SERIAL_RECEIVED');
    const history = await sql<{ status: string; vendor_id: string | null }>`select h.status, h.vendor_id from serial_history h
      join equipment e on e.equipment_number = h.equipment_number where e.serial_number = ${first} order by h.history_id`.execute(fx.db);
    expect(history.rows).toEqual([
      { status: 'IN_STOCK', vendor_id: null },
      { status: 'AT_VENDOR', vendor_id: v },
      { status: 'IN_STOCK', vendor_id: null },
    ]);
    // released from its new lot as today; the other unit of the first lot stays undecided there
    const place = await equipmentOf(material, first);
    const e = await fx.db
      .selectFrom('equipment')
      .select(['sloc_id', 'bin_id'])
      .where('serial_number', '=', first)
      .executeTakeFirstOrThrow();
    await post(fx.db, fx.whfra, {
      items: [
        {
          movementType: '321',
          material,
          quantity: '1',
          from: { plant: place.plant_id, sloc: e.sloc_id as string, ...(e.bin_id ? { bin: e.bin_id } : {}), category: 'QUALITY' },
          serials: [first],
        },
      ],
    });
    const released = await fx.db
      .selectFrom('quality_lot')
      .select('status')
      .where('lot_number', '=', back.lots[0]?.lotNumber as string)
      .executeTakeFirstOrThrow();
    expect(released.status).toBe('CLOSED');
    expect(await equipmentOf(material, first)).toMatchObject({ status: 'IN_STOCK', category: 'UNRESTRICTED' });
  });

  it('reverses the sending (542) and the receipt (102): back where each was, the stock at the vendor follows', async () => {
    const [, , b2] = fx.bins as [string, string, string];
    const { material, units, lot } = await unitsInLot(1, b2);
    const v = await vendor();
    const [unit] = units as [string];
    const order = await fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: [unit] }));
    const sent = await fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber));
    const undone = await reverse(fx.db, fx.whfra, sent.matDoc);
    expect(
      (await fx.db.selectFrom('material_document_item').select('movement_type').where('mat_doc', '=', undone.matDoc).execute())[0]
        ?.movement_type,
    ).toBe('542');
    expect(await atVendorRow(material, v)).toBe('0.000');
    expect(await equipmentOf(material, unit)).toMatchObject({ status: 'IN_STOCK', category: 'QUALITY', vendor_id: null });
    const item = await fx.db
      .selectFrom('repair_order_item')
      .select('sent_mat_doc')
      .where('serial_number', '=', unit)
      .executeTakeFirstOrThrow();
    expect(item.sent_mat_doc).toBeNull();

    const again = await fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber));
    const back = await fx.run((trx) => receiveRepairOrder(trx, fx.whfra, order.repairOrderNumber, { sloc: '0001', serials: [unit] }));
    // a reversal of the sending once the unit came back is refused: it moved since
    expect((await rejected(reverse(fx.db, fx.whfra, again.matDoc))).code).toBe('SERIAL_MOVED_SINCE');
    const undoneBack = await reverse(fx.db, fx.whfra, back.matDoc);
    expect(
      (await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', undoneBack.matDoc).execute())[0],
    ).toMatchObject({
      movement_type: '102',
      from_kind: 'POSITION',
      to_kind: 'AT_VENDOR',
      vendor_id: v,
    });
    expect(await atVendorRow(material, v)).toBe('1.000');
    expect(await equipmentOf(material, unit)).toMatchObject({ status: 'AT_VENDOR', vendor_id: v });
    // and received again
    await fx.run((trx) => receiveRepairOrder(trx, fx.whfra, order.repairOrderNumber, { sloc: '0001', serials: [unit] }));
    expect(await atVendorRow(material, v)).toBe('0.000');
  });

  it("refuses another plant's repair order and lot as unknown, and a 541 without its repair order", async () => {
    const [, , , b3] = fx.bins as [string, string, string, string];
    const { units, lot } = await unitsInLot(1, b3);
    const v = await vendor();
    const order = await fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: units }));
    const stranger = { ...fx.whfra, plants: ['2000'] };
    expect((await rejected(fx.run((trx) => sendRepairOrder(trx, stranger, order.repairOrderNumber)))).code).toBe('REPAIR_ORDER_NOT_FOUND');
    expect((await rejected(fx.run((trx) => createRepairOrder(trx, stranger, { lot, vendor: v, serials: units })))).code).toBe(
      'QUALITY_LOT_UNKNOWN',
    );
    // a 541 needs its repair order (no plain transfer to a vendor's stock)
    const refused = await rejected(
      post(fx.db, fx.whfra, {
        items: [
          {
            movementType: '541',
            material: fx.mats.serialized[0] as string,
            quantity: '1',
            from: at(b3, 'QUALITY'),
            serials: units,
            vendor: v,
          },
        ],
      }),
    );
    expect(refused.code).toBe('REFERENCE_REQUIRED');
  });

  it('ledger:check recomputes the stock at the vendor and the units there, and catches a drift', async () => {
    const [, , , , b4] = fx.bins as [string, string, string, string, string];
    const { material, units, lot } = await unitsInLot(1, b4);
    const v = await vendor();
    const order = await fx.run((trx) => createRepairOrder(trx, fx.whfra, { lot, vendor: v, serials: units }));
    await fx.run((trx) => sendRepairOrder(trx, fx.whfra, order.repairOrderNumber));
    expect((await checkLedger(fx.db)).ok).toBe(true);
    await sql`update stock_at_vendor set quantity = quantity + 1 where material_id = ${material} and vendor_id = ${v}`.execute(fx.db);
    const drift = await checkLedger(fx.db);
    expect(drift.differences.map((d) => d.kind).sort()).toEqual(['at-vendor', 'serial-count']);
    expect(drift.differences[0]?.key).toContain(`vendor ${v}`);
    await sql`update stock_at_vendor set quantity = quantity - 1 where material_id = ${material} and vendor_id = ${v}`.execute(fx.db);
    await sql`update equipment set vendor_id = null, status = 'RETURNED' where serial_number = ${units[0] as string}`.execute(fx.db);
    const serialDrift = await checkLedger(fx.db);
    expect(serialDrift.differences.map((d) => d.kind).sort()).toEqual(['serial', 'serial-count']);
    await sql`update equipment set vendor_id = ${v}, status = 'AT_VENDOR' where serial_number = ${units[0] as string}`.execute(fx.db);
    expect((await checkLedger(fx.db)).ok).toBe(true);
  });
});
