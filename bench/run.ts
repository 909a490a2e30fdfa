/**
 * `npm run bench [-- --quick] [-- --only name,name] [-- --db pglite|postgres|both]`
 *
 * Measures the portal side by side with this machine's own ceiling (pgbench against the same
 * PostgreSQL, a bare Fastify route) and writes bench/results/latest.json, latest.md and the
 * README's performance section. Targets are recorded with where we stand; a gap is information.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, type as osType, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { closedLoop } from './lib/load';
import { pgbenchAvailable, pgbenchInit, pgbenchRun } from './lib/pgbench';
import { processMemoryMb, ROOT, startPortal } from './lib/portal';
import { renderMarkdown, updateReadme } from './lib/report';
import { scenarios } from './scenarios/all';
import { dashboardsScenario } from './scenarios/dashboards';
import { explainLists } from './scenarios/explain-lists';
import type { BareFigures, BenchContext, Figures } from './scenarios/index';
import { offlineSnapshotFigures } from './scenarios/offline-snapshot';
import { webSizes } from './scenarios/web';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    db: { type: 'string', default: 'both' },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'large-scale': { type: 'string', default: '350' },
  },
});
const quick = values.quick ?? false;
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wanted = (name: string) => !only || only.has(name);
const adminUrl = values['pg-url'] as string;
const seconds = quick ? 3 : 20;
const log = (line: string) => console.log(`[bench] ${line}`);

function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshDatabase(name: string): Promise<string> {
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  return withDb(adminUrl, name);
}

function versions() {
  const pkg = (name: string) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;
  let postgres = 'unknown';
  try {
    postgres = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
  } catch {}
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {}
  return { node: process.version, postgres, pglite: pkg('@electric-sql/pglite'), fastify: pkg('fastify'), kysely: pkg('kysely'), commit };
}

async function bareCeiling(): Promise<Figures & BareFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/bare-server.ts')], {
    env: { ...process.env, PORT: '0', DATABASE_URL: adminUrl },
  });
  const port = await new Promise<number>((done, fail) => {
    child.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) done(Number(m[1]));
    });
    child.on('exit', () => fail(new Error('bare server exited')));
  });
  try {
    await closedLoop(`http://127.0.0.1:${port}`, { path: '/bare' }, 8, 1); // warm-up
    const r = await closedLoop(`http://127.0.0.1:${port}`, { path: '/bare' }, 32, Math.min(seconds, 10));
    await closedLoop(`http://127.0.0.1:${port}`, { path: '/bare-db' }, 8, 1); // warm-up
    const q = await closedLoop(`http://127.0.0.1:${port}`, { path: '/bare-db' }, 32, Math.min(seconds, 10));
    return {
      requestsPerSecond: r.requestsPerSecond,
      latencyP50Ms: r.latencyP50Ms,
      latencyP99Ms: r.latencyP99Ms,
      // the same route asking PostgreSQL `select 1` once per request
      withQuery: { requestsPerSecond: q.requestsPerSecond, latencyP50Ms: q.latencyP50Ms, latencyP99Ms: q.latencyP99Ms, non2xx: q.non2xx },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The server's V8 heap in use and its external memory (PGlite's WebAssembly memory is external), from its metrics. */
async function heapFigures(origin: string): Promise<string> {
  try {
    const text = await (await fetch(`${origin}/metrics`)).text();
    const mb = (name: string) => {
      const value = new RegExp(`^portal_${name} (\\S+)$`, 'm').exec(text)?.[1];
      return value === undefined ? '?' : String(Math.round(Number(value) / 2 ** 20));
    };
    return `V8 heap ${mb('nodejs_heap_size_used_bytes')} MB used of ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
  } catch {
    return 'heap figures not available';
  }
}

/**
 * The stock overview on the large data set (seed --scale N, 1M+ movement items at 350). The data set
 * is kept in database portal_bench_large and reused by later runs, since seeding it takes minutes.
 */
async function largeDataSet(scale: number, ceiling: Record<string, unknown>): Promise<Figures> {
  const name = `portal_bench_large_${scale}`;
  const url = withDb(adminUrl, name);
  const env = { DATABASE_URL: url, SESSION_SECRET: 'b'.repeat(64), DEMO_DATA: 'false' };
  let items = 0;
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    items = Number((await client.query('select count(*) as n from material_document_item')).rows[0]?.n ?? 0);
    await client.end();
  } catch {
    items = 0;
  }
  let seedSeconds: number | undefined;
  if (items === 0) {
    log(`large data set: seeding scale ${scale} into ${name} (minutes; kept for later runs)`);
    await freshDatabase(name);
    const t0 = Date.now();
    execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/seed/cli.ts'), '--scale', String(scale)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    seedSeconds = Math.round((Date.now() - t0) / 1000);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    items = Number((await client.query('select count(*) as n from material_document_item')).rows[0]?.n ?? 0);
    await client.end();
  }
  const portal = await startPortal(env, 3403);
  try {
    const ctx: BenchContext = { kind: 'postgres', quick, seconds, origin: portal.origin, env, ceiling, log };
    const overview = scenarios.find((s) => s.name === 'overview');
    const f = overview ? await overview.run(ctx) : {};
    // the dashboards over 90 days on the same data set (issue 38)
    const dashboards = await dashboardsScenario.run(ctx);
    const rows = [...((f.rows as string[][] | undefined) ?? []), ...((dashboards.rows as string[][] | undefined) ?? [])].map(
      ([a, ...rest]) => [`${a} (${items.toLocaleString('en')} movement items)`, ...rest],
    );
    return { ...f, dashboards, movementItems: items, seedSeconds, rows };
  } finally {
    await portal.stop();
  }
}

/** Every list's statements under EXPLAIN ANALYZE on the large data set (after the portal above migrated it). */
async function largeDataSetPlans(scale: number): Promise<Figures> {
  const f = await explainLists(withDb(adminUrl, `portal_bench_large_${scale}`));
  return { ...f, rows: ((f.rows as string[][] | undefined) ?? []).map(([a, ...rest]) => [`${a} (large data set)`, ...rest]) };
}

async function main() {
  const started = Date.now();
  if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/web/.vite/manifest.json'))) {
    log('building (npm run build)');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine: {
      os: `${osType()} ${release()}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    versions: versions(),
  };
  const ceiling: Record<string, unknown> = {};
  results.ceiling = ceiling;

  if (wanted('ceiling') && pgbenchAvailable()) {
    // BENCH_PGBENCH_DB and BENCH_PORT (with BENCH_DB_NAME) let two benches run on one machine side by side
    const pgbenchDb = process.env.BENCH_PGBENCH_DB ?? 'portal_bench_pgbench';
    log('ceiling: pgbench scale 10');
    const url = await freshDatabase(pgbenchDb);
    pgbenchInit(url, 10);
    ceiling.pgbench = [1, 8, 32].map((clients) => {
      const r = pgbenchRun(url, clients, seconds);
      log(`  pgbench ${clients} clients: ${r.tps.toFixed(0)} tps`);
      return r;
    });
    await admin(`drop database if exists "${pgbenchDb}" with (force)`);
    // dropping a database checkpoints: wait for it here, not during the next measurement (the bare route measured
    // 14,450 req/s while it ran, 28,000-31,000 on a quiet server)
    await admin('checkpoint');
  }
  if (wanted('ceiling')) {
    log('ceiling: bare Fastify route');
    ceiling.bare = await bareCeiling();
  }
  if (wanted('web')) {
    log('web: gzipped JavaScript per page');
    log('web: the handheld offline snapshot of 10,000 bins and 50,000 materials');
    results.web = { ...webSizes(join(ROOT, 'dist/web')), offlineSnapshot: await offlineSnapshotFigures(10_000, 50_000) };
  }

  const kinds = values.db === 'both' ? (['postgres', 'pglite'] as const) : ([values.db] as ('postgres' | 'pglite')[]);
  const perDb: Record<string, Record<string, Figures>> = {};
  results.databases = perDb;
  for (const kind of kinds) {
    const env: Record<string, string> =
      kind === 'postgres'
        ? {
            DATABASE_URL: await freshDatabase(process.env.BENCH_DB_NAME ?? 'portal_bench'),
            SESSION_SECRET: 'b'.repeat(64),
            DEMO_DATA: 'false',
          }
        : { DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')), DATABASE_URL: '', DEMO_DATA: 'false' };
    log(`${kind}: loading demo data`);
    execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/seed/cli.ts'), '--scale', '1'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    // the integration scenario calls the API as an ERP: the administrator gets the INTEGRATION grants
    execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/lib/integration-principal.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    // the seed's writes checkpointed now rather than in the middle of a scenario
    if (kind === 'postgres') await admin('checkpoint');
    const figures: Record<string, Figures> = {};
    perDb[kind] = figures;
    const port = Number(process.env.BENCH_PORT ?? 3400) + (kind === 'postgres' ? 1 : 2);
    const portal = await startPortal(env, port);
    try {
      const ctx: BenchContext = {
        kind,
        quick,
        seconds,
        origin: portal.origin,
        env,
        ceiling,
        log,
        pid: portal.child.pid,
        bareNow: bareCeiling,
      };
      for (const scenario of scenarios) {
        if (!wanted(scenario.name)) continue;
        log(`${kind}: ${scenario.name}`);
        try {
          figures[scenario.name] = await scenario.run(ctx);
        } catch (error) {
          figures[scenario.name] = { error: (error as Error).message };
          log(`  failed: ${(error as Error).message}`);
        }
        // which scenario raises the server's peak memory (the integration scenario reports the peak)
        const memory = processMemoryMb(portal.child.pid);
        if (memory) log(`  server memory: ${memory.rss} MB resident, peak so far ${memory.peak} MB; ${await heapFigures(portal.origin)}`);
      }
    } finally {
      await portal.stop();
    }
    // every posting the scenarios made must add up (the embedded directory is free again now)
    log(`${kind}: ledger:check`);
    let clean = true;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/domain/stock/ledger-check-cli.ts')], {
        cwd: ROOT,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: 'ignore',
      });
    } catch {
      clean = false;
    }
    figures.ledgerCheck = { clean, rows: [['ledger:check after all scenarios', clean ? 'clean' : 'DIFFERENCES', 'clean']] };
    if (kind === 'pglite' && wanted('start')) {
      log('pglite: start time on an existing embedded database');
      const times: number[] = [];
      for (let i = 0; i < (quick ? 3 : 5); i++) {
        const p = await startPortal(env, port);
        times.push(p.readyMs);
        await p.stop();
      }
      times.sort((a, b) => a - b);
      figures.start = { medianMs: Math.round(times[Math.floor(times.length / 2)] ?? Number.NaN), runs: times.length };
    }
  }
  if (wanted('large') && (!quick || only?.has('large')) && kinds.includes('postgres')) {
    perDb.postgres = { ...(perDb.postgres ?? {}), large: await largeDataSet(Number(values['large-scale']), ceiling) };
    log('large data set: EXPLAIN ANALYZE of every list');
    perDb.postgres.plans = await largeDataSetPlans(Number(values['large-scale']));
  }
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  // only a full run of every scenario on both engines is the record; partial or quick runs go to tmp/
  const complete = !quick && !only && kinds.length === 2;
  const dir = join(ROOT, complete ? 'bench/results' : 'bench/results/tmp');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = renderMarkdown(results);
  writeFileSync(join(dir, 'latest.md'), md);
  if (complete) updateReadme(join(ROOT, 'README.md'), md);
  log(
    `done in ${results.durationSeconds} s: ${complete ? 'bench/results/latest.json, latest.md, README updated' : `a partial run: ${dir}/latest.md`}`,
  );
}

await main();
