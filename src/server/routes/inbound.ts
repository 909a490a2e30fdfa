import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type GoodsReceiptInitData,
  type GoodsReceiptListRow,
  goodsReceiptListSchema,
  materialSerialsQuerySchema,
  poGoodsReceiptSchema,
  poNumberSchema,
  purchaseOrderSearchSchema,
  serialValidationSchema,
  stoGoodsReceiptSchema,
  stoNumberSchema,
  stoSearchSchema,
} from '../../shared/contracts/inbound';
import { materialIdSchema, type Paged } from '../../shared/contracts/stock';
import type { SessionUser } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { getPurchaseOrder, getSto, searchPurchaseOrders, searchStos } from '../domain/goods-receipt/order-queries';
import { postGoodsReceiptPo } from '../domain/goods-receipt/post-goods-receipt-po';
import { postGoodsReceiptSto } from '../domain/goods-receipt/post-goods-receipt-sto';
import { listMaterialSerials, validateSerial } from '../domain/goods-receipt/serials';
import { listPlants } from '../domain/master-data/plants';
import { listStorageLocations } from '../domain/master-data/storage-locations';
import { isInternal } from '../domain/master-data/viewer';
import { postingActor, sendPosting } from '../http/posting';

const API = '/supplier/api/warehouse';
const GR = '/supplier/warehouse/goodsreceipt';

function user(request: FastifyRequest): SessionUser {
  const u = request.user;
  if (!u) throw new Error('inbound route reached without a signed-in user');
  return u;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Inbound: purchase orders (read: warehouse by plant, suppliers their own vendor only), stock
 * transport orders (read), goods receipts for both (post, Idempotency-Key), serial validation
 * and serial lists for serial entry, and the goods-receipt screen's JSON.
 */
export async function inboundRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const noStore = { 'cache-control': 'no-store' };

  r.get(`${API}/purchase-orders`, { schema: { querystring: purchaseOrderSearchSchema } }, async (request, reply) =>
    reply.headers(noStore).send(await searchPurchaseOrders(db(), user(request), request.query)),
  );
  r.get(
    `${API}/purchase-orders/:purchaseOrderNo`,
    { schema: { params: z.object({ purchaseOrderNo: poNumberSchema }) } },
    async (request, reply) => reply.headers(noStore).send(await getPurchaseOrder(db(), user(request), request.params.purchaseOrderNo)),
  );
  r.post(`${API}/po-goods-receipts`, { schema: { body: poGoodsReceiptSchema } }, (request, reply) =>
    sendPosting(request, reply, (trx) => postGoodsReceiptPo(trx, postingActor(request), request.body)),
  );

  r.get(`${API}/stock-transport-orders/search`, { schema: { querystring: stoSearchSchema } }, async (request, reply) =>
    reply.headers(noStore).send(await searchStos(db(), user(request), request.query)),
  );
  r.get(
    `${API}/stock-transport-orders/:stoNumber`,
    { schema: { params: z.object({ stoNumber: stoNumberSchema }) } },
    async (request, reply) => reply.headers(noStore).send(await getSto(db(), user(request), request.params.stoNumber)),
  );
  r.post(`${API}/sto-goods-receipts`, { schema: { body: stoGoodsReceiptSchema } }, (request, reply) =>
    sendPosting(request, reply, (trx) => postGoodsReceiptSto(trx, postingActor(request), request.body)),
  );

  r.get(`${API}/validate-serial-number`, { schema: { querystring: serialValidationSchema } }, async (request, reply) =>
    reply.headers(noStore).send(await validateSerial(db(), user(request), request.query)),
  );
  r.get(
    `${API}/materials/:materialId/serials`,
    { schema: { params: z.object({ materialId: materialIdSchema }), querystring: materialSerialsQuerySchema } },
    async (request, reply) =>
      reply.headers(noStore).send(await listMaterialSerials(db(), user(request), request.params.materialId, request.query)),
  );

  r.get(`${GR}/initdata.json`, async (request, reply) => {
    const u = user(request);
    const plants = await listPlants(db(), u);
    const withSlocs = await Promise.all(
      plants.map(async (p) => ({
        plantId: p.plantId,
        name: p.name,
        slocs: (await listStorageLocations(db(), u, p.plantId)).map((s) => ({
          slocId: s.slocId,
          name: s.name,
          warehouseManaged: s.warehouseManaged,
        })),
      })),
    );
    let vendorQuery = db().selectFrom('vendor').select(['vendor_id', 'name']).orderBy('vendor_id').limit(500);
    if (!isInternal(u))
      vendorQuery = u.vendors.length > 0 ? vendorQuery.where('vendor_id', 'in', u.vendors) : vendorQuery.where((eb) => eb.lit(false));
    const vendors = (await vendorQuery.execute()).map((v) => ({ vendorId: v.vendor_id, name: v.name }));
    const body: GoodsReceiptInitData = {
      canPost: u.grants.has('MM/MIGO'),
      isSupplier: !isInternal(u),
      plants: isInternal(u) ? withSlocs : [],
      vendors,
      today: today(),
    };
    return reply.headers(noStore).send(body);
  });

  r.get(`${GR}/list.json`, { schema: { querystring: goodsReceiptListSchema } }, async (request, reply) => {
    const u = user(request);
    const q = request.query;
    const empty: Paged<GoodsReceiptListRow> = { items: [], page: q.page, pageSize: q.pageSize, total: 0, totalCapped: false, maxPage: 1 };
    const number = q.number?.trim();
    if (number) {
      // a scanned number: the order itself, whichever kind it is
      if (!/^\d{10}$/.test(number)) return reply.headers(noStore).send(empty);
      const found = await findOrder(number);
      return reply.headers(noStore).send(found ? { ...empty, items: [found], total: 1 } : empty);
    }
    if (q.type === 'STO') {
      if (!u.grants.has('MM/MIGO')) return reply.headers(noStore).send(empty);
      const page = await searchStos(db(), u, { ...q, open: true });
      return reply.headers(noStore).send({
        ...page,
        items: page.items.map(
          (s): GoodsReceiptListRow => ({
            type: 'STO',
            number: s.stoNumber,
            partner: `Plant ${s.supplyingPlant}`,
            plant: s.receivingPlant,
            documentDate: s.documentDate,
            openItems: s.openItems,
            itemCount: s.itemCount,
          }),
        ),
      });
    }
    const page = await searchPurchaseOrders(db(), u, { ...q, open: true });
    return reply.headers(noStore).send({
      ...page,
      items: page.items.map(
        (p): GoodsReceiptListRow => ({
          type: 'PO',
          number: p.poNumber,
          partner: p.vendorName,
          plant: p.plant,
          documentDate: p.documentDate,
          openItems: p.openItems,
          itemCount: p.itemCount,
        }),
      ),
    });

    async function findOrder(n: string): Promise<GoodsReceiptListRow | null> {
      try {
        const po = await getPurchaseOrder(db(), u, n);
        return {
          type: 'PO',
          number: po.poNumber,
          partner: po.vendorName,
          plant: po.plant,
          documentDate: po.documentDate,
          openItems: po.items.filter((i) => !i.closed).length,
          itemCount: po.items.length,
        };
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 404) throw error;
      }
      if (!u.grants.has('MM/MIGO')) return null;
      try {
        const sto = await getSto(db(), u, n);
        return {
          type: 'STO',
          number: sto.stoNumber,
          partner: `Plant ${sto.supplyingPlant}`,
          plant: sto.receivingPlant,
          documentDate: sto.documentDate,
          openItems: sto.items.filter((i) => !i.closed && i.inTransitQuantity !== '0.000').length,
          itemCount: sto.items.length,
        };
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 404) throw error;
      }
      return null;
    }
  });
}
