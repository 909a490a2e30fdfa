import { randomUUID } from 'node:crypto';
import { closedLoop, openLoop } from '../lib/load';
import { type PgbenchResult, pgbenchAvailable } from '../lib/pgbench';
import { type Session, signIn, startPortal } from '../lib/portal';
import { postingShapedCeiling } from '../lib/posting-shape';
import type { BareFigures, BenchContext, Figures, Scenario } from './index';

const API = '/supplier/api/warehouse';
const USER = { username: 'whfra', password: 'Scan#1000' };

interface StockRow {
  material: string;
  plant: string;
  sloc: string;
  bin: string | null;
  batch: string;
  quantity: string;
  category: string;
}

async function getJson<T>(ctx: BenchContext, session: Session, path: string): Promise<T> {
  const res = await fetch(ctx.origin + path, { headers: session.headers });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Non-serialized unrestricted stock in bins of plant 1000, one row per distinct material. */
async function binStock(ctx: BenchContext, session: Session, minQuantity: number): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams({ plant: '1000', sloc: '0001', category: 'UNRESTRICTED', limit: '500' });
    if (cursor) q.set('cursor', cursor);
    const page: { rows: StockRow[]; nextCursor: string | null } = await getJson(ctx, session, `${API}/stock?${q}`);
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor && rows.length < 5000);
  const seen = new Set<string>();
  return rows.filter((r) => {
    // cables: never serialized nor batch-managed, so any quantity moves without serials or batches
    if (!r.bin || Number(r.quantity) < minQuantity || seen.has(r.material) || !/^CBL-/.test(r.material)) return false;
    seen.add(r.material);
    return true;
  });
}

/** The unblocked shelf bins among the first 100 of warehouse W10 that hold none of `avoid`; at least `least` of them. */
async function shelfBins(ctx: BenchContext, session: Session, least: number, avoid: StockRow[] = []): Promise<string[]> {
  const page: { items: { binId: string; blocked: boolean }[] } = await getJson(
    ctx,
    session,
    `${API}/plants/1000/warehouses/W10/bins?storageType=002&limit=100`,
  );
  const used = new Set(avoid.map((r) => r.bin));
  const bins = page.items.filter((b) => !b.blocked && !used.has(b.binId)).map((b) => b.binId);
  if (bins.length < least) throw new Error(`only ${bins.length} shelf bins found`);
  return bins;
}

/** `count` of those bins (the last ones). */
async function emptyBins(ctx: BenchContext, session: Session, count: number, avoid: StockRow[] = []): Promise<string[]> {
  return (await shelfBins(ctx, session, count, avoid)).slice(-count);
}

function moveBody(row: StockRow, fromBin: string, toBin: string) {
  return JSON.stringify({
    items: [
      {
        movementType: '999',
        material: row.material,
        quantity: '1',
        from: { plant: row.plant, sloc: row.sloc, bin: fromBin },
        to: { bin: toBin },
      },
    ],
  });
}

/** Each connection owns one material and moves one unit back and forth between two bins. */
function pairBodies(rows: StockRow[], targets: string[]) {
  return (connection: number) => {
    const row = rows[connection % rows.length] as StockRow;
    const target = targets[connection % targets.length] as string;
    let outbound = true;
    return () => {
      const body = outbound ? moveBody(row, row.bin as string, target) : moveBody(row, target, row.bin as string);
      outbound = !outbound;
      return { body, headers: { 'idempotency-key': randomUUID() } };
    };
  };
}

const postingThroughput: Scenario = {
  name: 'posting',
  async run(ctx) {
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const rows = await binStock(ctx, session, 5);
    if (rows.length < 32) throw new Error(`only ${rows.length} materials with bin stock in plant 1000`);
    const targets = await emptyBins(ctx, session, 8, rows);
    const pgbench = (ctx.ceiling.pgbench as PgbenchResult[] | undefined) ?? [];
    const out: Figures = { rows: [] as string[][] };
    const table = out.rows as string[][];
    for (const clients of [1, 8, 32]) {
      const r = await closedLoop(
        ctx.origin,
        { method: 'POST', path: `${API}/material-documents`, headers: session.headers, bodies: pairBodies(rows, targets) },
        clients,
        ctx.seconds,
      );
      const tps = pgbench.find((p) => p.clients === clients)?.tps;
      const ratio = ctx.kind === 'postgres' && tps ? r.requestsPerSecond / tps : undefined;
      out[`c${clients}`] = { ...r, ratioToPgbench: ratio };
      table.push([
        `bin-to-bin postings over HTTP, ${clients} client${clients > 1 ? 's' : ''}`,
        `${r.requestsPerSecond.toFixed(0)}/s${ratio !== undefined ? ` (${(ratio * 100).toFixed(0)} % of pgbench)` : ''}, p99 ${r.latencyP99Ms} ms, ${r.non2xx} non-2xx`,
        // the targets of issue 41 compare these with the posting-shaped ceiling (the rows below), not with pgbench
        '',
      ]);
    }
    if (ctx.kind === 'postgres' && ctx.env.DATABASE_URL && pgbenchAvailable()) {
      // the same moves posted by pgbench calling posting_post: the database's own ceiling for this posting
      const moves = rows.map((row, c) => ({ ...row, bin: row.bin as string, target: targets[c % targets.length] as string }));
      const shaped = await postingShapedCeiling(ctx.env.DATABASE_URL, moves, [8, 32], ctx.seconds);
      out.postingShaped = shaped;
      for (const s of shaped) {
        const http = (out[`c${s.clients}`] as { requestsPerSecond: number }).requestsPerSecond;
        const tps = pgbench.find((p) => p.clients === s.clients)?.tps;
        // issue 41: HTTP / this ceiling >= 0.85 at 8 clients and >= 0.95 at 32; this ceiling / pgbench >= 0.60 at 8
        const ofPgbench = tps ? `, ${(s.tps / tps).toFixed(2)} of pgbench` : '';
        table.push([
          `posting_post called by pgbench (the posting-shaped ceiling), ${s.clients} clients`,
          `${s.tps.toFixed(0)} postings/s${ofPgbench}; over HTTP ${(http / s.tps).toFixed(2)} of it`,
          s.clients === 8 ? 'HTTP >= 0.85 of it; it >= 0.60 of pgbench' : s.clients === 32 ? 'HTTP >= 0.95 of it' : '',
        ]);
      }
    }
    return out;
  },
};

const hotSpot: Scenario = {
  name: 'hotspot',
  async run(ctx) {
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const [row] = await binStock(ctx, session, 20);
    if (!row) throw new Error('no bin stock for the hot spot');
    const [target] = await emptyBins(ctx, session, 1, [row]);
    // 32 clients all move the same material out of the same bin, one unit at a time: the stock row is
    // the contended lock; when the bin runs dry the honest answer is an insufficient-stock refusal.
    const r = await closedLoop(
      ctx.origin,
      {
        method: 'POST',
        path: `${API}/material-documents`,
        headers: session.headers,
        bodies: () => () => ({ body: moveBody(row, row.bin as string, target as string), headers: { 'idempotency-key': randomUUID() } }),
      },
      32,
      ctx.seconds,
    );
    const other = Object.entries(r.statusCodes).filter(([k]) => k !== '2xx' && k !== '4xx');
    return {
      ...r,
      rows: [
        [
          '32 clients on one material in one bin',
          `${r.requestsPerSecond.toFixed(0)}/s, ${r.statusCodes['2xx'] ?? 0} posted, ${r.statusCodes['4xx'] ?? 0} refused, ${other.length + r.errors} other errors`,
          '0 errors besides insufficient stock',
        ],
      ],
    };
  },
};

const scanLookups: Scenario = {
  name: 'scan',
  async run(ctx) {
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const rows = await binStock(ctx, session, 1);
    const serials: { items: { serialNumber: string }[] } = await getJson(ctx, session, `${API}/serialized-equipments?pageSize=50`);
    const serialList = serials.items.map((s) => s.serialNumber);
    const codes = [...rows.slice(0, 50).flatMap((r) => [r.bin as string, r.material])];
    let i = 0;
    const path = () => {
      i++;
      if (i % 3 === 0 && serialList.length > 0)
        return `${API}/serialized-equipments?serialNo=${encodeURIComponent(serialList[i % serialList.length] as string)}`;
      return `${API}/scan/${encodeURIComponent(codes[i % codes.length] as string)}`;
    };
    // the first seconds after the scenarios before (plans, JIT, the embedded engine's caches) are measured apart:
    // the figure is the steady state a handheld sees all day, the warm-up is reported next to it
    const warmUp = await openLoop(ctx.origin, path, session.headers, 200, 2);
    const r = await openLoop(ctx.origin, path, session.headers, 200, ctx.quick ? 5 : 20);
    return {
      ...r,
      warmUp,
      rows: [
        [
          'scan lookups (bin, material, serial), open loop 200 req/s, after 2 s of warm-up',
          `p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.failed} failed (warm-up: p99 ${warmUp.p99Ms.toFixed(1)} ms)`,
          'p99 < 20 ms',
        ],
      ],
    };
  },
};

/**
 * One signed-in, schema-validated JSON route under 32 connections against `origin`: all of them in one
 * session (a user's parallel calls), or each connection in a session of its own (32 devices).
 */
async function signedInRoute(ctx: BenchContext, origin: string, sessions = 1) {
  const signedIn: Session[] = [];
  for (let i = 0; i < sessions; i++) signedIn.push(await signIn(origin, USER.username, USER.password));
  return closedLoop(
    origin,
    {
      path: '/supplier/api/apiauth/modules/WM/tcodes/LT01',
      headers: signedIn[0]?.headers,
      connectionHeaders: sessions > 1 ? (connection) => signedIn[connection % sessions]?.headers ?? {} : undefined,
    },
    32,
    Math.min(ctx.seconds, 10),
  );
}

/**
 * The framework's own cost: a signed-in, validated route as a share of a bare Fastify route. Measured
 * twice where the engine allows a second process: with the short-lived session cache (the portal's
 * default) and with every request's session read from the database (SESSION_CACHE_SECONDS=0), so the
 * row says truthfully where the session came from. PGlite's data directory takes one process only.
 */
const frameworkOverhead: Scenario = {
  name: 'framework',
  async run(ctx) {
    const start = ctx.ceiling.bare as BareFigures | undefined;
    // each signed-in figure beside the bare route measured just before it (the run's first bare figure was taken
    // minutes earlier: in the full run of e4d02d4 the cached session read 0.27 of it and the uncached 0.43)
    const measure = async (signedIn: () => ReturnType<typeof signedInRoute>) => {
      const bare = (await ctx.bareNow?.()) ?? start;
      return { ...(await signedIn()), bare };
    };
    const row = (
      label: string,
      r: { requestsPerSecond: number; bare: BareFigures | undefined },
      withQuery = false,
      target = 'ratio >= 0.5',
    ) => {
      const bare = r.bare?.requestsPerSecond;
      const ratio = bare ? r.requestsPerSecond / bare : undefined;
      // a session read from the database is one query per request: also say how close to that ceiling it is
      const queryCeiling = withQuery ? r.bare?.withQuery?.requestsPerSecond : undefined;
      return [
        `signed-in, schema-validated JSON route (${label}) vs bare route measured just before`,
        `${r.requestsPerSecond.toFixed(0)} req/s${ratio !== undefined ? `, ratio ${ratio.toFixed(2)} (bare ${bare?.toFixed(0)})` : ''}${
          queryCeiling ? `; ${(r.requestsPerSecond / queryCeiling).toFixed(2)} of the bare route with one query` : ''
        }`,
        target,
      ];
    };
    const cached = await measure(() => signedInRoute(ctx, ctx.origin));
    const rows = [row('session from the cache', cached)];
    let database: Awaited<ReturnType<typeof measure>> | undefined;
    let devices: Awaited<ReturnType<typeof measure>> | undefined;
    if (ctx.kind === 'postgres') {
      const uncached = await startPortal({ ...ctx.env, SESSION_CACHE_SECONDS: '0' }, 3455);
      try {
        database = await measure(() => signedInRoute(ctx, uncached.origin));
        // requests of one session that arrive together read its row once: 32 sessions read 32 rows
        devices = await measure(() => signedInRoute(ctx, uncached.origin, 32));
      } finally {
        await uncached.stop();
      }
      rows.push(row('session from the database', database, true));
      rows.push(row('session from the database, 32 sessions, one per connection', devices, true, 'information'));
    }
    const ratio = (r: { requestsPerSecond: number; bare: BareFigures | undefined }) =>
      r.bare ? r.requestsPerSecond / r.bare.requestsPerSecond : undefined;
    return {
      ...cached,
      ratioToBare: ratio(cached),
      databaseSession: database && { ...database, ratioToBare: ratio(database) },
      databaseSessions32: devices && { ...devices, ratioToBare: ratio(devices) },
      rows,
    };
  },
};

/** Posts one 5,000-item bin-to-bin document: item i from `rows[i % rows]` to the bin `target(i)`. */
async function postBigDocument(
  ctx: BenchContext,
  session: Session,
  rows: StockRow[],
  target: (i: number) => string,
): Promise<{ ms: number; status: number; positions: number; text: string }> {
  const items = [];
  const positions = new Set<string>();
  for (let i = 0; i < 5000; i++) {
    const row = rows[i % rows.length] as StockRow;
    const to = target(i);
    positions.add(`${row.material} ${row.bin}`).add(`${row.material} ${to}`);
    // each item moves a thousandth of a unit, so 5,000 items fit any stock level
    items.push({
      movementType: '999',
      material: row.material,
      quantity: '0.001',
      from: { plant: row.plant, sloc: row.sloc, bin: row.bin },
      to: { bin: to },
    });
  }
  const started = performance.now();
  const res = await fetch(`${ctx.origin}${API}/material-documents`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ items }),
  });
  const ms = performance.now() - started;
  const ok = res.status === 201 || res.status === 200;
  return { ms, status: res.status, positions: positions.size, text: ok ? '' : await res.text() };
}

/**
 * Two documents of 5,000 items: into 4 bins (few stock rows, many items on each), and spread over every
 * free shelf bin so that most items have a stock row of their own (3,115 rows on the demo data): what the posting does per
 * locked row shows in the second.
 */
const bigDocument: Scenario = {
  name: 'bigdoc',
  async run(ctx) {
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const rows = await binStock(ctx, session, 2);
    const shelves = await shelfBins(ctx, session, 4, rows);
    const four = shelves.slice(-4);
    const few = await postBigDocument(ctx, session, rows, (i) => four[i % four.length] as string);
    // item i: source i % R, target floor(i / R) % T: a new (material, bin) pair for each of the first R x T items
    const many = await postBigDocument(ctx, session, rows, (i) => shelves[Math.floor(i / rows.length) % shelves.length] as string);
    const figure = (r: typeof few) =>
      r.status === 201 || r.status === 200 ? `${r.ms.toFixed(0)} ms` : `failed ${r.status}: ${r.text.slice(0, 120)}`;
    return {
      ms: few.ms,
      status: few.status,
      spreadMs: many.ms,
      spreadPositions: many.positions,
      rows: [
        ['post one material document of 5,000 items', figure(few), '< 2000 ms'],
        [`post one material document of 5,000 items over ${many.positions} stock rows`, figure(many), '< 2000 ms'],
      ],
    };
  },
};

const stockOverview: Scenario = {
  name: 'overview',
  async run(ctx) {
    const session = await signIn(ctx.origin, USER.username, USER.password);
    const time = async (path: string) => {
      const started = performance.now();
      const res = await fetch(ctx.origin + path, { headers: session.headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return performance.now() - started;
    };
    const first = `${API}/stock?limit=50`;
    const filtered = `${API}/stock?plant=1000&sloc=0001&category=UNRESTRICTED&limit=50`;
    const cold = { first: await time(first), filtered: await time(filtered) };
    const warm = { first: await time(first), filtered: await time(filtered) };
    return {
      cold,
      warm,
      rows: [
        ['stock overview first page, cold / warm', `${cold.first.toFixed(0)} / ${warm.first.toFixed(0)} ms`, '< 200 ms'],
        ['stock overview filtered page, cold / warm', `${cold.filtered.toFixed(0)} / ${warm.filtered.toFixed(0)} ms`, '< 200 ms'],
      ],
    };
  },
};

export const ledgerScenarios: Scenario[] = [frameworkOverhead, scanLookups, postingThroughput, hotSpot, bigDocument, stockOverview];
