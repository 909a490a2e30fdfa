import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reverse, stockOf } from '../../testing/ledger';
import { ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { shipSerials } from '../../testing/returns-fixture';
import { closeLot } from '../quality/close-lot';
import { createReturnOrder } from './create-return-order';
import { receiveCustomerReturn } from './receive-customer-return';
import { checkReturnSerial, findReturnOrder, getReturnOrder, returnableSerials } from './return-queries';

const fx = ledgerFixture();
const serials = serialCounter();

/** Serials of a new serialized material shipped with one delivery (601) to a customer; the delivery's number. */
async function shipped(count: number, customer?: string): Promise<{ delivery: string; material: string; units: string[] }> {
  const units = serials(count).map((s) => `R${s}`);
  const bin = fx.bins[count % fx.bins.length] as string;
  const { delivery, material } = await shipSerials(fx, { bin, serials: units, ...(customer ? { customer } : {}) });
  return { delivery, material, units };
}

const create = (delivery: string, serialsOf: string[], reason = '0002') =>
  fx.run((trx) => createReturnOrder(trx, fx.whfra, { delivery, reason, serials: serialsOf }));
const receive = (rma: string, serialsOf: string[]) => fx.run((trx) => receiveCustomerReturn(trx, fx.whfra, rma, { serials: serialsOf }));

describe('customer returns', () => {
  it('return order of shipped serials -> 651 into QUALITY with a lot -> usage decisions 321 and 551; ledger clean', async () => {
    const { delivery, material, units } = await shipped(3);
    const [a, b, c] = units as [string, string, string];
    const offered = await returnableSerials(fx.db, fx.viewer, delivery);
    expect(offered.serials.map((s) => [s.serialNumber, s.atCustomer, s.openReturnOrder])).toEqual([
      [a, true, null],
      [b, true, null],
      [c, true, null],
    ]);
    // refused before anything is written: a serial the delivery did not ship, one named twice
    expect((await rejected(create(delivery, [a, 'NOT-SHIPPED-1']))).code).toBe('RETURN_SERIAL_NOT_SHIPPED');
    expect((await rejected(create(delivery, [a, a]))).code).toBe('RETURN_SERIAL_REPEATED');
    expect((await rejected(create(delivery, [a], '9999'))).code).toBe('RETURN_REASON_UNKNOWN');
    const rma = await create(delivery, [a, b]);
    expect(rma).toMatchObject({ delivery, plant: '1000', status: 'OPEN', category: 'QUALITY', createdVia: 'SCREEN' });
    expect(rma.items.map((i) => [i.serialNumber, i.material])).toEqual([
      [a, material],
      [b, material],
    ]);
    // a serial is open on one return order at a time
    expect((await rejected(create(delivery, [b, c]))).code).toBe('RETURN_SERIAL_OPEN');
    // the handheld finds the order by its number or by a serial open on it
    expect((await findReturnOrder(fx.db, fx.viewer, rma.rmaNumber)).rmaNumber).toBe(rma.rmaNumber);
    expect((await findReturnOrder(fx.db, fx.viewer, b)).rmaNumber).toBe(rma.rmaNumber);
    // a serial shipped to the customer but not on the order, and one never shipped to this customer: refused with the reason
    expect((await rejected(checkReturnSerial(fx.db, fx.viewer, rma.rmaNumber, c))).code).toBe('RETURN_SERIAL_NOT_ON_ORDER');
    const other = await shipped(1, (await otherCustomer(rma.customer)) as string);
    const never = await rejected(receive(rma.rmaNumber, [a, other.units[0] as string]));
    expect(never.code).toBe('RETURN_SERIAL_NEVER_SHIPPED');
    expect(never.message).toContain(rma.customer);

    const back = await receive(rma.rmaNumber, [a]);
    expect(back).toMatchObject({ rmaNumber: rma.rmaNumber, status: 'PARTIAL', category: 'QUALITY' });
    expect(back.lots).toHaveLength(1);
    const lot = back.lots[0]?.lotNumber as string;
    const lotRow = await fx.db.selectFrom('quality_lot').selectAll().where('lot_number', '=', lot).executeTakeFirstOrThrow();
    expect(lotRow).toMatchObject({ origin: 'RETURN', plant_id: '1000', material_id: material, status: 'OPEN' });
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: back.bin, category: 'QUALITY' })).toBe('1.000');
    // the equipment's history: out to the customer (601), back (651)
    const history = await sql<{ movement_type: string; status: string }>`select i.movement_type, h.status from serial_history h
      join equipment e on e.equipment_number = h.equipment_number
      join material_document_item i on i.mat_doc = h.mat_doc and i.item_no = h.item_no
      where e.serial_number = ${a} order by h.history_id`.execute(fx.db);
    expect(history.rows.map((r) => `${r.movement_type} ${r.status}`).slice(-2)).toEqual(['601 ISSUED', '651 IN_STOCK']);
    expect((await rejected(receive(rma.rmaNumber, [a]))).code).toBe('RETURN_SERIAL_RECEIVED');

    const second = await receive(rma.rmaNumber, [b]);
    expect(second.status).toBe('RECEIVED');
    const view = await getReturnOrder(fx.db, fx.viewer, rma.rmaNumber);
    expect(view.items.every((i) => i.receivedMatDoc && i.lotNumber)).toBe(true);

    // from the lot: the first unit repaired and released (321), the second scrapped (551)
    const released = await fx.run((trx) => closeLot(trx, fx.whfra, { lotNumber: lot, decisions: [{ decision: 'ACCEPT', serial: a }] }));
    expect(released.status).toBe('CLOSED');
    const lot2 = second.lots[0]?.lotNumber as string;
    await fx.run((trx) => closeLot(trx, fx.whfra, { lotNumber: lot2, decisions: [{ decision: 'SCRAP', serial: b }] }));
    const units2 = await fx.db
      .selectFrom('equipment')
      .select(['serial_number', 'status', 'category'])
      .where('serial_number', 'in', [a, b])
      .orderBy('serial_number')
      .execute();
    expect(units2.map((u) => [u.serial_number, u.status, u.category])).toEqual([
      [a, 'IN_STOCK', 'UNRESTRICTED'],
      [b, 'SCRAPPED', null],
    ]);
  });

  it('a reason for blocked stock receives into BLOCKED without a lot; the reversal (652) opens the order again', async () => {
    const { delivery, material, units } = await shipped(1);
    const rma = await create(delivery, units, '0003');
    expect(rma.category).toBe('BLOCKED');
    const back = await receive(rma.rmaNumber, units);
    expect(back).toMatchObject({ category: 'BLOCKED', lots: [], status: 'RECEIVED' });
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: back.bin, category: 'BLOCKED' })).toBe('1.000');
    await reverse(fx.db, fx.admin, back.matDoc);
    const view = await getReturnOrder(fx.db, fx.viewer, rma.rmaNumber);
    expect(view.status).toBe('OPEN');
    expect(view.items[0]?.receivedMatDoc).toBeNull();
    const equipment = await fx.db
      .selectFrom('equipment')
      .select('status')
      .where('serial_number', '=', units[0] as string)
      .executeTakeFirstOrThrow();
    expect(equipment.status).toBe('ISSUED');
    // received again after the reversal
    expect((await receive(rma.rmaNumber, units)).status).toBe('RECEIVED');
  });

  it('the ERP creates a return order with its own id: the same id answers the same order, another order under it is refused', async () => {
    const { delivery, units } = await shipped(2);
    const [a, b] = units as [string, string];
    const input = { externalId: `ERP-${a}`, delivery, reason: '0001', serials: [a] };
    const made = await fx.run((trx) => createReturnOrder(trx, fx.admin, input));
    expect(made.createdVia).toBe('API');
    const again = await fx.run((trx) => createReturnOrder(trx, fx.admin, input));
    expect(again.rmaNumber).toBe(made.rmaNumber);
    expect((await rejected(fx.run((trx) => createReturnOrder(trx, fx.admin, { ...input, serials: [a, b] })))).code).toBe(
      'RETURN_EXTERNAL_ID_TAKEN',
    );
  });

  it('a plant outside the user reads as unknown', async () => {
    const { delivery, units } = await shipped(1);
    const rma = await create(delivery, units);
    const outsider = { ...fx.viewer, plants: ['2000'] };
    expect((await rejected(getReturnOrder(fx.db, outsider, rma.rmaNumber))).code).toBe('RETURN_ORDER_NOT_FOUND');
    expect((await rejected(returnableSerials(fx.db, outsider, delivery))).code).toBe('DELIVERY_NOT_FOUND');
  });
});

async function otherCustomer(not: string): Promise<string | undefined> {
  const row = await fx.db
    .selectFrom('customer')
    .select('customer_number')
    .where('customer_number', '<>', not)
    .orderBy('customer_number')
    .executeTakeFirst();
  return row?.customer_number;
}
