import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  binToBinParams,
  binToBinSchema,
  STOCK_SCREEN,
  STORAGE_BIN_SCREEN,
  stockExportSchema,
  storageBinSearchSchema,
} from '../../shared/contracts/stock-visibility';
import type { SessionUser } from '../domain/auth/sessions';
import { listStorageBins } from '../domain/master-data/storage-bins';
import { warehouseSetup } from '../domain/master-data/warehouse-setup';
import { type CsvSink, exportStockCsv } from '../domain/stock/stock-overview';
import { moveBinToBin } from '../domain/wm/move-bin-to-bin';
import { postingActor, sendPosting } from '../http/posting';

/** A sink that honours the stream's backpressure and stops the export when the client went away. */
function streamSink(stream: PassThrough): CsvSink {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (stream.destroyed) {
        reject(new Error('the client closed the export'));
        return;
      }
      if (stream.write(chunk)) {
        resolve();
        return;
      }
      const done = (error?: Error) => {
        stream.off('drain', onDrain);
        stream.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('the client closed the export'));
      stream.once('drain', onDrain);
      stream.once('close', onClose);
    });
}

/**
 * Screen JSON of the stock overview (MMBE) and the storage-bin search (LS03N): init data, the
 * streamed CSV export, and the bin search (the master-data bin list, with plant and warehouse
 * as query parameters), and the handheld's bin-to-bin move. Rows of the overview come from
 * GET /supplier/api/warehouse/stock.
 */
export async function stockVisibilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(`${STOCK_SCREEN}/initdata.json`, async (request, reply) => {
    const user = request.user as SessionUser;
    return reply.header('cache-control', 'no-store').send(await warehouseSetup(app.ctx.db, user.plants));
  });

  app.get(`${STOCK_SCREEN}/export.csv`, { schema: { querystring: stockExportSchema } }, async (request, reply) => {
    const user = request.user as SessionUser;
    const stream = new PassThrough({ highWaterMark: 64 * 1024 });
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
      .header('cache-control', 'no-store');
    exportStockCsv(app.ctx.db, app.ctx.dbKind, user, request.query, streamSink(stream)).then(
      () => stream.end(),
      (error: unknown) => {
        if (!stream.destroyed) request.log.error({ err: error }, 'stock CSV export failed');
        stream.destroy(error as Error);
      },
    );
    return reply.send(stream);
  });

  app.get(`${STORAGE_BIN_SCREEN}/initdata.json`, async (request, reply) => {
    const user = request.user as SessionUser;
    return reply.header('cache-control', 'no-store').send(await warehouseSetup(app.ctx.db, user.plants));
  });

  app.get(`${STORAGE_BIN_SCREEN}/search`, { schema: { querystring: storageBinSearchSchema } }, async (request, reply) => {
    const user = request.user as SessionUser;
    const { plant, warehouse, ...filter } = request.query;
    const result = await listStorageBins(app.ctx.db, user, { plantId: plant, warehouseId: warehouse, ...filter });
    return reply.header('cache-control', 'no-store').send(result);
  });

  // bin to bin (handheld b2b): a BIN_TO_BIN transfer order created and confirmed in one posting
  app.post(
    '/supplier/api/warehouse/plants/:plantId/warehouses/:warehouseId/bin-to-bin',
    { schema: { params: binToBinParams, body: binToBinSchema } },
    (request, reply) => sendPosting(request, reply, (trx) => moveBinToBin(trx, postingActor(request), request.params, request.body)),
  );
}
