import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Stock transport order items (all their columns) with their order's plants and the material's flags, over
 * `stock_transport_order as h`, `stock_transport_order_item as i` and `material as m`: the demo
 * seed (what to issue to transit) and the ledger tests (what to receive) filter and order it.
 */
export function stoItemsWithMaterial(db: Kysely<DB>) {
  return db
    .selectFrom('stock_transport_order as h')
    .innerJoin('stock_transport_order_item as i', 'i.sto_number', 'h.sto_number')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .selectAll('i')
    .select(['h.supplying_plant', 'h.receiving_plant', 'm.serialized', 'm.batch_managed']);
}
