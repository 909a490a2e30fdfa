import { describe, expect, it } from 'vitest';
import { addQuantities, subtractQuantities } from '../../../shared/quantity';
import { actorOf, freeBins, post, reverse } from '../../testing/ledger';
import { at, ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { stoItemsWithMaterial } from '../orders/sto-items';

const fx = ledgerFixture();
const serials = serialCounter();

describe('postMaterialDocument with reference documents and reversals', () => {
  it('receives a purchase order item partially and closes it when fully received, within tolerance', async () => {
    const poItem = await fx.db
      .selectFrom('purchase_order_item')
      .innerJoin('material', 'material.material_id', 'purchase_order_item.material_id')
      .select([
        'po_number',
        'item_no',
        'purchase_order_item.material_id',
        'quantity',
        'received_qty',
        'plant_id',
        'over_tolerance_pct',
        'quality_inspected',
      ])
      .where('material.serialized', '=', false)
      .where('material.batch_managed', '=', false)
      .where('plant_id', '=', '3000')
      .where('closed', '=', false)
      .where('received_qty', '=', '0')
      .orderBy('po_number')
      .executeTakeFirstOrThrow();
    const open = subtractQuantities(poItem.quantity, poItem.received_qty);
    const reference = { type: 'PO' as const, number: poItem.po_number };
    const item = { movementType: '101', material: poItem.material_id, to: { plant: '3000', sloc: '0001' }, referenceItem: poItem.item_no };
    const first = await post(fx.db, fx.admin, { reference, items: [{ ...item, quantity: '1' }] });
    const poItemRow = () =>
      fx.db
        .selectFrom('purchase_order_item')
        .selectAll()
        .where('po_number', '=', poItem.po_number)
        .where('item_no', '=', poItem.item_no)
        .executeTakeFirstOrThrow();
    let row = await poItemRow();
    expect(row.received_qty).toBe('1.000');
    expect(row.closed).toBe(false);
    const docItem = await fx.db
      .selectFrom('material_document_item')
      .selectAll()
      .where('mat_doc', '=', first.matDoc)
      .executeTakeFirstOrThrow();
    expect(docItem.vendor_id).toBeTruthy();
    expect(docItem.to_category).toBe(poItem.quality_inspected ? 'QUALITY' : 'UNRESTRICTED');
    const tooMuch = await rejected(post(fx.db, fx.admin, { reference, items: [{ ...item, quantity: addQuantities(open, '1000') }] }));
    expect(tooMuch.message).toContain('is more than the open quantity');
    await post(fx.db, fx.admin, { reference, items: [{ ...item, quantity: subtractQuantities(open, '1') }] });
    row = await poItemRow();
    expect(row.received_qty).toBe(poItem.quantity);
    expect(row.closed).toBe(true);
    const closed = await rejected(post(fx.db, fx.admin, { reference, items: [{ ...item, quantity: '1' }] }));
    expect(closed.message).toContain('is closed');
    // reversing the first receipt reopens the item
    await reverse(fx.db, fx.admin, first.matDoc);
    row = await poItemRow();
    expect(row.received_qty).toBe(subtractQuantities(poItem.quantity, '1'));
    expect(row.closed).toBe(false);
  });

  it('issues a stock transport order to transit (641) and receives it at the receiving plant (101)', async () => {
    const sto = await stoItemsWithMaterial(fx.db)
      .where('h.supplying_plant', '=', '3000')
      .where('m.serialized', '=', true)
      .where('i.issued_qty', '=', '0')
      .orderBy('h.sto_number')
      .executeTakeFirstOrThrow();
    const sn = serials(2);
    const source = { plant: '3000', sloc: '0001' };
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material: sto.material_id, quantity: '2', to: source, serials: sn }] });
    const reference = { type: 'STO' as const, number: sto.sto_number };
    const gi = await post(fx.db, fx.admin, {
      reference,
      items: [{ movementType: '641', material: sto.material_id, quantity: '2', from: source, serials: sn, referenceItem: sto.item_no }],
    });
    const transit = await fx.db
      .selectFrom('stock_in_transit')
      .selectAll()
      .where('material_id', '=', sto.material_id)
      .where('plant_id', '=', sto.receiving_plant)
      .executeTakeFirstOrThrow();
    expect(Number(transit.quantity)).toBeGreaterThanOrEqual(2);
    const eq = await fx.db.selectFrom('equipment').selectAll().where('serial_number', 'in', sn).execute();
    expect(eq.every((e) => e.status === 'IN_TRANSIT' && e.plant_id === sto.receiving_plant)).toBe(true);
    // the receiving plant's warehouse user receives it
    const receiver = sto.receiving_plant === '1000' ? fx.whfra : await actorOf(fx.db, 'whnwk');
    const dest =
      sto.receiving_plant === '1000'
        ? at(fx.bins[9] as string)
        : { plant: '2000', sloc: '0001', bin: (await freeBins(fx.db, 'W20', 1))[0] as string };
    await post(fx.db, receiver, {
      reference,
      items: [
        { movementType: '101', material: sto.material_id, quantity: '1', to: dest, serials: [sn[0] as string], referenceItem: sto.item_no },
      ],
    });
    const item = await fx.db
      .selectFrom('stock_transport_order_item')
      .selectAll()
      .where('sto_number', '=', sto.sto_number)
      .where('item_no', '=', sto.item_no)
      .executeTakeFirstOrThrow();
    expect(item.issued_qty).toBe(addQuantities(sto.issued_qty, '2'));
    expect(item.received_qty).toBe('1.000');
    // cannot reverse the issue while part of it is received
    const blocked = await rejected(reverse(fx.db, fx.admin, gi.matDoc));
    expect(blocked.code).toBe('SERIAL_MOVED_SINCE');
  });

  it('receives the stock transport orders the demo data left in transit', async () => {
    const items = await stoItemsWithMaterial(fx.db)
      .where('i.issued_qty', '>', '0')
      .where('h.receiving_plant', '=', '3000')
      .orderBy('h.sto_number')
      .orderBy('i.item_no')
      .execute();
    const sto = items[0]?.sto_number;
    expect(sto).toBeDefined();
    const lines = [];
    for (const it of items.filter((i) => i.sto_number === sto)) {
      const open = subtractQuantities(it.issued_qty, it.received_qty);
      const serials = it.serialized
        ? (
            await fx.db
              .selectFrom('equipment')
              .select('serial_number')
              .where('material_id', '=', it.material_id)
              .where('status', '=', 'IN_TRANSIT')
              .where('plant_id', '=', '3000')
              .orderBy('serial_number')
              .limit(Number(open))
              .execute()
          ).map((e) => e.serial_number)
        : undefined;
      const batch = it.batch_managed
        ? (
            await fx.db
              .selectFrom('stock_in_transit')
              .select('batch')
              .where('material_id', '=', it.material_id)
              .where('plant_id', '=', '3000')
              .executeTakeFirstOrThrow()
          ).batch
        : undefined;
      lines.push({
        movementType: '101',
        material: it.material_id,
        quantity: open,
        to: { plant: '3000', sloc: '0001' },
        referenceItem: it.item_no,
        ...(serials ? { serials } : {}),
        ...(batch ? { batch } : {}),
      });
    }
    await post(fx.db, fx.admin, { reference: { type: 'STO', number: sto as string }, items: lines });
    const after = await fx.db
      .selectFrom('stock_transport_order_item')
      .selectAll()
      .where('sto_number', '=', sto as string)
      .execute();
    for (const it of after.filter((i) => Number(i.issued_qty) > 0)) expect(it.received_qty).toBe(it.issued_qty);
    expect(after.every((i) => i.closed === Number(i.received_qty) >= Number(i.quantity))).toBe(true);
  });

  it('reverses a document once, restoring stock and serials', async () => {
    const material = fx.mats.serialized[3] as string;
    const [a, b] = [fx.bins[10] as string, fx.bins[11] as string];
    const sn = serials(2);
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '2', to: at(a), serials: sn }] });
    const move = await post(fx.db, fx.whfra, {
      items: [{ movementType: '999', material, quantity: '2', from: at(a), to: { bin: b }, serials: sn }],
    });
    const rev = await reverse(fx.db, fx.admin, move.matDoc);
    expect(rev.reversalOf).toBe(move.matDoc);
    const eq = await fx.db.selectFrom('equipment').selectAll().where('serial_number', 'in', sn).execute();
    expect(eq.every((e) => e.bin_id === a && e.last_mat_doc === rev.matDoc)).toBe(true);
    const twice = await rejected(reverse(fx.db, fx.admin, move.matDoc));
    expect(twice.status).toBe(409);
    expect(twice.message).toBe(`Material document ${move.matDoc} is already reversed by material document ${rev.matDoc}.`);
    const ofReversal = await rejected(reverse(fx.db, fx.admin, rev.matDoc));
    expect(ofReversal.message).toContain('is itself a reversal');
    const items = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', rev.matDoc).execute();
    expect(items.map((i) => [i.movement_type, i.from_bin, i.to_bin, i.reversal_of_item])).toEqual([['999', b, a, 1]]);
    const missing = await rejected(reverse(fx.db, fx.admin, '4999999998'));
    expect(missing.status).toBe(404);
  });
});
