import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ISSUE_TYPES, RECEIPT_TYPES } from '../../../shared/contracts/kpis/schemas';
import { post } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { plantToday } from '../master-data/plants';
import { searchMaterialDocuments } from '../stock/search-material-documents';
import { dockToStockArrivals } from './dock-to-stock';
import { supplierScorecard } from './supplier-scorecard';
import { warehouseDashboard } from './warehouse-dashboard';

const fx = ledgerFixture({ ledgerCheck: 'end' });

const VENDOR = 'VKPI01';
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** An instant at a wall-clock time of a plant-1000 day (Europe/Berlin). */
const berlin = async (day: string, hhmm: string) =>
  (await sql<{ at: Date }>`select (${`${day} ${hhmm}`}::timestamp at time zone 'Europe/Berlin') as at`.execute(fx.db)).rows[0]?.at as Date;

/** Lots written closed (decided in full): an open lot would claim quality stock the ledger check looks for. */
const closed = { status: 'CLOSED' as const, decided_qty: '1', closed_at: new Date() };

async function qualityCode() {
  const r = await fx.db
    .selectFrom('quality_code')
    .select(['prodcat', 'code_group', 'code'])
    .orderBy('prodcat')
    .limit(1)
    .executeTakeFirstOrThrow();
  return r;
}

describe('warehouse dashboard', () => {
  it('counts goods issues, quality lots, defects and dock-to-stock of the documents the test writes', async () => {
    const whfra = { ...fx.viewer, tokenId: undefined };
    const before = await warehouseDashboard(fx.db, whfra, {});
    const today = before.period.to;
    expect(before.period.from).toBe(addDays(today, -29));
    expect(before.period.previousTo).toBe(addDays(today, -30));
    expect(before.period.previousFrom).toBe(addDays(today, -59));

    // two goods issues to a cost centre (201): one document with two items, one with one
    const material = fx.mats.plain[2] as string;
    const bin = fx.bins[0] as string;
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '10', to: at(bin) }] });
    const issue = { movementType: '201', material, quantity: '1', from: at(bin), costCenter: '101000' } as const;
    const first = await post(fx.db, fx.whfra, { items: [issue, issue] });
    await post(fx.db, fx.whfra, { items: [issue] });

    // quality: two lots opened today, one with a defect
    const code = await qualityCode();
    const lots = await fx.db
      .insertInto('quality_lot')
      .values(
        [1, 2].map(() => ({
          origin: 'MANUAL' as const,
          plant_id: '1000',
          material_id: material,
          prodcat: code.prodcat,
          serialized: false,
          quantity: '1',
          ...closed,
        })),
      )
      .returning('lot_number')
      .execute();
    const [lotA, lotB] = lots.map((l) => l.lot_number) as [string, string];
    await fx.db
      .insertInto('quality_defect')
      .values({ lot_number: lotA, prodcat: code.prodcat, code_group: code.code_group, code: code.code, created_by: fx.whfra.userId })
      .execute();

    // dock-to-stock: a received notice, arrived 6 hours ago, its put-away confirmed 1 hour ago
    const po = await fx.db
      .selectFrom('purchase_order')
      .select(['po_number', 'vendor_id'])
      .where('plant_id', '=', '1000')
      .limit(1)
      .executeTakeFirstOrThrow();
    await fx.db
      .insertInto('asn')
      .values({
        asn_number: 'KD00000001',
        vendor_id: po.vendor_id,
        po_number: po.po_number,
        plant_id: '1000',
        ship_date: today,
        status: 'RECEIVED',
        created_by: fx.whfra.userId,
      })
      .execute();
    await fx.db
      .insertInto('asn_package')
      .values({ sscc: '300000000000000011', asn_number: 'KD00000001', kind: 'CARTON', seq: 1, received_mat_doc: first.matDoc })
      .execute();
    await fx.db
      .insertInto('dock_arrival')
      .values({
        plant_id: '1000',
        door_id: 'D01',
        carrier: 'KPI',
        plate: 'KPI 1',
        asn_number: 'KD00000001',
        arrived_at: sql<Date>`now() - interval '6 hours'` as never,
        registered_by: fx.whfra.userId,
      })
      .execute();
    await fx.db
      .insertInto('transfer_order')
      .values({
        order_id: 'KT00000001',
        warehouse_id: 'W10',
        plant_id: '1000',
        sloc_id: '0001',
        order_type: 'PUTAWAY',
        status: 'CONFIRMED',
        reference_mat_doc: first.matDoc,
        created_by: fx.whfra.userId,
        closed_by: fx.whfra.userId,
        closed_at: sql<Date>`now() - interval '1 hour'` as never,
        line_count: 1,
      })
      .execute();
    // open work: a pick order created today
    await fx.db
      .insertInto('transfer_order')
      .values({
        order_id: 'KT00000002',
        warehouse_id: 'W10',
        plant_id: '1000',
        sloc_id: '0001',
        order_type: 'PICK',
        created_by: fx.whfra.userId,
        line_count: 1,
      })
      .execute();

    const after = await warehouseDashboard(fx.db, whfra, {});
    const delta = (k: keyof typeof after.figures) => (after.figures[k].current ?? 0) - (before.figures[k].current ?? 0);
    expect(delta('issuedItems')).toBe(3);
    expect(delta('issuedDocuments')).toBe(2);
    expect(delta('receivedItems')).toBe(0);
    expect(delta('lotsOpened')).toBe(2);
    expect(delta('defects')).toBe(1);
    expect(delta('dockToStockArrivals')).toBe(1);
    expect(after.figures.issuedItems.previous).toBe(before.figures.issuedItems.previous);
    const issuedToday = (d: typeof after) => d.movementsByDay.find((r) => r.day === today && r.movementType === '201')?.items ?? 0;
    expect(issuedToday(after) - issuedToday(before)).toBe(3);
    const open = (d: typeof after, kind: string) => d.openWork.find((r) => r.kind === kind)?.today ?? 0;
    expect(open(after, 'PICK') - open(before, 'PICK')).toBe(1);
    const coded = (d: typeof after) =>
      d.defectsByCode.find((r) => r.prodcat === code.prodcat && r.code === code.code && r.codeGroup === code.code_group)?.defects ?? 0;
    expect(coded(after) - coded(before)).toBe(1);
    expect(lotB).toBeTruthy();

    // dock-to-stock recomputed from the notices' rows: hours from first arrival to the last put-away
    const rows = await sql<{ hours: string; day: string }>`
      select extract(epoch from max(t.closed_at) - min(d.arrived_at)) / 3600 as hours,
        to_char(min(d.arrived_at) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day
      from asn a join dock_arrival d on d.asn_number = a.asn_number
      join asn_package k on k.asn_number = a.asn_number
      join transfer_order t on t.reference_mat_doc = k.received_mat_doc and t.order_type = 'PUTAWAY'
      where a.plant_id = '1000' and a.status = 'RECEIVED'
      group by a.asn_number having bool_and(t.status = 'CONFIRMED')`.execute(fx.db);
    const hours = rows.rows
      .filter((r) => r.day >= after.period.from && r.day <= after.period.to)
      .map((r) => Number(r.hours))
      .sort((x, y) => x - y);
    const percentile = (q: number) => {
      const pos = (hours.length - 1) * q;
      const lo = Math.floor(pos);
      return (hours[lo] as number) + ((hours[Math.ceil(pos)] as number) - (hours[lo] as number)) * (pos - lo);
    };
    expect(after.figures.dockToStockArrivals.current).toBe(hours.length);
    expect(after.figures.dockToStockMedianHours.current).toBeCloseTo(percentile(0.5), 1);
    expect(after.figures.dockToStockP90Hours.current).toBeCloseTo(percentile(0.9), 1);

    // the lists behind the figures: the arrivals of the period and of today, the items issued from the plant
    const arrivals = await dockToStockArrivals(fx.db, whfra, { page: 1, pageSize: 200 });
    expect(arrivals.total).toBe(after.figures.dockToStockArrivals.current);
    const mine = arrivals.items.find((a) => a.asnNumber === 'KD00000001');
    // its day is the arrival's day at the plant (six hours ago: yesterday in Frankfurt before 06:00)
    const arrivalDay = (
      await sql<{ day: string }>`select to_char((now() - interval '6 hours') at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day`.execute(
        fx.db,
      )
    ).rows[0]?.day;
    expect(mine).toMatchObject({ plant: '1000', vendor: po.vendor_id, day: arrivalDay });
    expect(mine?.hours).toBeCloseTo(5, 1);
    expect(arrivals.items.map((a) => a.hours)).toEqual([...arrivals.items.map((a) => a.hours)].sort((x, y) => y - x));
    const ofDay = await dockToStockArrivals(fx.db, whfra, { from: arrivalDay, to: arrivalDay, page: 1, pageSize: 200 });
    expect(ofDay.total).toBe(after.dockToStockByDay.find((r) => r.day === arrivalDay)?.arrivals);
    expect(ofDay.items.every((a) => a.day === arrivalDay)).toBe(true);
    expect(ofDay.items.map((a) => a.asnNumber)).toContain('KD00000001');
    const issued = await searchMaterialDocuments(fx.db, fx.viewer, {
      plant: '1000',
      plantSide: 'from',
      movementTypes: ISSUE_TYPES.join(','),
      dateFrom: after.period.from,
      dateTo: after.period.to,
      page: 1,
      pageSize: 200,
    });
    expect(issued.total).toBe(after.figures.issuedItems.current);
    expect(new Set(issued.items.map((i) => i.matDoc)).size).toBe(after.figures.issuedDocuments.current);
    const receivedToday = await searchMaterialDocuments(fx.db, fx.viewer, {
      plant: '1000',
      plantSide: 'to',
      movementTypes: RECEIPT_TYPES.join(','),
      dateFrom: today,
      dateTo: today,
      page: 1,
      pageSize: 200,
    });
    const receivedRows = after.movementsByDay.filter((r) => r.day === today && r.direction === 'IN');
    expect(receivedToday.total).toBe(receivedRows.reduce((n, r) => n + r.items, 0));
  });

  it('a warehouse user reads only its plants; another plant asked reads nothing', async () => {
    const mine = await warehouseDashboard(fx.db, { ...fx.viewer }, { plant: '2000' });
    expect(mine.figures.issuedItems.current).toBe(0);
    expect(mine.stockByCategory.every((r) => r.positions === 0)).toBe(true);
    const all = await warehouseDashboard(fx.db, { isAdmin: true, plants: [] }, { plant: '2000' });
    expect(all.stockByCategory.some((r) => r.positions > 0)).toBe(true);
  });
});

describe('supplier scorecard', () => {
  it('equals a recomputation of the supplier documents the test writes', async () => {
    const today = await plantToday(fx.db, '1000');
    const user = fx.whfra.userId;
    await fx.db
      .insertInto('vendor')
      .values({ vendor_id: VENDOR, name: 'KPI Test Supplier', country: 'DE', city: 'Berlin', email: null })
      .execute();
    const material = fx.mats.plain[4] as string;
    const po = (po_number: string, day: string) => ({
      po_number,
      vendor_id: VENDOR,
      plant_id: '1000',
      company_code: 'DE01',
      document_date: day,
    });
    await fx.db
      .insertInto('purchase_order')
      .values([po('K900000001', addDays(today, -2)), po('K900000002', addDays(today, -35))])
      .execute();
    const item = (po_number: string, item_no: number) => ({
      po_number,
      item_no,
      material_id: material,
      plant_id: '1000',
      sloc_id: '0001',
      quantity: '10',
      delivery_date: today,
    });
    await fx.db
      .insertInto('purchase_order_item')
      .values([item('K900000001', 10), item('K900000001', 20), item('K900000001', 30), item('K900000002', 10)])
      .execute();
    const confirm = (po_number: string, item_no: number, hoursLater: number, status: 'CONFIRMED' | 'CHANGED') => ({
      po_number,
      item_no,
      version: 1,
      confirmed_qty: '10',
      confirmed_date: today,
      status,
      confirmed_by: user,
      confirmed_at:
        sql<Date>`(select created_at from purchase_order where po_number = ${po_number}) + make_interval(hours => ${hoursLater})` as never,
    });
    await fx.db
      .insertInto('po_confirmation')
      .values([
        confirm('K900000001', 10, 2, 'CONFIRMED'),
        confirm('K900000001', 20, 4, 'CHANGED'),
        confirm('K900000002', 10, 1, 'CONFIRMED'),
      ])
      .execute();

    // a notice: 10 + 5 announced, 10 + 4 received; three cartons, one missing; two serials, one still open
    await fx.db
      .insertInto('asn')
      .values({
        asn_number: 'K900000001',
        vendor_id: VENDOR,
        po_number: 'K900000001',
        plant_id: '1000',
        ship_date: addDays(today, -1),
        status: 'PARTIALLY_RECEIVED',
        created_by: user,
      })
      .execute();
    await fx.db
      .insertInto('asn_item')
      .values([
        { asn_number: 'K900000001', item_no: 1, material_id: material, quantity: '10', received_qty: '10' },
        { asn_number: 'K900000001', item_no: 2, material_id: material, quantity: '5', received_qty: '4' },
      ])
      .execute();
    const carton = (n: number, missing: boolean) => ({
      sscc: `30000000000000009${n}`,
      asn_number: 'K900000001',
      kind: 'CARTON' as const,
      seq: n,
      missing,
    });
    await fx.db
      .insertInto('asn_package')
      .values([carton(1, false), carton(2, true), carton(3, false)])
      .execute();
    await fx.db
      .insertInto('asn_serial')
      .values([
        { asn_number: 'K900000001', item_no: 1, sscc: '300000000000000091', material_id: material, serial_number: 'KPI0001', open: true },
        { asn_number: 'K900000001', item_no: 1, sscc: '300000000000000091', material_id: material, serial_number: 'KPI0002', open: false },
      ])
      .execute();
    // an announced notice does not count yet
    await fx.db
      .insertInto('asn')
      .values({
        asn_number: 'K900000002',
        vendor_id: VENDOR,
        po_number: 'K900000001',
        plant_id: '1000',
        ship_date: today,
        created_by: user,
      })
      .execute();

    // slots at door D01 (60 minutes): on time, late, a no-show
    const slot = (day: string, start: number, status: 'CONFIRMED' | 'ARRIVED') => ({
      plant_id: '1000',
      door_id: 'D01',
      slot_date: day,
      start_minute: start,
      place: 1,
      status,
      vendor_id: VENDOR,
      po_number: 'K900000001',
      booked_by: user,
    });
    const d3 = addDays(today, -3);
    const booked = await fx.db
      .insertInto('dock_slot')
      .values([slot(d3, 300, 'ARRIVED'), slot(d3, 1140, 'ARRIVED'), slot(addDays(today, -4), 300, 'CONFIRMED')])
      .returning('booking_id')
      .execute();
    const arrival = async (booking: number, at: Date) =>
      fx.db
        .insertInto('dock_arrival')
        .values({
          plant_id: '1000',
          door_id: 'D01',
          carrier: 'KPI',
          plate: 'K 1',
          booking_id: booking,
          arrived_at: at,
          registered_by: user,
        })
        .execute();
    await arrival(booked[0]?.booking_id as number, await berlin(d3, '05:30'));
    await arrival(booked[1]?.booking_id as number, await berlin(d3, '20:30'));

    // quality lots of its receipts: two, one with a defect
    const code = await qualityCode();
    const lots = await fx.db
      .insertInto('quality_lot')
      .values(
        [1, 2].map(() => ({
          origin: 'RECEIPT' as const,
          plant_id: '1000',
          material_id: material,
          prodcat: code.prodcat,
          serialized: false,
          vendor_id: VENDOR,
          quantity: '1',
          ...closed,
        })),
      )
      .returning('lot_number')
      .execute();
    await fx.db
      .insertInto('quality_defect')
      .values({
        lot_number: lots[0]?.lot_number as string,
        prodcat: code.prodcat,
        code_group: code.code_group,
        code: code.code,
        created_by: user,
      })
      .execute();

    const admin = { isAdmin: true, isWarehouseUser: true, plants: ['1000', '2000', '3000'], vendors: [] };
    const card = await supplierScorecard(fx.db, admin, { vendor: VENDOR });
    expect(card.suppliers).toHaveLength(1);
    expect(card.suppliers[0]).toEqual({
      vendorId: VENDOR,
      name: 'KPI Test Supplier',
      poItems: 3,
      poItemsConfirmed: 2,
      confirmationRatePct: 66.7,
      confirmMedianHours: 3,
      confirmationsChanged: 1,
      asns: 1,
      announcedQuantity: '15.000',
      receivedQuantity: '14.000',
      asnItems: 2,
      asnItemsExact: 1,
      asnAccuracyPct: 50,
      announcedSerials: 2,
      serialsNotReceived: 1,
      cartons: 3,
      cartonsMissing: 1,
      slots: 3,
      onTimeArrivals: 1,
      lateArrivals: 1,
      noShows: 1,
      onTimePct: 33.3,
      receiptLots: 2,
      lotsWithDefects: 1,
      defectRatePct: 50,
    });
    expect(card.totals.confirmationRatePct).toEqual({ current: 66.7, previous: 100 });
    expect(card.totals.confirmMedianHours).toEqual({ current: 3, previous: 1 });

    // the supplier reads its own vendor only: another vendor asked reads nothing
    const supplier = { isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };
    expect((await supplierScorecard(fx.db, supplier, { vendor: VENDOR })).suppliers).toEqual([]);
    const own = await supplierScorecard(fx.db, { ...supplier, vendors: [VENDOR] }, {});
    expect(own.suppliers.map((r) => r.vendorId)).toEqual([VENDOR]);
    // a warehouse user of another plant sees none of plant 1000's documents
    const newark = { isAdmin: false, isWarehouseUser: true, plants: ['2000'], vendors: [] };
    expect((await supplierScorecard(fx.db, newark, { vendor: VENDOR })).suppliers).toEqual([]);
  });
});

describe('the demo history (seed/history.ts)', () => {
  it('gives the scorecard and the quality figures of the last 90 days something to show', async () => {
    const today = await plantToday(fx.db, '2000');
    const admin = { isAdmin: true, isWarehouseUser: true, plants: ['1000', '2000', '3000'], vendors: [] };
    const card = await supplierScorecard(fx.db, admin, { plant: '2000', from: addDays(today, -89), to: today });
    const ranked = card.suppliers.filter((r) => r.asns > 0);
    expect(ranked.length).toBeGreaterThanOrEqual(3);
    expect(ranked.some((r) => (r.onTimePct ?? 100) < 100)).toBe(true);
    expect(ranked.some((r) => r.cartonsMissing > 0 || r.asnItemsExact < r.asnItems)).toBe(true);
    expect(card.totals.confirmationRatePct.current).toBeGreaterThan(0);
    const dashboard = await warehouseDashboard(fx.db, admin, { plant: '2000', from: addDays(today, -89), to: today });
    expect(dashboard.figures.lotsOpened.current).toBeGreaterThan(0);
  });
});
