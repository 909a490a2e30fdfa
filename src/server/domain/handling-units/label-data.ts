import { type Kysely, sql, type Transaction } from 'kysely';
import { t } from '../../../shared/i18n';
import { displayQuantity } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { DeliveryLabelData, SsccLabelData } from '../labels';
import type { PlantScope } from '../master-data/viewer';
import { getHandlingUnit } from './hu-queries';

type Db = Kysely<DB> | Transaction<DB>;

/** Ship-from (the delivery's plant) and ship-to (customer or receiving plant) of a delivery, as label addresses. */
async function addresses(db: Db, deliveryNumber: string) {
  const row = await sql<{
    from_name: string;
    from_city: string;
    from_country: string;
    to_name: string;
    to_city: string;
    to_country: string;
    to_number: string;
    delivery_date: string;
    route_id: string | null;
  }>`select p.plant_id || ' ' || p.name as from_name, p.city as from_city, p.country as from_country,
      coalesce(c.name, r.name, v.name) as to_name, coalesce(c.city, r.city, v.city) as to_city, coalesce(c.country, r.country, v.country) as to_country,
      coalesce(d.customer_number, d.receiving_plant, d.vendor_id) as to_number, d.delivery_date::text as delivery_date, d.route_id
    from delivery d join plant p on p.plant_id = d.plant_id
    left join customer c on c.customer_number = d.customer_number left join plant r on r.plant_id = d.receiving_plant
    left join vendor v on v.vendor_id = d.vendor_id
    where d.delivery_number = ${deliveryNumber}`.execute(db);
  const a = row.rows[0];
  if (!a) throw new Error(`delivery ${deliveryNumber} vanished`);
  return {
    shipFrom: { name: a.from_name, lines: [`${a.from_city} ${a.from_country}`] },
    shipTo: { name: a.to_name, lines: [a.to_number, `${a.to_city} ${a.to_country}`] },
    deliveryDate: a.delivery_date,
    route: a.route_id,
  };
}

/** The SSCC label of an HU (number or SSCC) in the plants: addresses, SSCC, packaging, weight, contents. */
export async function ssccLabelData(db: Db, plants: PlantScope, ref: string): Promise<SsccLabelData> {
  const hu = await getHandlingUnit(db, plants, ref);
  const a = await addresses(db, hu.deliveryNumber);
  const contents = hu.items.slice(0, hu.children.length > 0 ? 5 : 6).map((i) => ({
    material: i.material,
    description: i.materialDescription.slice(0, 40),
    quantity: displayQuantity(i.quantity),
    unit: i.unit,
  }));
  if (hu.children.length > 0)
    contents.push({
      material: `${hu.children.length} HU`,
      description: t('label.nestedUnits'),
      quantity: String(hu.children.length),
      unit: 'HU',
    });
  return {
    sscc: hu.sscc,
    handlingUnit: hu.huNumber,
    shipFrom: a.shipFrom,
    shipTo: a.shipTo,
    deliveryNumber: hu.deliveryNumber,
    packaging: hu.packagingMaterial,
    ...(hu.grossWeight ? { weightKg: displayQuantity(hu.grossWeight) } : {}),
    contents,
  };
}

/** Delivery labels: one per top-level HU ("package n of m"), or one when nothing is packed. */
export async function deliveryLabelData(db: Db, deliveryNumber: string): Promise<DeliveryLabelData[]> {
  const a = await addresses(db, deliveryNumber);
  const carrier = await db
    .selectFrom('shipment_delivery as x')
    .innerJoin('shipment as s', 's.shipment_number', 'x.shipment_number')
    .select(['s.carrier_code', 's.tracking_number'])
    .where('x.delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  const hus = await db
    .selectFrom('handling_unit')
    .select(['hu_number', 'gross_weight'])
    .where('delivery_number', '=', deliveryNumber)
    .where('parent_hu', 'is', null)
    .orderBy('hu_number')
    .execute();
  const base = {
    deliveryNumber,
    shipFrom: a.shipFrom,
    shipTo: a.shipTo,
    deliveryDate: a.deliveryDate,
    ...(a.route ? { route: a.route } : {}),
    ...(carrier ? { carrier: carrier.carrier_code } : {}),
    ...(carrier?.tracking_number ? { trackingNumber: carrier.tracking_number } : {}),
  };
  if (hus.length === 0) return [base];
  return hus.map((h, i) => ({
    ...base,
    package: { number: i + 1, of: hus.length },
    ...(h.gross_weight ? { weightKg: displayQuantity(h.gross_weight) } : {}),
  }));
}
