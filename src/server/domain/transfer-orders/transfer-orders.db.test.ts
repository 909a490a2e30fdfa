import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { actorOf, blockedBin, post, rowCount, setBinBlocked, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import type { PostingActor } from '../stock/posting/post-material-document';
import { cancelTransferOrder } from './cancel-transfer-order';
import { confirmTransferOrderLine } from './confirm-transfer-order-line';
import { createTransferOrder, type NewTransferOrder } from './create-transfer-order';
import { suggestBin } from './suggest-bin';
import { getTransferOrder, searchTransferOrders } from './transfer-order-queries';

const fx = ledgerFixture({ ledgerCheck: 'end' });
const W = 'W10';
const GR = 'GR-ZONE-02';
const stockIn = (material: string, bin: string) => stockOf(fx.db, { material, ...at(bin) });

const create = (order: NewTransferOrder, who: PostingActor = fx.whfra) => fx.run((trx) => createTransferOrder(trx, who, order));
const confirm = (orderId: string, line: number, input: Parameters<typeof confirmTransferOrderLine>[4], who: PostingActor = fx.whfra) =>
  fx.run((trx) => confirmTransferOrderLine(trx, who, orderId, line, input));
const cancel = (orderId: string) => fx.run((trx) => cancelTransferOrder(trx, fx.whfra, orderId));

/** A material of the given group with no stock anywhere in warehouse W10 (so suggestions are predictable). */
async function unstockedMaterial(group: string, serialized: boolean): Promise<string> {
  const row = await sql<{ material_id: string }>`select m.material_id from material m
    where m.material_group = ${group} and m.serialized = ${serialized} and not m.batch_managed and not m.quality_inspected
      and not exists (select 1 from stock s where s.material_id = m.material_id and s.warehouse_id = ${W} and s.quantity > 0)
      and not exists (select 1 from fixed_bin f where f.material_id = m.material_id)
    order by m.material_id limit 1`.execute(fx.db);
  const id = row.rows[0]?.material_id;
  if (!id) throw new Error(`no unstocked material in group ${group}`);
  return id;
}

async function binRow(bin: string) {
  return fx.db.selectFrom('storage_bin').selectAll().where('warehouse_id', '=', W).where('bin_id', '=', bin).executeTakeFirstOrThrow();
}

async function receiveIntoGr(material: string, quantity: string, serials?: string[]) {
  return post(fx.db, fx.whfra, {
    items: [{ movementType: '561', material, quantity, to: at(GR), ...(serials ? { serials } : {}) }],
  });
}

describe('suggestBin', () => {
  it("proposes the material's fixed bin, but never a blocked one", async () => {
    const fixed = await fx.db
      .selectFrom('fixed_bin')
      .selectAll()
      .where('warehouse_id', '=', W)
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const first = await suggestBin(fx.db, { warehouseId: W, material: fixed.material_id, quantity: '1.000' });
    expect(first).toMatchObject({ binId: fixed.bin_id, reason: 'FIXED' });
    await setBinBlocked(fx.db, W, fixed.bin_id, true);
    try {
      const second = await suggestBin(fx.db, { warehouseId: W, material: fixed.material_id, quantity: '1.000' });
      expect(second?.binId).not.toBe(fixed.bin_id);
      expect(second?.reason).not.toBe('FIXED');
    } finally {
      await setBinBlocked(fx.db, W, fixed.bin_id, false);
    }
  });

  it('proposes a bin already holding the material while it has room, else the next empty bin of the right bin type', async () => {
    const material = await unstockedMaterial('CABL', false);
    const empty = await suggestBin(fx.db, { warehouseId: W, material, quantity: '10.000' });
    expect(empty?.reason).toBe('EMPTY');
    // placement rule: cables go to S1 shelves
    expect(empty?.binType).toBe('S1');
    const bin = empty?.binId as string;
    expect((await binRow(bin)).blocked).toBe(false);
    const capacity = (await binRow(bin)).capacity as string;
    expect(capacity).toBe('50.000');

    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '30', to: at(bin) }] });
    const existing = await suggestBin(fx.db, { warehouseId: W, material, quantity: '20.000' });
    expect(existing).toMatchObject({ binId: bin, reason: 'EXISTING', room: '20.000' });
    // 21 do not fit into the 20 left: the next empty S1 bin, which is not the first one
    const next = await suggestBin(fx.db, { warehouseId: W, material, quantity: '21.000' });
    expect(next?.reason).toBe('EMPTY');
    expect(next?.binId).not.toBe(bin);
    expect(next?.binType).toBe('S1');
    const nextStock = await sql<{
      n: number;
    }>`select count(*)::int as n from stock where warehouse_id = ${W} and bin_id = ${next?.binId as string} and quantity > 0`.execute(
      fx.db,
    );
    expect(nextStock.rows[0]?.n).toBe(0);
    // more than any bin holds: nothing to propose
    expect(await suggestBin(fx.db, { warehouseId: W, material, quantity: '5000.000' })).toBeNull();
  });

  it('pallets for terminals: an empty P1 bin; bins promised to open transfer orders are not empty', async () => {
    const material = await unstockedMaterial('MONI', true);
    const first = await suggestBin(fx.db, { warehouseId: W, material, quantity: '2.000' });
    expect(first).toMatchObject({ reason: 'EMPTY', binType: 'P1' });
    await receiveIntoGr(material, '2', ['TO-MON-1', 'TO-MON-2']);
    const order = await create({
      plant: '1000',
      sloc: '0001',
      type: 'PUTAWAY',
      lines: [{ material, quantity: '2', sourceBin: GR, serials: ['TO-MON-1', 'TO-MON-2'] }],
    });
    expect(order.lines[0]?.destinationBin).toBe(first?.binId);
    // the promised bin now counts as holding 2 for other materials, and is no longer "empty"
    const other = await unstockedMaterial('TERM', true);
    const second = await suggestBin(fx.db, { warehouseId: W, material: other, quantity: '1.000' });
    expect(second?.binId).not.toBe(first?.binId);
    await cancel(order.orderId);
  });
});

describe('transfer orders', () => {
  it('creates a put-away to the suggested bin, confirms it with the 999 movement and closes the order', async () => {
    const material = await unstockedMaterial('KEYB', true);
    const serials = ['TO-KB-1', 'TO-KB-2', 'TO-KB-3'];
    const receipt = await receiveIntoGr(material, '3', serials);
    const order = await create({
      plant: '1000',
      sloc: '0001',
      type: 'PUTAWAY',
      referenceMatDoc: receipt.matDoc,
      lines: [{ material, quantity: '3', sourceBin: GR, serials }],
    });
    expect(order.orderId).toMatch(/^6\d{9}$/);
    const destination = order.lines[0]?.destinationBin as string;
    expect((await binRow(destination)).bin_type).toBe('S2');

    const view = await getTransferOrder(fx.db, fx.whfra, order.orderId);
    expect(view).toMatchObject({ type: 'PUTAWAY', status: 'OPEN', referenceMatDoc: receipt.matDoc, openLines: 1, createdBy: 'whfra' });
    expect(view.lines[0]).toMatchObject({ sourceBin: GR, destinationBin: destination, quantity: '3.000', serials, status: 'OPEN' });

    // a second order cannot plan the same stock or serials again
    await expect(
      create({ plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '1', sourceBin: GR }] }),
    ).rejects.toThrow('Line 1: bin GR-ZONE-02 holds 0 of material');

    // scanning the wrong source bin is refused before anything is posted
    await expect(confirm(order.orderId, 1, { sourceBin: 'R01-01-1', quantity: '3.000', destinationBin: destination })).rejects.toThrow(
      'Bin R01-01-1 is not the source bin of this line: take the stock from bin GR-ZONE-02.',
    );
    await expect(confirm(order.orderId, 1, { quantity: '4.000', destinationBin: destination })).rejects.toThrow(
      'The quantity 4 is more than the 3 of this line.',
    );

    const done = await confirm(order.orderId, 1, { sourceBin: GR, material, quantity: '3.000', serials, destinationBin: destination });
    expect(done).toMatchObject({
      orderId: order.orderId,
      lineNo: 1,
      orderStatus: 'CONFIRMED',
      destinationDiffers: false,
      quantityShort: false,
    });
    expect(await stockIn(material, destination)).toBe('3.000');
    expect(await stockIn(material, GR)).toBe('0.000');
    const item = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', done.matDoc).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ movement_type: '999', from_bin: GR, to_bin: destination });
    const equipment = await fx.db
      .selectFrom('equipment')
      .select('bin_id')
      .where('material_id', '=', material)
      .where('serial_number', 'in', serials)
      .execute();
    expect(equipment.map((e) => e.bin_id)).toEqual([destination, destination, destination]);

    await expect(confirm(order.orderId, 1, { quantity: '3.000', destinationBin: destination })).rejects.toThrow(
      `Transfer order ${order.orderId} is CONFIRMED.`,
    );
  });

  it('records a different destination and a short quantity as such; the rest stays in the source bin', async () => {
    const material = await unstockedMaterial('CABL', false);
    await receiveIntoGr(material, '10');
    const order = await create({ plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '10', sourceBin: GR }] });
    const suggested = order.lines[0]?.destinationBin as string;
    const other = (
      await sql<{ bin_id: string }>`select bin_id from storage_bin where warehouse_id = ${W} and not blocked and storage_type = '002'
        and bin_id <> ${suggested} order by bin_id desc limit 1`.execute(fx.db)
    ).rows[0]?.bin_id as string;
    const done = await confirm(order.orderId, 1, { quantity: '7.5', destinationBin: other });
    expect(done).toMatchObject({ destinationDiffers: true, quantityShort: true, orderStatus: 'OPEN' });
    const view = await getTransferOrder(fx.db, fx.whfra, order.orderId);
    expect(view.lines[0]).toMatchObject({
      destinationBin: suggested,
      confirmedBin: other,
      confirmedQuantity: '7.500',
      destinationDiffers: true,
      quantityShort: true,
      confirmedMatDoc: done.matDoc,
      confirmedBy: 'whfra',
    });
    expect(await stockIn(material, GR)).toBe('2.500');
    expect(await stockIn(material, other)).toBe('7.500');
  });

  it('keeps the rest of a short put-away open: a new line for the remainder, same source and destination, until all is put away', async () => {
    const material = await unstockedMaterial('CABL', false);
    await receiveIntoGr(material, '40');
    const order = await create({ plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '40', sourceBin: GR }] });
    const destination = order.lines[0]?.destinationBin as string;
    const short = await confirm(order.orderId, 1, { sourceBin: GR, quantity: '30', destinationBin: destination });
    expect(short).toMatchObject({ quantityShort: true, orderStatus: 'OPEN', remainder: { lineNo: 2, quantity: '10.000' } });
    const view = await getTransferOrder(fx.db, fx.whfra, order.orderId);
    expect(view).toMatchObject({ status: 'OPEN', openLines: 1, lineCount: 2 });
    expect(view.lines[0]).toMatchObject({
      lineNo: 1,
      status: 'CONFIRMED',
      quantity: '40.000',
      confirmedQuantity: '30.000',
      quantityShort: true,
    });
    expect(view.lines[1]).toMatchObject({ lineNo: 2, status: 'OPEN', quantity: '10.000', sourceBin: GR, destinationBin: destination });
    expect(await stockIn(material, GR)).toBe('10.000');
    // the remainder is still planned: no other order can take it from the GR area
    await expect(
      create({ plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '1', sourceBin: GR }] }),
    ).rejects.toThrow('Line 1: bin GR-ZONE-02 holds 0 of material');
    const rest = await confirm(order.orderId, 2, { sourceBin: GR, quantity: '10', destinationBin: destination });
    expect(rest).toMatchObject({ quantityShort: false, orderStatus: 'CONFIRMED', remainder: null });
    expect(await stockIn(material, GR)).toBe('0.000');
    expect(await stockIn(material, destination)).toBe('40.000');
  });

  it('cancels an open order without posting; a cancelled order can be neither confirmed nor cancelled again', async () => {
    const material = await unstockedMaterial('CABL', false);
    await receiveIntoGr(material, '4');
    const order = await create({ plant: '1000', sloc: '0001', type: 'BIN_TO_BIN', lines: [{ material, quantity: '4', sourceBin: GR }] });
    const docs = await rowCount(fx.db, 'material_document');
    const result = await cancel(order.orderId);
    expect(result).toEqual({ orderId: order.orderId, status: 'CANCELLED', cancelledLines: 1 });
    expect(await rowCount(fx.db, 'material_document')).toBe(docs);
    await expect(cancel(order.orderId)).rejects.toThrow(`Transfer order ${order.orderId} is CANCELLED.`);
    await expect(confirm(order.orderId, 1, { quantity: '4', destinationBin: 'R01-01-1' })).rejects.toThrow('is CANCELLED');
    // the stock is free to plan again
    const again = await create({ plant: '1000', sloc: '0001', type: 'BIN_TO_BIN', lines: [{ material, quantity: '4', sourceBin: GR }] });
    expect(again.orderId).not.toBe(order.orderId);
    await cancel(again.orderId);
  });

  it('refuses what cannot be moved: no warehouse, unknown or blocked bins, same bin, serials not in the bin, other plants', async () => {
    const material = await unstockedMaterial('CABL', false);
    await receiveIntoGr(material, '5');
    await expect(
      create({ plant: '1000', sloc: '0002', type: 'BIN_TO_BIN', lines: [{ material, quantity: '1', sourceBin: GR }] }),
    ).rejects.toThrow('Storage location 0002 of plant 1000 is not warehouse-managed');
    await expect(
      create({
        plant: '1000',
        sloc: '0001',
        type: 'BIN_TO_BIN',
        lines: [{ material, quantity: '1', sourceBin: GR, destinationBin: 'NOPE' }],
      }),
    ).rejects.toThrow('Item 1: Storage bin NOPE does not exist in warehouse W10.');
    await expect(
      create({ plant: '1000', sloc: '0001', type: 'BIN_TO_BIN', lines: [{ material, quantity: '1', sourceBin: GR, destinationBin: GR }] }),
    ).rejects.toThrow('Line 1: the source and the destination are both bin GR-ZONE-02.');
    const blocked = await blockedBin(fx.db, W);
    if (blocked)
      await expect(
        create({
          plant: '1000',
          sloc: '0001',
          type: 'BIN_TO_BIN',
          lines: [{ material, quantity: '1', sourceBin: GR, destinationBin: blocked }],
        }),
      ).rejects.toThrow('is blocked');
    const serialMat = await unstockedMaterial('KEYB', true);
    await expect(
      create({
        plant: '1000',
        sloc: '0001',
        type: 'BIN_TO_BIN',
        lines: [{ material: serialMat, quantity: '1', sourceBin: GR, serials: ['NOT-HERE'] }],
      }),
    ).rejects.toThrow('Line 1: serial NOT-HERE of material');
    const whnwk = await actorOf(fx.db, 'whnwk');
    await expect(
      create({ plant: '1000', sloc: '0001', type: 'BIN_TO_BIN', lines: [{ material, quantity: '1', sourceBin: GR }] }, whnwk),
    ).rejects.toThrow('You are not authorized for plant 1000.');
  });

  it('lists orders by status, type, material and bin within the user plants only', async () => {
    const open = await searchTransferOrders(fx.db, fx.whfra, { page: 1, pageSize: 50, status: 'CONFIRMED' });
    expect(open.items.length).toBeGreaterThanOrEqual(2);
    expect(open.items.every((o) => o.status === 'CONFIRMED' && o.plant === '1000')).toBe(true);
    const byBin = await searchTransferOrders(fx.db, fx.whfra, { page: 1, pageSize: 50, bin: GR.toLowerCase(), type: 'PUTAWAY' });
    expect(byBin.items.length).toBeGreaterThan(0);
    expect(byBin.items.every((o) => o.type === 'PUTAWAY')).toBe(true);
    const whnwk = await actorOf(fx.db, 'whnwk');
    expect((await searchTransferOrders(fx.db, whnwk, { page: 1, pageSize: 50 })).items).toEqual([]);
    const any = open.items[0]?.orderId as string;
    await expect(getTransferOrder(fx.db, whnwk, any)).rejects.toThrow(`Transfer order ${any} was not found.`);
  });
});
