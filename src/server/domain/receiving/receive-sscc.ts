import { sql, type Transaction } from 'kysely';
import type { SsccReceived } from '../../../shared/contracts/receiving/schemas';
import { addQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { postGoodsReceiptPo } from '../goods-receipt/post-goods-receipt-po';
import type { PostingActor } from '../stock/posting/post-material-document';
import { settleAsn } from './asn-status';

/** The package of an SSCC on a notice of the actor's plants, locked with its notice; else SSCC_NOT_FOUND. */
export async function lockedPackage(trx: Transaction<DB>, actor: PostingActor, sscc: string) {
  const head = await trx
    .selectFrom('asn_package as p')
    .innerJoin('asn as a', 'a.asn_number', 'p.asn_number')
    .select(['p.asn_number', 'a.plant_id'])
    .where('p.sscc', '=', sscc)
    .executeTakeFirst();
  if (!head || !actor.plants.includes(head.plant_id)) throw new DomainError('SSCC_NOT_FOUND', { sscc });
  // one receipt of a notice at a time: the second scan of the same pallet waits and finds it received
  const asn = await sql<{ asn_number: string; po_number: string }>`select asn_number, po_number from asn
    where asn_number = ${head.asn_number} for update`.execute(trx);
  const pkg = await trx
    .selectFrom('asn_package')
    .select(['sscc', 'kind', 'received_mat_doc', 'missing'])
    .where('sscc', '=', sscc)
    .executeTakeFirstOrThrow();
  return { ...pkg, asnNumber: head.asn_number, poNumber: asn.rows[0]?.po_number ?? '' };
}

/** The open cartons a scan takes: the carton itself, or every carton on the pallet not yet received or missing. */
export async function openCartons(trx: Transaction<DB>, pkg: Awaited<ReturnType<typeof lockedPackage>>): Promise<string[]> {
  if (pkg.received_mat_doc) throw new DomainError('SSCC_ALREADY_RECEIVED', { sscc: pkg.sscc, matDoc: pkg.received_mat_doc });
  if (pkg.missing) throw new DomainError('SSCC_MISSING_RECORDED', { sscc: pkg.sscc });
  if (pkg.kind === 'CARTON') return [pkg.sscc];
  const rows = await trx
    .selectFrom('asn_package')
    .select('sscc')
    .where('parent_sscc', '=', pkg.sscc)
    .where('received_mat_doc', 'is', null)
    .where('missing', '=', false)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.sscc);
}

/**
 * One-scan receipt: the SSCC of a pallet receives every open carton on it, a carton's SSCC that
 * carton, as ONE goods receipt (101) for the notice's purchase order through the goods-receipt
 * posting path (GR area bin, put-away transfer order). The cartons take the material document,
 * their serials leave the open notices, the notice's status follows (received / partially).
 */
export async function receiveSscc(trx: Transaction<DB>, actor: PostingActor, sscc: string): Promise<SsccReceived> {
  const pkg = await lockedPackage(trx, actor, sscc);
  const cartons = await openCartons(trx, pkg);
  if (cartons.length === 0) throw new DomainError('SSCC_ALREADY_RECEIVED', { sscc, matDoc: '-' });
  const contents = await trx
    .selectFrom('asn_package_item')
    .select(['item_no', 'quantity', 'sscc'])
    .where('sscc', 'in', cartons)
    .orderBy('item_no')
    .execute();
  const serials = await trx
    .selectFrom('asn_serial')
    .select(['item_no', 'serial_number'])
    .where('sscc', 'in', cartons)
    .orderBy('serial_number')
    .execute();
  const byItem = new Map<number, { quantity: string; serials: string[] }>();
  for (const c of contents) {
    const prior = byItem.get(c.item_no);
    byItem.set(c.item_no, { quantity: addQuantities(prior?.quantity ?? '0', c.quantity), serials: prior?.serials ?? [] });
  }
  for (const s of serials) byItem.get(s.item_no)?.serials.push(s.serial_number);
  const items = [...byItem].map(([itemNo, c]) => ({
    itemNo,
    quantity: c.quantity,
    ...(c.serials.length > 0 ? { serials: c.serials } : {}),
  }));
  const posted = await postGoodsReceiptPo(trx, actor, {
    purchaseOrderNo: pkg.poNumber,
    deliveryNote: `ASN ${pkg.asnNumber}`,
    headerText: `SSCC ${sscc}`,
    items,
  });
  await trx
    .updateTable('asn_package')
    .set({ received_mat_doc: posted.matDoc, received_at: new Date() })
    .where('sscc', 'in', cartons)
    .execute();
  for (const [itemNo, c] of byItem)
    await sql`update asn_item set received_qty = received_qty + ${c.quantity}::numeric
      where asn_number = ${pkg.asnNumber} and item_no = ${itemNo}`.execute(trx);
  await trx.updateTable('asn_serial').set({ open: false }).where('sscc', 'in', cartons).execute();
  const asnStatus = await settleAsn(trx, pkg.asnNumber, posted.matDoc);
  return {
    asnNumber: pkg.asnNumber,
    sscc,
    kind: pkg.kind,
    matDoc: posted.matDoc,
    cartons,
    quantity: [...byItem.values()].reduce((sum, c) => addQuantities(sum, c.quantity), '0'),
    serialCount: serials.length,
    transferOrder: posted.transferOrder,
    putawayWarning: posted.putawayWarning,
    asnStatus,
  };
}
