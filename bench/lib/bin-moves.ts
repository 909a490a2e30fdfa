/**
 * The bin-to-bin moves the posting benches make on a demo database, as SQL (each caller runs it on its own client):
 * one cable (never serialized nor batch-managed) per material with at least 5 unrestricted in a bin of plant 1000, and
 * empty unblocked shelf bins of warehouse W10 to move them to. `limit`: a number from the bench, not input.
 */
export const moveSourcesSql = (limit: number) => `
  select distinct on (s.material_id) s.material_id as material, s.plant_id as plant, s.sloc_id as sloc, s.bin_id as bin
  from stock s where s.plant_id = '1000' and s.sloc_id = '0001' and s.category = 'UNRESTRICTED' and s.bin_id is not null
    and s.batch = '' and s.quantity >= 5 and s.material_id like 'CBL-%'
  order by s.material_id limit ${Math.trunc(limit)}`;

export const emptyShelfBinsSql = (limit: number) => `
  select b.bin_id from storage_bin b where b.warehouse_id = 'W10' and b.storage_type = '002' and not b.blocked
    and not exists (select 1 from stock s where s.bin_id = b.bin_id and s.quantity <> 0)
  order by b.bin_id desc limit ${Math.trunc(limit)}`;
