import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/offline/endpoints';
import { errorText } from '../../shared/errors';
import { readOfflineSnapshot } from '../domain/offline/read-snapshot';
import { notModified } from '../http/conditional';
import { handle } from '../http/route';
import { WEB_DIST } from '../paths';

/** A file of the web build (read once), or null when the web app is not built. */
function buildFile(name: string): () => string | null {
  let text: string | null | undefined;
  return () => {
    if (text === undefined) {
      const path = join(WEB_DIST, name);
      text = existsSync(path) ? readFileSync(path, 'utf8') : null;
    }
    return text;
  };
}

/**
 * The handheld offline: the service worker and the manifest of the build (at
 * /supplier/, so the worker's scope is the whole app), and the per-plant snapshot with its ETag.
 */
export async function offlineRoutes(app: FastifyInstance): Promise<void> {
  const worker = buildFile('sw.js');
  const manifest = buildFile('manifest.webmanifest');
  const notBuilt = { code: 'NOT_FOUND', message: errorText('NOT_FOUND') };

  handle(app, e.serviceWorker, async ({ reply }) => {
    const text = worker();
    if (text === null) return reply.code(404).send(notBuilt);
    // the browser checks for a new worker on every navigation: never from a cache
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });
  handle(app, e.webManifest, async ({ reply }) => {
    const text = manifest();
    if (text === null) return reply.code(404).send(notBuilt);
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });

  handle(app, e.getOfflineSnapshot, async ({ db, user, params, query, request, reply }) => {
    const { snapshot, etag } = await readOfflineSnapshot(db, user, params.plantId, query);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (notModified(request, etag, new Date(snapshot.generatedAt))) return reply.code(304).send();
    return snapshot;
  });
}
