import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  confirmLine,
  newSalesOrder,
  newSto,
  type PickLine,
  pickAll,
  stockUpIn1000,
  unstockedMaterials,
} from '../../testing/delivery-fixture';
import { setSerialLocked, stockOf } from '../../testing/ledger';
import { ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { postGoodsReceiptSto } from '../goods-receipt/post-goods-receipt-sto';
import type { PostingActor } from '../stock/posting/post-material-document';
import { createDelivery } from './create-delivery';
import { createPickOrders } from './create-pick-orders';
import { getDelivery, pickList } from './delivery-queries';
import { postGoodsIssue, reverseGoodsIssue } from './post-goods-issue';

const fx = ledgerFixture();
const serials = serialCounter();
const create = (type: 'SO' | 'STO', number: string, lines: { itemNo: number; quantity: string }[], who?: PostingActor) =>
  fx.run((trx) => createDelivery(trx, who ?? fx.whfra, { type, number }, { lines }));
const plan = (delivery: string) => fx.run((trx) => createPickOrders(trx, fx.whfra, delivery));
const gi = (delivery: string) => fx.run((trx) => postGoodsIssue(trx, fx.whfra, delivery));

describe('deliveries for a sales order', () => {
  it('creates, plans picking without planning units twice, picks with serials in the bin, issues 601 and reverses once', async () => {
    const [plain] = await unstockedMaterials(fx.db, '1000', false);
    const [serialized] = await unstockedMaterials(fx.db, '1000', true);
    const [b0, b1, b2, b3] = fx.bins as [string, string, string, string];
    await stockUpIn1000(fx, plain as string, b0, '10');
    await stockUpIn1000(fx, plain as string, b1, '20');
    const inB2 = serials(3);
    const inB3 = serials(1);
    await stockUpIn1000(fx, serialized as string, b2, '3', inB2);
    await stockUpIn1000(fx, serialized as string, b3, '1', inB3);
    const so = await newSalesOrder(fx.db, {
      plant: '1000',
      items: [
        { material: plain as string, quantity: '40' },
        { material: serialized as string, quantity: '3' },
      ],
    });

    const first = await create('SO', so, [
      { itemNo: 10, quantity: '15' },
      { itemNo: 20, quantity: '3' },
    ]);
    expect(first.deliveries).toHaveLength(1);
    const d1 = first.deliveries[0]?.deliveryNumber as string;
    // 30 in stock, 15 in the first delivery: 16 more is refused for stock, 26 for the open quantity
    expect((await rejected(create('SO', so, [{ itemNo: 10, quantity: '26' }]))).code).toBe('DELIVERY_OVER_OPEN');
    expect((await rejected(create('SO', so, [{ itemNo: 10, quantity: '16' }]))).code).toBe('DELIVERY_NO_STOCK');
    const d2 = (await create('SO', so, [{ itemNo: 10, quantity: '10' }])).deliveries[0]?.deliveryNumber as string;

    expect((await rejected(gi(d1))).code).toBe('DELIVERY_NOT_PICKED');
    const planned = await plan(d1);
    expect(planned.transferOrders).toHaveLength(1);
    const list1 = await pickList(fx.db, fx.viewer, d1);
    expect(list1.lines.map((l) => [l.sourceBin, l.quantity])).toEqual([
      [b0, '10.000'],
      [b1, '5.000'],
      [b2, '3.000'],
    ]);
    // the second delivery plans only what the first left free: bin b1 from its 15 unplanned units
    await plan(d2);
    expect((await pickList(fx.db, fx.viewer, d2)).lines.map((l) => [l.sourceBin, l.quantity])).toEqual([[b1, '10.000']]);
    expect((await rejected(plan(d2))).code).toBe('DELIVERY_NOTHING_TO_PICK');

    // a serial from another bin is refused, nothing written
    const serialLine = list1.lines.find((l) => l.serialized);
    const wrong = await rejected(
      confirmLine(fx, d1, serialLine as PickLine, {
        sourceBin: b2,
        material: serialized as string,
        quantity: '3',
        serials: [inB2[0] as string, inB2[1] as string, inB3[0] as string],
      }),
    );
    expect(wrong.code).toBe('SERIAL_NOT_AT');
    const serialShort = await rejected(
      confirmLine(fx, d1, serialLine as PickLine, {
        sourceBin: b2,
        material: serialized as string,
        quantity: '1',
        serials: [inB2[0] as string],
        shortReason: 'missing',
        remainder: 'DIFFERENCE',
      }),
    );
    expect(serialShort.code).toBe('PICK_DIFFERENCE_SERIALIZED');
    await pickAll(fx, d1, () => inB2);
    const view = await getDelivery(fx.db, fx.viewer, d1);
    expect(view.status).toBe('PICKED');
    expect(view.items.find((i) => i.itemNo === 20)?.serials).toEqual(inB2);

    const issued = await gi(d1);
    expect(issued.movementType).toBe('601');
    const equipment = await fx.db.selectFrom('equipment').select(['serial_number', 'status']).where('serial_number', 'in', inB2).execute();
    expect(equipment.every((e) => e.status === 'ISSUED')).toBe(true);
    const soItems = await sql<{ item_no: number; delivered_qty: string }>`select item_no, delivered_qty from sales_order_item
      where sales_order_number = ${so} order by item_no`.execute(fx.db);
    expect(soItems.rows.map((r) => r.delivered_qty)).toEqual(['15.000', '3.000']);
    expect(await stockOf(fx.db, { material: plain as string, plant: '1000', sloc: '0001', bin: b0 })).toBe('0.000');

    const reversed = await fx.run((trx) => reverseGoodsIssue(trx, fx.whfra, d1));
    expect(reversed.movementType).toBe('602');
    expect((await getDelivery(fx.db, fx.viewer, d1)).status).toBe('PICKED');
    expect((await rejected(fx.run((trx) => reverseGoodsIssue(trx, fx.whfra, d1)))).code).toBe('DELIVERY_NOT_ISSUED');
    // issued again after the reversal; the reversal of that one is its own
    expect((await gi(d1)).matDoc).not.toBe(issued.matDoc);
  });

  it('refuses a credit block, a closed item, a locked serial, an unknown delivery and other plants', async () => {
    const [plain] = await unstockedMaterials(fx.db, '1000', false);
    const [serialized] = await unstockedMaterials(fx.db, '1000', true);
    await stockUpIn1000(fx, plain as string, fx.bins[4] as string, '5');
    const blocked = await newSalesOrder(fx.db, { plant: '1000', creditBlock: true, items: [{ material: plain as string, quantity: '1' }] });
    expect((await rejected(create('SO', blocked, [{ itemNo: 10, quantity: '1' }]))).code).toBe('DELIVERY_CREDIT_BLOCK');
    const closed = await newSalesOrder(fx.db, { plant: '1000', items: [{ material: plain as string, quantity: '1' }] });
    await fx.db.updateTable('sales_order_item').set({ closed: true }).where('sales_order_number', '=', closed).execute();
    expect((await rejected(create('SO', closed, [{ itemNo: 10, quantity: '1' }]))).code).toBe('DELIVERY_ITEM_CLOSED');
    expect((await rejected(create('SO', closed, [{ itemNo: 30, quantity: '1' }]))).code).toBe('DELIVERY_ITEM_UNKNOWN');
    const elsewhere = await newSalesOrder(fx.db, { plant: '2000', items: [{ material: plain as string, quantity: '1' }] });
    expect((await rejected(create('SO', elsewhere, [{ itemNo: 10, quantity: '1' }]))).code).toBe('DELIVERY_ORDER_NOT_FOUND');
    expect((await rejected(gi('8999999999'))).code).toBe('DELIVERY_NOT_FOUND');

    const locked = serials(1);
    await stockUpIn1000(fx, serialized as string, fx.bins[5] as string, '1', locked);
    const so = await newSalesOrder(fx.db, { plant: '1000', items: [{ material: serialized as string, quantity: '1' }] });
    const d = (await create('SO', so, [{ itemNo: 10, quantity: '1' }])).deliveries[0]?.deliveryNumber as string;
    await plan(d);
    await setSerialLocked(fx.db, { serial: locked[0] as string }, true);
    const [line] = (await pickList(fx.db, fx.viewer, d)).lines;
    const error = await rejected(
      confirmLine(fx, d, line as PickLine, {
        sourceBin: fx.bins[5] as string,
        material: serialized as string,
        quantity: '1',
        serials: locked,
      }),
    );
    expect(error.code).toBe('SERIAL_LOCKED');
    await setSerialLocked(fx.db, { serial: locked[0] as string }, false);
  });

  it('a short pick keeps the rest open, or moves it to the differences bin and releases it at goods issue', async () => {
    const [plain] = await unstockedMaterials(fx.db, '1000', false);
    await stockUpIn1000(fx, plain as string, fx.bins[6] as string, '8');
    const so = await newSalesOrder(fx.db, { plant: '1000', items: [{ material: plain as string, quantity: '8' }] });
    const d = (await create('SO', so, [{ itemNo: 10, quantity: '8' }])).deliveries[0]?.deliveryNumber as string;
    await plan(d);
    const [line] = (await pickList(fx.db, fx.viewer, d)).lines;
    const pick = (input: { quantity: string; shortReason?: string; remainder?: 'OPEN' | 'DIFFERENCE' }, lineNo = line?.lineNo as number) =>
      confirmLine(
        fx,
        d,
        { orderId: line?.orderId as string, lineNo },
        {
          sourceBin: fx.bins[6] as string,
          material: plain as string,
          ...input,
        },
      );
    expect((await rejected(pick({ quantity: '5' }))).code).toBe('PICK_SHORT_REASON');
    const open = await pick({ quantity: '5', shortReason: 'damaged', remainder: 'OPEN' });
    expect(open.remainder?.quantity).toBe('3.000');
    expect(open.deliveryStatus).toBe('PICKING');
    const diff = await pick({ quantity: '1', shortReason: 'not found', remainder: 'DIFFERENCE' }, open.remainder?.lineNo);
    expect(diff.differenceMatDoc).not.toBeNull();
    expect(diff.deliveryStatus).toBe('PICKED');
    await gi(d);
    const item = await sql<{ in_delivery_qty: string; delivered_qty: string }>`select in_delivery_qty, delivered_qty from sales_order_item
      where sales_order_number = ${so}`.execute(fx.db);
    expect(item.rows[0]).toEqual({ in_delivery_qty: '6.000', delivered_qty: '6.000' });
  });
});

describe('deliveries for a stock transport order', () => {
  it('issues 641 into transit of the receiving plant, which receives it with 101', async () => {
    const [serialized] = await unstockedMaterials(fx.db, '1000', true, 1, '2000');
    const units = serials(2);
    await stockUpIn1000(fx, serialized as string, fx.bins[7] as string, '2', units);
    const sto = await newSto(fx.db, { from: '1000', to: '2000', items: [{ material: serialized as string, quantity: '2' }] });
    const d = (await create('STO', sto, [{ itemNo: 10, quantity: '2' }])).deliveries[0]?.deliveryNumber as string;
    await plan(d);
    await pickAll(fx, d, () => units);
    expect((await gi(d)).movementType).toBe('641');
    const transit = await fx.db
      .selectFrom('stock_in_transit')
      .select('quantity')
      .where('material_id', '=', serialized as string)
      .where('plant_id', '=', '2000')
      .executeTakeFirst();
    expect(transit?.quantity).toBe('2.000');
    const received = await fx.run((trx) =>
      postGoodsReceiptSto(trx, fx.admin, { stoNumber: sto, items: [{ itemNo: 10, quantity: '2', serials: units }] }),
    );
    expect(received.matDoc).toMatch(/^49/);
  });
});
