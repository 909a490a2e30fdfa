import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The server as an operator meets it: real processes, real ports, real data directories.
 * Every bad setting ends in one clear sentence and a non-zero exit, never a hang.
 */
vi.setConfig({ testTimeout: 60_000 });
const MAIN = resolve(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const output = () => out;
  return { child, exited, output };
}

async function runToExit(env: Record<string, string>, timeoutMs = 30_000) {
  const p = start(env);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), timeoutMs);
  const code = await p.exited;
  clearTimeout(timer);
  return { code, output: p.output().trim() };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

const tmp = () => mkdtempSync(join(tmpdir(), 'portal-proc-'));
const oneLine = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

describe('start-up refuses bad settings with one clear sentence', () => {
  it('a malformed DATABASE_URL', async () => {
    const r = await runToExit({ DATABASE_URL: 'not a url', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tmp() });
    expect(r.code).not.toBe(0);
    expect(oneLine(r.output)).toHaveLength(1);
    expect(r.output).toMatch(/^Configuration error: DATABASE_URL="not a url" must be a postgres/);
  });

  it('an unreachable database', async () => {
    const port = await freePort();
    const r = await runToExit({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/portal`, SESSION_SECRET: 'x'.repeat(40) });
    expect(r.code).not.toBe(0);
    expect(oneLine(r.output)).toHaveLength(1);
    expect(r.output).toMatch(/^Cannot connect to PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/portal: ECONNREFUSED/);
  });

  it('a data directory that cannot be written', async () => {
    if (process.getuid?.() === 0) {
      // root ignores permissions: use a path below a regular file instead
      const file = join(tmp(), 'file');
      writeFileSync(file, 'x');
      const r = await runToExit({ DATA_DIR: join(file, 'data') });
      expect(r.code).not.toBe(0);
      expect(oneLine(r.output)).toHaveLength(1);
      expect(r.output).toMatch(/^Data directory .* is not usable: ENOTDIR/);
      return;
    }
    const dir = join(tmp(), 'ro');
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    const r = await runToExit({ DATA_DIR: join(dir, 'data') });
    expect(r.code).not.toBe(0);
    expect(oneLine(r.output)).toHaveLength(1);
  });

  it('a data directory that is not a database', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'session-secret'), 'y'.repeat(64));
    writeFileSync(join(dir, 'PG_VERSION'), 'garbage\n');
    mkdirSync(join(dir, 'base'));
    const r = await runToExit({ DATA_DIR: dir });
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/The embedded database in .* cannot be opened|could not start/);
  });
});

describe('the embedded database, one process at a time', () => {
  it('a second start on the same data directory refuses while the first keeps running; SIGTERM closes cleanly', async () => {
    const dir = tmp();
    const port = await freePort();
    const first = start({ DATA_DIR: dir, PORT: String(port), DEMO_DATA: 'false' });
    await waitFor(() => first.output().includes('Supplier Portal is running at'), 60_000);

    const second = await runToExit({ DATA_DIR: dir, PORT: String(await freePort()), DEMO_DATA: 'false' });
    expect(second.code).not.toBe(0);
    expect(oneLine(second.output)).toHaveLength(1);
    expect(second.output).toMatch(/is already in use by another portal process \(pid \d+\)/);

    const health = await fetch(`http://127.0.0.1:${port}/healthcheck`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    // a port in use is one sentence too
    const busy = await runToExit({ DATA_DIR: tmp(), PORT: String(port), DEMO_DATA: 'false' });
    expect(busy.code).not.toBe(0);
    expect(busy.output.split('\n').at(-1)).toMatch(new RegExp(`^Port ${port} on 127.0.0.1 is already in use`));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // the directory opens again after a clean stop, and after a SIGKILL (stale lock taken over)
    const again = start({ DATA_DIR: dir, PORT: String(port), DEMO_DATA: 'false' });
    await waitFor(() => again.output().includes('Supplier Portal is running at'), 60_000);
    again.child.kill('SIGKILL');
    await again.exited;
    const third = start({ DATA_DIR: dir, PORT: String(port), DEMO_DATA: 'false' });
    await waitFor(() => third.output().includes('Supplier Portal is running at') || third.child.exitCode !== null, 60_000);
    expect(third.output()).toContain('Supplier Portal is running at');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);
});
