import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { type BatchOutcome, NaturalBatches } from '../../natural-batches';

/** What posting_post answers: the claim's outcome, with the number and the stored answer once posted. */
export type PostingCallResult = Record<string, unknown>;

/** A document's refusal inside a batch, shaped like the driver's error so callers treat both alike. */
export class BatchedPostingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string | undefined,
  ) {
    super(message);
  }
}

/** A later document of a batch that did not get its rows within the batch's lock_timeout: post it alone. */
const LOCK_NOT_AVAILABLE = '55P03';
/** At most this many documents in one batch: each is a subtransaction, and 64 of them overflow a backend's cache. */
const MAX_BATCH = 32;

type Outcome = { r: PostingCallResult } | { code: string; message: string; detail: string | null };

/**
 * Natural batching of posting_post calls (migration 0094, `NaturalBatches`). At most
 * `inFlight` calls run at once, one per core by default; a posting that arrives while they all run
 * waits, and the next call to start takes every waiting posting (up to 32) to posting_post_batch: one
 * transaction and one commit for all of them, each document in its own subtransaction. Every caller
 * gets its own answer or its own error, only after the batch committed. A later document of a batch
 * that did not get its rows within the batch's lock_timeout is posted again on its own.
 */
export class PostingCalls {
  private readonly batches: NaturalBatches<string, PostingCallResult>;

  constructor(
    private readonly db: Kysely<DB>,
    inFlight: number,
  ) {
    this.batches = new NaturalBatches((parameters) => this.send(parameters), { inFlight, max: MAX_BATCH });
  }

  /** statements sent, documents they carried, documents posted again on their own after a batch's lock_timeout */
  get counts(): { calls: number; documents: number; alone: number } {
    const { calls, items, again } = this.batches.counts;
    return { calls, documents: items, alone: again };
  }

  /** posting_post(parameter): the result, or the database's error for this document. */
  post(parameter: string): Promise<PostingCallResult> {
    return this.batches.call(parameter);
  }

  private async send(parameters: string[]): Promise<BatchOutcome<PostingCallResult>[]> {
    if (parameters.length === 1) {
      try {
        const row = (await sql<{ r: PostingCallResult }>`select posting_post(${parameters[0]}::jsonb) as r`.execute(this.db)).rows[0];
        return [{ value: row?.r as PostingCallResult }];
      } catch (error) {
        return [{ error }];
      }
    }
    // a batch that fails as a whole (the connection went away) did not commit: nothing of it was posted
    const list = `[${parameters.join(',')}]`;
    const row = (await sql<{ r: Outcome[] }>`select posting_post_batch(${list}::jsonb) as r`.execute(this.db)).rows[0];
    return parameters.map((_, i): BatchOutcome<PostingCallResult> => {
      const outcome = row?.r[i];
      if (!outcome) return { error: new Error('posting_post_batch answered fewer outcomes than it was sent documents') };
      if ('r' in outcome) return { value: outcome.r };
      if (outcome.code === LOCK_NOT_AVAILABLE) return { again: true };
      // PostgreSQL's diagnostics give '' where a refusal has no detail: the driver's error has none then
      return { error: new BatchedPostingError(outcome.code, outcome.message, outcome.detail || undefined) };
    });
  }
}

const callsByDatabase = new WeakMap<Kysely<DB>, PostingCalls>();

/**
 * How many posting calls a database handle runs at once: PostgreSQL works on one per core (the default); the
 * embedded database has one connection, so a second call would only wait in its driver and the documents
 * arriving meanwhile would go in smaller batches (buildApp sets 1 for it).
 */
export function configurePostingCalls(db: Kysely<DB>, inFlight = availableParallelism()): PostingCalls {
  const calls = new PostingCalls(db, Math.max(1, inFlight));
  callsByDatabase.set(db, calls);
  return calls;
}

/** The posting calls of a database handle: one queue per handle. */
export function postingCalls(db: Kysely<DB>): PostingCalls {
  return callsByDatabase.get(db) ?? configurePostingCalls(db);
}
