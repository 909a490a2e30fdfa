import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

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

interface Pending {
  parameter: string;
  /** sent on its own: it did not get its locks inside a batch */
  alone: boolean;
  resolve: (result: PostingCallResult) => void;
  reject: (error: unknown) => void;
}

type Outcome = { r: PostingCallResult } | { code: string; message: string; detail: string | null };

/**
 * Natural batching of posting_post calls (issue 18; migration 0094). At most `inFlight` calls run at
 * once, one per core by default; a posting that arrives while they all run waits in the queue, and the
 * next call to start takes every waiting posting (up to 32) to posting_post_batch: one transaction and
 * one commit for all of them, each document in its own subtransaction. A quiet portal never waits (a
 * call starts at once); a busy one spends one commit and one round trip on many postings. Every caller
 * gets its own answer or its own error, only after the batch committed.
 */
export class PostingCalls {
  private readonly queue: Pending[] = [];
  private running = 0;
  /** statements sent, documents they carried, documents posted again on their own after a batch's lock_timeout */
  readonly counts = { calls: 0, documents: 0, alone: 0 };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly inFlight: number,
  ) {}

  /** posting_post(parameter): the result, or the database's error for this document. */
  post(parameter: string): Promise<PostingCallResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ parameter, alone: false, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.inFlight && this.queue.length > 0) {
      const first = this.queue[0] as Pending;
      let count = 1;
      if (!first.alone) while (count < this.queue.length && count < MAX_BATCH && !this.queue[count]?.alone) count++;
      const batch = this.queue.splice(0, count);
      this.running++;
      this.counts.calls++;
      this.counts.documents += batch.length;
      this.send(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async send(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const one = batch[0] as Pending;
      try {
        const row = (await sql<{ r: PostingCallResult }>`select posting_post(${one.parameter}::jsonb) as r`.execute(this.db)).rows[0];
        one.resolve(row?.r as PostingCallResult);
      } catch (error) {
        one.reject(error);
      }
      return;
    }
    let outcomes: Outcome[];
    try {
      const list = `[${batch.map((b) => b.parameter).join(',')}]`;
      const row = (await sql<{ r: Outcome[] }>`select posting_post_batch(${list}::jsonb) as r`.execute(this.db)).rows[0];
      outcomes = row?.r ?? [];
    } catch (error) {
      // the batch as a whole did not commit (the connection went away): nothing of it was posted
      for (const b of batch) b.reject(error);
      return;
    }
    const again: Pending[] = [];
    batch.forEach((b, i) => {
      const outcome = outcomes[i];
      if (!outcome) b.reject(new Error('posting_post_batch answered fewer outcomes than it was sent documents'));
      else if ('r' in outcome) b.resolve(outcome.r);
      else if (outcome.code === LOCK_NOT_AVAILABLE) again.push({ ...b, alone: true });
      // PostgreSQL's diagnostics give '' where a refusal has no detail: the driver's error has none then
      else b.reject(new BatchedPostingError(outcome.code, outcome.message, outcome.detail || undefined));
    });
    this.counts.alone += again.length;
    this.queue.unshift(...again);
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
