import { sql, type Transaction } from 'kysely';
import type { AnnounceRepairReturnBody, RepairOrderView } from '../../../shared/contracts/repair-orders/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { Caller } from '../master-data/viewer';
import { getRepairOrder, supplierScope } from './repair-order-queries';

/**
 * The supplier announces the return shipment of repaired units (its own vendor's repair order only): each serial
 * must be the order's, sent and not received, and still at that vendor (the equipment says so); the ship date is
 * recorded on the items (announcing again moves it). Another vendor's order reads as unknown.
 */
export async function announceRepairReturn(
  trx: Transaction<DB>,
  caller: Caller,
  orderNumber: string,
  body: AnnounceRepairReturnBody,
): Promise<RepairOrderView> {
  const order = await trx
    .selectFrom('repair_order')
    .select(['plant_id', 'vendor_id'])
    .where('repair_order_number', '=', orderNumber)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !caller.vendors.includes(order.vendor_id)) throw new DomainError('REPAIR_ORDER_NOT_FOUND', { order: orderNumber });
  const rows = new Map(
    (
      await trx
        .selectFrom('repair_order_item as r')
        .leftJoin('equipment as e', (j) => j.onRef('e.material_id', '=', 'r.material_id').onRef('e.serial_number', '=', 'r.serial_number'))
        .select(['r.item_no', 'r.serial_number', 'r.sent_mat_doc', 'r.received_mat_doc', 'e.status', 'e.vendor_id'])
        .where('r.repair_order_number', '=', orderNumber)
        .execute()
    ).map((r) => [r.serial_number, r]),
  );
  const seen = new Set<string>();
  for (const serial of body.serials) {
    if (seen.has(serial)) throw new DomainError('REPAIR_SERIAL_REPEATED', { serial }, { details: { field: 'serials' } });
    seen.add(serial);
    const row = rows.get(serial);
    if (!row) throw new DomainError('REPAIR_SERIAL_NOT_ON_ORDER', { serial, order: orderNumber }, { details: { field: 'serials' } });
    if (row.received_mat_doc)
      throw new DomainError(
        'REPAIR_SERIAL_RECEIVED',
        { serial, order: orderNumber, matDoc: row.received_mat_doc },
        { details: { field: 'serials' } },
      );
    if (!row.sent_mat_doc || row.status !== 'AT_VENDOR' || row.vendor_id !== order.vendor_id)
      throw new DomainError('REPAIR_SERIAL_NOT_SENT', { serial, order: orderNumber }, { details: { field: 'serials' } });
  }
  await sql`update repair_order_item set announced_ship_date = ${body.shipDate}::date, announced_at = now(), announced_by = ${caller.userId}
    where repair_order_number = ${orderNumber} and serial_number in (select jsonb_array_elements_text(${JSON.stringify(body.serials)}::jsonb))`.execute(
    trx,
  );
  await auditBy(trx, caller as Caller & { ip?: string | null }, {
    action: 'REPAIR_RETURN_ANNOUNCED',
    objectType: 'repair_order',
    objectId: orderNumber,
    plantId: order.plant_id,
    details: { shipDate: body.shipDate, serials: body.serials.length },
  });
  return getRepairOrder(trx, supplierScope(caller), orderNumber);
}
