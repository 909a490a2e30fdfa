import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AsnStatus } from '../../db/schema/dock';

type Trx = Transaction<DB>;

/**
 * After cartons were received or recorded missing: a pallet whose cartons are all settled takes the
 * last receipt's document (or is missing when none of its cartons came); the notice is RECEIVED
 * when no carton is open, PARTIALLY_RECEIVED when some are.
 */
export async function settleAsn(trx: Trx, asnNumber: string, matDoc: string | null): Promise<AsnStatus> {
  await sql`update asn_package p set
      received_mat_doc = case when exists (select 1 from asn_package c where c.parent_sscc = p.sscc and c.received_mat_doc is not null)
        then coalesce(${matDoc}, (select max(c.received_mat_doc) from asn_package c where c.parent_sscc = p.sscc)) end,
      missing = not exists (select 1 from asn_package c where c.parent_sscc = p.sscc and c.received_mat_doc is not null),
      received_at = now()
    where p.asn_number = ${asnNumber} and p.kind = 'PALLET' and p.received_mat_doc is null and not p.missing
      and not exists (select 1 from asn_package c where c.parent_sscc = p.sscc and c.received_mat_doc is null and not c.missing)`.execute(
    trx,
  );
  const counts = await sql<{ open: number; received: number }>`select
      count(*) filter (where kind = 'CARTON' and received_mat_doc is null and not missing)::int as open,
      count(*) filter (where kind = 'CARTON' and received_mat_doc is not null)::int as received
    from asn_package where asn_number = ${asnNumber}`.execute(trx);
  const { open = 0, received = 0 } = counts.rows[0] ?? {};
  const current = await trx.selectFrom('asn').select('status').where('asn_number', '=', asnNumber).executeTakeFirstOrThrow();
  const status: AsnStatus = open === 0 ? 'RECEIVED' : received > 0 ? 'PARTIALLY_RECEIVED' : current.status;
  await trx
    .updateTable('asn')
    .set({ status, ...(open === 0 ? { received_at: new Date() } : {}) })
    .where('asn_number', '=', asnNumber)
    .execute();
  return status;
}
