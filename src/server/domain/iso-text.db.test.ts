import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../testing/db-test';
import { dayText, isoText } from './iso-text';

const file = databaseForFile();

describe('isoText', () => {
  it('formats a timestamp column as UTC ISO text, with milliseconds or to the second; null stays null', async () => {
    const row = await file.database.db
      .selectFrom(
        sql<{ at: Date | null; none: Date | null }>`(select timestamptz '2026-01-31 13:04:05.678+01' as at, null::timestamptz as none)`.as(
          't',
        ),
      )
      .select([isoText('t.at').as('ms'), isoText('t.at', 'seconds').as('s'), isoText('t.none').as('none')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ms: '2026-01-31T12:04:05.678Z', s: '2026-01-31T12:04:05Z', none: null });
  });

  it('dayText: a date as YYYY-MM-DD from a Date or from text', () => {
    expect(dayText(new Date('2026-01-31T00:00:00Z'))).toBe('2026-01-31');
    expect(dayText('2026-01-31')).toBe('2026-01-31');
  });
});
