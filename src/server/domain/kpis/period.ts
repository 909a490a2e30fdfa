import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Period } from '../../../shared/contracts/kpis/schemas';
import type { DB } from '../../db/schema';
import { plantToday } from '../master-data/plants';
import type { PlantScope } from '../master-data/viewer';

/** The days of a period when none is asked: the last 30 days up to today. */
export const DEFAULT_DAYS = 30;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The period of a figure (its plant days, both ends included) and the period of the same length just
 * before it (the trend). Left open: up to today at the plant (the asked plant, else the reader's first).
 */
export async function resolvePeriod(
  db: Kysely<DB>,
  plant: string | undefined,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<Period> {
  const to = asked.to ?? (asked.from ? addDays(asked.from, DEFAULT_DAYS - 1) : await plantToday(db, plant));
  const from = asked.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const previousTo = addDays(from, -1);
  return { from, to, previousFrom: addDays(previousTo, -(days - 1)), previousTo };
}

/** The plants a dashboard reads: the scope, narrowed to the asked plant (out of scope: none). */
export function plantsOf(scope: PlantScope, asked: string | undefined): PlantScope {
  if (!asked) return scope;
  const plant = asked.toUpperCase();
  return scope === 'all' || scope.includes(plant) ? [plant] : [];
}

/** `column in (plants)` as SQL; every plant: true; no plant: false. */
export function inPlants(column: RawBuilder<unknown>, plants: PlantScope): RawBuilder<boolean> {
  if (plants === 'all') return sql<boolean>`true`;
  if (plants.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${column} in (${sql.join([...plants])})`;
}

/** 'C' for a day of the current period, 'P' of the previous one. */
export function periodOf(day: RawBuilder<unknown>, p: Period): RawBuilder<'C' | 'P'> {
  return sql<'C' | 'P'>`case when ${day} >= ${p.from}::date then 'C' else 'P' end`;
}

/** The plant day of an instant: `(at at time zone plant.timezone)::date` with the plant's row aliased `pl`. */
export const plantDay = (at: RawBuilder<unknown>) => sql`(${at} at time zone pl.timezone)::date`;

/** A number of the database (count, sum, numeric) as a JS number; null stays null. */
export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A percentage of a part of a whole, one decimal; null when the whole is nothing. */
export function pct(part: number | null, whole: number | null): number | null {
  if (!whole) return null;
  return Math.round(((part ?? 0) / whole) * 1000) / 10;
}

/** Hours with one decimal. */
export const hours = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/**
 * The reads of a dashboard in one transaction with PostgreSQL's JIT off: over a ledger of a million
 * items the planner would compile each aggregate (seconds) to save milliseconds of running it.
 */
export function withoutJit<T>(db: Kysely<DB>, read: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    // the scorecard sorts ~63,000 order items for its medians: 4 MB (the default) spilled them to disk
    await sql`set local work_mem = '32MB'`.execute(trx);
    return read(trx);
  });
}
