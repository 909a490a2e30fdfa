import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../testing/test-db';
import type { Database } from '../connect';
import type { DB } from '.';
import { schemaColumns } from './columns';

/** The migrator's own bookkeeping: no Kysely types. */
const BOOKKEEPING = new Set(['schema_migration', 'schema_migration_lock', 'schema_function', 'schema_release']);

/** The kind of value a column of this type reads as (db/connect.ts: numeric as text, bigint as a number). */
const KINDS: Record<string, string> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  numeric: 'string',
  xid8: 'string',
  pg_snapshot: 'string',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  date: 'Date',
  bytea: 'bytes',
  ARRAY: 'array',
};

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
}

async function databaseColumns(db: Kysely<DB>): Promise<Column[]> {
  const { rows } = await sql<Column>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable,
      (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as has_default
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  return rows.filter((c) => !BOOKKEEPING.has(c.table_name));
}

/** How the database's columns and the Kysely types (schema/*.ts, as schemaColumns describes them) differ: one line each. */
function drift(columns: Column[], described: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  const tables = new Set(columns.map((c) => c.table_name));
  for (const table of Object.keys(described)) {
    if (!tables.has(table)) problems.push(`${table}: has a type, but no table in the database`);
  }
  for (const table of tables) {
    if (!described[table]) problems.push(`${table}: a table without a type in db/schema`);
  }
  for (const c of columns) {
    const types = described[c.table_name];
    if (!types) continue;
    const name = `${c.table_name}.${c.column_name}`;
    const type = types[c.column_name];
    if (type === undefined) {
      problems.push(`${name}: a column (${c.data_type}) without a type in db/schema`);
      continue;
    }
    if (type === 'unknown') continue; // the type takes whatever the column holds
    const [, kind, nullable, defaulted] = /^(\w+)( \| null)?(, default)?$/.exec(type) ?? [];
    const reads = KINDS[c.data_type];
    if (c.data_type === 'jsonb' || c.data_type === 'json') {
      // any JSON: an object, an array, a string...
    } else if (!reads) {
      problems.push(`${name}: the column's type ${c.data_type} has no kind here (add it to KINDS)`);
    } else if (kind !== reads) {
      problems.push(`${name}: typed as ${kind}, but the column (${c.data_type}) reads as ${reads}`);
    }
    if (Boolean(nullable) !== (c.is_nullable === 'YES')) {
      problems.push(`${name}: typed ${nullable ? '' : 'not '}nullable, but the column is ${c.is_nullable === 'YES' ? '' : 'not '}nullable`);
    }
    if (defaulted && !c.has_default) problems.push(`${name}: an insert may leave it out (typed), but the column has no default`);
  }
  for (const [table, types] of Object.entries(described)) {
    if (!tables.has(table)) continue;
    for (const column of Object.keys(types)) {
      if (!columns.some((c) => c.table_name === table && c.column_name === column)) {
        problems.push(`${table}.${column}: has a type, but no column in the database`);
      }
    }
  }
  return problems;
}

let database: Database;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the Kysely types (db/schema) and the migrated schema', () => {
  it('have the same tables and columns, of the same kinds and nullability', async () => {
    expect(drift(await databaseColumns(database.db), schemaColumns)).toEqual([]);
  });

  it('differ, and say where, when a column or table is added in SQL only or a column changes', async () => {
    await sql`alter table plant add column region text`.execute(database.db);
    await sql`alter table storage_bin alter column capacity set not null`.execute(database.db);
    await sql`alter table material_group alter column description type integer using 0`.execute(database.db);
    await sql`create table plant_note (plant_id text primary key)`.execute(database.db);
    await sql`alter table warehouse drop column name`.execute(database.db);
    expect(drift(await databaseColumns(database.db), schemaColumns)).toEqual([
      'plant_note: a table without a type in db/schema',
      'material_group.description: typed as string, but the column (integer) reads as number',
      'plant.region: a column (text) without a type in db/schema',
      'storage_bin.capacity: typed nullable, but the column is not nullable',
      'warehouse.name: has a type, but no column in the database',
    ]);
  });
});
