import { type Kysely, sql } from 'kysely';

/**
 * Lean ledger rows (issue 18). A posting item no longer checks foreign keys against its document
 * header, its material, its movement type and its plants: the posting validates each of them before it
 * writes (check-master-data.ts, resolve-posting.ts) and writes the header in the same statement batch.
 * Each such check locked the referenced row FOR KEY SHARE once per item: 5,000 checks for a 5,000-item
 * document, and on the embedded database the check against the header grew slower with every posting
 * since the server started (50 ms for 5,000 items on a fresh server, 878 ms after 2,500 postings).
 *
 * What the keys guaranteed stays guaranteed:
 * - an item without its document: headers and items can be neither deleted nor updated (the
 *   immutability triggers of 0003), and ledger:check reports items whose document is missing;
 * - a material, plant or movement type that posted items name cannot be deleted: the triggers below
 *   refuse it with the foreign-key error code (23503), each looking it up through an item index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table material_document_item
  drop constraint material_document_item_mat_doc_fkey,
  drop constraint material_document_item_movement_type_fkey,
  drop constraint material_document_item_material_id_fkey,
  drop constraint material_document_item_from_plant_fkey,
  drop constraint material_document_item_to_plant_fkey,
  drop constraint material_document_item_receiving_plant_fkey;

create function ledger_material_in_use() returns trigger language plpgsql as $$
begin
  if exists (select 1 from material_document_item where material_id = old.material_id) then
    raise exception 'material % has posted material documents and cannot be deleted', old.material_id using errcode = '23503';
  end if;
  return old;
end $$;
create trigger material_in_ledger before delete on material for each row execute function ledger_material_in_use();

create function ledger_plant_in_use() returns trigger language plpgsql as $$
begin
  if exists (select 1 from material_document_item where from_plant = old.plant_id)
     or exists (select 1 from material_document_item where to_plant = old.plant_id)
     or exists (select 1 from material_document_item where receiving_plant = old.plant_id) then
    raise exception 'plant % has posted material documents and cannot be deleted', old.plant_id using errcode = '23503';
  end if;
  return old;
end $$;
create trigger plant_in_ledger before delete on plant for each row execute function ledger_plant_in_use();

create function ledger_movement_type_in_use() returns trigger language plpgsql as $$
begin
  if exists (select 1 from material_document_item where movement_type = old.movement_type) then
    raise exception 'movement type % has posted material documents and cannot be deleted', old.movement_type using errcode = '23503';
  end if;
  return old;
end $$;
create trigger movement_type_in_ledger before delete on movement_type for each row execute function ledger_movement_type_in_use();
`.execute(db);
}
