import { type Kysely, sql } from 'kysely';

/**
 * Unloading into the GR area (receiving area zrec/index): a truck's pallets and cartons are
 * scanned off the truck before they are received. Unloading moves no stock (nothing is received yet),
 * so it is recorded on the notice's package: when, by whom, from which arrival.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table asn_package add column unloaded_at timestamptz;
alter table asn_package add column unloaded_by integer references app_user;
alter table asn_package add column unloaded_arrival integer references dock_arrival;
alter table asn_package add constraint asn_package_unloaded check ((unloaded_at is null) = (unloaded_arrival is null));
`.execute(db);
}
