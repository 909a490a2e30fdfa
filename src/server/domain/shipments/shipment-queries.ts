import { type Kysely, sql, type Transaction } from 'kysely';
import type { ShipmentSearch, ShipmentSummary, ShipmentView } from '../../../shared/contracts/shipping/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { summaryQuery as huSummaryQuery } from '../handling-units/hu-queries';
import { dayText, isoText } from '../iso-text';
import { inPlantScope, isEmptyScope, limitToPlants, type PlantScope, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';

type Db = Kysely<DB> | Transaction<DB>;

function summaryQuery(db: Db) {
  return db
    .selectFrom('shipment as s')
    .innerJoin('carrier as c', 'c.carrier_code', 's.carrier_code')
    .select([
      's.shipment_number as shipmentNumber',
      's.plant_id as plant',
      's.carrier_code as carrier',
      'c.name as carrierName',
      's.service',
      's.profile_id as profileId',
      's.tracking_number as trackingNumber',
      sql<string | null>`case when s.tracking_number is not null and c.tracking_url_template is not null
        then replace(c.tracking_url_template, '{tracking}', s.tracking_number) end`.as('trackingUrl'),
      isoText('s.planned_departure', 'seconds').as('plannedDeparture'),
      isoText('s.actual_departure', 'seconds').as('actualDeparture'),
      's.status',
      sql<number>`(select count(*)::int from shipment_delivery d where d.shipment_number = s.shipment_number)`.as('deliveryCount'),
      's.pod_difference as podDifference',
      isoText('s.created_at').as('createdAt'),
    ]);
}

/** Shipments of the viewer's plants (suppliers: none; outbound is internal), newest first. */
export async function searchShipments(db: Kysely<DB>, viewer: Viewer, q: ShipmentSearch): Promise<Paged<ShipmentSummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = summaryQuery(db);
  base = limitToPlants(base, 's.plant_id', plants);
  if (q.shipmentNumber) base = base.where('s.shipment_number', '=', q.shipmentNumber);
  if (q.carrier) base = base.where('s.carrier_code', '=', q.carrier.toUpperCase());
  if (q.status) base = base.where('s.status', '=', q.status);
  if (q.plant) base = base.where('s.plant_id', '=', q.plant);
  if (q.deliveryNumber) {
    const d = q.deliveryNumber;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipment_delivery as x')
          .select('x.delivery_number')
          .whereRef('x.shipment_number', '=', 's.shipment_number')
          .where('x.delivery_number', '=', d),
      ),
    );
  }
  return fetchPage(db, base, base.orderBy('s.created_at', 'desc').orderBy('s.shipment_number', 'desc'), q);
}

/** A shipment (in the given plants) with deliveries, top-level HUs, items (issued and delivered) and POD. */
export async function getShipment(db: Db, plants: PlantScope, shipmentNumber: string): Promise<ShipmentView> {
  const head = await summaryQuery(db)
    .select([
      's.pod_date',
      's.pod_signer',
      sql<boolean>`s.pod_photo is not null`.as('hasPhoto'),
      isoText('s.delivered_at', 'seconds').as('deliveredAt'),
    ])
    .where('s.shipment_number', '=', shipmentNumber)
    .executeTakeFirst();
  if (!head || !inPlantScope(plants, head.plant)) throw new DomainError('SHIPMENT_NOT_FOUND', { shipmentNumber });
  const deliveries = await db
    .selectFrom('shipment_delivery as x')
    .innerJoin('delivery as d', 'd.delivery_number', 'x.delivery_number')
    .leftJoin('customer as c', 'c.customer_number', 'd.customer_number')
    .leftJoin('plant as r', 'r.plant_id', 'd.receiving_plant')
    .leftJoin('vendor as v', 'v.vendor_id', 'd.vendor_id')
    .select([
      'd.delivery_number as deliveryNumber',
      'd.status',
      sql<string>`coalesce(c.name, r.name, v.name, '')`.as('partnerName'),
      'd.pod_difference as podDifference',
    ])
    .where('x.shipment_number', '=', shipmentNumber)
    .orderBy('d.delivery_number')
    .execute();
  const handlingUnits = await huSummaryQuery(db)
    .where('sd.shipment_number', '=', shipmentNumber)
    .where('h.parent_hu', 'is', null)
    .orderBy('h.hu_number')
    .execute();
  const items = await sql<ShipmentView['items'][number]>`select i.delivery_number as "deliveryNumber", i.item_no as "itemNo",
      i.material_id as material, m.description as "materialDescription", m.base_unit as unit, i.issued_qty as "issuedQuantity",
      p.delivered_qty as "deliveredQuantity", p.difference, p.reason
    from shipment_delivery x join delivery_item i on i.delivery_number = x.delivery_number
    join material m on m.material_id = i.material_id
    left join pod_item p on p.shipment_number = x.shipment_number and p.delivery_number = i.delivery_number and p.item_no = i.item_no
    where x.shipment_number = ${shipmentNumber} order by i.delivery_number, i.item_no`.execute(db);
  const { pod_date, pod_signer, hasPhoto, deliveredAt, ...summary } = head;
  return {
    ...summary,
    deliveries,
    handlingUnits,
    items: items.rows,
    pod: pod_date && pod_signer && deliveredAt ? { date: dayText(pod_date), signer: pod_signer, hasPhoto, deliveredAt } : null,
  };
}

/** Locks a shipment (in the plants) for a change, or SHIPMENT_NOT_FOUND. */
export async function lockShipment(trx: Transaction<DB>, plants: readonly string[], shipmentNumber: string) {
  const row = await trx
    .selectFrom('shipment')
    .select(['shipment_number', 'plant_id', 'status', 'carrier_code', 'service', 'tracking_number'])
    .where('shipment_number', '=', shipmentNumber)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !plants.includes(row.plant_id)) throw new DomainError('SHIPMENT_NOT_FOUND', { shipmentNumber });
  return row;
}
