import type { Kysely } from 'kysely';
import { mayCall } from '../../../shared/access';
import { todayIn } from '../../../shared/calendar';
import { postGoodsReceiptPo, postGoodsReceiptSto } from '../../../shared/contracts/goods-receipt/endpoints';
import type { GoodsReceiptInitData, GoodsReceiptListQuery, GoodsReceiptListRow } from '../../../shared/contracts/goods-receipt/schemas';
import type { PurchaseOrderSummary, StoSummary } from '../../../shared/contracts/orders/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError, type ErrorCode } from '../errors';
import { listPlants } from '../master-data/plants';
import { listStorageLocations } from '../master-data/storage-locations';
import { isInternal, type Viewer } from '../master-data/viewer';
import { getPurchaseOrder, getSto, searchPurchaseOrders, searchStos } from '../orders/order-queries';
import { emptyPage } from '../paging';
import { todayIso } from '../stock/posting/types';

/** Who opens the goods-receipt screen: what it sees (its plants or vendor) and what it may call (its grants). */
export type ReceiptScreenUser = Viewer & { grants: ReadonlySet<string>; tokenId?: number };

type Counts = Pick<GoodsReceiptListRow, 'openItems' | 'itemCount'>;

/** A purchase order as a row of the goods-receipt list. */
function poRow(p: Pick<PurchaseOrderSummary, 'poNumber' | 'vendorName' | 'plant' | 'documentDate'>, counts: Counts): GoodsReceiptListRow {
  const { openItems, itemCount } = counts;
  return { type: 'PO', number: p.poNumber, partner: p.vendorName, plant: p.plant, documentDate: p.documentDate, openItems, itemCount };
}

/** A stock transport order as a row of the goods-receipt list: the supplying plant is the partner. */
function stoRow(
  s: Pick<StoSummary, 'stoNumber' | 'supplyingPlant' | 'receivingPlant' | 'documentDate'>,
  counts: Counts,
): GoodsReceiptListRow {
  const { openItems, itemCount } = counts;
  return {
    type: 'STO',
    number: s.stoNumber,
    partner: `Plant ${s.supplyingPlant}`,
    plant: s.receivingPlant,
    documentDate: s.documentDate,
    openItems,
    itemCount,
  };
}

/**
 * Stock transport orders are received only (MIGO): a user who may not post their receipts (a
 * supplier reading its purchase orders) neither lists nor finds them on the goods-receipt screen.
 */
const mayReceiveStos = (user: ReceiptScreenUser) => mayCall(user, postGoodsReceiptSto);

/** The goods-receipt screen's start: plants with storage locations, vendors, whether the user may post. */
export async function goodsReceiptInit(db: Kysely<DB>, user: ReceiptScreenUser): Promise<GoodsReceiptInitData> {
  const plants = await listPlants(db, user);
  const withSlocs = await Promise.all(
    plants.map(async (p) => ({
      plantId: p.plantId,
      name: p.name,
      today: todayIn(p.timezone),
      slocs: (await listStorageLocations(db, user, p.plantId)).map((s) => ({
        slocId: s.slocId,
        name: s.name,
        warehouseManaged: s.warehouseManaged,
      })),
    })),
  );
  let vendorQuery = db.selectFrom('vendor').select(['vendor_id', 'name']).orderBy('vendor_id').limit(500);
  if (!isInternal(user))
    vendorQuery = user.vendors.length > 0 ? vendorQuery.where('vendor_id', 'in', user.vendors) : vendorQuery.where((eb) => eb.lit(false));
  const vendors = (await vendorQuery.execute()).map((v) => ({ vendorId: v.vendor_id, name: v.name }));
  return {
    canPost: mayCall(user, postGoodsReceiptPo),
    isSupplier: !isInternal(user),
    plants: isInternal(user) ? withSlocs : [],
    vendors,
    today: todayIso(),
  };
}

/** The read of one order, or null when it is not there for this user (unknown or out of scope read alike). */
async function unlessNotFound<T>(read: () => Promise<T>, notFound: ErrorCode): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError && error.code === notFound) return null;
    throw error;
  }
}

/**
 * The goods-receipt list: open purchase orders or (for users who may receive them) stock transport
 * orders, or one scanned order number, whichever kind it is.
 */
export async function listReceiptOrders(
  db: Kysely<DB>,
  user: ReceiptScreenUser,
  q: GoodsReceiptListQuery,
): Promise<Paged<GoodsReceiptListRow>> {
  const empty: Paged<GoodsReceiptListRow> = emptyPage(q);
  const number = q.number?.trim();
  if (number) {
    if (!/^\d{10}$/.test(number)) return empty;
    const found = await findOrder(db, user, number);
    return found ? { ...empty, items: [found], total: 1 } : empty;
  }
  if (q.type === 'STO') {
    if (!mayReceiveStos(user)) return empty;
    const page = await searchStos(db, user, { ...q, open: true });
    return { ...page, items: page.items.map((s) => stoRow(s, s)) };
  }
  const page = await searchPurchaseOrders(db, user, { ...q, open: true });
  return { ...page, items: page.items.map((p) => poRow(p, p)) };
}

/** A scanned number: the purchase order, else the stock transport order of that number. */
async function findOrder(db: Kysely<DB>, user: ReceiptScreenUser, n: string): Promise<GoodsReceiptListRow | null> {
  const po = await unlessNotFound(() => getPurchaseOrder(db, user, n), 'PURCHASE_ORDER_NOT_FOUND');
  if (po) return poRow(po, { openItems: po.items.filter((i) => !i.closed).length, itemCount: po.items.length });
  if (!mayReceiveStos(user)) return null;
  const sto = await unlessNotFound(() => getSto(db, user, n), 'STOCK_TRANSPORT_ORDER_NOT_FOUND');
  if (!sto) return null;
  const openItems = sto.items.filter((i) => !i.closed && i.inTransitQuantity !== '0.000').length;
  return stoRow(sto, { openItems, itemCount: sto.items.length });
}
