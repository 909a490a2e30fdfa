import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AsnStatus } from '../../db/schema/dock';
import { type NotificationValue, notificationMessage } from '../notifications/message';
import { asnLink, notifyVendor } from '../notifications/notify';
import type { PostingActor } from '../stock/posting/post-material-document';
import { settleAsn } from './asn-status';
import { lockedPackage, openCartons } from './receive-sscc';

/**
 * A carton (or every open carton of a pallet) that did not arrive: recorded as missing, its
 * contents as differences against the notice, its serials free to be announced again.
 */
export async function reportMissing(
  trx: Transaction<DB>,
  actor: PostingActor,
  sscc: string,
): Promise<{ asnNumber: string; sscc: string; asnStatus: AsnStatus }> {
  const pkg = await lockedPackage(trx, actor, sscc);
  const cartons = await openCartons(trx, pkg);
  if (cartons.length > 0) {
    await trx.updateTable('asn_package').set({ missing: true }).where('sscc', 'in', cartons).execute();
    await sql`insert into asn_difference (asn_number, sscc, item_no, missing_qty, recorded_by)
      select asn_number, sscc, item_no, quantity, ${actor.userId} from asn_package_item where sscc in (${sql.join(cartons)})`.execute(trx);
    await trx.updateTable('asn_serial').set({ open: false }).where('sscc', 'in', cartons).execute();
    await notifyMissing(trx, pkg, cartons);
  }
  const asnStatus = await settleAsn(trx, pkg.asnNumber, null);
  return { asnNumber: pkg.asnNumber, sscc, asnStatus };
}

/** The supplier hears of the difference at once, in the transaction that records it: what was missing, per item. */
async function notifyMissing(trx: Transaction<DB>, pkg: { asnNumber: string; sscc: string; kind: string }, cartons: string[]) {
  const asn = await trx.selectFrom('asn').select('vendor_id').where('asn_number', '=', pkg.asnNumber).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('asn_package_item as p')
    .innerJoin('asn_item as i', (j) => j.onRef('i.asn_number', '=', 'p.asn_number').onRef('i.item_no', '=', 'p.item_no'))
    .select(['p.item_no', 'i.material_id', sql<string>`sum(p.quantity)::text`.as('quantity')])
    .where('p.sscc', 'in', cartons)
    .groupBy(['p.item_no', 'i.material_id'])
    .orderBy('p.item_no')
    .execute();
  const what: NotificationValue = {
    list: items.map((i) => ({
      message: 'notify.missingItem',
      values: { item: i.item_no, material: i.material_id, quantity: { quantity: i.quantity } },
    })),
  };
  const kind: NotificationValue = { message: pkg.kind === 'PALLET' ? 'notify.pallet' : 'notify.carton' };
  const message = notificationMessage('notifyCartonMissing', { asn: pkg.asnNumber, kind, sscc: pkg.sscc, items: what });
  await notifyVendor(trx, 'ASN_DIFFERENCE', asn.vendor_id, message, asnLink(pkg.asnNumber), `asn-missing:${pkg.asnNumber}:${pkg.sscc}`);
}
