import type { Kysely } from 'kysely';

/**
 * The data part of a posting in database functions. TypeScript still validates, resolves
 * the movement-type rules and decides (post-material-document.ts); these functions do what it decided,
 * with the same locks in the same order:
 *
 * - posting_claim(claim): re-checks the signed-in session and claims the Idempotency-Key (with the answer
 *   when it is known ahead: no second write to the key's row), or returns the first answer under it;
 * - posting_master_data(names): what exists of the bins, material-plant records, reasons, cost centres
 *   and partners a document names, and whether all of it is there and usable;
 * - posting_lock_stock(stock, transit): inserts the stock and transit rows the document touches that do
 *   not exist yet (as zero), then locks all of them in one sorted order (stock, then transit) and returns
 *   each row's id, key and quantity for the availability check;
 * - posting_write_document(document): takes the material document number (from its sequence unless it
 *   was taken ahead) and appends header and items, applies the stock and transit deltas of the locked
 *   rows, appends the `material-document.posted` event (each item's unit from its material) and the audit
 *   row; returns the number;
 * - posting_post(posting): a plain document (no reference, serials, reversal or inspection lot) in one
 *   statement that is its own transaction: whether the master data it was resolved against is unchanged
 *   (PP003 when not: the portal may have resolved it from its cache), the number, then the four above in
 *   that order (the answer, with the number in place of {{matDoc}}, stored with the claim) and availability
 *   (error PP002 with the rows that would go negative; PP001 with what was found when master data is
 *   missing or blocked).
 *
 * PL/pgSQL keeps each statement's plan for the connection's lifetime, so a posting is neither parsed
 * nor planned again; both run on PostgreSQL and on the embedded database.
 *
 * The rows a posting passes travel as one JSON parameter. Read through jsonb_to_recordset, the planner
 * guesses 100 of them and, on a table of a few thousand rows, hashes the whole table instead of looking
 * the few keys up in its index (a lock of one stock row: 200 µs instead of 30 µs). The posting_* row
 * functions read the same JSON but tell the planner to expect one row (ROWS 1; STRICT keeps them
 * from being inlined, which would lose that): a posting looks its rows up by index whatever the table
 * size, and a 5,000-item document does 5,000 index lookups, which is still the right plan.
 *
 * The functions are no longer defined here: each has one file in db/functions/ (its current body), which the
 * migrator applies after the migrations whenever it changed. This migration created them until then; a database
 * migrated since does not need it to, and one that it did gets the same bodies from those files.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
