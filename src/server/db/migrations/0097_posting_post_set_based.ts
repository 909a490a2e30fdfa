import type { Kysely } from 'kysely';

/**
 * posting_post (0093) sorted the locked stock rows into shortages and deltas in a PL/pgSQL loop that
 * appended to JSON arrays and took the deltas out of the parameter at every row: each append copies the
 * array, so a 5,000-item document did quadratic work (186 ms of its posting's 677 ms in the database,
 * track_functions). The same sorting as one statement over the locked rows, in lock order; locks, checks,
 * errors and writes are as before.
 *
 * The functions are no longer defined here: each has one file in db/functions/ (its current body), which the
 * migrator applies after the migrations whenever it changed. This migration created them until then; a database
 * migrated since does not need it to, and one that it did gets the same bodies from those files.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
