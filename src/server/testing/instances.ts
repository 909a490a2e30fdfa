import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import pg from 'pg';
import { sha256 } from '../domain/auth/sessions';
import { adminQuery, templateDatabaseName, withDatabase } from './test-db';

/**
 * Real server processes (src/server/main.ts through tsx) on one PostgreSQL database, for the tests
 * that several instances, a restart or a SIGTERM are about. PostgreSQL only (DATABASE_URL).
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Instance {
  base: string;
  process: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A fresh database copied from the test template (demo data), dropped by `drop`. */
export async function cloneTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('instances need DATABASE_URL (PostgreSQL)');
  const name = `i_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}" template "${templateDatabaseName(url)}"`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `drop database if exists "${name}" with (force)`) };
}

/**
 * Starts this code (main.ts through tsx), or with `release` (a built release's folder, upgrade/releases.ts) that
 * release's server bundle. `startTimeoutMs`: a first start that migrates an empty database and loads the demo data
 * takes longer on a busy machine.
 */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
  release?: string,
  startTimeoutMs = 60_000,
): Promise<Instance> {
  const child = spawn(process.execPath, release ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: release ?? ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'instances-test-secret-0123456789abcdef',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the instance did not start in ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        done(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    exited.then((code) => fail(new Error(`the instance exited (${code}) before it listened:\n${output}`)));
  });
  return {
    base,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on its own connection (no keep-alive): a refused connection and a reset are told apart. */
export function http(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpAnswer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: { connection: 'close', ...options.headers }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/** Signs in through the form; returns the cookie header and the CSRF token for writes. */
export async function signInOver(
  base: string,
  databaseUrl: string,
  username: string,
  password: string,
): Promise<{ cookie: string; csrf: string }> {
  const page = await http(`${base}/supplier/login`);
  const loginCookie = String(page.headers['set-cookie'] ?? '').match(/sp_login_csrf=[^;]+/)?.[0];
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!loginCookie || !token) throw new Error('no sign-in form');
  const res = await http(`${base}/supplier/login`, {
    method: 'POST',
    headers: { cookie: loginCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, _csrf: token }).toString(),
  });
  const session = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .join(';')
    .match(/sp_session=[^;]+/)?.[0];
  if (res.status !== 303 || !session) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  // the CSRF token the shell page would hand the web app, read where it is kept
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const row = await client.query('select csrf_token from user_session where session_hash = $1', [
      sha256(session.slice('sp_session='.length)),
    ]);
    return { cookie: session, csrf: row.rows[0].csrf_token as string };
  } finally {
    await client.end();
  }
}
