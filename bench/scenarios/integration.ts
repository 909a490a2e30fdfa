import pg from 'pg';
import { processMemoryMb, type Session, signIn } from '../lib/portal';
import type { BenchContext, Figures, Scenario } from './index';

const URL = '/supplier/api/integration/v1/master-data/materials';
const USER = { username: 'admin', password: 'Admin#2026' };
/** The target: 100,000 materials in under 20 s on PostgreSQL, server memory under 300 MB. */
const ROWS = 100_000;

function materialLine(i: number): string {
  return JSON.stringify({
    material: `BENCH-${String(i).padStart(7, '0')}`,
    description: `Bench material ${i}`,
    materialType: 'HAWA',
    materialGroup: 'CABL',
    baseUnit: 'EA',
    gtins: [`2${String(i).padStart(12, '0')}`],
    plants: [{ plant: '1000', defaultSloc: '0001' }],
  });
}

/** The NDJSON body, produced as it is sent (the client does not hold it either). */
function ndjsonBody(rows: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i >= rows) {
        controller.close();
        return;
      }
      const lines: string[] = [];
      for (const end = Math.min(rows, i + 1000); i < end; i++) lines.push(materialLine(i));
      controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
    },
  });
}

async function upsert(ctx: BenchContext, session: Session, rows: number): Promise<{ ms: number; written: number }> {
  const started = performance.now();
  const res = await fetch(ctx.origin + URL, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/x-ndjson' },
    body: ndjsonBody(rows),
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${URL}: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, written: (JSON.parse(text) as { written: number }).written };
}

/**
 * A feed worth reading: on PostgreSQL, copies of the smallest posted document's event up to FEED_EVENTS (a
 * bench on its own has only the demo data's few documents). The embedded database belongs to the
 * server process: there the feed is read as it is.
 */
const FEED_EVENTS = 50_000;
async function fillFeed(ctx: BenchContext): Promise<void> {
  if (ctx.kind !== 'postgres' || !ctx.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into integration_event (event_type, payload)
       select e.event_type, e.payload from generate_series(1, greatest(0, $1 - (select count(*) from integration_event))) n
       cross join lateral (select event_type, payload from integration_event
         order by jsonb_array_length(payload->'items'), event_id limit 1) e`,
      [ctx.quick ? 5_000 : FEED_EVENTS],
    );
  } finally {
    await client.end();
  }
}

/** The whole event feed read by cursor, 1,000 events a page, as a poller would: events and seconds. */
async function readFeed(ctx: BenchContext, session: Session): Promise<{ events: number; ms: number; pages: number }> {
  const started = performance.now();
  let cursor = '0-0';
  let events = 0;
  let pages = 0;
  for (;;) {
    const res = await fetch(`${ctx.origin}/supplier/api/integration/v1/events?after=${cursor}&limit=1000`, { headers: session.headers });
    if (res.status !== 200) throw new Error(`GET events: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const page = (await res.json()) as { events: unknown[]; next: string };
    pages++;
    if (page.events.length === 0) break;
    events += page.events.length;
    cursor = page.next;
  }
  return { events, ms: performance.now() - started, pages };
}

/** 100,000 materials (with a GTIN and plant data each) through the integration API as one NDJSON batch, twice. */
export const integrationScenario: Scenario = {
  name: 'integration',
  async run(ctx: BenchContext): Promise<Figures> {
    const rows = ctx.quick ? 20_000 : ROWS;
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const first = await upsert(ctx, session, rows);
    ctx.log(`  ${rows} materials inserted in ${(first.ms / 1000).toFixed(1)} s (${Math.round(rows / (first.ms / 1000))} rows/s)`);
    const again = await upsert(ctx, session, rows);
    ctx.log(`  the same batch again (no changes) in ${(again.ms / 1000).toFixed(1)} s`);
    await fillFeed(ctx);
    const feed = await readFeed(ctx, session);
    const feedRate = Math.round(feed.events / (feed.ms / 1000));
    ctx.log(`  event feed: ${feed.events} events in ${feed.pages} pages, ${(feed.ms / 1000).toFixed(2)} s (${feedRate} events/s)`);
    const peak = processMemoryMb(ctx.pid)?.peak ?? null;
    ctx.log(`  server peak memory (VmHWM): ${peak ?? 'n/a'} MB`);
    return {
      rows: [
        [
          `upsert ${rows} materials (NDJSON, new)`,
          `${(first.ms / 1000).toFixed(1)} s, ${Math.round(rows / (first.ms / 1000))} rows/s`,
          '< 20 s for 100,000',
        ],
        [
          `upsert ${rows} materials again (unchanged)`,
          `${(again.ms / 1000).toFixed(1)} s, ${Math.round(rows / (again.ms / 1000))} rows/s`,
          'written 0',
        ],
        ['server peak memory (VmHWM)', peak === null ? 'n/a' : `${peak} MB`, '< 300 MB'],
        [`event feed read by cursor (${feed.events} events, 1,000 a page)`, `${feedRate} events/s`, 'information'],
      ],
      feedEventsPerSecond: feedRate,
      insertedPerSecond: Math.round(rows / (first.ms / 1000)),
      unchangedWritten: again.written,
      peakMb: peak,
    };
  },
};
