import { type Kysely, sql } from 'kysely';
import { MATERIAL_TYPES, MOVEMENT_REASONS, MOVEMENT_TYPES, reversedBy, STOCK_CATEGORIES, UNITS_OF_MEASURE } from '../configuration';
import { isoCountries } from '../countries';

/** One JSON parameter holding rows (one statement per table, whatever the row count). */
const rows = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

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
  await sql`insert into country (iso_code, name)
    select v.iso_code, v.name from jsonb_to_recordset(${rows(isoCountries())}) as v(iso_code text, name text)
    on conflict do nothing`.execute(db);
  const types = MOVEMENT_TYPES.map((t) => ({ type: t.type, description: t.description, reversal_of: reversedBy(t.type) }));
  await sql`insert into movement_type (movement_type, description)
    select v.type, v.description from jsonb_to_recordset(${rows(types)}) as v(type text, description text)
    on conflict do nothing`.execute(db);
  await sql`update movement_type m set reversal_of = v.reversal_of
    from jsonb_to_recordset(${rows(types)}) as v(type text, reversal_of text)
    where m.movement_type = v.type and v.reversal_of is not null`.execute(db);
  const reasons = MOVEMENT_REASONS.map(([type, code, description]) => ({ type, code, description }));
  await sql`insert into movement_reason (movement_type, reason_code, description)
    select v.type, v.code, v.description from jsonb_to_recordset(${rows(reasons)}) as v(type text, code text, description text)
    on conflict do nothing`.execute(db);
  const materialTypes = MATERIAL_TYPES.map(([code, description]) => ({ code, description }));
  await sql`insert into material_type (material_type, description)
    select v.code, v.description from jsonb_to_recordset(${rows(materialTypes)}) as v(code text, description text)
    on conflict do nothing`.execute(db);
  const units = UNITS_OF_MEASURE.map(([unit, description, decimals]) => ({ unit, description, decimals }));
  await sql`insert into unit_of_measure (unit, description, decimals)
    select v.unit, v.description, v.decimals from jsonb_to_recordset(${rows(units)}) as v(unit text, description text, decimals int)
    on conflict do nothing`.execute(db);
  const categories = STOCK_CATEGORIES.map(([category, description]) => ({ category, description }));
  await sql`insert into stock_category (category, description)
    select v.category, v.description from jsonb_to_recordset(${rows(categories)}) as v(category text, description text)
    on conflict do nothing`.execute(db);
}
