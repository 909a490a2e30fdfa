import type { Transaction } from 'kysely';
import type { PostedMaterialDocument } from '../../../shared/contracts/stock/schemas';
import { t } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { requireMovementGrants } from '../stock/movement-grants';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';

/**
 * Goods issue of a repair order: its units not sent yet go to the vendor with 541 (from where each lies, its
 * category kept on the lot: a unit in QUALITY is decided RETURN on its inspection lot in the same posting) into
 * the stock at the vendor. The posting checks each serial under lock (at that position, on the order, not sent).
 */
export async function sendRepairOrder(trx: Transaction<DB>, actor: PostingActor, orderNumber: string): Promise<PostedMaterialDocument> {
  requireMovementGrants(actor, ['541']);
  const order = await repairOrderInScope(trx, actor, orderNumber);
  const units = await trx
    .selectFrom('repair_order_item as r')
    .leftJoin('equipment as e', (j) => j.onRef('e.material_id', '=', 'r.material_id').onRef('e.serial_number', '=', 'r.serial_number'))
    .select(['r.item_no', 'r.material_id', 'r.serial_number', 'e.status', 'e.plant_id', 'e.sloc_id', 'e.bin_id', 'e.batch', 'e.category'])
    .where('r.repair_order_number', '=', orderNumber)
    .where('r.sent_mat_doc', 'is', null)
    .orderBy('r.item_no')
    .execute();
  if (units.length === 0) throw new DomainError('REPAIR_ORDER_SENT_ALL', { order: orderNumber });
  const posted = await postMaterialDocument(trx, actor, {
    headerText: `Repair order ${orderNumber}`,
    reference: { type: 'RO', number: orderNumber },
    items: units.map((u) => {
      if (u.status !== 'IN_STOCK' || !u.sloc_id || !u.category || u.plant_id !== order.plant_id)
        throw new DomainError('SERIAL_NOT_IN_STOCK', {
          serial: u.serial_number,
          material: u.material_id,
          position: t('pos.plant', { plant: order.plant_id }),
        });
      return {
        movementType: '541',
        material: u.material_id,
        quantity: '1',
        ...(u.batch ? { batch: u.batch } : {}),
        from: { plant: u.plant_id, sloc: u.sloc_id, ...(u.bin_id ? { bin: u.bin_id } : {}), category: u.category },
        serials: [u.serial_number],
        referenceItem: u.item_no,
      };
    }),
  });
  await auditBy(trx, actor, {
    action: 'REPAIR_ORDER_SENT',
    objectType: 'repair_order',
    objectId: orderNumber,
    plantId: order.plant_id,
    details: { matDoc: posted.matDoc, serials: units.length },
  });
  return posted;
}

/** A repair order of the actor's plants (another plant's reads as unknown). */
export async function repairOrderInScope(trx: Transaction<DB>, actor: { plants: readonly string[] }, orderNumber: string) {
  const order = await trx
    .selectFrom('repair_order')
    .select(['repair_order_number', 'plant_id', 'vendor_id', 'lot_number'])
    .where('repair_order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order || !actor.plants.includes(order.plant_id)) throw new DomainError('REPAIR_ORDER_NOT_FOUND', { order: orderNumber });
  return order;
}
