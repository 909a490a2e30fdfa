import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DockArrival, DockArrivalQuery, Period } from '../../../shared/contracts/kpis/schemas';
import type { DB } from '../../db/schema';
import { integrationPlants } from '../integration/plant-scope';
import type { PlantScope } from '../master-data/viewer';
import { pageInfo, TOTAL_CAP } from '../paging';
import type { Principal } from '../principal';
import { hours, inPlants, periodOf, plantDay, plantsOf, resolvePeriod } from './period';

/**
 * Dock-to-stock, the one rule for the figure and the list behind it: a notice's first arrival at the
 * dock to the last confirmation of the put-away orders of its receipts, for received notices whose
 * every put-away order is confirmed, by the arrival's plant day from `from` to `to`. One row per
 * notice: asn_number, plant_id, vendor_id, arrived_at, done_at, day, hours.
 */
function arrivals(plants: PlantScope, from: string, to: string): RawBuilder<unknown> {
  return sql`
    with first_arrival as (
      select a.asn_number, a.plant_id, a.vendor_id, min(d.arrived_at) as arrived_at, min(${plantDay(sql`d.arrived_at`)}) as day
      from dock_arrival d
      join asn a on a.asn_number = d.asn_number
      join plant pl on pl.plant_id = a.plant_id
      where a.status = 'RECEIVED' and ${inPlants(sql`a.plant_id`, plants)}
        and d.arrived_at >= (${from}::date - 1)::timestamp at time zone 'UTC'
        and d.arrived_at < (${to}::date + 2)::timestamp at time zone 'UTC'
      group by a.asn_number, a.plant_id, a.vendor_id
    ), stocked as (
      select pk.asn_number, max(t.closed_at) as done_at
      from asn_package pk
      join transfer_order t on t.reference_mat_doc = pk.received_mat_doc and t.order_type = 'PUTAWAY'
      where pk.asn_number in (select asn_number from first_arrival)
      group by pk.asn_number
      having bool_and(t.status = 'CONFIRMED')
    )
    select a.asn_number, a.plant_id, a.vendor_id, a.arrived_at, s.done_at, a.day,
      extract(epoch from s.done_at - a.arrived_at) / 3600 as hours
    from first_arrival a join stocked s on s.asn_number = a.asn_number
    where a.day between ${from}::date and ${to}::date`;
}

/** Arrivals, median and p90 hours per period (`byDay`: per day of the current period). */
export async function dockToStock(
  db: Kysely<DB>,
  plants: PlantScope,
  p: Period,
  byDay: true,
): Promise<{ day: string; arrivals: string; median: string; p90: string }[]>;
export async function dockToStock(
  db: Kysely<DB>,
  plants: PlantScope,
  p: Period,
  byDay: false,
): Promise<{ period: 'C' | 'P'; arrivals: string; median: string; p90: string }[]>;
export async function dockToStock(db: Kysely<DB>, plants: PlantScope, p: Period, byDay: boolean) {
  const key = byDay ? sql`to_char(x.day, 'YYYY-MM-DD')` : periodOf(sql`x.day`, p);
  const r = await sql<{ day: string; period: 'C' | 'P'; arrivals: string; median: string; p90: string }>`
    with x as (${arrivals(plants, byDay ? p.from : p.previousFrom, p.to)})
    select ${key} as ${sql.raw(byDay ? 'day' : 'period')}, count(*) as arrivals,
      percentile_cont(0.5) within group (order by x.hours) as median,
      percentile_cont(0.9) within group (order by x.hours) as p90
    from x group by 1 order by 1`.execute(db);
  return r.rows;
}

/**
 * The arrivals behind the dock-to-stock figures (the dashboard's drill-down): the notices of the
 * reader's plants (one plant if asked) that arrived in the period, slowest first, with their hours.
 */
export async function dockToStockArrivals(
  db: Kysely<DB>,
  viewer: Pick<Principal, 'isAdmin' | 'plants' | 'tokenId' | 'tokenPlants'>,
  q: DockArrivalQuery,
): Promise<{
  period: Period;
  plant: string | null;
  items: DockArrival[];
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  maxPage: number;
}> {
  const plants = plantsOf(integrationPlants(viewer), q.plant);
  const period = await resolvePeriod(db, q.plant?.toUpperCase() ?? (plants === 'all' ? undefined : plants[0]), q);
  const offset = (q.page - 1) * q.pageSize;
  const r = await sql<{
    asn_number: string;
    plant_id: string;
    vendor_id: string;
    vendor_name: string;
    arrived_at: Date;
    done_at: Date;
    day: string;
    hours: string;
    total: string;
  }>`
    with x as (${arrivals(plants, period.from, period.to)})
    select x.asn_number, x.plant_id, x.vendor_id, v.name as vendor_name, x.arrived_at, x.done_at,
      to_char(x.day, 'YYYY-MM-DD') as day, x.hours, count(*) over () as total
    from x join vendor v on v.vendor_id = x.vendor_id
    order by x.hours desc, x.asn_number
    limit ${q.pageSize} offset ${offset}`.execute(db);
  const counted =
    r.rows.length > 0
      ? Number(r.rows[0]?.total)
      : offset === 0 || offset >= TOTAL_CAP
        ? offset
        : Number(
            (await sql<{ n: string }>`with x as (${arrivals(plants, period.from, period.to)}) select count(*) as n from x`.execute(db))
              .rows[0]?.n ?? 0,
          );
  return {
    period,
    plant: q.plant?.toUpperCase() ?? null,
    items: r.rows.map((row) => ({
      asnNumber: row.asn_number,
      plant: row.plant_id,
      vendor: row.vendor_id,
      vendorName: row.vendor_name,
      day: row.day,
      arrivedAt: new Date(row.arrived_at).toISOString(),
      stockedAt: new Date(row.done_at).toISOString(),
      hours: hours(row.hours) ?? 0,
    })),
    ...pageInfo(counted, q),
  };
}
