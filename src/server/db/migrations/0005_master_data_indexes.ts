import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the case-insensitive prefix searches of the autocompletes and the material search:
 * `lower(col) like 'abc%'` can use a btree only with text_pattern_ops (the database collation is
 * not C). The material description index exists since 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create index material_id_lower_idx on material (lower(material_id) text_pattern_ops);
create index cost_center_lower_idx on cost_center (lower(cost_center) text_pattern_ops);
create index cost_center_description_idx on cost_center (lower(description) text_pattern_ops);
create index storage_bin_lower_idx on storage_bin (warehouse_id, lower(bin_id) text_pattern_ops);
`.execute(db);
}
