import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as c from '../../shared/contracts/master-data';
import {
  autocompleteCostCenters,
  autocompleteMaterials,
  autocompleteMaterialsByGroup,
  autocompleteMaterialsByType,
  autocompleteNonSerializedMaterials,
} from '../domain/master-data/autocomplete';
import { createLookupCache, type LookupEntry, type LookupSnapshot } from '../domain/master-data/lookup-cache';
import { notModified } from '../http/conditional';

const AC = c.AUTOCOMPLETE;

/** Lookups are the same for every signed-in user, but only for signed-in users: never shared caches. */
const CACHE_CONTROL = 'private, no-cache';

function sendCached(request: FastifyRequest, reply: FastifyReply, etag: string, lastModified: Date, body: () => string) {
  reply.header('etag', etag).header('last-modified', lastModified.toUTCString()).header('cache-control', CACHE_CONTROL);
  if (notModified(request, etag, lastModified)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body());
}

function cacheBody(s: LookupSnapshot): c.CacheResponse {
  return {
    version: s.version,
    refreshedAt: s.refreshedAt.toISOString(),
    lookups: s.entries.map((e: LookupEntry) => ({
      name: e.name,
      path: e.path,
      version: e.version,
      etag: e.etag,
      lastModified: e.lastModified.toISOString(),
      count: e.options.length,
      options: e.options,
    })),
  };
}

/**
 * The spec's lookups (dropdown option arrays, cached in-process with ETag/Last-Modified),
 * the cache endpoints, and the autocompletes (prefix search, paged, for the dropdown control).
 */
export async function lookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const cache = createLookupCache(app.ctx.db);

  for (const name of c.LOOKUP_NAMES) {
    app.get(c.LOOKUP_PATHS[name], async (request, reply) => {
      const entry = await cache.get(name);
      return sendCached(request, reply, entry.etag, entry.lastModified, () => entry.body);
    });
  }

  app.get('/supplier/cache', async (request, reply) => {
    const snapshot = await cache.snapshot();
    const lastModified = new Date(Math.max(...snapshot.entries.map((e) => e.lastModified.getTime())));
    return sendCached(request, reply, snapshot.etag, lastModified, () => JSON.stringify(cacheBody(snapshot)));
  });

  app.post('/supplier/cache/update.json', { schema: { response: { 200: c.cacheUpdateResponse } } }, async (_request, reply) => {
    const { snapshot, changed } = await cache.refresh();
    reply.header('cache-control', 'no-store');
    return {
      version: snapshot.version,
      refreshedAt: snapshot.refreshedAt.toISOString(),
      lookups: snapshot.entries.map((e) => ({ name: e.name, etag: e.etag, count: e.options.length, changed: changed.has(e.name) })),
    };
  });

  const acSchema = { querystring: c.autocompleteQuery, response: { 200: c.autocompleteResponse } };

  app.get(
    `${AC}/cost-centers`,
    { schema: { querystring: c.costCenterAutocompleteQuery, response: { 200: c.autocompleteResponse } } },
    async (request) => autocompleteCostCenters(db(), request.query),
  );
  app.get(`${AC}/materials`, { schema: acSchema }, async (request) => autocompleteMaterials(db(), request.query));
  app.get(`${AC}/materials/non-serialized`, { schema: acSchema }, async (request) =>
    autocompleteNonSerializedMaterials(db(), request.query),
  );
  app.get(`${AC}/materials/by-group/:materialGroup`, { schema: { ...acSchema, params: c.materialGroupParams } }, async (request) =>
    autocompleteMaterialsByGroup(db(), request.params.materialGroup, request.query),
  );
  app.get(`${AC}/materials/by-type/:materialType`, { schema: { ...acSchema, params: c.materialTypeParams } }, async (request) =>
    autocompleteMaterialsByType(db(), request.params.materialType, request.query),
  );
}
