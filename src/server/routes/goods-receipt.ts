import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../shared/access';
import { todayIn } from '../../shared/calendar';
import * as e from '../../shared/contracts/goods-receipt/endpoints';
import type { GoodsReceiptListRow } from '../../shared/contracts/goods-receipt/schemas';
import type { PurchaseOrderSummary, StoSummary } from '../../shared/contracts/orders/schemas';
import type { Paged } from '../../shared/contracts/stock/schemas';
import { DomainError } from '../domain/errors';
import { postGoodsReceiptPo } from '../domain/goods-receipt/post-goods-receipt-po';
import { postGoodsReceiptSto } from '../domain/goods-receipt/post-goods-receipt-sto';
import { listMaterialSerials, validateSerial } from '../domain/goods-receipt/serials';
import { listPlants } from '../domain/master-data/plants';
import { listStorageLocations } from '../domain/master-data/storage-locations';
import { isInternal } from '../domain/master-data/viewer';
import { getPurchaseOrder, getSto, searchPurchaseOrders, searchStos } from '../domain/orders/order-queries';
import { emptyPage } from '../domain/paging';
import { todayIso } from '../domain/stock/posting/types';
import { handle, handlePosting } from '../http/route';

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
 * Goods receipts for purchase orders and stock transport orders (post, Idempotency-Key), serial
 * validation and serial lists for serial entry, and the goods-receipt screen's JSON.
 */
export async function goodsReceiptRoutes(app: FastifyInstance): Promise<void> {
  handlePosting(app, e.postGoodsReceiptPo, (trx, { actor, body }) => postGoodsReceiptPo(trx, actor, body));
  handlePosting(app, e.postGoodsReceiptSto, (trx, { actor, body }) => postGoodsReceiptSto(trx, actor, body));
  handle(app, e.validateSerial, async ({ db, user, query }) => validateSerial(db, user, query));
  handle(app, e.listMaterialSerials, async ({ db, user, params, query }) => listMaterialSerials(db, user, params.materialId, query));

  handle(app, e.goodsReceiptInit, async ({ db, user: u }) => {
    const plants = await listPlants(db, u);
    const withSlocs = await Promise.all(
      plants.map(async (p) => ({
        plantId: p.plantId,
        name: p.name,
        today: todayIn(p.timezone),
        slocs: (await listStorageLocations(db, u, p.plantId)).map((s) => ({
          slocId: s.slocId,
          name: s.name,
          warehouseManaged: s.warehouseManaged,
        })),
      })),
    );
    let vendorQuery = db.selectFrom('vendor').select(['vendor_id', 'name']).orderBy('vendor_id').limit(500);
    if (!isInternal(u))
      vendorQuery = u.vendors.length > 0 ? vendorQuery.where('vendor_id', 'in', u.vendors) : vendorQuery.where((eb) => eb.lit(false));
    const vendors = (await vendorQuery.execute()).map((v) => ({ vendorId: v.vendor_id, name: v.name }));
    return {
      canPost: mayCall(u, e.postGoodsReceiptPo),
      isSupplier: !isInternal(u),
      plants: isInternal(u) ? withSlocs : [],
      vendors,
      today: todayIso(),
    };
  });

  handle(app, e.goodsReceiptList, async ({ db, user: u, query: q }) => {
    const empty: Paged<GoodsReceiptListRow> = emptyPage(q);
    const number = q.number?.trim();
    if (number) {
      // a scanned number: the order itself, whichever kind it is
      if (!/^\d{10}$/.test(number)) return empty;
      const found = await findOrder(number);
      return found ? { ...empty, items: [found], total: 1 } : empty;
    }
    if (q.type === 'STO') {
      if (!mayCall(u, e.postGoodsReceiptSto)) return empty;
      const page = await searchStos(db, u, { ...q, open: true });
      return { ...page, items: page.items.map((s) => stoRow(s, s)) };
    }
    const page = await searchPurchaseOrders(db, u, { ...q, open: true });
    return { ...page, items: page.items.map((p) => poRow(p, p)) };

    async function findOrder(n: string): Promise<GoodsReceiptListRow | null> {
      try {
        const po = await getPurchaseOrder(db, u, n);
        return poRow(po, { openItems: po.items.filter((i) => !i.closed).length, itemCount: po.items.length });
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 404) throw error;
      }
      if (!mayCall(u, e.postGoodsReceiptSto)) return null;
      try {
        const sto = await getSto(db, u, n);
        const openItems = sto.items.filter((i) => !i.closed && i.inTransitQuantity !== '0.000').length;
        return stoRow(sto, { openItems, itemCount: sto.items.length });
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 404) throw error;
      }
      return null;
    }
  });
}
