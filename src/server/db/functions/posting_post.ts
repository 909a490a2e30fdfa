/**
 * posting_post(posting): a plain document (no reference, serials, reversal or inspection lot) in one statement that
 * is its own transaction: whether the master data it was resolved against is unchanged (PP003 when not: the portal
 * may have resolved it from its cache), the number, then claim, master data (PP001 with what was found when it is
 * missing or blocked), locks, availability (PP002 with every row that would go negative) and the writes, the answer
 * (with the number in place of {{matDoc}}) stored with the claim. Returns the claim's outcome and the number.
 * The locked rows are sorted into shortages and deltas by one statement, in lock order (a PL/pgSQL loop appending to
 * JSON arrays was quadratic in the rows locked). First created in migration 0093, set-based since 0097.
 */
export const definition = `
create or replace function posting_post(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_doc text;
  v_body text;
  v_claim jsonb;
  v_checks jsonb;
  v_short jsonb := '[]';
  v_stock jsonb := '[]';
  v_transit jsonb := '[]';
  v_deltas jsonb;
begin
  -- master data the document was resolved against (the portal may have had it from its cache): still as it was?
  -- Each key is looked up by a scalar subquery (its table's key, at most one row, null when missing): the planner
  -- cannot turn it into a join, so it stays an index lookup per element whatever it estimates for the list
  if exists (select 1 from jsonb_array_elements(p -> 'verify' -> 'materials') e where (select m.serialized = (e ->> 'serialized')::boolean
          and m.batch_managed = (e ->> 'batch_managed')::boolean and m.quality_inspected = (e ->> 'quality_inspected')::boolean
        from material m where m.material_id = e ->> 'material_id') is not true)
    or exists (select 1 from jsonb_array_elements(p -> 'verify' -> 'plants') e where (select x.company_code = e ->> 'company_code'
        from plant x where x.plant_id = e ->> 'plant_id') is not true)
    or exists (select 1 from jsonb_array_elements(p -> 'verify' -> 'slocs') e where (select x.warehouse_id is not distinct from e ->> 'warehouse_id'
        from storage_location x where x.plant_id = e ->> 'plant_id' and x.sloc_id = e ->> 'sloc_id') is not true)
    or exists (select 1 from jsonb_array_elements_text(p -> 'verify' -> 'types') t where (select true
        from movement_type x where x.movement_type = t) is not true) then
    raise exception 'master data changed since the document was resolved' using errcode = 'PP003';
  end if;
  -- the number first: the answer stored with the claim names it
  v_doc := coalesce(p -> 'document' ->> 'matDoc', nextval('material_document_number')::text);
  v_body := replace(p ->> 'responseBody', '{{matDoc}}', v_doc);
  v_claim := posting_claim((p -> 'claim') || jsonb_build_object('status', 201, 'body', v_body, 'matDoc', v_doc));
  if not (v_claim ->> 'claimed')::boolean then
    return v_claim;
  end if;
  v_checks := posting_master_data(p -> 'checks');
  if not (v_checks ->> 'ok')::boolean then
    raise exception 'master data the document names is missing or blocked' using errcode = 'PP001', detail = v_checks::text;
  end if;
  -- lock (posting_lock_stock takes the rows in key order), then sort the rows into shortages and deltas in
  -- one statement, in lock order: one lookup in the deltas per row (a loop appending to JSON arrays copied
  -- them at every row: quadratic in a 5,000-item document)
  v_deltas := p -> 'deltas';
  select coalesce(jsonb_agg(jsonb_build_object('kind', l.o_kind, 'key', l.o_key, 'quantity', l.o_quantity::text) order by l.n)
           filter (where l.o_quantity + l.delta < 0), '[]'),
         coalesce(jsonb_agg(jsonb_build_object('id', l.o_id, 'delta', l.delta) order by l.n)
           filter (where l.o_quantity + l.delta >= 0 and l.delta <> 0 and l.o_kind = 'stock'), '[]'),
         coalesce(jsonb_agg(jsonb_build_object('id', l.o_id, 'delta', l.delta) order by l.n)
           filter (where l.o_quantity + l.delta >= 0 and l.delta <> 0 and l.o_kind <> 'stock'), '[]')
    into v_short, v_stock, v_transit
    from (select r.o_kind, r.o_id, r.o_key, r.o_quantity, r.n, (v_deltas ->> (r.o_kind || '|' || r.o_key))::numeric as delta
          from posting_lock_stock(p -> 'stock', p -> 'transit') with ordinality as r(o_kind, o_id, o_key, o_quantity, n)) as l;
  if jsonb_array_length(v_short) > 0 then
    raise exception 'insufficient stock' using errcode = 'PP002', detail = v_short::text;
  end if;
  perform posting_write_document((p -> 'document') || jsonb_build_object('matDoc', v_doc, 'stock', v_stock, 'transit', v_transit));
  return v_claim || jsonb_build_object('matDoc', v_doc, 'body', v_body);
end $$;
`;
