import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { canSeePlant, isInternal, type Viewer } from '../master-data/viewer';

/** A purchase order header if the viewer may see it (warehouse: its plants; supplier: its vendors), else PURCHASE_ORDER_NOT_FOUND. */
export async function visiblePurchaseOrder(db: Kysely<DB>, viewer: Viewer, poNumber: string) {
  const po = await db
    .selectFrom('purchase_order')
    .select(['po_number', 'vendor_id', 'plant_id'])
    .where('po_number', '=', poNumber)
    .executeTakeFirst();
  if (!po || !maySee(viewer, po)) throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: poNumber });
  return po;
}

/** Whether a document of this vendor and plant is in the viewer's scope. */
export function maySee(viewer: Viewer, doc: { vendor_id: string; plant_id: string }): boolean {
  return isInternal(viewer) ? canSeePlant(viewer, doc.plant_id) : viewer.vendors.includes(doc.vendor_id);
}

/** Suppliers write only for their own vendor: a warehouse user is refused like an unknown order. */
export async function ownPurchaseOrder(db: Kysely<DB>, viewer: Viewer, poNumber: string) {
  const po = await visiblePurchaseOrder(db, viewer, poNumber);
  if (!viewer.vendors.includes(po.vendor_id)) throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: poNumber });
  return po;
}
