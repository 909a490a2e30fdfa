import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { DomainError } from './errors';

/**
 * Takes the next number of a document type from its `number_range` row (locked until the transaction
 * ends, so numbers increase with commit order; a rolled-back number is skipped).
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
    | 'shipment',
): Promise<string> {
  const row = await sql<{ number: string }>`update number_range set next_value = next_value + 1
    where object = ${object} and next_value <= last_value
    returning (next_value - 1)::text as number`.execute(trx);
  const number = row.rows[0]?.number;
  if (!number) throw new DomainError('NUMBER_RANGE');
  return number;
}
