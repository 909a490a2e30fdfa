import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the stock overview, the storage-bin search and the stock inquiry. Each
 * serves a query those screens run; stock-visibility-plans.db.test.ts reads the plans at
 * benchmark-like volume and fails on a sequential scan of stock or material_document_item. No
 * index of the stock table includes the quantity, so postings keep their HOT updates.
 * - stock_batch_idx: the batch filter (rare values; the stock key would be walked end to end).
 * - storage_bin_bintype_idx / storage_bin_blocked_idx: the bin search by bin type and blocked
 *   bins, in bin order (storage type has storage_bin_type_idx since 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create index stock_batch_idx on stock (batch, material_id) where batch <> '';
create index storage_bin_bintype_idx on storage_bin (warehouse_id, bin_type, bin_id);
create index storage_bin_blocked_idx on storage_bin (warehouse_id, bin_id) where blocked;
`.execute(db);
}
