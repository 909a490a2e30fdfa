import { type Kysely, sql } from 'kysely';

/**
 * The data part of a posting in two database functions (issue 18): one call takes the locks, one
 * writes the document, instead of up to four and seven statements from Node. TypeScript still
 * validates, resolves the movement-type rules and decides (post-material-document.ts); these functions
 * only do what it decided, in the same order and with the same locks as before:
 *
 * - posting_lock_stock(stock, transit): inserts the stock and transit rows the document touches that do
 *   not exist yet (as zero), then locks all of them in one sorted order (stock, then transit) and returns
 *   each row's id, key and quantity for the availability check;
 * - posting_write_document(document): takes the next material document number from its sequence and
 *   appends header and items, applies the stock and transit deltas of the locked rows, appends the
 *   `material-document.posted` event (each item's unit from its material) and the audit row; returns
 *   the number.
 *
 * PL/pgSQL keeps each statement's plan for the connection's lifetime, so a posting is neither parsed
 * nor planned again; both run on PostgreSQL and on the embedded database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function posting_lock_stock(p_stock jsonb, p_transit jsonb)
returns table (o_kind text, o_id bigint, o_key text, o_quantity numeric)
language plpgsql as $$
begin
  if jsonb_array_length(p_stock) > 0 then
    insert into stock (material_id, plant_id, sloc_id, warehouse_id, bin_id, batch, category)
      select v.material_id, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category
      from jsonb_to_recordset(p_stock) as v(material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, batch text, category text)
      order by v.material_id, v.plant_id, v.sloc_id, coalesce(v.bin_id, ''), v.batch, v.category
      on conflict (material_id, plant_id, sloc_id, (coalesce(bin_id, '')), batch, category) do nothing;
    return query
      select 'stock', s.stock_id,
        s.material_id || '|' || s.plant_id || '|' || s.sloc_id || '|' || coalesce(s.bin_id, '') || '|' || s.batch || '|' || s.category,
        s.quantity
      from stock s
      join jsonb_to_recordset(p_stock) as v(material_id text, plant_id text, sloc_id text, bin_id text, batch text, category text)
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.sloc_id = v.sloc_id
        and coalesce(s.bin_id, '') = coalesce(v.bin_id, '') and s.batch = v.batch and s.category = v.category
      order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
      for update of s;
  end if;
  if jsonb_array_length(p_transit) > 0 then
    insert into stock_in_transit (material_id, plant_id, batch)
      select v.material_id, v.plant_id, v.batch
      from jsonb_to_recordset(p_transit) as v(material_id text, plant_id text, batch text)
      order by v.material_id, v.plant_id, v.batch
      on conflict (material_id, plant_id, batch) do nothing;
    return query
      select 'transit', s.transit_id, s.material_id || '|' || s.plant_id || '|' || s.batch, s.quantity
      from stock_in_transit s
      join jsonb_to_recordset(p_transit) as v(material_id text, plant_id text, batch text)
        on s.material_id = v.material_id and s.plant_id = v.plant_id and s.batch = v.batch
      order by s.material_id, s.plant_id, s.batch
      for update of s;
  end if;
end $$;

create function posting_write_document(p jsonb) returns text
language plpgsql as $$
declare
  v_doc text := nextval('material_document_number')::text;
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
      from jsonb_to_recordset(p -> 'stock') as v(id bigint, delta numeric)
      where s.stock_id = v.id;
  end if;
  if jsonb_array_length(p -> 'transit') > 0 then
    update stock_in_transit s set quantity = s.quantity + v.delta, updated_at = now()
      from jsonb_to_recordset(p -> 'transit') as v(id bigint, delta numeric)
      where s.transit_id = v.id;
  end if;
  insert into integration_event (event_type, payload)
    select 'material-document.posted', (p -> 'event') || jsonb_build_object('matDoc', v_doc, 'items', jsonb_agg(
      e.item || jsonb_build_object('unit', m.base_unit) order by (e.item ->> 'item')::int))
    from jsonb_array_elements(p -> 'eventItems') as e(item)
    join material m on m.material_id = e.item ->> 'material';
  insert into audit_log (user_id, action, object_type, object_id, ip, details)
    values ((p ->> 'userId')::int, p ->> 'auditAction', 'material_document', v_doc, p ->> 'ip', p -> 'auditDetails');
  return v_doc;
end $$;
`.execute(db);
}
