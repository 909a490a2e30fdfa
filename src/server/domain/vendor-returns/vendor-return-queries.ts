import { type Kysely, sql, type Transaction } from 'kysely';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import {
  VENDOR_RETURN_REASONS,
  type VendorReturnSearch,
  type VendorReturnSummary,
  type VendorReturnView,
} from '../../../shared/contracts/vendor-returns/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { isoText } from '../iso-text';
import { inPlantScope, isEmptyScope, limitToPlants, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';

type Db = Kysely<DB> | Transaction<DB>;
type ReasonCode = (typeof VENDOR_RETURN_REASONS)[number];

/** A return reason in the reader's language (the four reasons both 122 and 161 ship with, migration 0200). */
export function vendorReturnReasonText(code: string): string {
  return (VENDOR_RETURN_REASONS as readonly string[]).includes(code) ? t(`vendorReturns.reason.${code}` as MessageId) : code;
}

export function listVendorReturnReasons() {
  return { reasons: VENDOR_RETURN_REASONS.map((reasonCode) => ({ reasonCode, description: vendorReturnReasonText(reasonCode) })) };
}

/** A return to vendor's delivery (`d`) with its kind and vendor: the columns every answer shows. */
function returnQuery(db: Db) {
  return db
    .selectFrom('vendor_return as h')
    .innerJoin('delivery as d', 'd.delivery_number', 'h.delivery_number')
    .innerJoin('vendor as v', 'v.vendor_id', 'd.vendor_id')
    .select([
      'd.delivery_number as deliveryNumber',
      'h.movement_type as movementType',
      'h.po_number as poNumber',
      'h.gr_mat_doc as grDocument',
      'v.vendor_id as vendor',
      'v.name as vendorName',
      'd.plant_id as plant',
      'd.status as status',
      'd.item_count as itemCount',
      isoText('d.created_at').as('createdAt'),
    ]);
}

/** Returns to vendor of the viewer's plants by plant, purchase order and status, newest first. */
export async function searchVendorReturns(db: Kysely<DB>, viewer: Viewer, q: VendorReturnSearch): Promise<Paged<VendorReturnSummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = limitToPlants(returnQuery(db), 'd.plant_id', plants);
  if (q.plant) base = base.where('d.plant_id', '=', q.plant);
  if (q.poNumber) base = base.where('h.po_number', '=', q.poNumber);
  if (q.status) base = base.where('d.status', '=', q.status);
  return fetchPage(db, base, base.orderBy('d.created_at', 'desc').orderBy('d.delivery_number', 'desc'), q);
}

/** One return to vendor: items with reasons and serials (to return, picked), transfer orders, documents, shipment. */
export async function getVendorReturn(db: Db, viewer: Viewer, deliveryNumber: string): Promise<VendorReturnView> {
  const head = await returnQuery(db).select(['h.note', 'd.gi_mat_doc']).where('d.delivery_number', '=', deliveryNumber).executeTakeFirst();
  if (!head || !inPlantScope(outboundPlants(viewer), head.plant)) throw new DomainError('VENDOR_RETURN_NOT_FOUND', { deliveryNumber });
  const items = await sql<{
    itemNo: number;
    poItem: number;
    grItem: number | null;
    material: string;
    materialDescription: string;
    baseUnit: string;
    serialized: boolean;
    sloc: string;
    quantity: string;
    pickedQuantity: string;
    packedQuantity: string;
    issuedQuantity: string;
    reason: ReasonCode;
    serials: string[];
    pickedSerials: string[];
  }>`select i.item_no as "itemNo", r.po_item as "poItem", r.gr_item as "grItem", i.material_id as material,
      m.description as "materialDescription", m.base_unit as "baseUnit", m.serialized, i.sloc_id as sloc, i.quantity::text as quantity,
      i.picked_qty::text as "pickedQuantity", i.packed_qty::text as "packedQuantity", i.issued_qty::text as "issuedQuantity",
      r.reason_code as reason, r.serials,
      coalesce((select array_agg(s order by s) from delivery_pick p cross join lateral unnest(p.serials) s
        where p.delivery_number = i.delivery_number and p.item_no = i.item_no), '{}') as "pickedSerials"
    from delivery_item i join vendor_return_item r on r.delivery_number = i.delivery_number and r.item_no = i.item_no
    join material m on m.material_id = i.material_id
    where i.delivery_number = ${deliveryNumber} order by i.item_no`.execute(db);
  const orders = await sql<VendorReturnView['transferOrders'][number]>`select o.order_id as "orderId", o.status,
      (select count(*)::int from transfer_order_line l where l.order_id = o.order_id and l.status = 'OPEN') as "openLines"
    from transfer_order o where o.reference_type = 'DLV' and o.reference_number = ${deliveryNumber} order by o.order_id`.execute(db);
  const documents = await sql<VendorReturnView['documents'][number]>`select d.mat_doc as "matDoc", d.posting_date::text as "postingDate",
      (select min(i.movement_type) from material_document_item i where i.mat_doc = d.mat_doc) as "movementType", d.reversal_of as "reversalOf"
    from material_document d where d.reference_type = 'DLV' and d.reference_number = ${deliveryNumber}
      and exists (select 1 from material_document_item i where i.mat_doc = d.mat_doc and i.movement_type in ('122', '123', '161', '162'))
    order by d.mat_doc`.execute(db);
  const shipment = await db
    .selectFrom('shipment_delivery')
    .select('shipment_number')
    .where('delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  const { note, gi_mat_doc, ...summary } = head;
  return {
    ...summary,
    partnerName: summary.vendorName,
    note,
    goodsIssueMatDoc: gi_mat_doc,
    shipmentNumber: shipment?.shipment_number ?? null,
    items: items.rows.map((i) => ({ ...i, reasonText: vendorReturnReasonText(i.reason) })),
    transferOrders: orders.rows,
    documents: documents.rows,
  };
}
