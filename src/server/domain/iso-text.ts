import { sql } from 'kysely';

/**
 * A timestamp column as the answers carry it: ISO 8601 in UTC, with milliseconds
 * ("2026-01-31T12:00:00.000Z") or, `precision: 'seconds'`, without ("2026-01-31T12:00:00Z").
 * Formatted by the database, so a page of rows needs no mapping afterwards.
 */
export function isoText(column: string, precision: 'milliseconds' | 'seconds' = 'milliseconds') {
  return precision === 'seconds'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A date column as YYYY-MM-DD, whether the driver gave a Date or text. */
export const dayText = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
