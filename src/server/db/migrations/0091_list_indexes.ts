import { type Kysely, sql } from 'kysely';

/**
 * Indexes found by the bench's EXPLAIN of every list on the large data set. Quality lots
 * (QA32) page newest first within a plant: without an index in that order the first page sorted every
 * lot of the plant after joining the whole material table (16 ms at 8,645 lots and 105,005 materials,
 * growing with both); with it, 20 index entries and 20 material lookups (0.3 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index quality_lot_plant_recent_idx on quality_lot (plant_id, created_at desc, lot_number desc)`.execute(db);
}
