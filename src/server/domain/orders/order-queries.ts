import { type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  PurchaseOrderItemView,
  PurchaseOrderSearch,
  PurchaseOrderSummary,
  PurchaseOrderView,
  StoItemView,
  StoSearch,
  StoSummary,
  StoView,
} from '../../../shared/contracts/orders/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { maySee } from '../asn/scope';
import { DomainError } from '../errors';
import { inPlantScope, isEmptyScope, isInternal, limitToPlants, type PlantScope, type Viewer, visiblePlants } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';
import { issuedForSto } from './sto-issue';

/**
 * Purchase orders and stock transport orders as the warehouse and the suppliers see them.
 * Scope: internal users (warehouse, administrators) see the orders of their plants; a supplier
 * user sees only the purchase orders of its own vendor(s) and no stock transport orders.
 * Anything outside the scope is answered exactly like an unknown number (404).
 */

/** Open quantity plus the over-delivery tolerance, never below zero. */
export function maxReceivable(quantity: string, received: string, tolerancePct: string): string {
  const qty = toMilliUnits(quantity);
  const limit = (qty * (10000n + toMilliUnits(tolerancePct) / 10n)) / 10000n;
  const left = limit - toMilliUnits(received);
  return fromMilliUnits(left < 0n ? 0n : left);
}

/** The items of each kind of order, and the alias its search gives the order header. */
const ORDER_ITEMS = {
  po: { items: 'purchase_order_item', key: 'po_number', header: 'p' },
  sto: { items: 'stock_transport_order_item', key: 'sto_number', header: 's' },
} as const;

/** Whether the order has an item (`i`) meeting `condition`. */
function hasItem(order: keyof typeof ORDER_ITEMS, condition: RawBuilder<unknown>) {
  const { items, key, header } = ORDER_ITEMS[order];
  return sql<boolean>`exists (select 1 from ${sql.table(items)} i where ${sql.ref(`i.${key}`)} = ${sql.ref(`${header}.${key}`)} and ${condition})`;
}

/** What a purchase order item and a stock transport order item both show: the item and its material (`m`), named as the answer names them. */
const ITEM_MATERIAL_COLUMNS = [
  'i.item_no as itemNo',
  'i.material_id as material',
  'm.description as materialDescription',
  'm.base_unit as baseUnit',
  'm.serialized',
  'm.batch_managed as batchManaged',
  'm.quality_inspected as qualityInspected',
] as const;

/** Purchase orders (`p`) with the vendor's name (`v`): what a PO's summary and its header both show. */
function poHeaderQuery(db: Kysely<DB>) {
  return db
    .selectFrom('purchase_order as p')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .select([
      'p.po_number as poNumber',
      'p.vendor_id as vendor',
      'v.name as vendorName',
      'p.plant_id as plant',
      sql<string>`p.document_date::text`.as('documentDate'),
    ]);
}

function poScope(viewer: Viewer) {
  if (isInternal(viewer)) {
    const plants = visiblePlants(viewer);
    return { plants: plants === 'all' ? null : plants, vendors: null };
  }
  return { plants: null, vendors: viewer.vendors };
}

export async function searchPurchaseOrders(db: Kysely<DB>, viewer: Viewer, q: PurchaseOrderSearch): Promise<Paged<PurchaseOrderSummary>> {
  const scope = poScope(viewer);
  const empty = emptyPage(q);
  if ((scope.plants && scope.plants.length === 0) || (scope.vendors && scope.vendors.length === 0)) return empty;
  const open = q.open ?? true;
  let base = poHeaderQuery(db);
  if (scope.plants) base = base.where('p.plant_id', 'in', scope.plants);
  if (scope.vendors) base = base.where('p.vendor_id', 'in', scope.vendors);
  if (q.vendor) base = base.where(sql<string>`upper(p.vendor_id)`, '=', q.vendor.toUpperCase());
  if (q.plant) base = base.where('p.plant_id', '=', q.plant);
  if (q.dateFrom) base = base.where('p.document_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where('p.document_date', '<=', sql<Date>`${q.dateTo}::date`);
  if (q.material) base = base.where(hasItem('po', sql`upper(i.material_id) = ${q.material.toUpperCase()}`));
  if (open) base = base.where(hasItem('po', sql`not i.closed`));
  const rows = base
    .select([
      sql<number>`(select count(*)::int from purchase_order_item i where i.po_number = p.po_number)`.as('itemCount'),
      sql<number>`(select count(*)::int from purchase_order_item i where i.po_number = p.po_number and not i.closed)`.as('openItems'),
    ])
    .orderBy('p.document_date', 'desc')
    .orderBy('p.po_number', 'desc');
  return fetchPage(db, base, rows, q); // the columns are named as the summary's fields
}

export async function getPurchaseOrder(db: Kysely<DB>, viewer: Viewer, poNumber: string): Promise<PurchaseOrderView> {
  const head = await poHeaderQuery(db)
    .innerJoin('plant as pl', 'pl.plant_id', 'p.plant_id')
    .select(['pl.name as plantName', 'p.company_code as companyCode'])
    .where('p.po_number', '=', poNumber)
    .executeTakeFirst();
  if (!head || !maySee(viewer, { vendor_id: head.vendor, plant_id: head.plant }))
    throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: poNumber });
  const items = await db
    .selectFrom('purchase_order_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select([
      ...ITEM_MATERIAL_COLUMNS,
      'i.plant_id as plant',
      'i.sloc_id as sloc',
      'i.quantity',
      'i.received_qty as receivedQuantity',
      'i.over_tolerance_pct as overTolerancePct',
      sql<string>`i.delivery_date::text`.as('deliveryDate'),
      'i.closed',
    ])
    .where('i.po_number', '=', poNumber)
    .orderBy('i.item_no')
    .execute();
  return {
    ...head,
    items: items.map((i): PurchaseOrderItemView => {
      const open = toMilliUnits(i.quantity) - toMilliUnits(i.receivedQuantity);
      return {
        ...i,
        openQuantity: fromMilliUnits(open < 0n ? 0n : open),
        maxReceivable: i.closed ? '0.000' : maxReceivable(i.quantity, i.receivedQuantity, i.overTolerancePct),
      };
    }),
  };
}

/** Stock transport orders (`s`): what an STO's summary and its header both show. */
function stoHeaderQuery(db: Kysely<DB>) {
  return db
    .selectFrom('stock_transport_order as s')
    .select([
      's.sto_number as stoNumber',
      's.supplying_plant as supplyingPlant',
      's.receiving_plant as receivingPlant',
      sql<string>`s.document_date::text`.as('documentDate'),
    ]);
}

/** Stock transport orders are internal: suppliers see none; warehouse users those received in or supplied from their plants. */
function stoPlants(viewer: Viewer): PlantScope {
  if (!isInternal(viewer)) return [];
  return visiblePlants(viewer);
}

export async function searchStos(db: Kysely<DB>, viewer: Viewer, q: StoSearch): Promise<Paged<StoSummary>> {
  const plants = stoPlants(viewer);
  const empty = emptyPage(q);
  if (isEmptyScope(plants)) return empty;
  const open = q.open ?? true;
  let base = stoHeaderQuery(db);
  // goods receipt happens at the receiving plant: that is the plant a user must hold
  base = limitToPlants(base, 's.receiving_plant', plants);
  if (q.plant) base = base.where('s.receiving_plant', '=', q.plant);
  if (q.supplyingPlant) base = base.where('s.supplying_plant', '=', q.supplyingPlant);
  if (q.dateFrom) base = base.where('s.document_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where('s.document_date', '<=', sql<Date>`${q.dateTo}::date`);
  if (q.material) base = base.where(hasItem('sto', sql`upper(i.material_id) = ${q.material.toUpperCase()}`));
  if (open) base = base.where(hasItem('sto', sql`not i.closed and i.issued_qty > i.received_qty`));
  const rows = base
    .select([
      sql<number>`(select count(*)::int from stock_transport_order_item i where i.sto_number = s.sto_number)`.as('itemCount'),
      sql<number>`(select count(*)::int from stock_transport_order_item i where i.sto_number = s.sto_number
        and not i.closed and i.issued_qty > i.received_qty)`.as('openItems'),
    ])
    .orderBy('s.document_date', 'desc')
    .orderBy('s.sto_number', 'desc');
  return fetchPage(db, base, rows, q); // the columns are named as the summary's fields
}

export async function getSto(db: Kysely<DB>, viewer: Viewer, stoNumber: string): Promise<StoView> {
  const head = await stoHeaderQuery(db)
    .innerJoin('plant as sp', 'sp.plant_id', 's.supplying_plant')
    .innerJoin('plant as rp', 'rp.plant_id', 's.receiving_plant')
    .select(['sp.name as supplyingPlantName', 'rp.name as receivingPlantName'])
    .where('s.sto_number', '=', stoNumber)
    .executeTakeFirst();
  const plants = stoPlants(viewer);
  if (!head || (!inPlantScope(plants, head.receivingPlant) && !inPlantScope(plants, head.supplyingPlant)))
    throw new DomainError('STOCK_TRANSPORT_ORDER_NOT_FOUND', { number: stoNumber });
  const items = await db
    .selectFrom('stock_transport_order_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select([
      ...ITEM_MATERIAL_COLUMNS,
      'i.supplying_sloc as supplyingSloc',
      'i.receiving_sloc as receivingSloc',
      'i.quantity',
      'i.issued_qty as issuedQuantity',
      'i.received_qty as receivedQuantity',
      'i.closed',
    ])
    .where('i.sto_number', '=', stoNumber)
    .orderBy('i.item_no')
    .execute();
  // serials and batches issued (641) for this order that are still in transit to the receiving plant
  const transit = await sql<{ item_no: number; serials: string[] | null; batches: string[] | null }>`
    select di.reference_item as item_no,
      array_agg(distinct e.serial_number order by e.serial_number) filter (where e.serial_number is not null) as serials,
      array_agg(distinct di.batch order by di.batch) filter (where di.batch <> '') as batches
    from material_document d
    join material_document_item di on di.mat_doc = d.mat_doc and di.movement_type = '641'
    left join serial_history h on h.mat_doc = di.mat_doc and h.item_no = di.item_no
    left join equipment e on e.equipment_number = h.equipment_number and e.status = 'IN_TRANSIT' and e.plant_id = ${head.receivingPlant}
    where ${issuedForSto(stoNumber)}
    group by di.reference_item`.execute(db);
  const byItem = new Map(transit.rows.map((r) => [r.item_no, r]));
  return {
    ...head,
    items: items.map((i): StoItemView => {
      const inTransit = toMilliUnits(i.issuedQuantity) - toMilliUnits(i.receivedQuantity);
      return {
        ...i,
        inTransitQuantity: fromMilliUnits(inTransit < 0n ? 0n : inTransit),
        serialsInTransit: byItem.get(i.itemNo)?.serials ?? [],
        batchesInTransit: byItem.get(i.itemNo)?.batches ?? [],
      };
    }),
  };
}
