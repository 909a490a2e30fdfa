import type { Transaction } from 'kysely';
import { gs1CheckDigit } from '../../../shared/gs1';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';

/**
 * The next SSCC (Serial Shipping Container Code, GS1 AI 00), 18 digits: extension digit + GS1 company
 * prefix (from `gs1_configuration`) + serial reference (the `sscc` number range, zero-padded to fill 17
 * digits) + GS1 mod-10 check digit. Unique: the number range row stays locked until the caller's
 * transaction ends, and a rolled-back number is never reused.
 *
 *   const sscc = await nextSscc(trx); // '340123450000000017'
 */
export async function nextSscc(trx: Transaction<DB>): Promise<string> {
  const config = await trx.selectFrom('gs1_configuration').select(['company_prefix', 'extension_digit']).executeTakeFirst();
  if (!config) throw new DomainError('GS1_PREFIX_MISSING');
  const length = 16 - config.company_prefix.length;
  let serial: string;
  try {
    serial = await takeNumber(trx, 'sscc');
  } catch (err) {
    if (err instanceof DomainError && err.code === 'NUMBER_RANGE')
      throw new DomainError('SSCC_RANGE_EXHAUSTED', { prefix: config.company_prefix });
    throw err;
  }
  if (serial.length > length) throw new DomainError('SSCC_RANGE_EXHAUSTED', { prefix: config.company_prefix });
  return ssccOf(config.extension_digit, config.company_prefix, serial);
}

/** The SSCC of an extension digit, company prefix and serial reference (check digit appended). */
export function ssccOf(extension: string, companyPrefix: string, serialReference: string | number): string {
  const body = `${extension}${companyPrefix}${String(serialReference).padStart(16 - companyPrefix.length, '0')}`;
  if (!/^\d{17}$/.test(body)) throw new RangeError(`SSCC body must be 17 digits, got ${body}`);
  return `${body}${gs1CheckDigit(body)}`;
}
