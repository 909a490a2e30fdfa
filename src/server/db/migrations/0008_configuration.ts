import { type Kysely, sql } from 'kysely';
import { MATERIAL_TYPES, MOVEMENT_REASONS, MOVEMENT_TYPES, reversedBy, STOCK_CATEGORIES, UNITS_OF_MEASURE } from '../configuration';
import { isoCountries } from '../countries';

/**
 * Inserts rows the database does not hold yet: one statement per table, the rows as one JSON
 * parameter (`columns`: name -> SQL type of jsonb_to_recordset).
 */
function insertMissing(db: Kysely<unknown>, table: string, columns: Record<string, string>, rows: readonly object[]) {
  const names = Object.keys(columns);
  const types = sql.raw(names.map((n) => `${n} ${columns[n]}`).join(', '));
  return sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
    select ${sql.join(names.map((n) => sql.ref(`v.${n}`)))} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${types})
    on conflict do nothing`.execute(db);
}

/**
 * Configuration by migration (DESIGN.md section 10): movement types and their reversals, default
 * reasons, material types, units of measure, countries and stock categories, from the data module
 * db/configuration.ts. A freshly migrated database can post without the demo seed. Databases that
 * already hold these rows (the demo seed inserted them before this migration) keep them:
 * `on conflict do nothing`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table if not exists unit_of_measure (
  unit varchar(3) primary key,
  description text not null,
  decimals smallint not null check (decimals between 0 and 3)
);
create table if not exists stock_category (
  category varchar(12) primary key,
  description text not null
);`.execute(db);
  await insertMissing(db, 'country', { iso_code: 'text', name: 'text' }, isoCountries());
  const types = MOVEMENT_TYPES.map((t) => ({ movement_type: t.type, description: t.description, reversal_of: reversedBy(t.type) }));
  await insertMissing(db, 'movement_type', { movement_type: 'text', description: 'text' }, types);
  await sql`update movement_type m set reversal_of = v.reversal_of
    from jsonb_to_recordset(${JSON.stringify(types)}::jsonb) as v(movement_type text, reversal_of text)
    where m.movement_type = v.movement_type and v.reversal_of is not null`.execute(db);
  const reasons = MOVEMENT_REASONS.map(([movement_type, reason_code, description]) => ({ movement_type, reason_code, description }));
  await insertMissing(db, 'movement_reason', { movement_type: 'text', reason_code: 'text', description: 'text' }, reasons);
  const materialTypes = MATERIAL_TYPES.map(([material_type, description]) => ({ material_type, description }));
  await insertMissing(db, 'material_type', { material_type: 'text', description: 'text' }, materialTypes);
  const units = UNITS_OF_MEASURE.map(([unit, description, decimals]) => ({ unit, description, decimals }));
  await insertMissing(db, 'unit_of_measure', { unit: 'text', description: 'text', decimals: 'int' }, units);
  const categories = STOCK_CATEGORIES.map(([category, description]) => ({ category, description }));
  await insertMissing(db, 'stock_category', { category: 'text', description: 'text' }, categories);
}
