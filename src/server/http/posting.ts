import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { PostedMaterialDocument } from '../../shared/contracts/stock/schemas';
import type { DB } from '../db/schema';
import type { SessionUser } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { principalOf } from '../domain/principal';
import {
  type Claim,
  claimIdempotencyKey,
  parseIdempotencyKey,
  purgeIdempotencyKeys,
  requestHash,
  type StoredResponse,
  storeIdempotentResponse,
} from '../domain/stock/idempotency';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { safeErrorLog } from './errors';

const PURGE_EVERY_MS = 3600_000;
let lastPurge = 0;

/**
 * The posting actor of a signed-in request (or an API token): the request's Principal (http/auth.ts
 * resolved it), with the client's address and the list the transport counts posted movement types in.
 */
export function postingActor(request: FastifyRequest): PostingActor {
  return { ...principalOf(request.user as SessionUser), ip: request.ip, posted: [] };
}

/** A posting whose answer is known before it posts and that claims, posts and stores the answer in one statement. */
export interface OneCallPosting<T> {
  produced: T;
  /**
   * The answer sent (as posted, or the first answer when the same request was posted before; a refusal throws),
   * or null: post it through the transaction path after all.
   */
  post: (claim: Claim, answer: StoredResponse) => Promise<{ response: StoredResponse; replayed: boolean } | null>;
}

/**
 * Runs a posting command in a retried transaction and answers 201 with its JSON. The required
 * `Idempotency-Key` is claimed in the same transaction, so the same key with the same request
 * replays the first answer byte for byte (header `idempotent-replayed: true`), a duplicate still
 * in flight waits for the first and then replays it, and the same key with another request is
 * refused (422).
 */
export async function sendPosting<T extends object = PostedMaterialDocument>(
  request: FastifyRequest,
  reply: FastifyReply,
  command: (trx: Transaction<DB>) => Promise<T>,
  options: { response?: z.ZodType | undefined; posted?: string[]; prepare?: (() => Promise<OneCallPosting<T> | null>) | undefined } = {},
): Promise<FastifyReply> {
  const { response, posted = [], prepare } = options;
  const started = performance.now();
  const user = request.user as SessionUser;
  // a posting without a key would post twice when a lost answer is retried: the key is required
  const key = parseIdempotencyKey(request.headers['idempotency-key']);
  if (!key) throw new DomainError('IDEMPOTENCY_KEY_REQUIRED');
  const hash = requestHash(request.method, request.url.split('?')[0] ?? '', request.body);
  const { db } = request.server.ctx;
  // a signed-in person's session is checked again with the claim, in the posting's transaction (the request may
  // have used a cached one): a session revoked or ended a moment ago posts nothing. API tokens were checked on arrival.
  const session = user.tokenId === undefined ? { hash: user.sessionHash, idleMinutes: request.server.ctx.config.sessionIdleMinutes } : null;
  const claim: Claim = { userId: user.userId, key, requestHash: hash, session };
  // the contract's response schema shapes the answer (and so what a replay returns)
  const answerOf = (produced: T) => ({ status: 201, body: JSON.stringify(response ? response.parse(produced) : produced) });
  const oneCall = prepare ? await prepare() : null;
  const inOneCall = oneCall ? await oneCall.post(claim, answerOf(oneCall.produced)) : null;
  const result = inOneCall
    ? { ...inOneCall.response, replayed: inOneCall.replayed }
    : await withPostingRetry(db, async (trx) => {
        posted.length = 0; // a retried attempt starts over
        const replay = await claimIdempotencyKey(trx, claim);
        if (replay) return { ...replay, replayed: true };
        const produced = await command(trx);
        const answer = answerOf(produced);
        // commands that post answer with their material document; others (a transfer order) have none
        const matDoc = 'matDoc' in produced && typeof produced.matDoc === 'string' ? produced.matDoc : null;
        await storeIdempotentResponse(trx, { userId: user.userId, key, response: answer, matDoc });
        return { ...answer, replayed: false };
      });
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    purgeIdempotencyKeys(db).catch((error) => request.log.warn({ err: safeErrorLog(error) }, 'purging idempotency keys failed'));
  }
  const { metrics } = request.server.ctx;
  if (result.replayed) metrics.replays.inc();
  else {
    metrics.postingSeconds.observe({ route: request.routeOptions.url ?? '' }, (performance.now() - started) / 1000);
    for (const movementType of posted) metrics.postings.inc({ movement_type: movementType });
  }
  reply.code(result.status).type('application/json; charset=utf-8').header('cache-control', 'no-store');
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.send(result.body);
}
