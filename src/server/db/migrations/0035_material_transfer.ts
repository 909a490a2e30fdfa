import { type Kysely, sql } from 'kysely';

/**
 * Transfer posting material to material (309, reversed by 310): the movement types and
 * their reasons, and the side kind MATERIAL (one leg takes the old material out of a position, the
 * next puts the new one in). Databases migrated before 0008 knew 309 get the rows here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table material_document_item drop constraint material_document_item_kinds;
alter table material_document_item add constraint material_document_item_kinds check (
  from_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL')
  and to_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL')
  and not (from_kind <> 'POSITION' and to_kind <> 'POSITION' and not (from_kind = 'TRANSIT' or to_kind = 'TRANSIT'))
);
insert into movement_type (movement_type, description) values
  ('309', 'Transfer posting material to material'),
  ('310', 'Reversal of transfer posting material to material')
on conflict do nothing;
update movement_type set reversal_of = '309' where movement_type = '310' and reversal_of is null;
insert into movement_reason (movement_type, reason_code, description) values
  ('309', '0001', 'Material number changed'),
  ('309', '0002', 'Converted or re-labelled')
on conflict do nothing;`.execute(db);
}
