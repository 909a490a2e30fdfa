/**
 * `node --import tsx bench/posting-cost.ts <database url> [postings] [clients]`: what one plain posting costs the
 * database, measured on a seeded database (demo data): the bin-to-bin moves of the bench's posting-shaped ceiling,
 * posted by pgbench calling posting_post, with the rows each table got (pg_stat_user_tables), the WAL bytes
 * (pg_current_wal_lsn before and after) and the time spent in each posting function (track_functions) per posting.
 * Writes postings into that database: run it on a database of its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgres } from '../src/server/db/connect';
import { systemPrincipal } from '../src/server/domain/principal';
import { plainPostingParameter, preparePlainPosting } from '../src/server/domain/stock/posting/post-in-one-call';
import { emptyShelfBinsSql, moveSourcesSql } from './lib/bin-moves';

const [url, postingsText = '4000', clientsText = '8'] = process.argv.slice(2);
if (!url) throw new Error('usage: posting-cost.ts <database url> [postings] [clients]');
const clients = Number(clientsText);
const perClient = Math.ceil(Number(postingsText) / clients / 2);

const database = await openPostgres(url, 2);
const { db } = database;
try {
  const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
  const plants = await db.selectFrom('user_plant').select('plant_id').where('user_id', '=', user.user_id).execute();
  const actor = { ...systemPrincipal({ userId: user.user_id, username: 'whfra', plants: plants.map((p) => p.plant_id) }), ip: '127.0.0.1' };
  const claim = { userId: actor.userId, key: 'replaced by each call', requestHash: '0'.repeat(64), session: null };
  const { rows: moves } = await sql<{ material: string; plant: string; sloc: string; bin: string }>`${sql.raw(
    moveSourcesSql(clients),
  )}`.execute(db);
  const { rows: targets } = await sql<{ bin_id: string }>`${sql.raw(emptyShelfBinsSql(8))}`.execute(db);
  if (moves.length < clients || targets.length < 1) throw new Error(`${moves.length} materials, ${targets.length} bins`);
  await sql`drop table if exists bench_posting_cost`.execute(db);
  await sql`create table bench_posting_cost (client_id int, step int, p jsonb, primary key (client_id, step))`.execute(db);
  for (let c = 0; c < clients; c++) {
    const m = moves[c] as (typeof moves)[number];
    const target = (targets[c % targets.length] as { bin_id: string }).bin_id;
    for (const [step, from, to] of [
      [0, m.bin, target],
      [1, target, m.bin],
    ] as const) {
      const posting = await preparePlainPosting(db, actor, {
        items: [
          { movementType: '999', material: m.material, quantity: '1', from: { plant: m.plant, sloc: m.sloc, bin: from }, to: { bin: to } },
        ],
      });
      if (!posting) throw new Error(`the move of ${m.material} is not a plain document`);
      const p = plainPostingParameter(actor, claim, posting, { status: 201, body: JSON.stringify(posting.result) });
      await sql`insert into bench_posting_cost values (${c}, ${step}, ${p}::jsonb)`.execute(db);
    }
  }
  const call = (step: number) =>
    `select posting_post(jsonb_set(p #- '{document,matDoc}', '{claim,key}', to_jsonb(gen_random_uuid()::text))) from bench_posting_cost where client_id = :client_id and step = ${step};`;
  const script = join(tmpdir(), `posting-cost-${process.pid}.sql`);
  writeFileSync(script, `${call(0)}\n${call(1)}\n`);
  const tables = ['material_document', 'material_document_item', 'stock', 'idempotency_key', 'integration_event', 'audit_log'];
  const snapshot = async () => {
    await sql`select pg_stat_force_next_flush()`.execute(db).catch(() => undefined);
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const t = await sql<{ relname: string; ins: string; upd: string; hot: string }>`
      select relname, n_tup_ins::text as ins, n_tup_upd::text as upd, n_tup_hot_upd::text as hot from pg_stat_user_tables
      where relname in (${sql.join(tables)})`.execute(db);
    const f = await sql<{ funcname: string; calls: string; self: number; total: number }>`
      select funcname, calls::text, self_time as self, total_time as total from pg_stat_user_functions`.execute(db);
    const w = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
    return { tables: t.rows, functions: f.rows, lsn: (w.rows[0] as { lsn: string }).lsn };
  };
  await backendCpu(url, Number(process.env.POSTING_COST_CPU_POSTINGS ?? 1000));
  await sql`checkpoint`.execute(db);
  const before = await snapshot();
  const started = performance.now();
  const out = execFileSync('pgbench', ['-n', '-f', script, '-c', String(clients), '-j', '2', '-t', String(perClient), url], {
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '-c track_functions=all' },
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((done) => setTimeout(done, 1200)); // backends report their statistics within a second
  const after = await snapshot();
  const postings = perClient * clients * 2;
  const { rows: wal } = await sql<{
    bytes: string;
  }>`select pg_wal_lsn_diff(${after.lsn}::pg_lsn, ${before.lsn}::pg_lsn)::text as bytes`.execute(db);
  console.log(
    `${postings} postings, ${clients} clients, ${(postings / seconds).toFixed(0)}/s (${/tps = ([\d.]+)/.exec(out)?.[1]} scripts/s)`,
  );
  console.log(`WAL ${(Number(wal[0]?.bytes) / postings).toFixed(0)} bytes per posting (full-page images included after a checkpoint)`);
  const walDir = process.env.POSTING_COST_WAL_DIR;
  if (walDir) await walOfThisDatabase(walDir, before.lsn, after.lsn, postings);
  for (const t of after.tables) {
    const b = before.tables.find((x) => x.relname === t.relname);
    const ins = (Number(t.ins) - Number(b?.ins ?? 0)) / postings;
    const upd = (Number(t.upd) - Number(b?.upd ?? 0)) / postings;
    const hot = (Number(t.hot) - Number(b?.hot ?? 0)) / postings;
    console.log(`  ${t.relname.padEnd(24)} inserted ${ins.toFixed(2)}  updated ${upd.toFixed(2)} (HOT ${hot.toFixed(2)}) per posting`);
  }
  for (const f of after.functions) {
    const b = before.functions.find((x) => x.funcname === f.funcname);
    const calls = Number(f.calls) - Number(b?.calls ?? 0);
    if (calls === 0) continue;
    const self = (f.self - (b?.self ?? 0)) / postings;
    const total = (f.total - (b?.total ?? 0)) / postings;
    console.log(
      `  ${f.funcname.padEnd(24)} ${(calls / postings).toFixed(2)} calls, self ${(self * 1000).toFixed(0)} µs, total ${(total * 1000).toFixed(0)} µs per posting`,
    );
  }
} finally {
  // POSTING_COST_KEEP=1 keeps the parameters (table bench_posting_cost) for another measurement
  if (!process.env.POSTING_COST_KEEP) await sql`drop table if exists bench_posting_cost`.execute(db);
  await database.close();
}

/**
 * The CPU time one backend spends per posting (user and system, from /proc: the database runs on this machine),
 * posting alone on one connection: unlike postings per second, it hardly moves when other work shares the cores.
 */
async function backendCpu(url: string, postings: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    // the commit's flush is the WAL writer's: the backend's own work is measured, not the disk's
    await client.query('set synchronous_commit = off');
    const ticks = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
    };
    const call = (step: number) =>
      `select posting_post(jsonb_set(p #- '{document,matDoc}', '{claim,key}', to_jsonb(gen_random_uuid()::text))) from bench_posting_cost where client_id = 0 and step = ${step}`;
    for (let i = 0; i < 50; i++) await client.query(call(i % 2)); // warm: plans cached, pages read
    // POSTING_COST_PERF=<file>: the backend's CPU profile (perf record) while it posts
    const perf = process.env.POSTING_COST_PERF
      ? spawn('perf', ['record', '-F', '2000', '-g', '-o', process.env.POSTING_COST_PERF, '-p', String(pid)], { stdio: 'ignore' })
      : null;
    if (perf) await new Promise((done) => setTimeout(done, 500));
    const before = ticks();
    const started = performance.now();
    for (let i = 0; i < postings; i++) await client.query(call(i % 2));
    const cpuMs = (ticks() - before) * 10;
    const wallMs = performance.now() - started;
    if (perf) {
      perf.kill('SIGINT');
      await new Promise((done) => perf.once('exit', done));
    }
    console.log(
      `one connection: ${((cpuMs / postings) * 1000).toFixed(0)} µs of backend CPU per posting (${postings} postings, ${((wallMs / postings) * 1000).toFixed(0)} µs wall each)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The WAL this database wrote between two positions, by relation (pg_waldump over the server's pg_wal, run on the
 * database's own machine): pg_current_wal_lsn counts every database of the server, other benches' checkpoints and
 * writes included; the records of this one name its OID. A commit record names no relation ("commit").
 */
async function walOfThisDatabase(walDir: string, from: string, to: string, postings: number) {
  const { rows } = await sql<{ oid: number }>`select oid from pg_database where datname = current_database()`.execute(db);
  const oid = rows[0]?.oid;
  const dump = execFileSync('pg_waldump', ['-p', walDir, '-s', from, '-e', to], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const byRelation = new Map<string, { records: number; bytes: number; fpi: number }>();
  let mine = 0;
  for (const line of dump.split('\n')) {
    const total = Number(/len \(rec\/tot\):\s*\d+\/\s*(\d+)/.exec(line)?.[1] ?? Number.NaN);
    if (Number.isNaN(total)) continue;
    const rel = /rel \d+\/(\d+)\/(\d+)/.exec(line);
    const isCommit = /desc: COMMIT/.test(line);
    if (!(rel && Number(rel[1]) === oid) && !isCommit) continue;
    const key = rel ? (rel[2] as string) : 'commit';
    const entry = byRelation.get(key) ?? { records: 0, bytes: 0, fpi: 0 };
    entry.records++;
    entry.bytes += total;
    if (/FPW/.test(line)) entry.fpi++;
    byRelation.set(key, entry);
    mine += total;
  }
  const names = await sql<{ node: string; name: string }>`
    select pg_relation_filenode(c.oid)::text as node, c.relname as name from pg_class c where pg_relation_filenode(c.oid) is not null`.execute(
    db,
  );
  const nameOf = new Map(names.rows.map((r) => [r.node, r.name]));
  console.log(`WAL of this database ${(mine / postings).toFixed(0)} bytes per posting (commit records of every database included)`);
  for (const [key, e] of [...byRelation.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(
      `  ${(nameOf.get(key) ?? key).padEnd(40)} ${(e.records / postings).toFixed(2)} records, ${(e.bytes / postings).toFixed(0)} bytes, ${e.fpi} with page images`,
    );
  }
}
