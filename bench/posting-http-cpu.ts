/**
 * `node --import tsx bench/posting-http-cpu.ts <database url> [seconds] [clients]`: CPU time per bin-to-bin posting over
 * HTTP, split into the portal's process and its database backends (user + system time from /proc), on a seeded
 * database (demo data). CPU per posting is what decides throughput on a machine where the portal and PostgreSQL share
 * the cores, and unlike a rate it holds on a busy machine. BENCH_PROFILE=<dir> writes the portal's V8 CPU profile.
 * Writes postings into that database: run it on a database of its own.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { emptyShelfBinsSql, moveSourcesSql } from './lib/bin-moves';
import { closedLoop } from './lib/load';
import { signIn, startPortal } from './lib/portal';

const [url, secondsText = '15', clientsText = '8'] = process.argv.slice(2);
if (!url) throw new Error('usage: posting-http-cpu.ts <database url> [seconds] [clients]');
const API = '/supplier/api/warehouse';

/** user + system CPU time of a process of this machine, in clock ticks (1/100 s) */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const dbName = new URL(url).pathname.slice(1);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
async function backendTicks(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    dbName,
  ]);
  return rows.reduce((sum, r) => sum + cpuTicks(r.pid), 0);
}

const portal = await startPortal(
  { DATABASE_URL: url, SESSION_SECRET: 'b'.repeat(64), DEMO_DATA: 'false' },
  Number(process.env.BENCH_PORT ?? 3450),
);
try {
  const session = await signIn(portal.origin, 'whfra', 'Scan#1000');
  const { rows: moves } = await admin.query<{ material: string; bin: string }>(moveSourcesSql(32));
  const { rows: targets } = await admin.query<{ bin_id: string }>(emptyShelfBinsSql(8));
  const clients = Number(clientsText);
  const body = (material: string, from: string, to: string) =>
    JSON.stringify({
      items: [{ movementType: '999', material, quantity: '1', from: { plant: '1000', sloc: '0001', bin: from }, to: { bin: to } }],
    });
  const spec = {
    method: 'POST' as const,
    path: `${API}/material-documents`,
    headers: session.headers,
    bodies: (c: number) => {
      const m = moves[c % moves.length] as { material: string; bin: string };
      const target = (targets[c % targets.length] as { bin_id: string }).bin_id;
      let out = true;
      return () => {
        const b = out ? body(m.material, m.bin, target) : body(m.material, target, m.bin);
        out = !out;
        return { body: b, headers: { 'idempotency-key': randomUUID() } };
      };
    },
  };
  await closedLoop(portal.origin, spec, clients, 3); // warm-up: JIT, pools, caches
  const pid = portal.child.pid as number;
  const node0 = cpuTicks(pid);
  const db0 = await backendTicks();
  const r = await closedLoop(portal.origin, spec, clients, Number(secondsText));
  const node1 = cpuTicks(pid);
  const db1 = await backendTicks();
  const per = (ticks: number) => ((ticks * 10) / r.total).toFixed(3);
  console.log(
    JSON.stringify({
      clients,
      postings: r.total,
      perSecond: Math.round(r.requestsPerSecond),
      non2xx: r.non2xx,
      portalMsPerPosting: per(node1 - node0),
      databaseMsPerPosting: per(db1 - db0),
    }),
  );
} finally {
  await portal.stop();
  await admin.end();
}
