import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as e from '../../shared/contracts/master-data/endpoints';
import * as c from '../../shared/contracts/master-data/schemas';
import {
  autocompleteCostCenters,
  autocompleteMaterials,
  autocompleteMaterialsByGroup,
  autocompleteMaterialsByType,
  autocompleteNonSerializedMaterials,
} from '../domain/master-data/autocomplete';
import { createLookupCache, type LookupEntry, type LookupSnapshot } from '../domain/master-data/lookup-cache';
import { notModified } from '../http/conditional';
import { safeErrorLog } from '../http/errors';
import { handle } from '../http/route';

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
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const cache = createLookupCache(app.ctx.db);
  // a refresh on another instance (or a lost connection to them) reloads this one's copy too
  app.ctx.notifier.subscribe('portal_lookups', (_payload, own) => {
    if (!own) cache.refresh().catch((error) => app.log.warn({ err: safeErrorLog(error) }, 'reloading the lookups failed'));
  });
  const lookups = {
    isocountries: e.isoCountries,
    shippingroutes: e.shippingRoutes,
    material_groups: e.materialGroups,
    material_types: e.materialTypes,
  };

  for (const name of c.LOOKUP_NAMES) {
    handle(app, lookups[name], async ({ request, reply }) => {
      const entry = await cache.get(name);
      return sendCached(request, reply, entry.etag, entry.lastModified, () => entry.body);
    });
  }

  handle(app, e.lookupCache, async ({ request, reply }) => {
    const snapshot = await cache.snapshot();
    const lastModified = new Date(Math.max(...snapshot.entries.map((entry) => entry.lastModified.getTime())));
    return sendCached(request, reply, snapshot.etag, lastModified, () => JSON.stringify(cacheBody(snapshot)));
  });

  handle(app, e.refreshLookupCache, async () => {
    const { snapshot, changed } = await cache.refresh();
    await app.ctx.notifier.publish('portal_lookups', 'refresh');
    return {
      version: snapshot.version,
      refreshedAt: snapshot.refreshedAt.toISOString(),
      lookups: snapshot.entries.map((entry) => ({
        name: entry.name,
        etag: entry.etag,
        count: entry.options.length,
        changed: changed.has(entry.name),
      })),
    };
  });

  handle(app, e.autocompleteCostCenters, async ({ db, query }) => autocompleteCostCenters(db, query));
  handle(app, e.autocompleteMaterials, async ({ db, query }) => autocompleteMaterials(db, query));
  handle(app, e.autocompleteNonSerialized, async ({ db, query }) => autocompleteNonSerializedMaterials(db, query));
  handle(app, e.autocompleteByGroup, async ({ db, params, query }) => autocompleteMaterialsByGroup(db, params.materialGroup, query));
  handle(app, e.autocompleteByType, async ({ db, params, query }) => autocompleteMaterialsByType(db, params.materialType, query));
}
