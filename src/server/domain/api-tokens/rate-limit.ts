import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Requests per API token in fixed one-minute windows, counted in the database so every instance on it
 * shares one budget (DESIGN.md section 10: nothing process-local is needed for correctness). One row
 * per token holds its current window; one upsert per request counts into it, or starts a new window
 * at the database's clock once the old one is a minute old (no old windows pile up). The row lock of
 * the upsert serialises concurrent requests of one token, so the count is exact.
 */
export async function takeRequest(db: Kysely<DB>, tokenId: number, perMinute: number): Promise<number | null> {
  const { rows } = await sql<{ count: number; wait: number }>`
    insert into api_rate_window as w (token_id, window_start, count) values (${tokenId}, now(), 1)
    on conflict (token_id) do update set
      count = case when w.window_start > now() - interval '1 minute' then w.count + 1 else 1 end,
      window_start = case when w.window_start > now() - interval '1 minute' then w.window_start else now() end
    returning count, ceil(extract(epoch from w.window_start + interval '1 minute' - now()))::int as wait`.execute(db);
  const row = rows[0] as { count: number; wait: number };
  if (row.count <= perMinute) return null;
  return Math.max(1, row.wait);
}
