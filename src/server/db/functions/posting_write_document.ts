/**
 * posting_write_document(document): takes the material document number (from its sequence unless it was taken
 * ahead) and appends header and items, applies the stock and transit deltas of the locked rows, appends the
 * `material-document.posted` event (each item's unit from its material) and the audit row (with the first item's
 * plant, for the audit search's plant filter); returns the number.
 * First created in migration 0093.
 */
export const definition = `
create or replace function posting_write_document(p jsonb) returns text
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
  insert into audit_log (user_id, action, object_type, object_id, ip, details, plant_id)
    values ((p ->> 'userId')::int, p ->> 'auditAction', 'material_document', v_doc, p ->> 'ip', p -> 'auditDetails',
      coalesce(p -> 'items' -> 0 ->> 'from_plant', p -> 'items' -> 0 ->> 'to_plant'));
  return v_doc;
end $$;
`;
