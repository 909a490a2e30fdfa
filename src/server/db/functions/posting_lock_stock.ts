/**
 * posting_lock_stock(stock, transit): inserts the stock and transit rows the document touches that do not exist yet
 * (as zero), then locks all of them in one sorted order (stock, then transit) and returns each row's id, key and
 * quantity for the availability check. First created in migration 0093.
 */
export const definition = `
create or replace function posting_lock_stock(p_stock jsonb, p_transit jsonb)
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
`;
