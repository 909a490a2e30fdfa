import type { Transaction } from 'kysely';
import type { ApiReturnOrderInput, CreateReturnOrderInput, ReturnOrderView } from '../../../shared/contracts/returns/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { inPlantScope } from '../master-data/viewer';
import { takeNumber } from '../number-range';
import type { Principal } from '../principal';
import { databaseErrorCode } from '../stock/posting-retry';
import { getReturnOrder, shippedSerials } from './return-queries';

/**
 * A return order (RMA) for serials a delivery shipped to its customer: the delivery (of the actor's
 * plants) names customer, plant and storage location; every serial must be one its goods issue shipped,
 * still at the customer (nothing moved it since), and open on no other return order. From the screen,
 * or from the ERP with its own id: the same id again answers the order it made (a different order under
 * that id is refused). Refused before anything is written.
 */
export async function createReturnOrder(
  trx: Transaction<DB>,
  actor: Principal,
  input: CreateReturnOrderInput | ApiReturnOrderInput,
): Promise<ReturnOrderView> {
  const externalId = 'externalId' in input ? input.externalId : null;
  if (externalId) {
    const made = await trx
      .selectFrom('return_order')
      .select(['rma_number', 'delivery_number'])
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    if (made) {
      const order = await getReturnOrder(trx, actor, made.rma_number);
      const same =
        order.delivery === input.delivery &&
        order.reason === input.reason &&
        [...order.items.map((i) => i.serialNumber)].sort().join('|') === [...input.serials].sort().join('|');
      if (!same) throw new DomainError('RETURN_EXTERNAL_ID_TAKEN', { externalId, rma: made.rma_number });
      return order;
    }
  }
  const delivery = await trx
    .selectFrom('delivery')
    .select(['delivery_number', 'plant_id', 'customer_number'])
    .where('delivery_number', '=', input.delivery)
    .executeTakeFirst();
  if (!delivery || !inPlantScope(outboundPlants(actor), delivery.plant_id) || !actor.plants.includes(delivery.plant_id))
    throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber: input.delivery });
  if (!delivery.customer_number) throw new DomainError('RETURN_DELIVERY_NO_CUSTOMER', { delivery: input.delivery });
  const reason = await trx.selectFrom('return_reason').select('reason_code').where('reason_code', '=', input.reason).executeTakeFirst();
  if (!reason) throw new DomainError('RETURN_REASON_UNKNOWN', { reason: input.reason });

  const shipped = new Map((await shippedSerials(trx, input.delivery)).map((s) => [s.serial_number, s]));
  const seen = new Set<string>();
  const rows = input.serials.map((serial, n) => {
    if (seen.has(serial)) throw new DomainError('RETURN_SERIAL_REPEATED', { serial });
    seen.add(serial);
    const s = shipped.get(serial);
    if (!s) throw new DomainError('RETURN_SERIAL_NOT_SHIPPED', { serial, delivery: input.delivery });
    if (!s.at_customer) throw new DomainError('RETURN_SERIAL_NOT_AT_CUSTOMER', { serial, matDoc: s.mat_doc });
    if (s.open_rma) throw new DomainError('RETURN_SERIAL_OPEN', { serial, rma: s.open_rma });
    return { item_no: (n + 1) * 10, material_id: s.material_id, serial_number: serial, issued_mat_doc: s.mat_doc, sloc: s.from_sloc };
  });
  const rmaNumber = await takeNumber(trx, 'return_order');
  await trx
    .insertInto('return_order')
    .values({
      rma_number: rmaNumber,
      external_id: externalId,
      plant_id: delivery.plant_id,
      sloc_id: rows[0]?.sloc ?? '',
      customer_number: delivery.customer_number,
      delivery_number: delivery.delivery_number,
      reason_code: input.reason,
      note: input.note ?? '',
      created_via: externalId ? 'API' : 'SCREEN',
      created_by: actor.userId,
    })
    .execute();
  try {
    await trx
      .insertInto('return_order_item')
      .values(rows.map(({ sloc: _, ...r }) => ({ rma_number: rmaNumber, ...r })))
      .execute();
  } catch (error) {
    // another return order took one of the serials at the same time: its commit came first
    if (databaseErrorCode(error) !== '23505') throw error;
    throw new DomainError('RETURN_SERIAL_OPEN', { serial: input.serials.join(', '), rma: '' });
  }
  await auditBy(trx, actor, {
    action: 'RETURN_ORDER_CREATED',
    objectType: 'return_order',
    objectId: rmaNumber,
    plantId: delivery.plant_id,
    details: { delivery: input.delivery, customer: delivery.customer_number, serials: input.serials.length, externalId },
  });
  return getReturnOrder(trx, actor, rmaNumber);
}
