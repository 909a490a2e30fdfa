import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConfirmOrderInput, OrderConfirmationView } from '../../../shared/contracts/asn/schemas';
import { href } from '../../../shared/pages';
import { normalizeQuantity } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { assertNotLockedByOther } from '../document-locks/document-locks';
import { DomainError } from '../errors';
import { dayText } from '../iso-text';
import type { Caller, Viewer } from '../master-data/viewer';
import { notificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';
import { ownPurchaseOrder, visiblePurchaseOrder } from './scope';

/**
 * The supplier confirms items of its purchase order: each confirmation is a new version of the
 * item's confirmation (nothing is overwritten: the versions are the audit trail). A confirmation
 * differing from the order in quantity or date is a proposed change (CHANGED).
 */
export async function confirmOrder(
  trx: Transaction<DB>,
  user: Caller,
  poNumber: string,
  input: ConfirmOrderInput,
): Promise<OrderConfirmationView> {
  const po = await ownPurchaseOrder(trx, user, poNumber);
  // one confirmation of an order at a time: versions are numbered in order
  await sql`select 1 from purchase_order where po_number = ${po.po_number} for update`.execute(trx);
  // a colleague editing the order holds its vendor-portal lock (document-locks): wait for them
  await assertNotLockedByOther(trx, user.userId, po.po_number);
  const changed: { item: number; version: number }[] = [];
  for (const item of input.items) {
    const ordered = await trx
      .selectFrom('purchase_order_item')
      .select(['quantity', 'closed', sql<string>`delivery_date::text`.as('delivery_date')])
      .where('po_number', '=', po.po_number)
      .where('item_no', '=', item.itemNo)
      .executeTakeFirst();
    if (!ordered) throw new DomainError('ASN_PO_ITEM_UNKNOWN', { number: po.po_number, item: item.itemNo });
    if (ordered.closed) throw new DomainError('CONFIRMATION_ITEM_CLOSED', { number: po.po_number, item: item.itemNo });
    const quantity = normalizeQuantity(item.quantity);
    const last = await trx
      .selectFrom('po_confirmation')
      .select(sql<number>`coalesce(max(version), 0)::int`.as('v'))
      .where('po_number', '=', po.po_number)
      .where('item_no', '=', item.itemNo)
      .executeTakeFirstOrThrow();
    const same = quantity === normalizeQuantity(ordered.quantity) && item.deliveryDate === ordered.delivery_date;
    await trx
      .insertInto('po_confirmation')
      .values({
        po_number: po.po_number,
        item_no: item.itemNo,
        version: last.v + 1,
        confirmed_qty: quantity,
        confirmed_date: item.deliveryDate,
        status: same ? 'CONFIRMED' : 'CHANGED',
        note: item.note ?? '',
        confirmed_by: user.userId,
      })
      .execute();
    if (!same) changed.push({ item: item.itemNo, version: last.v + 1 });
  }
  if (changed.length > 0)
    // the plant's buyers hear of the proposed change in the confirmation's transaction; each version once
    await notify(trx, {
      kind: 'PO_CONFIRMATION_CHANGE',
      to: { plant: po.plant_id, grant: { module: 'MM', tcode: 'ME23N' } },
      message: notificationMessage('notify.poChangeProposed', {
        po: po.po_number,
        vendor: po.vendor_id,
        items: { list: changed.map((c) => String(c.item)) },
      }),
      link: href('purchaseOrder', { purchaseOrderNo: po.po_number }),
      dedupeKey: `po-confirmation:${po.po_number}:${changed.map((c) => `${c.item}v${c.version}`).join(',')}`,
    });
  return getOrderConfirmation(trx, user, poNumber);
}

/** Ordered vs confirmed per item (warehouse: its plants; supplier: its own orders), with every version. */
export async function getOrderConfirmation(db: Kysely<DB>, viewer: Viewer, poNumber: string): Promise<OrderConfirmationView> {
  const po = await visiblePurchaseOrder(db, viewer, poNumber);
  const items = await db
    .selectFrom('purchase_order_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select([
      'i.item_no',
      'i.material_id',
      'm.description',
      'm.base_unit',
      'i.quantity',
      sql<string>`i.delivery_date::text`.as('delivery_date'),
    ])
    .where('i.po_number', '=', po.po_number)
    .orderBy('i.item_no')
    .execute();
  const versions = await db
    .selectFrom('po_confirmation as c')
    .innerJoin('app_user as u', 'u.user_id', 'c.confirmed_by')
    .select([
      'c.item_no',
      'c.version',
      'c.confirmed_qty',
      sql<string>`c.confirmed_date::text`.as('confirmed_date'),
      'c.status',
      'c.note',
      'u.username',
      'c.confirmed_at',
    ])
    .where('c.po_number', '=', po.po_number)
    .orderBy('c.item_no')
    .orderBy('c.version', 'desc')
    .execute();
  return {
    poNumber: po.po_number,
    vendor: po.vendor_id,
    plant: po.plant_id,
    items: items.map((i) => {
      const history = versions
        .filter((v) => v.item_no === i.item_no)
        .map((v) => ({
          version: v.version,
          quantity: v.confirmed_qty,
          deliveryDate: dayText(v.confirmed_date),
          status: v.status,
          note: v.note,
          confirmedBy: v.username,
          confirmedAt: new Date(v.confirmed_at).toISOString(),
        }));
      return {
        itemNo: i.item_no,
        material: i.material_id,
        materialDescription: i.description,
        baseUnit: i.base_unit,
        orderedQuantity: i.quantity,
        orderedDate: dayText(i.delivery_date),
        confirmed: history[0] ?? null,
        history,
      };
    }),
  };
}
