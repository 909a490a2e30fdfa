import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface PortalProcess {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface Session {
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

/** Starts the built server (dist/server/main.js) and resolves when /healthcheck answers 200. */
export async function startPortal(
  env: Record<string, string>,
  port: number,
  timeoutMs = 180_000,
): Promise<PortalProcess & { readyMs: number }> {
  const started = performance.now();
  // BENCH_PROFILE=<directory>: each portal started writes a V8 CPU profile there when it stops
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_PROFILE)}`] : [];
  const child = spawn(process.execPath, [...profile, resolve(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited: ${stderr.trim()}`);
    try {
      const res = await fetch(`${origin}/healthcheck`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('portal did not become healthy in time');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    origin,
    child,
    readyMs,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the real form (CSRF cookie + field) and returns the session headers. */
export async function signIn(origin: string, username: string, password: string): Promise<Session> {
  const page = await fetch(`${origin}/supplier/login`);
  const html = await page.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  const loginCookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!csrf) throw new Error('no sign-in form token');
  const res = await fetch(`${origin}/supplier/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: loginCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, _csrf: csrf }).toString(),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sp_session='));
  if (res.status !== 303 || !session) throw new Error(`sign-in of ${username} failed (${res.status})`);
  const csrfToken = await csrfOf(origin, session);
  return { cookie: session, csrfToken, headers: { cookie: session, 'x-csrf-token': csrfToken } };
}

/** The session's CSRF token, as the app reads it: from the page globals of a signed-in page. */
async function csrfOf(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/supplier/warehouse/menu/index`, { headers: { cookie, accept: 'text/html' } });
  const html = await res.text();
  return /"csrfToken":"([0-9a-f]+)"/.exec(html)?.[1] ?? '';
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM from /proc), in MB; null where /proc is not there. */
export function processMemoryMb(pid: number | undefined): { rss: number; peak: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024);
    const rss = mb('VmRSS');
    const peak = mb('VmHWM');
    return Number.isNaN(rss) || Number.isNaN(peak) ? null : { rss, peak };
  } catch {
    return null;
  }
}
