import { type Kysely, sql } from 'kysely';
import type { AsnSearch, AsnSummary, AsnView } from '../../../shared/contracts/asn/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { dayText } from '../iso-text';
import { isEmptyScope, isInternal, limitToPlants, type Viewer, visiblePlants } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';
import { clock } from '../receiving/dock-slots';
import { maySee } from './scope';

/** A shipping notice with its items, packages (contents and serials), receipt status and differences; out of scope reads as unknown. */
export async function getAsn(db: Kysely<DB>, viewer: Viewer, asnNumber: string): Promise<AsnView> {
  const head = await db
    .selectFrom('asn as a')
    .innerJoin('vendor as v', 'v.vendor_id', 'a.vendor_id')
    .select(['a.asn_number', 'a.po_number', 'a.vendor_id', 'v.name', 'a.plant_id', 'a.ship_date', 'a.status', 'a.created_at'])
    .where('a.asn_number', '=', asnNumber)
    .executeTakeFirst();
  if (!head || !maySee(viewer, head)) throw new DomainError('ASN_NOT_FOUND', { asn: asnNumber });
  const [items, packages, contents, serials, differences, slot] = await Promise.all([
    db
      .selectFrom('asn_item as i')
      .innerJoin('material as m', 'm.material_id', 'i.material_id')
      .select(['i.item_no', 'i.material_id', 'm.description', 'm.base_unit', 'm.serialized', 'i.quantity', 'i.received_qty'])
      .where('i.asn_number', '=', asnNumber)
      .orderBy('i.item_no')
      .execute(),
    db
      .selectFrom('asn_package')
      .select(['sscc', 'kind', 'parent_sscc', 'received_mat_doc', 'missing'])
      .where('asn_number', '=', asnNumber)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('asn_package_item as p')
      .innerJoin('asn_item as i', (j) => j.onRef('i.asn_number', '=', 'p.asn_number').onRef('i.item_no', '=', 'p.item_no'))
      .select(['p.sscc', 'p.item_no', 'i.material_id', 'p.quantity'])
      .where('p.asn_number', '=', asnNumber)
      .orderBy('p.item_no')
      .execute(),
    db
      .selectFrom('asn_serial')
      .select(['sscc', 'item_no', 'serial_number'])
      .where('asn_number', '=', asnNumber)
      .orderBy('serial_number')
      .execute(),
    db
      .selectFrom('asn_difference')
      .select(['sscc', 'item_no', 'missing_qty'])
      .where('asn_number', '=', asnNumber)
      .orderBy('sscc')
      .execute(),
    db
      .selectFrom('dock_slot')
      .select(['booking_id', 'slot_date', 'start_minute', 'door_id', 'status'])
      .where('asn_number', '=', asnNumber)
      .orderBy('booking_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    asnNumber: head.asn_number,
    poNumber: head.po_number,
    vendor: head.vendor_id,
    vendorName: head.name,
    plant: head.plant_id,
    shipDate: dayText(head.ship_date),
    status: head.status,
    createdAt: new Date(head.created_at).toISOString(),
    items: items.map((i) => ({
      itemNo: i.item_no,
      material: i.material_id,
      materialDescription: i.description,
      baseUnit: i.base_unit,
      serialized: i.serialized,
      quantity: i.quantity,
      receivedQuantity: i.received_qty,
    })),
    packages: packages.map((p) => ({
      sscc: p.sscc,
      kind: p.kind,
      parentSscc: p.parent_sscc,
      status: p.received_mat_doc ? 'RECEIVED' : p.missing ? 'MISSING' : 'OPEN',
      matDoc: p.received_mat_doc,
      items: contents
        .filter((c) => c.sscc === p.sscc)
        .map((c) => ({
          itemNo: c.item_no,
          material: c.material_id,
          quantity: c.quantity,
          serials: serials.filter((s) => s.sscc === p.sscc && s.item_no === c.item_no).map((s) => s.serial_number),
        })),
    })),
    differences: differences.map((d) => ({ sscc: d.sscc, itemNo: d.item_no, missingQuantity: d.missing_qty })),
    slot: slot
      ? {
          bookingId: slot.booking_id,
          date: dayText(slot.slot_date),
          time: clock(slot.start_minute),
          door: slot.door_id,
          status: slot.status,
        }
      : null,
  };
}

/** Shipping notices: a supplier its own vendor's, a warehouse user its plants'. */
export async function searchAsns(db: Kysely<DB>, viewer: Viewer, q: AsnSearch): Promise<Paged<AsnSummary>> {
  let base = db.selectFrom('asn as a');
  if (isInternal(viewer)) {
    const plants = visiblePlants(viewer);
    if (isEmptyScope(plants)) return emptyPage(q);
    base = limitToPlants(base, 'a.plant_id', plants);
  } else {
    if (viewer.vendors.length === 0) return emptyPage(q);
    base = base.where('a.vendor_id', 'in', viewer.vendors);
  }
  if (q.purchaseOrderNo) base = base.where('a.po_number', '=', q.purchaseOrderNo);
  if (q.status) base = base.where('a.status', '=', q.status);
  const rows = base
    .select([
      'a.asn_number as asnNumber',
      'a.po_number as poNumber',
      'a.vendor_id as vendor',
      'a.plant_id as plant',
      sql<string>`a.ship_date::text`.as('shipDate'),
      'a.status',
      sql<number>`(select count(*)::int from asn_package p where p.asn_number = a.asn_number)`.as('packageCount'),
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.asn_number', 'desc');
  return fetchPage(db, base, rows, q);
}
