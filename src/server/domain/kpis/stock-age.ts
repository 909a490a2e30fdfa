import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Stock by plant, category and quarter hour of last movement (migration 0210): the warehouse dashboard's stock
 * by category and its aging without scanning every stock position. Like the movement summary, it is
 * not written by the posting transaction: `stock_age_refresh()` moves the positions the documents of
 * finished transactions touched, and a reader corrects the positions the documents at or above the
 * horizon touch (what the summary holds for them out, their stock rows in), in one statement.
 */

/** Moves the positions touched since the last refresh; how many, or -1 when another refresh runs and `wait` is false. */
export async function refreshStockAge(db: Kysely<DB>, options: { wait?: boolean } = {}): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const r = await sql<{ touched: string }>`select stock_age_refresh(${options.wait ?? true})::text as touched`.execute(trx);
    return Number(r.rows[0]?.touched ?? 0);
  });
}

/** The stock positions (now) that the documents at or above the summary's horizon took from or put into. */
const tailPositions = sql`select * from stock_age_touched((select horizon from stock_age_state), null)`;

/**
 * Positions with stock and their quantity per plant, category and quarter hour of last movement
 * (`moved`: the plant's day of it is `(moved at time zone timezone)::date`) where `where` holds (over
 * plant_id), as the stock is in the reader's snapshot: an SQL expression to select from.
 */
export function stockAgeRows(where: (alias: string) => RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`(
    with tail as (${tailPositions})
    select plant_id, category, moved, sum(positions) as positions, sum(quantity) as quantity from (
      select s.plant_id, s.category, s.moved, s.positions, s.quantity from stock_age_summary s where ${where('s')}
      union all
      select p.plant_id, p.category, p.moved, -1, -p.quantity
      from stock_age_position p join tail t on t.stock_id = p.stock_id where ${where('p')}
      union all
      select t.plant_id, t.category, t.moved, 1, t.quantity from tail t where t.quantity <> 0 and ${where('t')}
    ) x
    group by 1, 2, 3
    having sum(positions) <> 0
  )`;
}

/** A difference between the stock age summary (with its readers' correction) and the stock table. */
export interface StockAgeDifference {
  plant: string;
  category: string;
  /** the quarter hour of last movement, UTC */
  moved: string;
  expected: { positions: number; quantity: string };
  actual: { positions: number; quantity: string };
}

/**
 * The summary as readers read it against a recomputation from the stock table, in one statement (one
 * snapshot). Empty: they are equal.
 */
export async function checkStockAge(db: Kysely<DB>, limit = 1000): Promise<StockAgeDifference[]> {
  const r = await sql<{
    plant_id: string;
    category: string;
    moved: string;
    e_positions: string | null;
    e_quantity: string | null;
    a_positions: string | null;
    a_quantity: string | null;
  }>`
    with expected as (
      select s.plant_id, s.category, stock_age_bin(s.updated_at) as moved, count(*) as positions, sum(s.quantity) as quantity
      from stock s
      where s.quantity <> 0
      group by 1, 2, 3
    ), actual as (select * from ${stockAgeRows(() => sql<boolean>`true`)} a)
    select coalesce(e.plant_id, a.plant_id) as plant_id, coalesce(e.category, a.category) as category,
      to_char(coalesce(e.moved, a.moved) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as moved,
      e.positions::text as e_positions, e.quantity::text as e_quantity, a.positions::text as a_positions, a.quantity::text as a_quantity
    from expected e
    full join actual a on a.plant_id = e.plant_id and a.category = e.category and a.moved = e.moved
    where e.positions is distinct from a.positions or e.quantity is distinct from a.quantity
    order by 1, 2, 3
    limit ${limit}`.execute(db);
  return r.rows.map((row) => ({
    plant: row.plant_id,
    category: row.category,
    moved: row.moved,
    expected: { positions: Number(row.e_positions ?? 0), quantity: row.e_quantity ?? '0' },
    actual: { positions: Number(row.a_positions ?? 0), quantity: row.a_quantity ?? '0' },
  }));
}
