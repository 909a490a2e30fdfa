import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { refreshStockAge } from './stock-age';

/**
 * The movement summary (migration 0160): items and documents per plant, posting date, movement type
 * and side, kept beside the ledger for the dashboards. Not written by the posting transaction (a row
 * every posting of a plant and day updates would serialize concurrent postings): refreshed from
 * `material_document.xact_id` by `movement_summary_refresh()`, on read (if no refresh runs) and by a
 * small worker. Everything at or above the horizon is read from the ledger itself, in the same
 * statement as the summary, so a reader sees every document its snapshot sees, counted once.
 */

/**
 * Adds the documents of the transactions finished since the last refresh; the number of documents
 * added, or -1 when another refresh runs and `wait` is false.
 */
export async function refreshMovementSummary(db: Kysely<DB>, options: { wait?: boolean } = {}): Promise<number> {
  // its own transaction: the advisory lock is held until the increment and the new horizon are committed
  return db.transaction().execute(async (trx) => {
    const r = await sql<{ added: string }>`select movement_summary_refresh(${options.wait ?? true})::text as added`.execute(trx);
    return Number(r.rows[0]?.added ?? 0);
  });
}

/** One row of the summary: a plant, day, movement type and side. */
export interface SummaryRow {
  plant_id: string;
  day: string;
  movement_type: string;
  side: 'IN' | 'OUT';
  items: string;
  documents: string;
}

/** The items of documents at or above the summary's horizon, one row per side (as the refresh counts them). */
const tailSides = sql`select * from movement_sides((select horizon from movement_summary_state), null)`;

/**
 * Summary rows of the days `from`..`to` where `where` holds (over plant_id, movement_type, side), the
 * ledger's documents not yet summarized added in: an SQL expression to select from, one snapshot.
 */
export function movementRows(from: string, to: string, where: (alias: string) => RawBuilder<boolean>) {
  return sql`(
    select s.plant_id, s.day, s.movement_type, s.side, s.items, s.documents
    from movement_summary s
    where s.day between ${from}::date and ${to}::date and ${where('s')}
    union all
    select t.plant_id, t.day, t.movement_type, t.side, count(*), count(distinct t.mat_doc)
    from (${tailSides}) t
    where t.day between ${from}::date and ${to}::date and ${where('t')}
    group by 1, 2, 3, 4
  )`;
}

/** A difference between the summary and a recomputation from the ledger (one plant, day, type and side). */
export interface SummaryDifference {
  plant: string;
  day: string;
  movementType: string;
  side: string;
  expected: { items: number; documents: number };
  actual: { items: number; documents: number };
}

/**
 * The summary against a recomputation from the documents below its horizon, in one statement (one
 * snapshot: a refresh committing meanwhile cannot make it differ). Empty: they are equal.
 */
export async function checkMovementSummary(db: Kysely<DB>, limit = 1000): Promise<SummaryDifference[]> {
  const r = await sql<{
    plant_id: string;
    day: string;
    movement_type: string;
    side: string;
    e_items: string | null;
    e_documents: string | null;
    a_items: string | null;
    a_documents: string | null;
  }>`
    with sides as (
      select i.to_plant as plant_id, i.posting_date as day, i.movement_type, 'IN' as side, i.mat_doc
      from material_document d join material_document_item i on i.mat_doc = d.mat_doc
      where d.xact_id < (select horizon from movement_summary_state) and i.to_plant is not null
      union all
      select i.from_plant, i.posting_date, i.movement_type, 'OUT', i.mat_doc
      from material_document d join material_document_item i on i.mat_doc = d.mat_doc
      where d.xact_id < (select horizon from movement_summary_state) and i.from_plant is not null
    ), expected as (
      select plant_id, day, movement_type, side, count(*) as items, count(distinct mat_doc) as documents from sides group by 1, 2, 3, 4
    )
    select coalesce(e.plant_id, s.plant_id) as plant_id, to_char(coalesce(e.day, s.day), 'YYYY-MM-DD') as day,
      coalesce(e.movement_type, s.movement_type) as movement_type, coalesce(e.side, s.side) as side,
      e.items::text as e_items, e.documents::text as e_documents, s.items::text as a_items, s.documents::text as a_documents
    from expected e
    full join movement_summary s on s.plant_id = e.plant_id and s.day = e.day and s.movement_type = e.movement_type and s.side = e.side
    where e.items is distinct from s.items or e.documents is distinct from s.documents
    order by 1, 2, 3, 4
    limit ${limit}`.execute(db);
  return r.rows.map((row) => ({
    plant: row.plant_id,
    day: row.day,
    movementType: row.movement_type,
    side: row.side,
    expected: { items: Number(row.e_items ?? 0), documents: Number(row.e_documents ?? 0) },
    actual: { items: Number(row.a_items ?? 0), documents: Number(row.a_documents ?? 0) },
  }));
}

export interface MovementSummaryWorker {
  stop(): Promise<void>;
}

/**
 * The refresh of the dashboards' summaries (the movement summary, then the stock age summary) every
 * `everyMs` (default 5 s): keeps the part of the ledger that readers add up themselves small. Several
 * instances may run it; a refresh that finds another one running skips.
 */
export function startMovementSummaryWorker(
  db: Kysely<DB>,
  options: { everyMs?: number; log: (message: string, error?: unknown) => void },
): MovementSummaryWorker {
  let running: Promise<unknown> | undefined;
  const pass = () => {
    if (running) return;
    running = refreshMovementSummary(db, { wait: false })
      .catch((error: unknown) => options.log('movement summary refresh failed', error))
      .then(() => refreshStockAge(db, { wait: false }))
      .catch((error: unknown) => options.log('stock age summary refresh failed', error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, options.everyMs ?? 5000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
