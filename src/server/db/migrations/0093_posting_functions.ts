import { type Kysely, sql } from 'kysely';

/**
 * The data part of a posting in database functions (issue 18). TypeScript still validates, resolves
 * the movement-type rules and decides (post-material-document.ts); these functions do what it decided,
 * with the same locks in the same order:
 *
 * - posting_claim(claim): re-checks the signed-in session and claims the Idempotency-Key (with the answer
 *   when it is known ahead: no second write to the key's row), or returns the first answer under it;
 * - posting_master_data(names): what exists of the bins, material-plant records, reasons, cost centres
 *   and partners a document names, and whether all of it is there and usable;
 * - posting_lock_stock(stock, transit): inserts the stock and transit rows the document touches that do
 *   not exist yet (as zero), then locks all of them in one sorted order (stock, then transit) and returns
 *   each row's id, key and quantity for the availability check;
 * - posting_write_document(document): takes the material document number (from its sequence unless it
 *   was taken ahead) and appends header and items, applies the stock and transit deltas of the locked
 *   rows, appends the `material-document.posted` event (each item's unit from its material) and the audit
 *   row; returns the number;
 * - posting_post(posting): a plain document (no reference, serials, reversal or inspection lot) in one
 *   statement that is its own transaction: whether the master data it was resolved against is unchanged
 *   (PP003 when not: the portal may have resolved it from its cache), the number, then the four above in
 *   that order (the answer, with the number in place of {{matDoc}}, stored with the claim) and availability
 *   (error PP002 with the rows that would go negative; PP001 with what was found when master data is
 *   missing or blocked).
 *
 * PL/pgSQL keeps each statement's plan for the connection's lifetime, so a posting is neither parsed
 * nor planned again; both run on PostgreSQL and on the embedded database.
 *
 * The rows a posting passes travel as one JSON parameter. Read through jsonb_to_recordset, the planner
 * guesses 100 of them and, on a table of a few thousand rows, hashes the whole table instead of looking
 * the few keys up in its index (a lock of one stock row: 200 µs instead of 30 µs). The posting_* row
 * functions below read the same JSON but tell the planner to expect one row (ROWS 1; STRICT keeps them
 * from being inlined, which would lose that): a posting looks its rows up by index whatever the table
 * size, and a 5,000-item document does 5,000 index lookups, which is still the right plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function posting_stock_keys(p jsonb)
returns table (material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text)
language sql strict stable rows 1 as $$
  select * from jsonb_to_recordset(p) as v(material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text)
$$;
create function posting_transit_keys(p jsonb) returns table (material_id text, plant_id text, batch text)
language sql strict stable rows 1 as $$
  select * from jsonb_to_recordset(p) as v(material_id text, plant_id text, batch text)
$$;
create function posting_deltas(p jsonb) returns table (id bigint, delta numeric)
language sql strict stable rows 1 as $$
  select * from jsonb_to_recordset(p) as v(id bigint, delta numeric)
$$;
create function posting_bin_keys(p jsonb) returns table (warehouse_id text, bin_id text)
language sql strict stable rows 1 as $$
  select * from jsonb_to_recordset(p) as v(warehouse_id text, bin_id text)
$$;
create function posting_material_plants(p jsonb) returns table (material_id text, plant_id text)
language sql strict stable rows 1 as $$
  select * from jsonb_to_recordset(p) as v(material_id text, plant_id text)
$$;
create function posting_texts(p jsonb) returns setof text
language sql strict immutable rows 1 as $$
  select jsonb_array_elements_text(p)
$$;
create function posting_elements(p jsonb) returns setof jsonb
language sql strict immutable rows 1 as $$
  select jsonb_array_elements(p)
$$;

create function posting_lock_stock(p_stock jsonb, p_transit jsonb)
returns table (o_kind text, o_id bigint, o_key text, o_quantity numeric)
language plpgsql as $$
declare
  v_existing int;
begin
  if jsonb_array_length(p_stock) > 0 then
    -- missing rows are rare (a first receipt into a bin): look before inserting
    select count(*) into v_existing from stock s join posting_stock_keys(p_stock) as v
      on s.material_id = v.material_id and s.plant_id = v.plant_id and s.sloc_id = v.sloc_id
      and coalesce(s.bin_id, '') = coalesce(v.bin_id, '') and s.batch = v.batch and s.category = v.category;
    if v_existing < jsonb_array_length(p_stock) then
      insert into stock (material_id, plant_id, sloc_id, warehouse_id, bin_id, batch, category)
        select v.material_id, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category
        from posting_stock_keys(p_stock) as v
        order by v.material_id, v.plant_id, v.sloc_id, coalesce(v.bin_id, ''), v.batch, v.category
        on conflict (material_id, plant_id, sloc_id, (coalesce(bin_id, '')), batch, category) do nothing;
    end if;
    return query
      select 'stock', s.stock_id,
        s.material_id || '|' || s.plant_id || '|' || s.sloc_id || '|' || coalesce(s.bin_id, '') || '|' || s.batch || '|' || s.category,
        s.quantity
      from stock s
      join posting_stock_keys(p_stock) as v
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.sloc_id = v.sloc_id
        and coalesce(s.bin_id, '') = coalesce(v.bin_id, '') and s.batch = v.batch and s.category = v.category
      order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
      for update of s;
  end if;
  if jsonb_array_length(p_transit) > 0 then
    insert into stock_in_transit (material_id, plant_id, batch)
      select v.material_id, v.plant_id, v.batch
      from posting_transit_keys(p_transit) as v
      order by v.material_id, v.plant_id, v.batch
      on conflict (material_id, plant_id, batch) do nothing;
    return query
      select 'transit', s.transit_id, s.material_id || '|' || s.plant_id || '|' || s.batch, s.quantity
      from stock_in_transit s
      join posting_transit_keys(p_transit) as v
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.batch = v.batch
      order by s.material_id, s.plant_id, s.batch
      for update of s;
  end if;
end $$;

create function posting_write_document(p jsonb) returns text
language plpgsql as $$
declare
  v_doc text := coalesce(p ->> 'matDoc', nextval('material_document_number')::text);
  v_date date := (p ->> 'postingDate')::date;
begin
  insert into material_document (mat_doc, posting_date, document_date, created_by, header_text, reference_type, reference_number,
      reversal_of, item_count)
    values (v_doc, v_date, (p ->> 'documentDate')::date, (p ->> 'userId')::int, p ->> 'headerText', p ->> 'referenceType',
      p ->> 'referenceNumber', p ->> 'reversalOf', jsonb_array_length(p -> 'items'));
  insert into material_document_item (mat_doc, item_no, movement_type, material_id, quantity, batch, posting_date,
      from_kind, from_plant, from_sloc, from_warehouse, from_bin, from_category,
      to_kind, to_plant, to_sloc, to_warehouse, to_bin, to_category,
      receiving_plant, reason_code, cost_center, customer_number, vendor_id, reference_item, reversal_of_item)
    select v_doc, v.item_no, v.movement_type, v.material_id, v.quantity, v.batch, v_date,
      v.from_kind, v.from_plant, v.from_sloc, v.from_warehouse, v.from_bin, v.from_category,
      v.to_kind, v.to_plant, v.to_sloc, v.to_warehouse, v.to_bin, v.to_category,
      v.receiving_plant, v.reason_code, v.cost_center, v.customer_number, v.vendor_id, v.reference_item, v.reversal_of_item
    from jsonb_to_recordset(p -> 'items') as v(item_no int, movement_type text, material_id text, quantity numeric, batch text,
      from_kind text, from_plant text, from_sloc text, from_warehouse text, from_bin text, from_category text,
      to_kind text, to_plant text, to_sloc text, to_warehouse text, to_bin text, to_category text,
      receiving_plant text, reason_code text, cost_center text, customer_number text, vendor_id text, reference_item int, reversal_of_item int)
    order by v.item_no;
  if jsonb_array_length(p -> 'stock') > 0 then
    update stock s set quantity = s.quantity + v.delta, updated_at = now()
      from posting_deltas(p -> 'stock') as v
      where s.stock_id = v.id;
  end if;
  if jsonb_array_length(p -> 'transit') > 0 then
    update stock_in_transit s set quantity = s.quantity + v.delta, updated_at = now()
      from posting_deltas(p -> 'transit') as v
      where s.transit_id = v.id;
  end if;
  insert into integration_event (event_type, payload)
    select 'material-document.posted', (p -> 'event') || jsonb_build_object('matDoc', v_doc, 'items', jsonb_agg(
      e.item || jsonb_build_object('unit', m.base_unit) order by (e.item ->> 'item')::int))
    from posting_elements(p -> 'eventItems') as e(item)
    join material m on m.material_id = e.item ->> 'material';
  insert into audit_log (user_id, action, object_type, object_id, ip, details)
    values ((p ->> 'userId')::int, p ->> 'auditAction', 'material_document', v_doc, p ->> 'ip', p -> 'auditDetails');
  return v_doc;
end $$;

-- the Idempotency-Key of a posting, claimed in its transaction after checking the signed-in session
-- (sessionHash null: an API token, checked on arrival). {live: false} | {claimed: true} | the first answer
create function posting_claim(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_user int := (p ->> 'userId')::int;
  v_first record;
begin
  if p ->> 'sessionHash' is not null and not exists (
    select 1 from user_session s join app_user u on u.user_id = s.user_id
    where s.session_hash = p ->> 'sessionHash' and s.user_id = v_user and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(mins => (p ->> 'idleMinutes')::int) and u.active) then
    return jsonb_build_object('live', false, 'claimed', false);
  end if;
  -- a request in flight under the same key holds its row: this insert waits for its commit or rollback
  -- the one-call posting knows its answer ahead: the key is stored with it (a rollback takes both back)
  insert into idempotency_key (user_id, idem_key, request_hash, response_status, response_body, mat_doc)
    values (v_user, p ->> 'key', p ->> 'requestHash', coalesce((p ->> 'status')::int, 0), coalesce(p ->> 'body', ''), p ->> 'matDoc')
    on conflict (user_id, idem_key) do nothing;
  if found then
    return jsonb_build_object('live', true, 'claimed', true);
  end if;
  select request_hash, response_status, response_body into v_first
    from idempotency_key where user_id = v_user and idem_key = p ->> 'key';
  return jsonb_build_object('live', true, 'claimed', false, 'requestHash', v_first.request_hash,
    'status', v_first.response_status, 'body', v_first.response_body);
end $$;

-- the bins, material-plant records, reasons, cost centres and partners a document names (each list
-- distinct), what of them exists, and ok: all exist, no bin blocked, every cost centre in its plant's company
create function posting_master_data(p jsonb) returns jsonb
language plpgsql stable as $$
declare
  v_bins jsonb := '[]';
  v_material_plants jsonb := '[]';
  v_reasons jsonb := '[]';
  v_cost_centers jsonb := '[]';
  v_customers jsonb := '[]';
  v_vendors jsonb := '[]';
  v_ok boolean := true;
  v_part boolean;
begin
  if jsonb_array_length(p -> 'bins') > 0 then
    select coalesce(jsonb_agg(jsonb_build_object('k', b.warehouse_id || '|' || b.bin_id, 'blocked', b.blocked)), '[]'),
        count(*) filter (where not b.blocked) = jsonb_array_length(p -> 'bins')
      into v_bins, v_part
      from storage_bin b join posting_bin_keys(p -> 'bins') v on b.warehouse_id = v.warehouse_id and b.bin_id = v.bin_id;
    v_ok := v_ok and v_part;
  end if;
  if jsonb_array_length(p -> 'materialPlants') > 0 then
    select coalesce(jsonb_agg(mp.material_id || '|' || mp.plant_id), '[]'), count(*) = jsonb_array_length(p -> 'materialPlants')
      into v_material_plants, v_part
      from material_plant mp join posting_material_plants(p -> 'materialPlants') v on mp.material_id = v.material_id and mp.plant_id = v.plant_id;
    v_ok := v_ok and v_part;
  end if;
  if jsonb_array_length(p -> 'reasons') > 0 then
    select coalesce(jsonb_agg(r.movement_type || '|' || r.reason_code), '[]'), count(*) = jsonb_array_length(p -> 'reasons')
      into v_reasons, v_part
      from movement_reason r join jsonb_to_recordset(p -> 'reasons') as v(movement_type text, reason_code text)
        on r.movement_type = v.movement_type and r.reason_code = v.reason_code;
    v_ok := v_ok and v_part;
  end if;
  if jsonb_array_length(p -> 'costCenters') > 0 then
    select coalesce(jsonb_agg(jsonb_build_object('cost_center', c.cost_center, 'company_code', c.company_code)), '[]') into v_cost_centers
      from cost_center c where c.cost_center in (select v.cost_center from jsonb_to_recordset(p -> 'costCenters') as v(cost_center text));
    v_ok := v_ok and not exists (
      select 1 from jsonb_to_recordset(p -> 'costCenters') as v(cost_center text, company text)
      left join cost_center c on c.cost_center = v.cost_center
      where c.cost_center is null or (v.company is not null and c.company_code <> v.company));
  end if;
  if jsonb_array_length(p -> 'customers') > 0 then
    select coalesce(jsonb_agg(c.customer_number), '[]'), count(*) = jsonb_array_length(p -> 'customers') into v_customers, v_part
      from customer c where c.customer_number in (select posting_texts(p -> 'customers'));
    v_ok := v_ok and v_part;
  end if;
  if jsonb_array_length(p -> 'vendors') > 0 then
    select coalesce(jsonb_agg(v.vendor_id), '[]'), count(*) = jsonb_array_length(p -> 'vendors') into v_vendors, v_part
      from vendor v where v.vendor_id in (select posting_texts(p -> 'vendors'));
    v_ok := v_ok and v_part;
  end if;
  return jsonb_build_object('ok', v_ok, 'bins', v_bins, 'materialPlants', v_material_plants, 'reasons', v_reasons,
    'costCenters', v_cost_centers, 'customers', v_customers, 'vendors', v_vendors);
end $$;

-- a plain document (no reference, serials, reversal or inspection lot) in one call, its own transaction:
-- claim, master data (PP001 with what was found), locks, availability (PP002 with every row that would go
-- negative), the writes and the answer stored under the key. Returns the claim's outcome and the number.
create function posting_post(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_doc text;
  v_body text;
  v_claim jsonb;
  v_checks jsonb;
  v_short jsonb := '[]';
  v_stock jsonb := '[]';
  v_transit jsonb := '[]';
  v_delta numeric;
  r record;
begin
  -- master data the document was resolved against (the portal may have had it from its cache): still as it was?
  if exists (select 1 from posting_elements(p -> 'verify' -> 'materials') e where not exists (select 1 from material m
        where m.material_id = e ->> 'material_id' and m.serialized = (e ->> 'serialized')::boolean
          and m.batch_managed = (e ->> 'batch_managed')::boolean and m.quality_inspected = (e ->> 'quality_inspected')::boolean))
    or exists (select 1 from posting_elements(p -> 'verify' -> 'plants') e where not exists (select 1 from plant x
        where x.plant_id = e ->> 'plant_id' and x.company_code = e ->> 'company_code'))
    or exists (select 1 from posting_elements(p -> 'verify' -> 'slocs') e where not exists (select 1 from storage_location x
        where x.plant_id = e ->> 'plant_id' and x.sloc_id = e ->> 'sloc_id' and x.warehouse_id is not distinct from e ->> 'warehouse_id'))
    or exists (select 1 from posting_texts(p -> 'verify' -> 'types') t where not exists (select 1 from movement_type x
        where x.movement_type = t)) then
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
  for r in select * from posting_lock_stock(p -> 'stock', p -> 'transit') loop
    v_delta := (p -> 'deltas' ->> (r.o_kind || '|' || r.o_key))::numeric;
    if r.o_quantity + v_delta < 0 then
      v_short := v_short || jsonb_build_object('kind', r.o_kind, 'key', r.o_key, 'quantity', r.o_quantity::text);
    elsif v_delta <> 0 and r.o_kind = 'stock' then
      v_stock := v_stock || jsonb_build_object('id', r.o_id, 'delta', v_delta);
    elsif v_delta <> 0 then
      v_transit := v_transit || jsonb_build_object('id', r.o_id, 'delta', v_delta);
    end if;
  end loop;
  if jsonb_array_length(v_short) > 0 then
    raise exception 'insufficient stock' using errcode = 'PP002', detail = v_short::text;
  end if;
  perform posting_write_document((p -> 'document') || jsonb_build_object('matDoc', v_doc, 'stock', v_stock, 'transit', v_transit));
  return v_claim || jsonb_build_object('matDoc', v_doc, 'body', v_body);
end $$;
`.execute(db);
}
