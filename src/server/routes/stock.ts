import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/stock/endpoints';
import { listStorageBins } from '../domain/master-data/storage-bins';
import { warehouseSetup } from '../domain/master-data/warehouse-setup';
import { getMaterialDocument } from '../domain/stock/get-material-document';
import { checkLedger } from '../domain/stock/ledger-check';
import { mayPostMovements, postWithMovementGrants } from '../domain/stock/movement-grants';
import { postPlainDocument, preparePlainPosting } from '../domain/stock/posting/post-in-one-call';
import { reverseMaterialDocument } from '../domain/stock/reverse-material-document';
import { getEquipment, searchEquipment } from '../domain/stock/search-equipment';
import { searchMaterialDocuments } from '../domain/stock/search-material-documents';
import { type CsvSink, exportStockCsv, stockOverview } from '../domain/stock/stock-overview';
import { safeErrorLog } from '../http/errors';
import { handle, handlePosting } from '../http/route';

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
 * The inventory ledger over HTTP: material documents (post, search, display, reverse), the stock
 * overview with its screen JSON and streamed CSV export, storage bins, serialized equipment.
 */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  // the primary, never a replica: the check compares tables a replica may show at different moments
  handle(app, e.ledgerCheck, async () => checkLedger(app.ctx.db, { limit: 1000 }));
  handlePosting(app, e.postMaterialDocument, (trx, { actor, body }) => postWithMovementGrants(trx, actor, body), {
    // a plain document goes in one statement; anything refused on the way takes the transaction, which answers the same
    oneCall: async ({ actor, body, db }) => {
      if (
        !mayPostMovements(
          actor,
          body.items.map((item) => item.movementType),
        )
      )
        return null;
      const posting = await preparePlainPosting(db, actor, body);
      return posting && { produced: posting.result, post: (claim, answer) => postPlainDocument(db, actor, claim, posting, answer) };
    },
  });
  handle(app, e.searchMaterialDocuments, async ({ db, user, query }) => searchMaterialDocuments(db, user, query));
  handle(app, e.getMaterialDocument, async ({ db, user, params }) => getMaterialDocument(db, user, params.matDoc));
  handlePosting(app, e.reverseMaterialDocument, (trx, { actor, params, body }) =>
    reverseMaterialDocument(trx, actor, params.matDoc, body ?? {}),
  );

  handle(app, e.stockOverview, async ({ db, user, query }) => stockOverview(db, user, query));
  handle(app, e.stockScreenInit, async ({ db, user }) => warehouseSetup(db, user.plants));
  handle(app, e.stockExport, async ({ db, user, query, request, reply }) => {
    const stream = new PassThrough({ highWaterMark: 64 * 1024 });
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
      .header('cache-control', 'no-store');
    exportStockCsv(db, app.ctx.dbKind, user, query, streamSink(stream)).then(
      () => stream.end(),
      (error: unknown) => {
        if (!stream.destroyed) request.log.error({ err: safeErrorLog(error) }, 'stock CSV export failed');
        stream.destroy(error as Error);
      },
    );
    return reply.send(stream);
  });

  handle(app, e.storageBinScreenInit, async ({ db, user }) => warehouseSetup(db, user.plants));
  handle(app, e.storageBinSearch, async ({ db, user, query }) => {
    const { plant, warehouse, ...filter } = query;
    return listStorageBins(db, user, { plantId: plant, warehouseId: warehouse, ...filter });
  });

  handle(app, e.searchEquipment, async ({ db, user, query }) => searchEquipment(db, user, query));
  handle(app, e.getEquipment, async ({ db, user, params }) => getEquipment(db, user, params.equipmentNumber));
  handle(app, e.searchEquipmentV2, async ({ db, user, query }) => searchEquipment(db, user, query, 2));
  handle(app, e.getEquipmentV2, async ({ db, user, params }) => getEquipment(db, user, params.equipmentNumber));
}
