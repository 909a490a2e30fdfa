import { execFileSync, spawnSync } from 'node:child_process';

export interface PgbenchResult {
  clients: number;
  tps: number;
  latencyMs: number;
}

/** The database ceiling: pgbench's TPC-B-like script against the same PostgreSQL. */
export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version']).status === 0;
}

export function pgbenchInit(url: string, scale: number): void {
  execFileSync('pgbench', ['-i', '-q', '-s', String(scale), url], { stdio: 'ignore' });
}

export function pgbenchRun(url: string, clients: number, seconds: number): PgbenchResult {
  const out = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), url], {
    encoding: 'utf8',
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 'NaN');
  return { clients, tps, latencyMs };
}

/** pgbench running a custom script (-f) without vacuum; `transactions` counts script runs. */
export function pgbenchRunScript(url: string, script: string, clients: number, seconds: number): PgbenchResult {
  const out = execFileSync(
    'pgbench',
    ['-n', '-f', script, '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), url],
    { encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 'NaN');
  return { clients, tps, latencyMs };
}
