import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AsnStatus } from '../../db/schema/dock';
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
  }
  const asnStatus = await settleAsn(trx, pkg.asnNumber, null);
  return { asnNumber: pkg.asnNumber, sscc, asnStatus };
}
