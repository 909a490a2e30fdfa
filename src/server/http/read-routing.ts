import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { EndpointDef } from '../../shared/contracts/endpoint';
import type { DB } from '../db/schema';
import { cookieOptions } from './auth';

/**
 * With READ_DATABASE_URL, lists, searches, lookups and exports (GET endpoints answering JSON or CSV)
 * read from the replica; everything else, and every read of a caller who wrote in the last
 * READ_AFTER_WRITE_SECONDS, from the primary: a user sees what they just posted (read-your-writes).
 * The mark is a cookie (any instance honours it); API tokens, which send no cookie, are marked in
 * this process.
 */
const WROTE_COOKIE = 'sp_wrote';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const tokenWrites = new Map<number, number>();

export function readsFromReplica(e: EndpointDef): boolean {
  return e.method === 'GET' && (e.response !== undefined || e.produces === 'text/csv');
}

/** The database a route's handler reads from. */
export function databaseFor(app: FastifyInstance, e: EndpointDef, request: FastifyRequest): Kysely<DB> {
  const { db, readDb, config } = app.ctx;
  if (readDb === db || !readsFromReplica(e)) return db;
  const since = Date.now() - config.readAfterWriteSeconds * 1000;
  const tokenId = request.user?.tokenId;
  const wroteAt = tokenId !== undefined ? (tokenWrites.get(tokenId) ?? 0) : Number(request.cookies[WROTE_COOKIE] ?? 0);
  return wroteAt > since ? db : readDb;
}

/** Marks callers whose write succeeded, so their next reads go to the primary. */
export function registerReadRouting(app: FastifyInstance): void {
  if (app.ctx.readDb === app.ctx.db) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!STATE_CHANGING.has(request.method) || reply.statusCode >= 400 || !request.user) return payload;
    const now = Date.now();
    if (request.user.tokenId !== undefined) tokenWrites.set(request.user.tokenId, now);
    else reply.setCookie(WROTE_COOKIE, String(now), { ...cookieOptions(request), maxAge: app.ctx.config.readAfterWriteSeconds });
    return payload;
  });
}
