import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { type ErrorCode, type ErrorParams, errorText } from '../../../shared/errors';
import { analyze, BULK_ROWS } from '../../db/analyze';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { withPostingRetry } from '../stock/posting-retry';
import type { Term } from './terms';
import { termText } from './terms';

/**
 * The frame of every integration batch (master data, orders, opening stock, the CSV import):
 * rows arrive in chunks (a JSON array cut into chunks, or NDJSON read from the request stream),
 * each chunk is validated (schema, duplicates, references prefetched in one query per kind) and
 * written set-based, all in ONE transaction. Any row error stops the writing, the validation goes on
 * (up to MAX_ROW_ERRORS) and the batch is refused as a whole (BATCH_REFUSED, 422, details: the row
 * errors). A dry run does everything and rolls back.
 */

/** Largest JSON array; larger loads go as NDJSON. */
export const MAX_BATCH_ROWS = 10_000;
/** Rows written per statement (and validated per reference query). */
export const CHUNK_ROWS = 1_000;
/** A refused batch names at most this many row errors. */
export const MAX_ROW_ERRORS = 1_000;

export type RowError = {
  /** index of the row in the batch, from 0 */
  row: number;
  /** the field path in the row (`plants.0.plant`), '' for the row as a whole */
  field: string;
  code: string;
  message: string;
};

/** A row error from the error table: `rowError('REFERENCE_NOT_FOUND', { row, field }, { what, id })`. */
export function rowError(code: ErrorCode, at: { row: number; field: string }, params: ErrorParams = {}): RowError {
  return { ...at, code, message: errorText(code, params) };
}

/** A line of an NDJSON body that is not a row (not JSON, or text the database cannot store). */
export class BadLine {
  constructor(readonly error: RowError) {}
}

/** A row validated by its schema, with its index in the batch. */
export interface Valid<R> {
  row: number;
  value: R;
}

/** Validates raw rows against a schema; every zod issue becomes a row error naming the field. */
export function parseRows<S extends z.ZodType>(
  schema: S,
  raw: readonly unknown[],
  offset: number,
  errors: RowError[],
): Valid<z.output<S>>[] {
  const valid: Valid<z.output<S>>[] = [];
  raw.forEach((value, i) => {
    if (value instanceof BadLine) {
      errors.push({ ...value.error, row: offset + i });
      return;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) valid.push({ row: offset + i, value: parsed.data });
    else
      for (const issue of parsed.error.issues.slice(0, 5)) {
        errors.push({ row: offset + i, field: issue.path.join('.'), code: 'INVALID_INPUT', message: issue.message });
      }
  });
  return valid;
}

/** Remembers the ids a batch has seen (over all its chunks): a second row with the same id is an error. */
export class DuplicateCheck {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly what: Term,
    private readonly field: string,
  ) {}

  /** The rows whose id came first; errors for the others. */
  filter<R>(rows: Valid<R>[], idOf: (value: R) => string, errors: RowError[]): Valid<R>[] {
    return rows.filter(({ row, value }) => {
      const id = idOf(value);
      const first = this.seen.get(id);
      if (first === undefined) {
        this.seen.set(id, row);
        return true;
      }
      errors.push(rowError('DUPLICATE_ROW', { row, field: this.field }, { what: termText(this.what), id, first, second: row }));
      return false;
    });
  }
}

export interface BatchResult {
  kind: string;
  /** rows received */
  rows: number;
  /** rows inserted or changed (an unchanged row is not rewritten) */
  written: number;
  dryRun: boolean;
}

/** What one chunk does: validate (pushing row errors) and, when `write` is true, write. Answers the rows written. */
export type ChunkHandler = (trx: Transaction<DB>, raw: unknown[], offset: number, errors: RowError[], write: boolean) => Promise<number>;

class DryRunDone {
  constructor(readonly result: BatchResult) {}
}

/** Cuts an array into chunks (a stream of chunks is read as it comes). */
export async function* chunksOf(rows: readonly unknown[], size = CHUNK_ROWS): AsyncIterable<unknown[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export function refuse(errors: RowError[]): DomainError {
  const sorted = [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_ROW_ERRORS);
  return new DomainError('BATCH_REFUSED', { count: new Set(errors.map((e) => e.row)).size }, { details: sorted });
}

/** Runs the chunks of a batch in one transaction (the caller's, or a new retried one) and refuses it on any row error. */
export async function runChunks(
  trx: Transaction<DB>,
  kind: string,
  chunks: AsyncIterable<unknown[]>,
  handle: ChunkHandler,
  dryRun: boolean,
): Promise<BatchResult> {
  const errors: RowError[] = [];
  let rows = 0;
  let written = 0;
  for await (const chunk of chunks) {
    written += await handle(trx, chunk, rows, errors, errors.length === 0);
    rows += chunk.length;
    if (errors.length >= MAX_ROW_ERRORS) break;
  }
  if (errors.length > 0) throw refuse(errors);
  return { kind, rows, written, dryRun };
}

/**
 * A batch in its own transaction. `chunks` and `handler` are called again when a deadlock or serialization failure
 * is retried (a stream cannot be read twice: `retry: false`). A dry run rolls back and answers what
 * would have been written.
 */
export async function runBatch(
  db: Kysely<DB>,
  kind: string,
  chunks: () => AsyncIterable<unknown[]>,
  handler: () => ChunkHandler,
  options: { dryRun?: boolean; retry?: boolean; analyze?: readonly string[] } = {},
): Promise<BatchResult> {
  const dryRun = options.dryRun ?? false;
  try {
    const result = await withPostingRetry(
      db,
      async (trx) => {
        // a retried attempt starts afresh: new chunks, a new handler (its duplicate check forgets the rows seen)
        const result = await runChunks(trx, kind, chunks(), handler(), dryRun);
        if (dryRun) throw new DryRunDone(result);
        return result;
      },
      options.retry === false ? { attempts: 1 } : {},
    );
    // a bulk load gets fresh planner statistics before its rows are read (see db/analyze.ts)
    if (result.written >= BULK_ROWS && options.analyze?.length) await analyze(db, options.analyze);
    return result;
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
