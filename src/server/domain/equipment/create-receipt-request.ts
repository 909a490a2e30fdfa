import type { Transaction } from 'kysely';
import type { CreateReceiptRequestInput, ReceiptRequestView } from '../../../shared/contracts/equipment/receipt-requests';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';
import { databaseErrorCode } from '../stock/posting-retry';
import { getReceiptRequest } from './receipt-requests';

/**
 * Announces serialized equipment that will arrive outside a PO or shipping notice (back from a customer or
 * from repair): a request with its number, plant, material, sender, reason and serials. Refused before
 * anything is written: a plant outside the user's, an unknown or unserialized material, a serial twice, a
 * serial in stock or in transit (it is not away), a serial open on another request (also by unique index).
 */
export async function createReceiptRequest(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: CreateReceiptRequestInput,
): Promise<ReceiptRequestView> {
  if (!actor.plants.includes(input.plant)) throw new DomainError('PLANT_NOT_FOUND', { plantId: input.plant });
  const material = await trx
    .selectFrom('material')
    .select(['material_id', 'serialized'])
    .where('material_id', '=', input.material.toUpperCase())
    .executeTakeFirst();
  if (!material) throw new DomainError('MATERIAL_NOT_FOUND', { materialId: input.material });
  if (!material.serialized) throw new DomainError('RECEIPT_REQUEST_NOT_SERIALIZED', { material: material.material_id });
  const seen = new Set<string>();
  for (const s of input.serials) {
    if (seen.has(s.toUpperCase())) throw new DomainError('RECEIPT_REQUEST_SERIAL_REPEATED', { serial: s });
    seen.add(s.toUpperCase());
  }
  const here = await trx
    .selectFrom('equipment')
    .select(['serial_number', 'status', 'plant_id', 'sloc_id', 'bin_id'])
    .where('material_id', '=', material.material_id)
    .where('serial_number', 'in', input.serials)
    .where('status', 'in', ['IN_STOCK', 'IN_TRANSIT'])
    .orderBy('serial_number')
    .executeTakeFirst();
  if (here) {
    const where =
      here.status === 'IN_TRANSIT'
        ? `in transit to plant ${here.plant_id}`
        : [here.plant_id, here.sloc_id, here.bin_id].filter(Boolean).join('/');
    throw new DomainError('RECEIPT_REQUEST_SERIAL_IN_STOCK', { serial: here.serial_number, material: material.material_id, where });
  }
  const announced = await trx
    .selectFrom('equipment_receipt_request_serial')
    .select(['serial_number', 'request_number'])
    .where('material_id', '=', material.material_id)
    .where('serial_number', 'in', input.serials)
    .where('open', '=', true)
    .orderBy('serial_number')
    .executeTakeFirst();
  if (announced)
    throw new DomainError('RECEIPT_REQUEST_SERIAL_ANNOUNCED', {
      serial: announced.serial_number,
      material: material.material_id,
      request: announced.request_number,
    });
  const requestNumber = await takeNumber(trx, 'equipment_receipt_request');
  await trx
    .insertInto('equipment_receipt_request')
    .values({
      request_number: requestNumber,
      plant_id: input.plant,
      material_id: material.material_id,
      sender: input.sender,
      reason: input.reason,
      created_by: actor.userId,
    })
    .execute();
  try {
    await trx
      .insertInto('equipment_receipt_request_serial')
      .values(input.serials.map((s) => ({ request_number: requestNumber, serial_number: s, material_id: material.material_id })))
      .execute();
  } catch (error) {
    // another request announced one of the serials at the same time: its commit came first
    if (databaseErrorCode(error) !== '23505') throw error;
    const serial = /=\([^,]*, ?([^)]*)\)/.exec((error as { detail?: string }).detail ?? '')?.[1] ?? '';
    throw new DomainError('RECEIPT_REQUEST_SERIAL_ANNOUNCED', { serial, material: material.material_id, request: 'another request' });
  }
  await auditBy(trx, actor, {
    action: 'EQUIPMENT_RECEIPT_REQUEST_CREATED',
    objectType: 'equipment_receipt_request',
    objectId: requestNumber,
    plantId: input.plant,
    details: { plant: input.plant, material: material.material_id, serials: input.serials.length, sender: input.sender },
  });
  return getReceiptRequest(trx, actor, requestNumber);
}
