import type { Kysely, Transaction } from 'kysely';
import { MASTER_KINDS, type MasterKind } from '../../../shared/contracts/integration/rows';
import type { ImportKind, RowErrorView } from '../../../shared/contracts/integration/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PlantScope } from '../master-data/viewer';
import type { PostingActor } from '../stock/posting/post-material-document';
import { chunksOf, runChunks } from './batch';
import { postOpeningStock } from './opening-stock';
import { masterChunkHandler } from './upsert-master-data';

/**
 * The CSV import screen's server side: a chunk of rows of one kind through exactly the code the
 * integration API runs (master-data batch upsert, opening stock through the posting path), in the
 * caller's transaction.
 */
export async function importRows(
  trx: Transaction<DB>,
  actor: PostingActor,
  plants: PlantScope,
  kind: ImportKind,
  rows: unknown[],
): Promise<{ kind: string; rows: number; written: number }> {
  if (kind === 'opening-stock') {
    await postOpeningStock(trx, actor, { lines: rows, headerText: 'Opening stock (CSV import)' });
    return { kind, rows: rows.length, written: rows.length };
  }
  if (!MASTER_KINDS.includes(kind)) throw new DomainError('NOT_FOUND');
  return runChunks(trx, kind, chunksOf(rows), masterChunkHandler(kind as MasterKind, plants), false);
}

class CheckDone extends Error {}

/** The dry run of an import chunk: everything the import does, rolled back; answers the row errors (none: it would load). */
export async function checkImportRows(
  db: Kysely<DB>,
  actor: PostingActor,
  plants: PlantScope,
  kind: ImportKind,
  rows: unknown[],
): Promise<{ kind: string; rows: number; errors: RowErrorView[] }> {
  try {
    await db.transaction().execute(async (trx) => {
      await importRows(trx, actor, plants, kind, rows);
      throw new CheckDone();
    });
  } catch (error) {
    if (error instanceof DomainError && Array.isArray(error.details)) {
      return { kind, rows: rows.length, errors: error.details as RowErrorView[] };
    }
    if (!(error instanceof CheckDone)) throw error;
  }
  return { kind, rows: rows.length, errors: [] };
}
