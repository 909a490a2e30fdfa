/**
 * `node --import tsx bench/posting-cost-pair.ts <url A> <sql A> <url B> <sql B> [postings]`: backend CPU per posting of
 * two variants of the posting functions, measured side by side so that both see the same load. A and B are two
 * copies of one demo database (`createdb -T`) holding bench_posting_cost (`POSTING_COST_KEEP=1 bench/posting-cost.ts`);
 * each file's statements (`create or replace function ...`) are applied to its database first. The two connections
 * post in turns of 50, each its own database's client 0 there and back; run it again with A and B swapped.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [urlA, fileA, urlB, fileB, postingsText = '1500'] = process.argv.slice(2);
if (!urlA || !fileA || !urlB || !fileB) throw new Error('usage: posting-cost-pair.ts <url A> <sql A> <url B> <sql B> [postings]');
const postings = Number(postingsText);
const TURN = 50;

interface Side {
  name: string;
  client: pg.Client;
  pid: number;
  ticks: number;
}

/** user + system CPU time of a backend of this machine's PostgreSQL, in clock ticks (1/100 s) */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

async function open(url: string, file: string): Promise<Side> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(readFileSync(file, 'utf8'));
  // the commit's flush is the WAL writer's: the backend's own work is measured, not the disk's
  await client.query('set synchronous_commit = off');
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid as number;
  return { name: file, client, pid, ticks: 0 };
}

const call = (step: number) =>
  `select posting_post(jsonb_set(p #- '{document,matDoc}', '{claim,key}', to_jsonb(gen_random_uuid()::text))) from bench_posting_cost where client_id = 0 and step = ${step}`;

const a = await open(urlA, fileA);
const b = await open(urlB, fileB);
try {
  for (const side of [a, b]) for (let i = 0; i < TURN; i++) await side.client.query(call(i % 2));
  for (let done = 0; done < postings; done += TURN) {
    for (const side of done % (2 * TURN) === 0 ? [a, b] : [b, a]) {
      const before = cpuTicks(side.pid);
      for (let i = 0; i < TURN; i++) await side.client.query(call(i % 2));
      side.ticks += cpuTicks(side.pid) - before;
    }
  }
  for (const side of [a, b]) console.log(`${side.name}: ${((side.ticks * 10_000) / postings).toFixed(0)} µs of backend CPU per posting`);
} finally {
  await a.client.end();
  await b.client.end();
}
