import type { Kysely } from 'kysely';

/**
 * The posting_* row functions of 0093 (a posting's JSON rows, estimated at one row so that each is
 * looked up by index) become PL/pgSQL. As SQL functions that must not be inlined, PostgreSQL parsed,
 * analysed and planned each of them again at every call: about nine calls per posting, a quarter of a
 * posting's database time under load (perf: fmgr_sql, raw_parser, parse_analyze). PL/pgSQL keeps its
 * statement's plan for the connection's lifetime; the estimate (ROWS 1) and the plans of the callers
 * stay as they were.
 *
 * The functions are no longer defined here: each has one file in db/functions/ (its current body), which the
 * migrator applies after the migrations whenever it changed. This migration created them until then; a database
 * migrated since does not need it to, and one that it did gets the same bodies from those files.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
