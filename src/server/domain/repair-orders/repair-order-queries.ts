import { type Kysely, sql } from 'kysely';
import type {
  RepairOrderSearch,
  RepairOrderSummary,
  RepairOrderView,
  RepairSerialCheck,
} from '../../../shared/contracts/repair-orders/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import { errorText } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { inPlantScope, isEmptyScope, limitToPlants, type PlantScope, type Viewer, visiblePlants } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';

/** Who reads repair orders: the warehouse by its plants, a supplier by its own vendors. */
export type RepairScope = { plants: PlantScope } | { vendors: readonly string[] };

export const warehouseScope = (viewer: Viewer): RepairScope => ({ plants: visiblePlants(viewer) });
export const supplierScope = (viewer: Viewer): RepairScope => ({ vendors: viewer.vendors });

/** An item's stage, in SQL (the order's status is its earliest item's). */
const itemStage = sql<number>`case when r.received_mat_doc is not null then 3 when r.announced_at is not null then 2
  when r.sent_mat_doc is not null then 1 else 0 end`;
const STAGES = ['OPEN', 'SENT', 'ANNOUNCED', 'RECEIVED'] as const;
const STAGE_OF = { OPEN: 0, SENT: 1, ANNOUNCED: 2, RECEIVED: 3 } as const;

function orderQuery(db: Kysely<DB>) {
  return db
    .selectFrom('repair_order as o')
    .innerJoin('vendor as v', 'v.vendor_id', 'o.vendor_id')
    .select([
      'o.repair_order_number as orderNumber',
      'o.plant_id as plant',
      'o.vendor_id as vendor',
      'v.name as vendorName',
      'o.lot_number as lotNumber',
      sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
      sql<number>`(select coalesce(min(${itemStage}), 0) from repair_order_item r where r.repair_order_number = o.repair_order_number)`.as(
        'stage',
      ),
      sql<number>`(select count(*)::int from repair_order_item r where r.repair_order_number = o.repair_order_number)`.as('units'),
    ]);
}

type OrderRow = Omit<RepairOrderSummary, 'status'> & { stage: number };
const summary = ({ stage, ...row }: OrderRow): RepairOrderSummary => ({
  ...row,
  units: Number(row.units),
  status: STAGES[stage] ?? 'OPEN',
});

function inScope(scope: RepairScope, order: { plant: string; vendor: string }): boolean {
  return 'plants' in scope ? inPlantScope(scope.plants, order.plant) : scope.vendors.includes(order.vendor);
}

export async function searchRepairOrders(db: Kysely<DB>, scope: RepairScope, q: RepairOrderSearch): Promise<Paged<RepairOrderSummary>> {
  let base = orderQuery(db);
  if ('plants' in scope) {
    if (isEmptyScope(scope.plants)) return emptyPage(q);
    base = limitToPlants(base, 'o.plant_id', scope.plants);
  } else {
    if (scope.vendors.length === 0) return emptyPage(q);
    base = base.where('o.vendor_id', 'in', [...scope.vendors]);
  }
  if (q.plant) base = base.where('o.plant_id', '=', q.plant.toUpperCase());
  if (q.vendor) base = base.where('o.vendor_id', '=', q.vendor.toUpperCase());
  if (q.status)
    base = base.where(
      sql<boolean>`(select coalesce(min(${itemStage}), 0) from repair_order_item r where r.repair_order_number = o.repair_order_number) = ${STAGE_OF[q.status]}`,
    );
  const rows = base.orderBy('o.created_at', 'desc').orderBy('o.repair_order_number', 'desc');
  const page = await fetchPage(db, base, rows, q);
  return { ...page, items: page.items.map((r) => summary(r as OrderRow)) };
}

/** One repair order with its serials; outside the scope like unknown. */
export async function getRepairOrder(db: Kysely<DB>, scope: RepairScope, orderNumber: string): Promise<RepairOrderView> {
  const order = await orderQuery(db).select('o.note').where('o.repair_order_number', '=', orderNumber).executeTakeFirst();
  if (!order || !inScope(scope, order)) throw new DomainError('REPAIR_ORDER_NOT_FOUND', { order: orderNumber });
  const items = await db
    .selectFrom('repair_order_item as r')
    .innerJoin('material as m', 'm.material_id', 'r.material_id')
    .select([
      'r.item_no as itemNo',
      'r.material_id as material',
      'm.description as materialDescription',
      'r.serial_number as serialNumber',
      itemStage.as('stage'),
      'r.sent_mat_doc as sentMatDoc',
      sql<string | null>`to_char(r.announced_ship_date, 'YYYY-MM-DD')`.as('announcedShipDate'),
      'r.received_mat_doc as receivedMatDoc',
    ])
    .where('r.repair_order_number', '=', orderNumber)
    .orderBy('r.item_no')
    .execute();
  const { note, ...head } = order;
  return {
    ...summary(head as OrderRow),
    note,
    items: items.map(({ stage, ...i }) => ({ ...i, status: STAGES[stage] ?? 'OPEN' })),
  };
}

/** A serial scanned at the receipt: its item when it may come back on this order, else the reason in words. */
export async function checkRepairSerial(
  db: Kysely<DB>,
  scope: RepairScope,
  orderNumber: string,
  serial: string,
): Promise<RepairSerialCheck> {
  const order = await getRepairOrder(db, scope, orderNumber);
  const item = order.items.find((i) => i.serialNumber === serial);
  const refuse = (reason: string): RepairSerialCheck => ({
    ok: false,
    itemNo: item?.itemNo ?? null,
    material: item?.material ?? null,
    reason,
  });
  if (!item) return refuse(errorText('REPAIR_SERIAL_NOT_ON_ORDER', { serial, order: orderNumber }));
  if (item.status === 'OPEN') return refuse(errorText('REPAIR_SERIAL_NOT_SENT', { serial, order: orderNumber }));
  if (item.status === 'RECEIVED')
    return refuse(errorText('REPAIR_SERIAL_RECEIVED', { serial, order: orderNumber, matDoc: item.receivedMatDoc ?? '' }));
  return { ok: true, itemNo: item.itemNo, material: item.material, reason: null };
}
