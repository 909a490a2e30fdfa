import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertChunked } from './insert-chunked';

/** Storage type of the bins below: its own, so no other flow (put-away, free rack bins of other tests) takes them. */
export const INVENTORY_TEST_STORAGE_TYPE = '005';

/**
 * Demo data of the second half of inventory management: bins of warehouse W10 of their
 * own storage and bin type, for the physical-inventory counts (`PIC-nn`) and the goods issue to a
 * cost centre (`CCI-nn`) and the transfer posting (`XFP-nn`), so their end-to-end specs never share bins with the bin-move or put-away ones.
 */
export async function seedInventory(db: Kysely<DB>): Promise<void> {
  const warehouse = await db.selectFrom('warehouse').select('warehouse_id').where('warehouse_id', '=', 'W10').executeTakeFirst();
  if (!warehouse) return;
  const wh = warehouse.warehouse_id;
  await db
    .insertInto('storage_type')
    .values({ warehouse_id: wh, storage_type: INVENTORY_TEST_STORAGE_TYPE, name: 'Counting and issue area', role: 'RACK' })
    .execute();
  await db.insertInto('bin_type').values({ warehouse_id: wh, bin_type: 'CNT', description: 'Counting and issue place' }).execute();
  const bins = ['PIC', 'CCI', 'XFP'].flatMap((prefix) =>
    Array.from({ length: 12 }, (_, i) => ({
      warehouse_id: wh,
      bin_id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
      storage_type: INVENTORY_TEST_STORAGE_TYPE,
      bin_type: 'CNT',
      capacity: '500.000',
      blocked: false,
    })),
  );
  await insertChunked(db, 'storage_bin', bins);
}
