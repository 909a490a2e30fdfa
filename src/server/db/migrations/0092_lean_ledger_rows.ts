import { type Kysely, sql } from 'kysely';

/**
 * Lean ledger rows. A posting item no longer checks foreign keys against its document
 * header, its material, its movement type and its plants: the posting validates each of them before it
 * writes (check-master-data.ts, resolve-posting.ts) and writes the header in the same statement batch.
 * Each such check locked the referenced row FOR KEY SHARE once per item: 5,000 checks for a 5,000-item
 * document, and on the embedded database the check against the header grew slower with every posting
 * since the server started (50 ms for 5,000 items on a fresh server, 878 ms after 2,500 postings).
 *
 * What the keys guaranteed stays guaranteed:
 * - an item without its document: headers and items can be neither deleted nor updated (the
 *   immutability triggers of 0003), and ledger:check reports items whose document is missing;
 * - a material, plant or movement type that posted items name cannot be deleted: one trigger function
 *   refuses it with the foreign-key error code (23503), looking it up through the item indexes.
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

-- arguments: what the row is called, its key column, then the item columns that may name it
create function ledger_row_in_use() returns trigger language plpgsql as $$
declare
  key text := to_jsonb(old) ->> tg_argv[1];
  named boolean;
begin
  for i in 2 .. tg_nargs - 1 loop
    execute format('select exists (select 1 from material_document_item where %I = $1)', tg_argv[i]) into named using key;
    if named then
      raise exception '% % has posted material documents and cannot be deleted', tg_argv[0], key using errcode = '23503';
    end if;
  end loop;
  return old;
end $$;
create trigger material_in_ledger before delete on material
  for each row execute function ledger_row_in_use('material', 'material_id', 'material_id');
create trigger plant_in_ledger before delete on plant
  for each row execute function ledger_row_in_use('plant', 'plant_id', 'from_plant', 'to_plant', 'receiving_plant');
create trigger movement_type_in_ledger before delete on movement_type
  for each row execute function ledger_row_in_use('movement type', 'movement_type', 'movement_type');
`.execute(db);
}
