import type { Kysely, Transaction } from 'kysely';
import { type MasterKind, type MasterRow, rowSchemas } from '../../../shared/contracts/integration/rows';
import type { DB } from '../../db/schema';
import type { PlantScope } from '../master-data/viewer';
import { type BatchResult, type ChunkHandler, DuplicateCheck, parseRows, type RowError, rowError, runBatch, type Valid } from './batch';
import { type KindSpec, masterKinds } from './master-kinds';
import { checkPlantScope } from './plant-scope';
import { checkReferences, deleteChildren, upsertRows } from './set-sql';
import { termText } from './terms';

/**
 * Child keys given twice: over the whole batch for children unique in their table (a GTIN given to two
 * materials), within the row for children keyed by their parent (a plant twice in one material's plant
 * data); the batch remembers only the former.
 */
function duplicateChildren<R>(spec: KindSpec<R>, rows: Valid<R>[], seen: Map<string, number>, errors: RowError[]): Valid<R>[] {
  const bad = new Set<number>();
  for (const child of spec.children ?? []) {
    const perParent = child.key.includes(child.parentColumn);
    for (const { row, value } of rows) {
      const inRow = new Set<string>();
      for (const c of child.rows(value) ?? []) {
        const id = child.key.map((k) => String(c[k])).join(' / ');
        const first = perParent ? (inRow.has(id) ? row : undefined) : seen.get(`${child.table}\u0000${id}`);
        if (first === undefined) {
          if (perParent) inRow.add(id);
          else seen.set(`${child.table}\u0000${id}`, row);
          continue;
        }
        errors.push(rowError('DUPLICATE_ROW', { row, field: child.field }, { what: termText(child.what), id, first, second: row }));
        bad.add(row);
      }
    }
  }
  return rows.filter((r) => !bad.has(r.row));
}

/** Writes a validated chunk: the rows (sorted by key: concurrent batches lock in one order), then replaced children. */
async function writeChunk<R>(trx: Transaction<DB>, spec: KindSpec<R>, rows: Valid<R>[]): Promise<number> {
  const sorted = rows.map((r) => r.value).sort((a, b) => (spec.id(a) < spec.id(b) ? -1 : spec.id(a) > spec.id(b) ? 1 : 0));
  const written = spec.write ? await spec.write(trx, sorted) : await upsertRows(trx, spec.table, spec.key, sorted.map(spec.columns));
  for (const child of spec.children ?? []) {
    const replaced = sorted.filter((r) => child.rows(r) !== undefined);
    const rows = replaced.flatMap((r) => child.rows(r) ?? []);
    await deleteChildren(trx, child.table, child.parentColumn, replaced.map(spec.id), child.key, rows);
    await upsertRows(trx, child.table, child.key, rows);
  }
  return written;
}

/** Validation and writing of one kind's chunks, within the caller's plants; remembers ids over the whole batch. */
export function masterChunkHandler<K extends MasterKind>(kind: K, plants: PlantScope): ChunkHandler {
  const spec = masterKinds[kind] as unknown as KindSpec<MasterRow<K>>;
  const duplicates = new DuplicateCheck(spec.what, spec.idField);
  const children = new Map<string, number>();
  return async (trx, raw, offset, errors, write) => {
    const parsed = parseRows(rowSchemas[kind], raw, offset, errors) as Valid<MasterRow<K>>[];
    const unique = duplicateChildren(spec, duplicates.filter(parsed, spec.id, errors), children, errors);
    const valid = await checkPlantScope(trx, plants, spec.plants, await checkReferences(trx, spec.refs, unique, errors), errors);
    return write && errors.length === 0 ? writeChunk(trx, spec, valid) : 0;
  };
}

/**
 * Upserts a batch of one master-data kind keyed by the ERP's ids, within the caller's plants: all rows or none, refused with
 * every row's errors; `dryRun` validates and rolls back.
 */
export function upsertMasterData(
  db: Kysely<DB>,
  plants: PlantScope,
  kind: MasterKind,
  chunks: () => AsyncIterable<unknown[]>,
  options: { dryRun?: boolean; retry?: boolean } = {},
): Promise<BatchResult> {
  const spec = masterKinds[kind] as { table: string; children?: { table: string }[] };
  const tables = [spec.table, ...(spec.children ?? []).map((child) => child.table)];
  return runBatch(db, kind, chunks, () => masterChunkHandler(kind, plants), { ...options, analyze: tables });
}
