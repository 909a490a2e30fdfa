import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { DomainError } from './errors';

/** Document types numbered from a sequence (migration 0085): unique and rising, gaps where a posting rolled back. */
const SEQUENCES = {
  material_document: 'material_document_number',
  transfer_order: 'transfer_order_number',
  delivery: 'delivery_number',
} as const;

/** PostgreSQL's "sequence reached its maximum value" */
const SEQUENCE_EXHAUSTED = '2200H';

/**
 * Takes the next number of a document type. Material documents, transfer orders and deliveries come
 * from a sequence: no posting waits for another's commit to get its number. The other types come from
 * their `number_range` row (locked until the transaction ends: gap-free, in commit order).
 */
export async function takeNumber(
  trx: Transaction<DB>,
  object:
    | 'material_document'
    | 'transfer_order'
    | 'pi_document'
    | 'delivery'
    | 'asn'
    | 'sdsk_ticket'
    | 'sscc'
    | 'handling_unit'
    | 'shipment'
    | 'equipment_receipt_request'
    | 'return_order'
    | 'repair_order',
): Promise<string> {
  if (object in SEQUENCES) return nextInSequence(trx, SEQUENCES[object as keyof typeof SEQUENCES]);
  const row = await sql<{ number: string }>`update number_range set next_value = next_value + 1
    where object = ${object} and next_value <= last_value
    returning (next_value - 1)::text as number`.execute(trx);
  const number = row.rows[0]?.number;
  if (!number) throw new DomainError('NUMBER_RANGE');
  return number;
}

async function nextInSequence(trx: Transaction<DB>, sequence: string): Promise<string> {
  try {
    const row = await sql<{ number: string }>`select nextval(${sequence}::regclass)::text as number`.execute(trx);
    return row.rows[0]?.number as string;
  } catch (error) {
    throw numberRangeError(error);
  }
}

/** A used-up sequence (also inside a posting function that takes the number) is the number range's error. */
export function numberRangeError(error: unknown): unknown {
  return (error as { code?: unknown }).code === SEQUENCE_EXHAUSTED ? new DomainError('NUMBER_RANGE') : error;
}
