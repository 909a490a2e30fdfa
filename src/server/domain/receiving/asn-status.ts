import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AsnStatus } from '../../db/schema/dock';
import { notificationMessage } from '../notifications/message';
import { asnLink, notifyVendor } from '../notifications/notify';

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
  if (status === 'RECEIVED' && current.status !== 'RECEIVED') await notifyReceived(trx, asnNumber);
  return status;
}

/**
 * The supplier hears that its notice was received in full, in the transaction of the last carton:
 * with its differences (cartons and pallets recorded missing), or without any.
 */
async function notifyReceived(trx: Trx, asnNumber: string): Promise<void> {
  const found = await sql<{ vendor_id: string; missing: number }>`select a.vendor_id,
      (select count(*)::int from asn_package p where p.asn_number = a.asn_number and p.kind = 'CARTON' and p.missing) as missing
    from asn a where a.asn_number = ${asnNumber}`.execute(trx);
  const asn = found.rows[0];
  if (!asn) return;
  const message =
    asn.missing > 0
      ? notificationMessage('notify.asnReceivedMissing', { asn: asnNumber, count: asn.missing })
      : notificationMessage('notify.asnReceived', { asn: asnNumber });
  await notifyVendor(trx, 'ASN_RECEIVED', asn.vendor_id, message, asnLink(asnNumber), `asn-received:${asnNumber}`);
}
