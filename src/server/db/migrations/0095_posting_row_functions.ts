import { type Kysely, sql } from 'kysely';

/**
 * The posting_* row functions of 0093 (a posting's JSON rows, estimated at one row so that each is
 * looked up by index) become PL/pgSQL. As SQL functions that must not be inlined, PostgreSQL parsed,
 * analysed and planned each of them again at every call: about nine calls per posting, a quarter of a
 * posting's database time under load (perf: fmgr_sql, raw_parser, parse_analyze). PL/pgSQL keeps its
 * statement's plan for the connection's lifetime; the estimate (ROWS 1) and the plans of the callers
 * stay as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create or replace function posting_stock_keys(p jsonb)
returns table (material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p)
    as v(material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text);
end $$;
create or replace function posting_transit_keys(p jsonb) returns table (material_id text, plant_id text, batch text)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p) as v(material_id text, plant_id text, batch text);
end $$;
create or replace function posting_deltas(p jsonb) returns table (id bigint, delta numeric)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p) as v(id bigint, delta numeric);
end $$;
create or replace function posting_bin_keys(p jsonb) returns table (warehouse_id text, bin_id text)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p) as v(warehouse_id text, bin_id text);
end $$;
create or replace function posting_material_plants(p jsonb) returns table (material_id text, plant_id text)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p) as v(material_id text, plant_id text);
end $$;
create or replace function posting_texts(p jsonb) returns setof text
language plpgsql strict immutable rows 1 as $$
begin
  return query select jsonb_array_elements_text(p);
end $$;
create or replace function posting_elements(p jsonb) returns setof jsonb
language plpgsql strict immutable rows 1 as $$
begin
  return query select jsonb_array_elements(p);
end $$;
`.execute(db);
}
