import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named prepared statements for PostgreSQL. Every statement with parameters is sent under a name
 * derived from its text, so a connection parses and analyzes it once and PostgreSQL may reuse its
 * plan (plan_cache_mode decides between a generic and a custom plan). Parsing and planning were more
 * than half of the database time of a posting. Statements without parameters (BEGIN,
 * COMMIT, migrations with several statements) stay unnamed.
 *
 * One rule follows: ON CONFLICT on a partial unique index names the index's predicate with literals
 * (`sql.lit`), since a generic plan cannot prove that a parameter matches it ("no unique or exclusion
 * constraint matching the ON CONFLICT specification" from the sixth execution on).
 *
 * Bounded: a connection keeps at most MAX_PER_CONNECTION names (statements with IN lists of varying
 * length have many texts); beyond that, statements go unnamed. Behind a pooler in transaction mode
 * (PgBouncer < 1.21) named statements do not work: PG_PREPARED_STATEMENTS=false turns this off.
 */
const MAX_PER_CONNECTION = 1000;
const MAX_TEXT = 20_000;
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= 10 * MAX_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name;
}

type Query = (...args: unknown[]) => unknown;

/** Makes a pool client send parameterized statements as named prepared statements. */
export function prepareStatements(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || text.length > MAX_TEXT) {
      return query(text, values, callback);
    }
    const name = nameOf(text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PER_CONNECTION) return query(text, values, callback);
      prepared.add(name);
    }
    return query({ name, text, values }, callback);
  };
}
