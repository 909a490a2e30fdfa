import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { areaOf } from '../../shared/contracts';
import type { EndpointDef, HandlerResult, ParsedInput } from '../../shared/contracts/endpoint';
import type { DB } from '../db/schema';
import type { SessionUser } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { safeErrorLog } from './errors';
import { type OneCallPosting, postingActor, sendPosting } from './posting';
import { databaseFor } from './read-routing';

/** The signed-in user for every route but public ones (the auth hook answered 401 before). */
type UserOf<E extends EndpointDef> = E['access'] extends 'public' ? SessionUser | null : SessionUser;

export type RouteInput<E extends EndpointDef> = ParsedInput<E> & {
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<DB>;
};

/** A handler answers the contract's response (the schema serialises it), or sends the reply itself. */
export type Handler<E extends EndpointDef> = (input: RouteInput<E>) => Promise<HandlerResult<E> | FastifyReply>;

/** A posting command: runs inside the retried transaction that also claims the Idempotency-Key. */
export type PostingCommand<E extends EndpointDef> = (
  trx: Transaction<DB>,
  input: ParsedInput<E> & { user: SessionUser; actor: PostingActor; request: FastifyRequest },
) => Promise<HandlerResult<E>>;

const idempotencyHeader = z.looseObject({
  'idempotency-key': z.string().meta({ description: 'Required. One key per posting attempt: the same key replays the first answer.' }),
});

/** Before the body is validated: a posting without a key is refused whatever else it holds. */
async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  if (request.headers['idempotency-key'] === undefined) throw new DomainError('IDEMPOTENCY_KEY_REQUIRED');
}

function schemaOf(e: EndpointDef) {
  const status = e.status ?? 200;
  return {
    summary: e.summary,
    tags: [areaOf(e)],
    ...(e.internal ? { hide: true } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.idempotent ? { headers: idempotencyHeader } : {}),
    ...(e.response ? { response: { [status]: e.response } } : {}),
    ...(e.produces ? { produces: [e.produces] } : {}),
  };
}

function userOf(e: EndpointDef, request: FastifyRequest): SessionUser | null {
  if (e.access !== 'public' && !request.user) throw new Error(`${e.method} ${e.path} reached without a signed-in user`);
  return request.user;
}

/** What a contract says of its route: method, url, schemas, body limit. */
function routeOf(e: EndpointDef) {
  return {
    method: e.method,
    url: e.path,
    schema: schemaOf(e),
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
  };
}

/** Registers a route from its contract. JSON answers carry `cache-control: no-store` unless the handler set another. */
export function handle<E extends EndpointDef>(app: FastifyInstance, e: E, handler: Handler<E>): void {
  if (e.idempotent) throw new Error(`${e.method} ${e.path} is a posting: register it with handlePosting`);
  app.route({
    ...routeOf(e),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: userOf(e, request),
        request,
        reply,
        db: databaseFor(app, e, request),
      } as RouteInput<E>;
      const result = await handler(input);
      if (result === reply) return reply;
      if (e.response && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.code(e.status ?? 200);
      return result;
    },
  });
}

/** After a posting was refused and rolled back: e.g. write the refusal to a document's error log (its own statement). */
export type RefusalHook<E extends EndpointDef> = (
  error: unknown,
  input: ParsedInput<E> & { user: SessionUser; db: Kysely<DB> },
) => Promise<void>;

/**
 * A posting that can go in one statement (http/posting.ts): it prepares outside any transaction and
 * answers null whenever the command must run in the transaction instead (the same answer comes from there).
 */
export type OneCallPreparer<E extends EndpointDef> = (
  input: ParsedInput<E> & { user: SessionUser; actor: PostingActor; db: Kysely<DB> },
) => Promise<OneCallPosting<HandlerResult<E>> | null>;

/**
 * Registers a command: a repeat-safe write that posts nothing to the ledger (a dock booking, a ticket, a
 * count, a defect, a lock). The same transport as a posting (one retried transaction, the Idempotency-Key
 * claimed inside it, the first answer replayed), but a reader knows this code never touches stock: a
 * command that posted a material document is refused and rolled back (register it with handlePosting).
 */
export function handleCommand<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  command: PostingCommand<E>,
  options: { onRefused?: RefusalHook<E> } = {},
): void {
  handlePosting(
    app,
    e,
    async (trx, input) => {
      const result = await command(trx, input);
      if (input.actor.posted?.length)
        throw new Error(`${e.method} ${e.path} is a command but posted movement types ${input.actor.posted.join(', ')}`);
      return result;
    },
    { ...options, command: true },
  );
}

/** The contracts registered as postings (not commands): the API document lists the posting function's refusals on them. */
const ledgerPostings = new WeakSet<EndpointDef>();
export const postsToLedger = (e: EndpointDef): boolean => ledgerPostings.has(e);

/** Registers a posting route: one retried transaction, Idempotency-Key claimed inside it (http/posting.ts). */
export function handlePosting<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  command: PostingCommand<E>,
  options: { onRefused?: RefusalHook<E>; oneCall?: OneCallPreparer<E>; command?: true } = {},
): void {
  if (!e.idempotent) throw new Error(`${e.method} ${e.path} is not a posting: register it with handle`);
  if (!options.command) ledgerPostings.add(e);
  app.route({
    ...routeOf(e),
    config: { posting: true },
    preValidation: requireIdempotencyKey,
    handler: (request, reply) => {
      const user = userOf(e, request) as SessionUser;
      const actor = postingActor(request);
      const input = { params: request.params, query: request.query, body: request.body, user, actor, request };
      const run = (trx: Transaction<DB>) => command(trx, input as Parameters<PostingCommand<E>>[1]) as Promise<object>;
      const { oneCall } = options;
      const prepare = oneCall
        ? () =>
            oneCall({
              ...(input as ParsedInput<E> & { user: SessionUser; actor: PostingActor }),
              db: app.ctx.db,
            }) as Promise<OneCallPosting<object> | null>
        : undefined;
      const sent = sendPosting(request, reply, run, { response: e.response, posted: actor.posted ?? [], prepare });
      const onRefused = options.onRefused;
      if (!onRefused) return sent;
      return sent.catch(async (error: unknown) => {
        await onRefused(error, { ...(input as ParsedInput<E> & { user: SessionUser }), db: app.ctx.db }).catch((logError: unknown) =>
          request.log.warn({ err: safeErrorLog(logError) }, 'writing the refusal to the error log failed'),
        );
        throw error;
      });
    },
  });
}
