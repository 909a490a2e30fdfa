/**
 * posting_master_data(names): the bins, material-plant records, reasons, cost centres and partners a document names
 * (each list distinct), what of them exists, and ok: all exist, no bin blocked, every cost centre in its plant's
 * company.
 * First created in migration 0093.
 */
export const definition = `
create or replace function posting_master_data(p jsonb) returns jsonb
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
`;
