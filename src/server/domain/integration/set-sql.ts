import { type Expression, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type RowError, rowError, type Valid } from './batch';
import type { Term } from './terms';
import { termText } from './terms';

/**
 * Set-based SQL of the integration batches: one query per kind of reference for a whole chunk,
 * one multi-row INSERT ... ON CONFLICT per chunk, one DELETE per chunk for replaced child rows.
 * Table and column names come from the kind specs (code), never from input.
 */

type Columns = readonly string[];
const list = (columns: Columns) => sql.join(columns.map((c) => sql.ref(c)));
const tupleKey = (values: readonly string[]) => values.join('\u0000');

/** Rows as one jsonb parameter, read back as a record set of text columns. */
function recordSet(columns: Columns, tuples: readonly (readonly string[])[]): RawBuilder<unknown> {
  const json = JSON.stringify(tuples.map((t) => Object.fromEntries(columns.map((c, i) => [c, t[i]]))));
  return sql`jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(columns.map((c) => `"${c}" text`).join(', '))})`;
}

/** Which of these key tuples exist in a table: one query. */
export async function existingKeys(
  trx: Transaction<DB>,
  table: string,
  columns: Columns,
  tuples: (readonly string[])[],
): Promise<Set<string>> {
  if (tuples.length === 0) return new Set();
  const found = await sql<Record<string, string>>`select ${list(columns)} from ${sql.table(table)}
    where (${list(columns)}) in (select ${list(columns)} from ${recordSet(columns, tuples)})`.execute(trx);
  return new Set(found.rows.map((r) => tupleKey(columns.map((c) => String(r[c])))));
}

/** A reference of a row to another table: `plants.0.plant` -> plant.plant_id. */
export interface Ref<R> {
  /** what the message names: 'Plant', 'Storage location' */
  what: Term;
  table: string;
  columns: Columns;
  /** the referenced keys of a row (none when an optional field is empty) */
  of(row: R): { field: string; key: string[] }[];
}

/** A reference by one field to a one-column key (none when the field is empty). */
export function ref<R>(what: Term, field: string, table: string, column: string, value: (row: R) => string | undefined): Ref<R> {
  return {
    what,
    table,
    columns: [column],
    of: (row) => {
      const v = value(row);
      return v === undefined ? [] : [{ field, key: [v] }];
    },
  };
}

/** Prefetches every reference of a chunk (one query per kind) and answers the rows whose references all exist. */
export async function checkReferences<R>(
  trx: Transaction<DB>,
  refs: readonly Ref<R>[],
  rows: Valid<R>[],
  errors: RowError[],
): Promise<Valid<R>[]> {
  const bad = new Set<number>();
  for (const ref of refs) {
    const wanted = new Map<string, string[]>();
    for (const { value } of rows) for (const { key } of ref.of(value)) wanted.set(tupleKey(key), key);
    const found = await existingKeys(trx, ref.table, ref.columns, [...wanted.values()]);
    for (const { row, value } of rows) {
      for (const { field, key } of ref.of(value)) {
        if (found.has(tupleKey(key))) continue;
        errors.push(rowError('REFERENCE_NOT_FOUND', { row, field }, { what: termText(ref.what), id: key.join(' / ') }));
        bad.add(row);
      }
    }
  }
  return rows.filter((r) => !bad.has(r.row));
}

/**
 * INSERT ... ON CONFLICT (key) DO UPDATE of rows that all name the same columns, sent as ONE jsonb
 * parameter typed by the table's own row type (jsonb_populate_recordset); a row equal to the stored
 * one is not rewritten (a repeated batch changes nothing). Answers the rows inserted or changed.
 */
export async function upsertRows(
  trx: Transaction<DB>,
  table: string,
  key: Columns,
  rows: readonly Record<string, unknown>[],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  const changing = columns.filter((c) => !key.includes(c));
  const excluded = (c: string): Expression<unknown> => sql.ref(`excluded.${c}`);
  const onConflict =
    changing.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(changing.map((c) => sql`${sql.ref(c)} = ${excluded(c)}`))}
        where (${sql.join(changing.map((c) => sql.ref(`${table}.${c}`)))}) is distinct from (${sql.join(changing.map(excluded))})`;
  const result = await sql`insert into ${sql.table(table)} (${list(columns)})
    select ${list(columns)} from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
    on conflict (${list(key)}) ${onConflict}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Deletes the child rows of these parents that the new set does not hold (before the set is upserted):
 * an unchanged set deletes and writes nothing.
 */
export async function deleteChildren(
  trx: Transaction<DB>,
  table: string,
  parentColumn: string,
  parents: readonly string[],
  key: Columns,
  keep: readonly Record<string, unknown>[],
): Promise<void> {
  if (parents.length === 0) return;
  const kept = keep.map((row) => key.map((c) => String(row[c])));
  await sql`delete from ${sql.table(table)} where ${sql.ref(parentColumn)} in
    (select jsonb_array_elements_text(${JSON.stringify(parents)}::jsonb))
    and (${list(key)}) not in (select ${list(key)} from ${recordSet(key, kept)})`.execute(trx);
}
