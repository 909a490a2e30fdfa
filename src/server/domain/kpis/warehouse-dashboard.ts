import { type Kysely, sql } from 'kysely';
import type {
  DashboardQuery,
  Figure,
  OpenWorkKind,
  Period,
  WarehouseDashboard,
  WarehouseFigures,
} from '../../../shared/contracts/kpis/schemas';
import { ISSUE_TYPES, OPEN_WORK_KINDS, RECEIPT_TYPES, STOCK_KINDS } from '../../../shared/contracts/kpis/schemas';
import type { DB } from '../../db/schema';
import { integrationPlants } from '../integration/plant-scope';
import type { PlantScope } from '../master-data/viewer';
import type { Principal } from '../principal';
import { dockToStock } from './dock-to-stock';
import { movementRows } from './movement-summary';
import { hours, inPlants, num, pct, periodOf, plantDay, plantsOf, resolvePeriod, withoutJit } from './period';
import { stockAgeRows } from './stock-age';

type Pair = { C: number | null; P: number | null };
const pair = (): Pair => ({ C: null, P: null });
const fig = (p: Pair): Figure => ({ current: p.C, previous: p.P });

/**
 * The warehouse dashboard (WM/KPI) of the reader's plants (administrators: all; a warehouse user its
 * own; an API token its plants), one plant if asked: every figure one SQL aggregate over the ledger and
 * the documents, for the period and the one before it. Open work and stock are as they are now.
 */
export async function warehouseDashboard(
  db: Kysely<DB>,
  viewer: Pick<Principal, 'isAdmin' | 'plants' | 'tokenId' | 'tokenPlants'>,
  q: DashboardQuery,
): Promise<WarehouseDashboard> {
  return dashboardOfPlants(db, integrationPlants(viewer), q);
}

/** The dashboard of a plant scope (the integration API passes the token's plants). */
export async function dashboardOfPlants(db: Kysely<DB>, scope: PlantScope, q: DashboardQuery): Promise<WarehouseDashboard> {
  const plants = plantsOf(scope, q.plant);
  const p = await resolvePeriod(db, q.plant?.toUpperCase() ?? (plants === 'all' ? undefined : plants[0]), q);
  // one transaction without JIT: compiling these aggregates costs seconds on a large ledger, running them far less
  const [moves, dock, dockDays, picks, issues, counts, quality, turnaround, defectsByCode, rates, open, stock] = await withoutJit(
    db,
    (db) =>
      Promise.all([
        movementFigures(db, plants, p),
        dockToStock(db, plants, p, false),
        dockToStock(db, plants, p, true),
        pickFigures(db, plants, p),
        issueFigures(db, plants, p),
        countFigures(db, plants, p),
        qualityFigures(db, plants, p),
        repairTurnaround(db, plants, p),
        defectCodes(db, plants, p),
        defectRates(db, plants, p),
        openWork(db, plants),
        stockByCategory(db, plants),
      ]),
  );
  const movements = moves.days;
  const movementTotals = moves.totals;
  const f: Record<keyof WarehouseFigures, Pair> = {
    receivedItems: pair(),
    receivedDocuments: pair(),
    issuedItems: pair(),
    issuedDocuments: pair(),
    dockToStockArrivals: pair(),
    dockToStockMedianHours: pair(),
    dockToStockP90Hours: pair(),
    pickedLines: pair(),
    shortPicks: pair(),
    pickAccuracyPct: pair(),
    goodsIssues: pair(),
    onTimeGoodsIssues: pair(),
    onTimeGoodsIssuePct: pair(),
    countedBins: pair(),
    binsWithoutDifference: pair(),
    inventoryAccuracyPct: pair(),
    differenceQuantity: pair(),
    lotsOpened: pair(),
    lotsDecided: pair(),
    defects: pair(),
    repairTurnaroundMedianHours: pair(),
  };
  for (const k of ['C', 'P'] as const) {
    f.receivedItems[k] = 0;
    f.receivedDocuments[k] = 0;
    f.issuedItems[k] = 0;
    f.issuedDocuments[k] = 0;
    f.dockToStockArrivals[k] = 0;
    f.pickedLines[k] = 0;
    f.shortPicks[k] = 0;
    f.goodsIssues[k] = 0;
    f.onTimeGoodsIssues[k] = 0;
    f.countedBins[k] = 0;
    f.binsWithoutDifference[k] = 0;
    f.differenceQuantity[k] = 0;
    f.lotsOpened[k] = 0;
    f.lotsDecided[k] = 0;
    f.defects[k] = 0;
  }
  for (const r of movementTotals) {
    const items = r.direction === 'IN' ? f.receivedItems : f.issuedItems;
    const docs = r.direction === 'IN' ? f.receivedDocuments : f.issuedDocuments;
    items[r.period] = num(r.items);
    docs[r.period] = num(r.documents);
  }
  for (const r of dock) {
    f.dockToStockArrivals[r.period] = num(r.arrivals);
    f.dockToStockMedianHours[r.period] = hours(r.median);
    f.dockToStockP90Hours[r.period] = hours(r.p90);
  }
  for (const r of picks) {
    f.pickedLines[r.period] = num(r.lines);
    f.shortPicks[r.period] = num(r.short);
  }
  for (const r of issues) {
    f.goodsIssues[r.period] = num(r.issues);
    f.onTimeGoodsIssues[r.period] = num(r.on_time);
  }
  for (const r of counts) {
    f.countedBins[r.period] = num(r.bins);
    f.binsWithoutDifference[r.period] = num(r.exact);
    f.differenceQuantity[r.period] = num(r.difference);
  }
  for (const r of quality) {
    f.lotsOpened[r.period] = num(r.opened);
    f.lotsDecided[r.period] = num(r.decided);
    f.defects[r.period] = num(r.defects);
  }
  for (const r of turnaround) f.repairTurnaroundMedianHours[r.period] = hours(r.median);
  for (const k of ['C', 'P'] as const) {
    const lines = f.pickedLines[k];
    f.pickAccuracyPct[k] = pct(lines === null ? null : lines - (f.shortPicks[k] ?? 0), lines);
    f.onTimeGoodsIssuePct[k] = pct(f.onTimeGoodsIssues[k], f.goodsIssues[k]);
    f.inventoryAccuracyPct[k] = pct(f.binsWithoutDifference[k], f.countedBins[k]);
  }
  const figures = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, fig(v)])) as WarehouseFigures;
  const openByKind = new Map(open.map((r) => [r.kind, r]));
  const stockByKind = new Map(stock.map((r) => [r.category, r]));
  return {
    period: p,
    plant: q.plant?.toUpperCase() ?? null,
    figures,
    movementsByDay: movements.map((r) => ({
      day: r.day,
      movementType: r.movement_type,
      direction: (RECEIPT_TYPES as readonly string[]).includes(r.movement_type) ? ('IN' as const) : ('OUT' as const),
      items: Number(r.items),
      documents: Number(r.documents),
    })),
    dockToStockByDay: dockDays.map((r) => ({
      day: r.day,
      arrivals: Number(r.arrivals),
      medianHours: hours(r.median) ?? 0,
      p90Hours: hours(r.p90) ?? 0,
    })),
    openWork: OPEN_WORK_KINDS.map((kind) => {
      const r = openByKind.get(kind);
      return { kind, today: Number(r?.today ?? 0), days1to3: Number(r?.days1to3 ?? 0), older: Number(r?.older ?? 0) };
    }),
    defectsByCode: defectsByCode.map((r) => ({ prodcat: r.prodcat, codeGroup: r.code_group, code: r.code, defects: Number(r.defects) })),
    defectRateByCategory: rates.map((r) => ({
      prodcat: r.prodcat,
      lots: Number(r.lots),
      lotsWithDefects: Number(r.with_defects),
      ratePct: pct(Number(r.with_defects), Number(r.lots)) ?? 0,
    })),
    stockByCategory: STOCK_KINDS.map((category) => {
      const r = stockByKind.get(category);
      return {
        category,
        quantity: r?.quantity ?? '0',
        positions: Number(r?.positions ?? 0),
        age0to30: Number(r?.age0to30 ?? 0),
        age31to90: Number(r?.age31to90 ?? 0),
        ageOver90: Number(r?.age_over90 ?? 0),
      };
    }),
  };
}

const IN = sql.join([...RECEIPT_TYPES]);
const OUT = sql.join([...ISSUE_TYPES]);

/**
 * Items and documents of receipts (the receiving plant) and issues (the issuing plant) within both
 * periods, from the movement summary (and the ledger's documents it does not hold yet): per day and
 * movement type (the current period), and per period and direction. A document counts once per plant,
 * day and movement type it holds (one holding a 201 and a 551 item counts under each).
 */
async function movementFigures(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const rows = movementRows(
    p.previousFrom,
    p.to,
    (a) => sql<boolean>`${inPlants(sql.ref(`${a}.plant_id`), plants)}
      and ((${sql.ref(`${a}.side`)} = 'IN' and ${sql.ref(`${a}.movement_type`)} in (${IN}))
        or (${sql.ref(`${a}.side`)} = 'OUT' and ${sql.ref(`${a}.movement_type`)} in (${OUT})))`,
  );
  const r = await sql<{
    kind: 'day' | 'total';
    day: string | null;
    movement_type: string | null;
    period: 'C' | 'P' | null;
    direction: 'IN' | 'OUT' | null;
    items: string;
    documents: string;
  }>`
    with m as (select * from ${rows} m)
    select 'day' as kind, to_char(day, 'YYYY-MM-DD') as day, movement_type, null as period, null as direction,
      sum(items) as items, sum(documents) as documents
    from m where day >= ${p.from}::date
    group by day, movement_type
    union all
    select 'total', null, null, ${periodOf(sql`day`, p)}, side, sum(items), sum(documents)
    from m group by 4, 5
    order by 1, 2, 3`.execute(db);
  return {
    days: r.rows.filter((row) => row.kind === 'day') as { day: string; movement_type: string; items: string; documents: string }[],
    totals: r.rows.filter((row) => row.kind === 'total') as {
      period: 'C' | 'P';
      direction: 'IN' | 'OUT';
      items: string;
      documents: string;
    }[],
  };
}

/** Confirmed pick lines and those confirmed short, by the day they were confirmed. */
async function pickFigures(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const day = plantDay(sql`l.confirmed_at`);
  const r = await sql<{ period: 'C' | 'P'; lines: string; short: string }>`
    select ${periodOf(day, p)} as period, count(*) as lines, count(*) filter (where l.quantity_short) as short
    from transfer_order o
    join transfer_order_line l on l.order_id = o.order_id
    join plant pl on pl.plant_id = o.plant_id
    where o.order_type = 'PICK' and l.status = 'CONFIRMED' and ${inPlants(sql`o.plant_id`, plants)}
      and o.created_at < (${p.to}::date + 2)::timestamp at time zone 'UTC'
      and ${day} between ${p.previousFrom}::date and ${p.to}::date
    group by 1`.execute(db);
  return r.rows;
}

/** Goods issues of deliveries by their posting date, and those posted no later than the delivery date. */
async function issueFigures(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const r = await sql<{ period: 'C' | 'P'; issues: string; on_time: string }>`
    select ${periodOf(sql`md.posting_date`, p)} as period, count(*) as issues,
      count(*) filter (where md.posting_date <= d.delivery_date) as on_time
    from delivery d
    join material_document md on md.mat_doc = d.gi_mat_doc
    where d.gi_mat_doc is not null and ${inPlants(sql`d.plant_id`, plants)}
      and md.posting_date between ${p.previousFrom}::date and ${p.to}::date
    group by 1`.execute(db);
  return r.rows;
}

/** Bins of posted physical-inventory documents: counted, counted without a difference, the differences' quantity. */
async function countFigures(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const day = plantDay(sql`doc.posted_at`);
  const r = await sql<{ period: 'C' | 'P'; bins: string; exact: string; difference: string }>`
    with bins as (
      select ${periodOf(day, p)} as period, doc.pi_number, i.bin_id,
        bool_and(i.counted_qty = coalesce(i.book_at_count, i.book_qty)) as exact,
        sum(abs(i.counted_qty - coalesce(i.book_at_count, i.book_qty))) as difference
      from pi_document doc
      join pi_item i on i.pi_number = doc.pi_number
      join plant pl on pl.plant_id = doc.plant_id
      where doc.status = 'POSTED' and i.counted_qty is not null and ${inPlants(sql`doc.plant_id`, plants)}
        and ${day} between ${p.previousFrom}::date and ${p.to}::date
      group by 1, 2, 3
    )
    select period, count(*) as bins, count(*) filter (where exact) as exact, coalesce(sum(difference), 0) as difference
    from bins group by 1`.execute(db);
  return r.rows;
}

/** Quality lots opened, lots with a usage decision, defects recorded: each by its own day. */
async function qualityFigures(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const scope = inPlants(sql`l.plant_id`, plants);
  const within = (at: ReturnType<typeof sql>) => sql`${plantDay(at)} between ${p.previousFrom}::date and ${p.to}::date`;
  const r = await sql<{ period: 'C' | 'P'; opened: string; decided: string; defects: string }>`
    with opened as (
      select ${periodOf(plantDay(sql`l.created_at`), p)} as period, count(*) as n
      from quality_lot l join plant pl on pl.plant_id = l.plant_id
      where ${scope} and ${within(sql`l.created_at`)} group by 1
    ), decided as (
      select ${periodOf(plantDay(sql`d.decided_at`), p)} as period, count(distinct d.lot_number) as n
      from quality_lot_decision d join quality_lot l on l.lot_number = d.lot_number join plant pl on pl.plant_id = l.plant_id
      where ${scope} and ${within(sql`d.decided_at`)} group by 1
    ), defects as (
      select ${periodOf(plantDay(sql`f.created_at`), p)} as period, count(*) as n
      from quality_defect f join quality_lot l on l.lot_number = f.lot_number join plant pl on pl.plant_id = l.plant_id
      where ${scope} and ${within(sql`f.created_at`)} group by 1
    )
    select k.period, coalesce(o.n, 0) as opened, coalesce(d.n, 0) as decided, coalesce(f.n, 0) as defects
    from (values ('C'), ('P')) as k(period)
    left join opened o on o.period = k.period
    left join decided d on d.period = k.period
    left join defects f on f.period = k.period`.execute(db);
  return r.rows;
}

/** Repair turnaround: a lot's opening to its first usage decision (median hours), by the decision's day. */
async function repairTurnaround(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const r = await sql<{ period: 'C' | 'P'; median: string }>`
    with first as (
      select l.lot_number, l.created_at, min(d.decided_at) as decided_at, min(pl.timezone) as timezone
      from quality_lot l
      join quality_lot_decision d on d.lot_number = l.lot_number
      join plant pl on pl.plant_id = l.plant_id
      where ${inPlants(sql`l.plant_id`, plants)}
      group by l.lot_number, l.created_at
    ), x as (
      select (decided_at at time zone timezone)::date as day, extract(epoch from decided_at - created_at) / 3600 as hours from first
    )
    select ${periodOf(sql`x.day`, p)} as period, percentile_cont(0.5) within group (order by x.hours) as median
    from x where x.day between ${p.previousFrom}::date and ${p.to}::date group by 1`.execute(db);
  return r.rows;
}

/** Defects of the period by product category, code group and code, most first. */
async function defectCodes(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const r = await sql<{ prodcat: string; code_group: string; code: string; defects: string }>`
    select f.prodcat, f.code_group, f.code, count(*) as defects
    from quality_defect f join quality_lot l on l.lot_number = f.lot_number join plant pl on pl.plant_id = l.plant_id
    where ${inPlants(sql`l.plant_id`, plants)} and ${plantDay(sql`f.created_at`)} between ${p.from}::date and ${p.to}::date
    group by 1, 2, 3 order by 4 desc, 1, 2, 3 limit 50`.execute(db);
  return r.rows;
}

/** Lots opened in the period per product category, and how many of them have a defect. */
async function defectRates(db: Kysely<DB>, plants: PlantScope, p: Period) {
  const r = await sql<{ prodcat: string; lots: string; with_defects: string }>`
    select l.prodcat, count(*) as lots,
      count(*) filter (where exists (select 1 from quality_defect f where f.lot_number = l.lot_number)) as with_defects
    from quality_lot l join plant pl on pl.plant_id = l.plant_id
    where ${inPlants(sql`l.plant_id`, plants)} and ${plantDay(sql`l.created_at`)} between ${p.from}::date and ${p.to}::date
    group by 1 order by 1`.execute(db);
  return r.rows;
}

/**
 * Open work now by age in the plant's days (0: today, 1-3, older): put-away and bin-to-bin orders and
 * pick orders since created, counts not posted, quality lots open or in inspection, deliveries not
 * issued whose delivery date has come (age: days past it).
 */
async function openWork(db: Kysely<DB>, plants: PlantScope) {
  const bucketed = (kind: OpenWorkKind, age: ReturnType<typeof sql>, from: ReturnType<typeof sql>) => sql`
    select ${kind}::text as kind, count(*) filter (where age <= 0) as today,
      count(*) filter (where age between 1 and 3) as days1to3, count(*) filter (where age > 3) as older
    from (select ${age} as age ${from}) w`;
  const today = sql`(now() at time zone pl.timezone)::date`;
  const r = await sql<{ kind: OpenWorkKind; today: string; days1to3: string; older: string }>`
    ${bucketed(
      'PUTAWAY',
      sql`${today} - ${plantDay(sql`o.created_at`)}`,
      sql`from transfer_order o join plant pl on pl.plant_id = o.plant_id
        where o.status = 'OPEN' and o.order_type in ('PUTAWAY', 'BIN_TO_BIN') and ${inPlants(sql`o.plant_id`, plants)}`,
    )}
    union all ${bucketed(
      'PICK',
      sql`${today} - ${plantDay(sql`o.created_at`)}`,
      sql`from transfer_order o join plant pl on pl.plant_id = o.plant_id
        where o.status = 'OPEN' and o.order_type = 'PICK' and ${inPlants(sql`o.plant_id`, plants)}`,
    )}
    union all ${bucketed(
      'COUNT',
      sql`${today} - ${plantDay(sql`c.created_at`)}`,
      sql`from pi_document c join plant pl on pl.plant_id = c.plant_id
        where c.status <> 'POSTED' and ${inPlants(sql`c.plant_id`, plants)}`,
    )}
    union all ${bucketed(
      'QUALITY_LOT',
      sql`${today} - ${plantDay(sql`l.created_at`)}`,
      sql`from quality_lot l join plant pl on pl.plant_id = l.plant_id
        where l.status in ('OPEN', 'IN_INSPECTION') and ${inPlants(sql`l.plant_id`, plants)}`,
    )}
    union all ${bucketed(
      'DELIVERY',
      sql`${today} - d.delivery_date`,
      sql`from delivery d join plant pl on pl.plant_id = d.plant_id
        where d.status in ('OPEN', 'PICKING', 'PICKED', 'PACKED') and ${inPlants(sql`d.plant_id`, plants)}
          and d.delivery_date <= ${today}`,
    )}`.execute(db);
  return r.rows;
}

/**
 * Stock now by category (and in transit to the plants), positions by days since their last movement
 * (the plant's days): the positions from the stock age summary (kpis/stock-age.ts), stock in transit
 * (a few thousand rows) from its table.
 */
async function stockByCategory(db: Kysely<DB>, plants: PlantScope) {
  const r = await sql<{ category: string; quantity: string; positions: string; age0to30: string; age31to90: string; age_over90: string }>`
    with positions as (
      select a.category::text as category, a.quantity, a.positions, (a.moved at time zone pl.timezone)::date as day, pl.timezone
      from ${stockAgeRows((alias) => inPlants(sql.ref(`${alias}.plant_id`), plants))} a
      join plant pl on pl.plant_id = a.plant_id
      union all
      select 'IN_TRANSIT', t.quantity, 1, (t.updated_at at time zone pl.timezone)::date, pl.timezone
      from stock_in_transit t join plant pl on pl.plant_id = t.plant_id
      where t.quantity <> 0 and ${inPlants(sql`t.plant_id`, plants)}
    ), aged as (
      select category, quantity, positions, (now() at time zone timezone)::date - day as age from positions
    )
    select category, sum(quantity)::text as quantity, sum(positions) as positions,
      coalesce(sum(positions) filter (where age <= 30), 0) as age0to30,
      coalesce(sum(positions) filter (where age between 31 and 90), 0) as age31to90,
      coalesce(sum(positions) filter (where age > 90), 0) as age_over90
    from aged group by 1`.execute(db);
  return r.rows;
}
