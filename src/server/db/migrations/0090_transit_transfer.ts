import { type Kysely, sql } from 'kysely';

/**
 * Two steps plant to plant through stock in transit: 303 takes stock out of the issuing
 * plant into transit to the receiving plant, 305 places it into storage there; 304 and 306 reverse
 * them. Databases migrated before db/configuration.ts listed these types get the rows here (a fresh
 * database already has them from 0008, hence `on conflict do nothing`). A 305 references its 303 as
 * reference type MD: the reference columns are text, no constraint to widen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
insert into movement_type (movement_type, description) values
  ('303', 'Removal from storage plant to plant (into stock in transit)'),
  ('304', 'Reversal of removal from storage plant to plant'),
  ('305', 'Placement in storage plant to plant (out of stock in transit)'),
  ('306', 'Reversal of placement in storage plant to plant')
on conflict do nothing;
update movement_type set reversal_of = '303' where movement_type = '304' and reversal_of is null;
update movement_type set reversal_of = '305' where movement_type = '306' and reversal_of is null;
insert into movement_reason (movement_type, reason_code, description) values
  ('303', '0001', 'Relocation between plants'),
  ('303', '0002', 'Replenishment of the receiving plant')
on conflict do nothing;`.execute(db);
}
