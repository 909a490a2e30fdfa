import { sql, type Transaction } from 'kysely';
import { needsTracking, type ShipmentStatusChange, type ShipmentView } from '../../../shared/contracts/shipping/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { getShipment, lockShipment } from './shipment-queries';

const NEXT: Record<string, string> = { PLANNED: 'LOADING', LOADING: 'SHIPPED' };

/**
 * PLANNED -> LOADING -> SHIPPED, one step at a time (repeating the current step is a no-op, so a
 * retried request does no harm). SHIPPED needs every delivery goods-issued and records the actual
 * departure, and a tracking number when the service is traced (needsTracking: express, overnight);
 * DELIVERED comes only from the proof of delivery.
 */
export async function changeShipmentStatus(
  trx: Transaction<DB>,
  actor: PostingActor,
  shipmentNumber: string,
  change: ShipmentStatusChange,
): Promise<ShipmentView> {
  const shipment = await lockShipment(trx, actor.plants, shipmentNumber);
  if (shipment.status !== change.status) {
    if (NEXT[shipment.status] !== change.status) {
      throw new DomainError('SHIPMENT_STATUS', {
        shipmentNumber,
        status: shipment.status.toLowerCase(),
        next: change.status.toLowerCase(),
      });
    }
    if (change.status === 'SHIPPED') {
      const open = await sql<{ delivery_number: string }>`select d.delivery_number from shipment_delivery x
        join delivery d on d.delivery_number = x.delivery_number
        where x.shipment_number = ${shipmentNumber} and d.status <> 'GOODS_ISSUED' order by d.delivery_number limit 1`.execute(trx);
      if (open.rows[0]) throw new DomainError('SHIPMENT_NOT_ISSUED', { deliveryNumber: open.rows[0].delivery_number });
      if (needsTracking(shipment.service) && !(change.trackingNumber ?? shipment.tracking_number)) {
        throw new DomainError('SHIPMENT_TRACKING_REQUIRED', { carrier: shipment.carrier_code, service: shipment.service, shipmentNumber });
      }
    }
  }
  await trx
    .updateTable('shipment')
    .set({
      status: change.status,
      ...(change.trackingNumber ? { tracking_number: change.trackingNumber } : {}),
      ...(change.status === 'SHIPPED' && shipment.status !== 'SHIPPED' ? { actual_departure: sql<Date>`now()` } : {}),
    })
    .where('shipment_number', '=', shipmentNumber)
    .execute();
  return getShipment(trx, actor.plants, shipmentNumber);
}
