import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Figure, Period, ScorecardQuery, SupplierRow, SupplierScorecard } from '../../../shared/contracts/kpis/schemas';
import type { DB } from '../../db/schema';
import { isInternal, type PlantScope, type Viewer, visiblePlants } from '../master-data/viewer';
import { hours, inPlants, num, pct, periodOf, plantDay, plantsOf, resolvePeriod, withoutJit } from './period';

/** Whose figures a reader sees: every supplier (internal readers, within their plants) or its own vendors. */
export interface SupplierScope {
  plants: PlantScope;
  vendors: readonly string[] | 'all';
}

/**
 * The supplier scorecard (MM/SCORE): administrators read every supplier, a warehouse user every
 * supplier within its plants, a supplier only its own vendor(s) (another vendor asked: nothing).
 */
export async function supplierScorecard(db: Kysely<DB>, viewer: Viewer, q: ScorecardQuery): Promise<SupplierScorecard> {
  const internal = isInternal(viewer);
  const vendorsSeen: readonly string[] | 'all' = internal ? 'all' : viewer.vendors;
  let vendors: readonly string[] | 'all' = vendorsSeen;
  if (q.vendor) {
    const v = q.vendor.toUpperCase();
    vendors = vendorsSeen === 'all' || vendorsSeen.includes(v) ? [v] : [];
  }
  const plants = plantsOf(internal ? visiblePlants(viewer) : 'all', q.plant);
  const zonePlant = q.plant?.toUpperCase() ?? (internal ? viewer.plants[0] : undefined);
  return scorecardOf(db, { plants, vendors }, q, zonePlant);
}

function inVendors(column: RawBuilder<unknown>, vendors: readonly string[] | 'all'): RawBuilder<boolean> {
  if (vendors === 'all') return sql<boolean>`true`;
  if (vendors.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${column} in (${sql.join([...vendors])})`;
}

type Raw = Record<string, string | null> & { vendor_id: string; period: 'C' | 'P' };

/** The scorecard of a scope (the integration API passes the token's plants, every vendor). */
export async function scorecardOf(
  db: Kysely<DB>,
  scope: SupplierScope,
  q: { from?: string | undefined; to?: string | undefined; plant?: string | undefined },
  zonePlant?: string,
): Promise<SupplierScorecard> {
  const p = await resolvePeriod(db, zonePlant, q);
  const [confirm, asns, slots, lots] = await withoutJit(db, (db) =>
    Promise.all([confirmations(db, scope, p), notices(db, scope, p), arrivals(db, scope, p), receiptLots(db, scope, p)]),
  );
  const rows = new Map<string, Record<'C' | 'P', Partial<Record<string, number | null>>>>();
  for (const set of [confirm, asns, slots, lots] as Raw[][]) {
    for (const r of set) {
      // the over-all row of the confirmations (vendor ''): only its median is read, below
      if (r.vendor_id === '') continue;
      const row = rows.get(r.vendor_id) ?? { C: {}, P: {} };
      for (const [k, v] of Object.entries(r)) if (k !== 'vendor_id' && k !== 'period') row[r.period][k] = num(v);
      rows.set(r.vendor_id, row);
    }
  }
  const names = new Map(
    rows.size === 0
      ? []
      : (
          await db
            .selectFrom('vendor')
            .select(['vendor_id', 'name'])
            .where('vendor_id', 'in', [...rows.keys()])
            .execute()
        ).map((v) => [v.vendor_id, v.name]),
  );
  const amounts = new Map(asns.map((r) => [`${r.vendor_id}/${r.period}`, r]));
  const rowOf = (vendorId: string, k: 'C' | 'P'): SupplierRow => {
    const v = rows.get(vendorId)?.[k] ?? {};
    const n = (name: string) => v[name] ?? 0;
    const a = amounts.get(`${vendorId}/${k}`);
    return {
      vendorId,
      name: names.get(vendorId) ?? vendorId,
      poItems: n('po_items'),
      poItemsConfirmed: n('confirmed'),
      confirmationRatePct: pct(n('confirmed'), n('po_items')),
      confirmMedianHours: hours(v.confirm_median ?? null),
      confirmationsChanged: n('changed'),
      asns: n('asns'),
      announcedQuantity: a?.announced ?? '0',
      receivedQuantity: a?.received ?? '0',
      asnItems: n('asn_items'),
      asnItemsExact: n('asn_items_exact'),
      asnAccuracyPct: pct(n('asn_items_exact'), n('asn_items')),
      announcedSerials: n('serials'),
      serialsNotReceived: n('serials_open'),
      cartons: n('cartons'),
      cartonsMissing: n('cartons_missing'),
      slots: n('slots'),
      onTimeArrivals: n('on_time'),
      lateArrivals: n('late'),
      noShows: n('no_shows'),
      onTimePct: pct(n('on_time'), n('on_time') + n('late') + n('no_shows')),
      receiptLots: n('lots'),
      lotsWithDefects: n('lots_defective'),
      defectRatePct: pct(n('lots_defective'), n('lots')),
    };
  };
  const suppliers = [...rows.keys()].sort().map((v) => rowOf(v, 'C'));
  const previous = [...rows.keys()].map((v) => rowOf(v, 'P'));
  const total = (list: SupplierRow[], part: (r: SupplierRow) => number, whole: (r: SupplierRow) => number) =>
    pct(
      list.reduce((s, r) => s + part(r), 0),
      list.reduce((s, r) => s + whole(r), 0),
    );
  const both = (f: (list: SupplierRow[], k: 'C' | 'P') => number | null): Figure => ({
    current: f(suppliers, 'C'),
    previous: f(previous, 'P'),
  });
  const medians = new Map(confirm.filter((r) => r.vendor_id === '').map((r) => [r.period, hours(r.confirm_median)]));
  return {
    period: p,
    plant: q.plant?.toUpperCase() ?? null,
    suppliers,
    totals: {
      confirmationRatePct: both((l) =>
        total(
          l,
          (r) => r.poItemsConfirmed,
          (r) => r.poItems,
        ),
      ),
      confirmMedianHours: { current: medians.get('C') ?? null, previous: medians.get('P') ?? null },
      asnAccuracyPct: both((l) =>
        total(
          l,
          (r) => r.asnItemsExact,
          (r) => r.asnItems,
        ),
      ),
      cartonsMissing: both((l) => l.reduce((s, r) => s + r.cartonsMissing, 0)),
      onTimePct: both((l) =>
        total(
          l,
          (r) => r.onTimeArrivals,
          (r) => r.onTimeArrivals + r.lateArrivals + r.noShows,
        ),
      ),
      noShows: both((l) => l.reduce((s, r) => s + r.noShows, 0)),
      defectRatePct: both((l) =>
        total(
          l,
          (r) => r.lotsWithDefects,
          (r) => r.receiptLots,
        ),
      ),
    },
  };
}

/**
 * Purchase order items of the period (by the order's date), confirmed ones, the median hours from the
 * order's creation to the first confirmation (per vendor, and over all: vendor ''), confirmations that changed
 * quantity or date.
 */
async function confirmations(db: Kysely<DB>, scope: SupplierScope, p: Period) {
  const r = await sql<Raw>`
    with items as (
      select po.vendor_id, ${periodOf(sql`po.document_date`, p)} as period, po.created_at, i.po_number, i.item_no
      from purchase_order po
      join purchase_order_item i on i.po_number = po.po_number
      where ${inVendors(sql`po.vendor_id`, scope.vendors)} and ${inPlants(sql`po.plant_id`, scope.plants)}
        and po.document_date between ${p.previousFrom}::date and ${p.to}::date
    ), confirmed as (
      select c.po_number, c.item_no, min(c.confirmed_at) as first_at, count(*) filter (where c.status = 'CHANGED') as changed
      from po_confirmation c
      where c.po_number in (select po_number from items)
      group by 1, 2
    ), x as (
      select items.vendor_id, items.period, items.created_at, confirmed.first_at, coalesce(confirmed.changed, 0) as changed
      from items left join confirmed on confirmed.po_number = items.po_number and confirmed.item_no = items.item_no
    )
    select coalesce(vendor_id, '') as vendor_id, period, count(*) as po_items, count(first_at) as confirmed,
      sum(changed) as changed,
      percentile_cont(0.5) within group (order by extract(epoch from first_at - created_at) / 3600) as confirm_median
    from x group by grouping sets ((vendor_id, period), (period))`.execute(db);
  return r.rows;
}

/**
 * Shipping notices shipped in the period that arrived (not merely announced): quantities announced and
 * received, items received exactly as announced, serials announced and still open, cartons and those
 * recorded missing.
 */
async function notices(db: Kysely<DB>, scope: SupplierScope, p: Period) {
  const r = await sql<Raw & { announced: string; received: string }>`
    with n as (
      select a.asn_number, a.vendor_id, ${periodOf(sql`a.ship_date`, p)} as period
      from asn a
      where a.status <> 'ANNOUNCED' and ${inVendors(sql`a.vendor_id`, scope.vendors)} and ${inPlants(sql`a.plant_id`, scope.plants)}
        and a.ship_date between ${p.previousFrom}::date and ${p.to}::date
    ), items as (
      select n.vendor_id, n.period, sum(i.quantity) as announced, sum(i.received_qty) as received,
        count(*) as asn_items, count(*) filter (where i.received_qty = i.quantity) as asn_items_exact
      from n join asn_item i on i.asn_number = n.asn_number group by 1, 2
    ), serials as (
      select n.vendor_id, n.period, count(*) as serials, count(*) filter (where s.open) as serials_open
      from n join asn_serial s on s.asn_number = n.asn_number group by 1, 2
    ), cartons as (
      select n.vendor_id, n.period, count(*) as cartons, count(*) filter (where k.missing) as cartons_missing
      from n join asn_package k on k.asn_number = n.asn_number where k.kind = 'CARTON' group by 1, 2
    ), heads as (
      select vendor_id, period, count(*) as asns from n group by 1, 2
    )
    select h.vendor_id, h.period, h.asns, i.announced::text as announced, i.received::text as received,
      coalesce(i.asn_items, 0) as asn_items, coalesce(i.asn_items_exact, 0) as asn_items_exact,
      coalesce(s.serials, 0) as serials, coalesce(s.serials_open, 0) as serials_open,
      coalesce(c.cartons, 0) as cartons, coalesce(c.cartons_missing, 0) as cartons_missing
    from heads h
    left join items i on i.vendor_id = h.vendor_id and i.period = h.period
    left join serials s on s.vendor_id = h.vendor_id and s.period = h.period
    left join cartons c on c.vendor_id = h.vendor_id and c.period = h.period`.execute(db);
  return r.rows.map((row) => ({ ...row, announced: row.announced ?? '0', received: row.received ?? '0' }));
}

/**
 * Booked dock slots of the period (confirmed or arrived): arrivals by the end of the slot (on time),
 * later ones, and confirmed slots of past days without an arrival (no-shows).
 */
async function arrivals(db: Kysely<DB>, scope: SupplierScope, p: Period) {
  const r = await sql<Raw>`
    with s as (
      select s.vendor_id, ${periodOf(sql`s.slot_date`, p)} as period, s.status, s.slot_date,
        (s.slot_date + make_interval(mins => s.start_minute + dd.slot_minutes)) at time zone pl.timezone as slot_end,
        (select min(a.arrived_at) from dock_arrival a where a.booking_id = s.booking_id) as arrived_at,
        (now() at time zone pl.timezone)::date as today
      from dock_slot s
      join dock_door dd on dd.plant_id = s.plant_id and dd.door_id = s.door_id
      join plant pl on pl.plant_id = s.plant_id
      where s.status in ('CONFIRMED', 'ARRIVED') and ${inVendors(sql`s.vendor_id`, scope.vendors)}
        and ${inPlants(sql`s.plant_id`, scope.plants)}
        and s.slot_date between ${p.previousFrom}::date and ${p.to}::date
    )
    select vendor_id, period, count(*) as slots,
      count(*) filter (where arrived_at is not null and arrived_at <= slot_end) as on_time,
      count(*) filter (where arrived_at > slot_end) as late,
      count(*) filter (where arrived_at is null and slot_date < today) as no_shows
    from s group by 1, 2`.execute(db);
  return r.rows;
}

/** Quality lots opened by the supplier's receipts in the period, and those with a defect recorded. */
async function receiptLots(db: Kysely<DB>, scope: SupplierScope, p: Period) {
  const day = plantDay(sql`l.created_at`);
  const r = await sql<Raw>`
    select l.vendor_id, ${periodOf(day, p)} as period, count(*) as lots,
      count(*) filter (where exists (select 1 from quality_defect f where f.lot_number = l.lot_number)) as lots_defective
    from quality_lot l join plant pl on pl.plant_id = l.plant_id
    where l.origin = 'RECEIPT' and l.vendor_id is not null and ${inVendors(sql`l.vendor_id`, scope.vendors)}
      and ${inPlants(sql`l.plant_id`, scope.plants)}
      and ${day} between ${p.previousFrom}::date and ${p.to}::date
    group by 1, 2`.execute(db);
  return r.rows;
}
