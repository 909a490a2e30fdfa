import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { DomainError } from './errors';

/** Takes the next number of a number range (material_document, transfer_order, pi_document); the row stays locked until commit. */
export async function takeNumber(trx: Transaction<DB>, object: 'material_document' | 'transfer_order' | 'pi_document'): Promise<string> {
  const row = await sql<{ number: string }>`update number_range set next_value = next_value + 1
    where object = ${object} and next_value <= last_value
    returning (next_value - 1)::text as number`.execute(trx);
  const number = row.rows[0]?.number;
  if (!number) throw new DomainError('NUMBER_RANGE');
  return number;
}
