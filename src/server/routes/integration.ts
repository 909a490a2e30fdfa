import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as e from '../../shared/contracts/integration/endpoints';
import { MAX_BATCH_ROWS } from '../../shared/contracts/integration/schemas';
import { DomainError } from '../domain/errors';
import { chunksOf } from '../domain/integration/batch';
import { checkImportRows, importRows } from '../domain/integration/import';
import { postOpeningStock } from '../domain/integration/opening-stock';
import { integrationPlants } from '../domain/integration/plant-scope';
import { readSerials, readStock } from '../domain/integration/reads';
import { upsertMasterData } from '../domain/integration/upsert-master-data';
import { upsertOrders } from '../domain/integration/upsert-orders';
import { ndjsonChunks } from '../http/ndjson';
import { postingActor } from '../http/posting';
import { handle, handlePosting } from '../http/route';

const NDJSON = 'application/x-ndjson';

/** The rows of a batch request: a JSON array (at most MAX_BATCH_ROWS), or NDJSON read from the stream as it comes. */
function batchSource(
  request: FastifyRequest,
  body: unknown[] | null | undefined,
): { chunks: () => AsyncIterable<unknown[]>; retry: boolean } {
  if ((request.headers['content-type'] ?? '').startsWith(NDJSON)) {
    return { chunks: () => ndjsonChunks(request.raw), retry: false };
  }
  if (!body || body.length === 0) throw new DomainError('BATCH_EMPTY');
  if (body.length > MAX_BATCH_ROWS) throw new DomainError('BATCH_TOO_LARGE', { max: MAX_BATCH_ROWS });
  return { chunks: () => chunksOf(body), retry: true };
}

/**
 * The integration API (an ERP, through INTEGRATION grants) and the CSV import (ADMIN/IMPORT): thin
 * handlers over domain/integration. NDJSON bodies are not parsed by Fastify: the handler reads the
 * request stream in chunks (the parser below leaves it untouched).
 */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(NDJSON, (_request, _payload, done) => done(null, undefined));

  handle(app, e.upsertMasterData, async ({ db, user, params, query, body, request }) => {
    const { chunks, retry } = batchSource(request, body);
    return upsertMasterData(db, integrationPlants(user), params.kind, chunks, { dryRun: query.dryRun ?? false, retry });
  });
  handle(app, e.upsertOrders, async ({ db, user, params, query, body, request }) => {
    const { chunks, retry } = batchSource(request, body);
    return upsertOrders(db, integrationPlants(user), params.kind, chunks, { dryRun: query.dryRun ?? false, retry });
  });
  handlePosting(app, e.postOpeningStock, (trx, { actor, body }) => postOpeningStock(trx, actor, body));
  handle(app, e.readStockLevels, async ({ db, user, query }) => readStock(db, user.plants, query));
  handle(app, e.readSerials, async ({ db, user, query }) => readSerials(db, user.plants, query));

  handle(app, e.checkImport, async ({ db, user, params, body, request }) =>
    checkImportRows(db, postingActor(request), integrationPlants(user), params.kind, body.rows),
  );
  handlePosting(app, e.runImport, (trx, { actor, user, params, body }) =>
    importRows(trx, actor, integrationPlants(user), params.kind, body.rows),
  );
}
