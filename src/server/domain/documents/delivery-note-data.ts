import { type Kysely, sql, type Transaction } from 'kysely';
import { t } from '../../../shared/i18n';
import { addQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { inPlantScope, type PlantScope } from '../master-data/viewer';
import { vendorReturnReasonText } from '../vendor-returns/vendor-return-queries';

type Db = Kysely<DB> | Transaction<DB>;

export interface NoteAddress {
  name: string;
  lines: string[];
}

export interface NoteItem {
  itemNo: number;
  material: string;
  description: string;
  quantity: string;
  unit: string;
  serials: string[];
}

export interface NoteHandlingUnit {
  huNumber: string;
  sscc: string;
  /** the HU this one is packed in (a carton on a pallet) */
  parent: string | null;
  packaging: string;
  grossWeight: string | null;
  contents: { material: string; quantity: string; unit: string; serials: string[] }[];
}

/** One delivery's part of a note: its header, items and packing list. */
export interface NoteDelivery {
  deliveryNumber: string;
  orderType: string;
  orderNumber: string;
  deliveryDate: string;
  /** the goods issue's posting date, once issued */
  goodsIssueDate: string | null;
  shipFrom: NoteAddress;
  shipTo: NoteAddress;
  /**
   * The delivery's reason, printed as its own line when there is one. Extension point for returns to
   * the vendor (their return reason on the delivery header): `deliveryReason` below fills it.
   */
  reason: string | null;
  items: NoteItem[];
  handlingUnits: NoteHandlingUnit[];
  /** top-level HUs (packages) and their summed gross weight (kg, exact decimal text) */
  packages: number;
  totalWeight: string | null;
}

export interface NoteShipment {
  shipmentNumber: string;
  carrier: string;
  carrierName: string;
  service: string;
  trackingNumber: string | null;
  departure: Date | null;
}

/** Everything a delivery note and packing list prints: per delivery, or per shipment (a part per delivery). */
export interface DeliveryNoteData {
  plant: string;
  /** the plant's time zone: the print time and departure are shown in it */
  timeZone: string;
  shipment: NoteShipment | null;
  deliveries: NoteDelivery[];
}

/**
 * The reason line of a delivery's header: a return to vendor's kind, its receipt or order and its items' return
 * reasons (in the reader's language); none for a sales-order or stock-transport delivery.
 */
async function deliveryReason(db: Db, deliveryNumber: string): Promise<string | null> {
  const ret = await db
    .selectFrom('vendor_return')
    .select(['movement_type', 'po_number', 'gr_mat_doc'])
    .where('delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  if (!ret) return null;
  const codes = await db
    .selectFrom('vendor_return_item')
    .select('reason_code')
    .distinct()
    .where('delivery_number', '=', deliveryNumber)
    .orderBy('reason_code')
    .execute();
  const reasons = codes.map((c) => vendorReturnReasonText(c.reason_code)).join('; ');
  return ret.gr_mat_doc
    ? t('doc.note.vendorReturnReceipt', { gr: ret.gr_mat_doc, reasons })
    : t('doc.note.vendorReturnOrder', { po: ret.po_number, reasons });
}

async function noteDelivery(db: Db, deliveryNumber: string): Promise<NoteDelivery> {
  const head = await sql<{
    order_type: string;
    order_number: string;
    delivery_date: string;
    gi_date: string | null;
    from_name: string;
    from_city: string;
    from_country: string;
    plant_id: string;
    to_number: string;
    to_name: string;
    to_city: string;
    to_country: string;
  }>`select d.order_type, d.order_number, d.delivery_date::text as delivery_date,
      (select g.posting_date::text from material_document g where g.mat_doc = d.gi_mat_doc) as gi_date,
      p.name as from_name, p.city as from_city, p.country as from_country, p.plant_id,
      coalesce(d.customer_number, d.receiving_plant, d.vendor_id) as to_number, coalesce(c.name, r.name, v.name) as to_name,
      coalesce(c.city, r.city, v.city) as to_city, coalesce(c.country, r.country, v.country) as to_country
    from delivery d join plant p on p.plant_id = d.plant_id
    left join customer c on c.customer_number = d.customer_number left join plant r on r.plant_id = d.receiving_plant
    left join vendor v on v.vendor_id = d.vendor_id
    where d.delivery_number = ${deliveryNumber}`.execute(db);
  const h = head.rows[0];
  if (!h) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  const items = await sql<NoteItem>`select i.item_no as "itemNo", i.material_id as material, m.description,
      case when i.issued_qty > 0 then i.issued_qty else i.quantity end::text as quantity, m.base_unit as unit,
      coalesce((select array_agg(s order by s) from delivery_pick p cross join lateral unnest(p.serials) s
        where p.delivery_number = i.delivery_number and p.item_no = i.item_no), '{}') as serials
    from delivery_item i join material m on m.material_id = i.material_id
    where i.delivery_number = ${deliveryNumber} order by i.item_no`.execute(db);
  const hus = await db
    .selectFrom('handling_unit')
    .select(['hu_number', 'sscc', 'parent_hu', 'packaging_material', 'gross_weight'])
    .where('delivery_number', '=', deliveryNumber)
    .orderBy('hu_number')
    .execute();
  const contents = await db
    .selectFrom('handling_unit_item as x')
    .innerJoin('material as m', 'm.material_id', 'x.material_id')
    .select(['x.hu_number', 'x.material_id', sql<string>`x.quantity::text`.as('quantity'), 'm.base_unit', 'x.serials'])
    .where('x.delivery_number', '=', deliveryNumber)
    .orderBy('x.hu_number')
    .orderBy('x.item_no')
    .execute();
  const top = hus.filter((u) => u.parent_hu === null);
  const weights = top.map((u) => u.gross_weight).filter((w): w is string => w !== null);
  return {
    deliveryNumber,
    orderType: h.order_type,
    orderNumber: h.order_number,
    deliveryDate: h.delivery_date,
    goodsIssueDate: h.gi_date,
    shipFrom: { name: `${h.plant_id} ${h.from_name}`, lines: [`${h.from_city} ${h.from_country}`] },
    shipTo: { name: h.to_name, lines: [h.to_number, `${h.to_city} ${h.to_country}`] },
    reason: await deliveryReason(db, deliveryNumber),
    items: items.rows.map((i) => ({ ...i, serials: i.serials ?? [] })),
    handlingUnits: hus.map((u) => ({
      huNumber: u.hu_number,
      sscc: u.sscc,
      parent: u.parent_hu,
      packaging: u.packaging_material,
      grossWeight: u.gross_weight,
      contents: contents
        .filter((c) => c.hu_number === u.hu_number)
        .map((c) => ({ material: c.material_id, quantity: c.quantity, unit: c.base_unit, serials: c.serials })),
    })),
    packages: top.length,
    totalWeight: weights.length > 0 ? addQuantities(...weights) : null,
  };
}

async function plantZone(db: Db, plant: string): Promise<string> {
  const p = await db.selectFrom('plant').select('timezone').where('plant_id', '=', plant).executeTakeFirstOrThrow();
  return p.timezone;
}

/** The note of one delivery in the plants (DELIVERY_NOT_FOUND for another plant's). */
export async function deliveryNoteData(db: Db, plants: PlantScope, deliveryNumber: string): Promise<DeliveryNoteData> {
  const d = await db.selectFrom('delivery').select('plant_id').where('delivery_number', '=', deliveryNumber).executeTakeFirst();
  if (!d || !inPlantScope(plants, d.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  const shipment = await db
    .selectFrom('shipment_delivery')
    .select('shipment_number')
    .where('delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  return {
    plant: d.plant_id,
    timeZone: await plantZone(db, d.plant_id),
    shipment: shipment ? await noteShipment(db, shipment.shipment_number) : null,
    deliveries: [await noteDelivery(db, deliveryNumber)],
  };
}

async function noteShipment(db: Db, shipmentNumber: string): Promise<NoteShipment> {
  const s = await db
    .selectFrom('shipment as s')
    .innerJoin('carrier as c', 'c.carrier_code', 's.carrier_code')
    .select(['s.shipment_number', 's.carrier_code', 'c.name', 's.service', 's.tracking_number', 's.actual_departure'])
    .where('s.shipment_number', '=', shipmentNumber)
    .executeTakeFirstOrThrow();
  return {
    shipmentNumber: s.shipment_number,
    carrier: s.carrier_code,
    carrierName: s.name,
    service: s.service,
    trackingNumber: s.tracking_number,
    departure: s.actual_departure,
  };
}

/** The note of a shipment in the plants: a part per delivery (SHIPMENT_NOT_FOUND for another plant's). */
export async function shipmentNoteData(db: Db, plants: PlantScope, shipmentNumber: string): Promise<DeliveryNoteData> {
  const s = await db.selectFrom('shipment').select('plant_id').where('shipment_number', '=', shipmentNumber).executeTakeFirst();
  if (!s || !inPlantScope(plants, s.plant_id)) throw new DomainError('SHIPMENT_NOT_FOUND', { shipmentNumber });
  const deliveries = await db
    .selectFrom('shipment_delivery')
    .select('delivery_number')
    .where('shipment_number', '=', shipmentNumber)
    .orderBy('delivery_number')
    .execute();
  const parts: NoteDelivery[] = [];
  for (const d of deliveries) parts.push(await noteDelivery(db, d.delivery_number));
  return {
    plant: s.plant_id,
    timeZone: await plantZone(db, s.plant_id),
    shipment: await noteShipment(db, shipmentNumber),
    deliveries: parts,
  };
}
