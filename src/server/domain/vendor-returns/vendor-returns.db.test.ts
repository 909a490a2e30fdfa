import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CreateVendorReturnInput } from '../../../shared/contracts/vendor-returns/schemas';
import { pickAll, unstockedMaterials } from '../../testing/delivery-fixture';
import { post, reverse, stockOf } from '../../testing/ledger';
import { ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { newPurchaseOrder, receivedOf, receivePurchaseOrder } from '../../testing/vendor-return-fixture';
import { createPickOrders } from '../deliveries/create-pick-orders';
import { getDelivery, searchDeliveries } from '../deliveries/delivery-queries';
import { postGoodsIssue, reverseGoodsIssue } from '../deliveries/post-goods-issue';
import { deliveryNoteData } from '../documents/delivery-note-data';
import { createVendorReturn } from './create-vendor-return';
import { returnableAnswer } from './returnable';
import { getVendorReturn, searchVendorReturns } from './vendor-return-queries';

const fx = ledgerFixture();
const serials = serialCounter();
const create = (input: CreateVendorReturnInput) => fx.run((trx) => createVendorReturn(trx, fx.whfra, input));
const ship = async (delivery: string, serialsFor?: (l: { sourceBin: string; material: string; quantity: string }) => string[]) => {
  await fx.run((trx) => createPickOrders(trx, fx.whfra, delivery));
  await pickAll(fx, delivery, serialsFor);
  return fx.run((trx) => postGoodsIssue(trx, fx.whfra, delivery));
};
const movementOf = async (matDoc: string) =>
  (await sql<{ t: string }>`select min(movement_type) as t from material_document_item where mat_doc = ${matDoc}`.execute(fx.db)).rows[0]
    ?.t;

describe('returns to vendor against a goods receipt (122)', () => {
  it('limits each return to what the receipt brought in less earlier returns, issues 122 through the delivery and reverses it (123)', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const [b0] = fx.bins as [string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const gr = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '6', bin: b0 }]);
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('6.000');

    const offer = await returnableAnswer(fx.db, fx.viewer, { kind: '122', matDoc: gr });
    expect(offer.items).toMatchObject([{ item: 1, poItem: 10, receivedQuantity: '6.000', returnableQuantity: '6.000' }]);

    const first = await create({ movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '4', reason: '0001' }] });
    expect(first).toMatchObject({ movementType: '122', poNumber, grDocument: gr, status: 'OPEN' });
    // two returns against one receipt: the second gets what the first left
    const over = await rejected(create({ movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '3', reason: '0003' }] }));
    expect(over.code).toBe('VENDOR_RETURN_OVER');
    expect(over.params).toMatchObject({ returnable: '2' });
    const second = await create({ movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '2', reason: '0003' }] });
    expect((await returnableAnswer(fx.db, fx.viewer, { kind: '122', matDoc: gr })).items[0]?.returnableQuantity).toBe('0.000');

    // the published delivery answers never show a return's delivery
    expect((await rejected(getDelivery(fx.db, fx.viewer, first.deliveryNumber))).code).toBe('DELIVERY_NOT_FOUND');
    const listed = await searchDeliveries(fx.db, fx.viewer, { orderNumber: poNumber, page: 1, pageSize: 25 });
    expect(listed.items).toEqual([]);
    const all = await searchDeliveries(fx.db, fx.viewer, { page: 1, pageSize: 200 });
    expect(all.items.map((d) => d.deliveryNumber)).not.toContain(first.deliveryNumber);
    const mine = await searchVendorReturns(fx.db, fx.viewer, { poNumber, page: 1, pageSize: 25 });
    expect(mine.items.map((r) => r.deliveryNumber).sort()).toEqual([first.deliveryNumber, second.deliveryNumber].sort());

    const issued = await ship(first.deliveryNumber);
    expect(issued.movementType).toBe('122');
    expect(await movementOf(issued.matDoc)).toBe('122');
    const doc = await fx.db.selectFrom('material_document').selectAll().where('mat_doc', '=', issued.matDoc).executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ reference_type: 'DLV', reference_number: first.deliveryNumber });
    const items = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', issued.matDoc).execute();
    expect(items).toMatchObject([{ to_kind: 'VENDOR', reason_code: '0001', quantity: '4.000' }]);
    expect(items[0]?.vendor_id).toBeTruthy();
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('2.000');
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b0 })).toBe('2.000');
    const view = await getVendorReturn(fx.db, fx.viewer, first.deliveryNumber);
    expect(view).toMatchObject({ status: 'GOODS_ISSUED', goodsIssueMatDoc: issued.matDoc });
    expect(view.items[0]).toMatchObject({ issuedQuantity: '4.000', reason: '0001', reasonText: 'Damaged' });
    // the return delivery note: the vendor as ship-to, the return's reason line
    const note = await deliveryNoteData(fx.db, ['1000'], first.deliveryNumber);
    expect(note.deliveries[0]?.reason).toBe(`return to vendor (122) of goods receipt ${gr}: Damaged`);
    expect(note.deliveries[0]?.shipTo.lines[0]).toBe(view.vendor);

    const reversed = await fx.run((trx) => reverseGoodsIssue(trx, fx.whfra, first.deliveryNumber));
    expect(reversed.movementType).toBe('123');
    expect(await movementOf(reversed.matDoc)).toBe('123');
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('6.000');
    // the reversal leaves the return open: it still holds its units of the receipt
    expect((await returnableAnswer(fx.db, fx.viewer, { kind: '122', matDoc: gr })).items[0]?.returnableQuantity).toBe('0.000');
  });

  it('cannot return more than is still in stock, nor from a reversed receipt', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const [, b1] = fx.bins as [string, string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '10' }] });
    const gr = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '5', bin: b1 }]);
    // three of the five are scrapped
    await post(fx.db, fx.admin, {
      items: [{ movementType: '551', material, quantity: '3', from: { plant: '1000', sloc: '0001', bin: b1 }, reason: '0001' }],
    });
    const over = await rejected(create({ movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '3', reason: '0004' }] }));
    expect(over.code).toBe('VENDOR_RETURN_OVER');
    expect(over.params).toMatchObject({ returnable: '2' });
    const offer = await returnableAnswer(fx.db, fx.viewer, { kind: '122', matDoc: gr });
    expect(offer.items[0]).toMatchObject({ inStockQuantity: '2.000', returnableQuantity: '2.000' });

    const gr2 = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '1', bin: b1 }]);
    await reverse(fx.db, fx.admin, gr2);
    expect(
      (await rejected(create({ movementType: '122', grDocument: gr2, items: [{ item: 1, quantity: '1', reason: '0001' }] }))).code,
    ).toBe('VENDOR_RETURN_RECEIPT_REVERSED');
  });

  it('takes only serials of that receipt still in stock, refusing others with the reason, and picks exactly those', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', true)) as [string];
    const [, , b2, b3] = fx.bins as [string, string, string, string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '5' }] });
    const first = serials(3);
    const other = serials(2);
    const gr = await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '3', bin: b2, serials: first }]);
    await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '2', bin: b3, serials: other }]);
    expect((await returnableAnswer(fx.db, fx.viewer, { kind: '122', matDoc: gr })).items[0]?.serials).toEqual(first);

    const stray = await rejected(
      create({ movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '1', reason: '0002', serials: [other[0] as string] }] }),
    );
    expect(stray.code).toBe('VENDOR_RETURN_SERIAL_REFUSED');
    expect(stray.params).toMatchObject({ serial: other[0], source: gr });
    expect(
      (
        await rejected(
          create({
            movementType: '122',
            grDocument: gr,
            items: [{ item: 1, quantity: '2', reason: '0002', serials: [first[0] as string] }],
          }),
        )
      ).code,
    ).toBe('SERIALS_COUNT');

    const ret = await create({
      movementType: '122',
      grDocument: gr,
      items: [{ item: 1, quantity: '2', reason: '0002', serials: [first[2] as string, first[0] as string] }],
    });
    // a serial on an open return cannot go on another
    expect(
      (
        await rejected(
          create({
            movementType: '122',
            grDocument: gr,
            items: [{ item: 1, quantity: '1', reason: '0002', serials: [first[0] as string] }],
          }),
        )
      ).code,
    ).toBe('VENDOR_RETURN_SERIAL_REFUSED');
    const planned = await fx.run((trx) => createPickOrders(trx, fx.whfra, ret.deliveryNumber));
    const lines = await fx.db
      .selectFrom('transfer_order_line')
      .select(['source_bin', 'serials'])
      .where('order_id', '=', planned.transferOrders[0]?.orderId as string)
      .execute();
    expect(lines).toEqual([{ source_bin: b2, serials: [first[0], first[2]] }]);
    await pickAll(fx, ret.deliveryNumber, () => [first[0] as string, first[2] as string]);
    const issued = await fx.run((trx) => postGoodsIssue(trx, fx.whfra, ret.deliveryNumber));
    expect(issued.movementType).toBe('122');
    const units = await fx.db
      .selectFrom('equipment')
      .select(['serial_number', 'status'])
      .where('material_id', '=', material)
      .where('serial_number', 'in', first)
      .orderBy('serial_number')
      .execute();
    expect(units.map((u) => u.status)).toEqual(['RETURNED', 'IN_STOCK', 'RETURNED']);
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('3.000');
  });
});

describe('return items on a purchase order (161)', () => {
  it('limits to what was received and is not on a return yet, issues 161 and reverses it (162)', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const [, , , , b4] = fx.bins as [string, string, string, string, string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '8' }] });
    await receivePurchaseOrder(fx.db, fx.whfra, poNumber, [{ poItem: 10, material, quantity: '5', bin: b4 }]);
    const over = await rejected(create({ movementType: '161', poNumber, items: [{ item: 10, quantity: '6', reason: '0003' }] }));
    expect(over.code).toBe('VENDOR_RETURN_OVER');
    expect((await rejected(create({ movementType: '161', poNumber, items: [{ item: 20, quantity: '1', reason: '0003' }] }))).code).toBe(
      'VENDOR_RETURN_ITEM_UNKNOWN',
    );
    const ret = await create({ movementType: '161', poNumber, items: [{ item: 10, quantity: '2', reason: '0003' }], note: 'excess' });
    expect(ret).toMatchObject({ movementType: '161', grDocument: null, note: 'excess' });
    expect((await returnableAnswer(fx.db, fx.viewer, { kind: '161', poNumber })).items[0]).toMatchObject({
      returnedQuantity: '2.000',
      returnableQuantity: '3.000',
    });
    const issued = await ship(ret.deliveryNumber);
    expect(issued.movementType).toBe('161');
    expect(await movementOf(issued.matDoc)).toBe('161');
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('3.000');
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b4 })).toBe('3.000');
    const reversed = await fx.run((trx) => reverseGoodsIssue(trx, fx.whfra, ret.deliveryNumber));
    expect(reversed.movementType).toBe('162');
    expect(await receivedOf(fx.db, poNumber, 10)).toBe('5.000');
  });

  it('a purchase order or receipt of another plant reads as unknown', async () => {
    const [material] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
    const { poNumber } = await newPurchaseOrder(fx.db, { plant: '1000', items: [{ material, quantity: '1' }] });
    const stranger = { plants: ['9999'], isAdmin: false, isWarehouseUser: true, vendors: [] };
    expect((await rejected(returnableAnswer(fx.db, stranger, { kind: '161', poNumber }))).code).toBe('VENDOR_RETURN_PO_NOT_FOUND');
  });
});
