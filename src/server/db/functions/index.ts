import { createHash } from 'node:crypto';
import * as movementSides from './movement_sides';
import * as movementSummaryRefresh from './movement_summary_refresh';
import * as postingBinKeys from './posting_bin_keys';
import * as postingClaim from './posting_claim';
import * as postingDeltas from './posting_deltas';
import * as postingElements from './posting_elements';
import * as postingLockStock from './posting_lock_stock';
import * as postingMasterData from './posting_master_data';
import * as postingMaterialPlants from './posting_material_plants';
import * as postingPost from './posting_post';
import * as postingPostBatch from './posting_post_batch';
import * as postingStockKeys from './posting_stock_keys';
import * as postingTexts from './posting_texts';
import * as postingTransitKeys from './posting_transit_keys';
import * as postingWriteDocument from './posting_write_document';
import * as stockAgeBin from './stock_age_bin';
import * as stockAgeRefresh from './stock_age_refresh';
import * as stockAgeTouched from './stock_age_touched';
import * as summaryLock from './summary_lock';

/** One database function: its name, its one `create or replace function` statement and that statement's hash. */
export interface DatabaseFunction {
  name: string;
  definition: string;
  hash: string;
}

/**
 * The current body of every database function the portal calls, one file each (`<name>.ts`, the only place
 * the function is defined). The migrator applies them after the forward-only migrations, each one again
 * whenever its text (hash) changed (`schema_function` records what was applied; migrate.ts).
 *
 * - Change a function: edit its file. A new signature (arguments, return type) cannot be replaced: drop the
 *   old one in a migration, then the file creates the new one.
 * - Add one: a file here, listed below. A migration cannot call it (functions come after the migrations).
 * - Remove one: drop it in a migration, delete its file.
 *
 * Listed in the order they are created (PL/pgSQL resolves the names it uses when it runs, not when it is
 * created: the order only matters for an SQL-language function calling another one). Trigger functions stay in the
 * migration that creates their trigger, which needs them at that point.
 */
export const databaseFunctions: readonly DatabaseFunction[] = [
  postingStockKeys,
  postingTransitKeys,
  postingDeltas,
  postingBinKeys,
  postingMaterialPlants,
  postingTexts,
  postingElements,
  postingLockStock,
  postingWriteDocument,
  postingClaim,
  postingMasterData,
  postingPost,
  postingPostBatch,
  summaryLock,
  stockAgeBin,
  stockAgeTouched,
  stockAgeRefresh,
  movementSides,
  movementSummaryRefresh,
].map(({ definition }) => databaseFunction(definition));

function databaseFunction(definition: string): DatabaseFunction {
  const names = [...definition.matchAll(/\bcreate\s+or\s+replace\s+function\s+(\w+)\s*\(/gi)].map((m) => m[1]!);
  if (names.length !== 1 || /\bcreate\s+function\b/i.test(definition)) {
    throw new Error(`A database function file must hold one \`create or replace function\`, found: ${names.join(', ') || 'none'}`);
  }
  return { name: names[0]!, definition, hash: createHash('sha256').update(definition).digest('hex') };
}
