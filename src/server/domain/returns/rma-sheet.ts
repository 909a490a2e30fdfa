import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RmaSheetData } from '../labels';
import type { Viewer } from '../master-data/viewer';
import { reasonText } from './reason-text';
import { getReturnOrder } from './return-queries';

/** The data of a return order's sheet: the plant it goes back to, the customer, reason, delivery, serials. */
export async function rmaSheetData(db: Kysely<DB>, viewer: Viewer, rmaNumber: string): Promise<RmaSheetData> {
  const order = await getReturnOrder(db, viewer, rmaNumber);
  const plant = await db
    .selectFrom('plant')
    .select(['name', 'city', 'country'])
    .where('plant_id', '=', order.plant)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customer')
    .select(['name', 'city', 'country'])
    .where('customer_number', '=', order.customer)
    .executeTakeFirstOrThrow();
  const description = await db
    .selectFrom('return_reason')
    .select('description')
    .where('reason_code', '=', order.reason)
    .executeTakeFirstOrThrow();
  return {
    rmaNumber,
    returnTo: { name: plant.name, lines: [`${order.plant} / ${order.sloc}`, `${plant.city} ${plant.country}`] },
    customer: { name: customer.name, lines: [order.customer, `${customer.city} ${customer.country}`] },
    delivery: order.delivery,
    reason: reasonText(order.reason, description.description).slice(0, 60),
    createdDate: order.createdAt.slice(0, 10),
    serials: order.items.map((i) => ({ material: i.material, serial: i.serialNumber })),
  };
}
