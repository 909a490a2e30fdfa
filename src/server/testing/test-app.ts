import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenScope } from '../../shared/contracts/api-tokens/schemas';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { sha256 } from '../domain/auth/sessions';
import { demoUsers } from '../seed/demo-users';
import { createTestDatabase } from './test-db';

export interface SignedInClient {
  username: string;
  cookie: string;
  csrfToken: string;
  /** app.inject with the session cookie and CSRF header set. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  signIn(username: string, password?: string): Promise<SignedInClient>;
  /** A machine caller: an API token with these scopes (and plants; none = all) sending `Authorization: Bearer`. */
  tokenClient(scopes: TokenScope[], plants?: string[]): Promise<TokenClient>;
  close(): Promise<void>;
}

export interface TokenClient {
  tokenId: number;
  secret: string;
  /** app.inject with the bearer token (and on a write a fresh Idempotency-Key unless the test names one). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The headers a well-behaved client sends: session cookie, CSRF token, and on a write a fresh
 * Idempotency-Key unless the test names one (null: send none, to test the refusal).
 */
function clientHeaders(options: InjectOptions, base: Record<string, string>): Record<string, string> {
  const given = (options.headers ?? {}) as Record<string, string | null | undefined>;
  const headers: Record<string, string> = { ...base };
  const write = options.method !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(String(options.method).toUpperCase());
  if (write && !('idempotency-key' in given)) headers['idempotency-key'] = randomUUID();
  for (const [name, value] of Object.entries(given)) if (value !== null && value !== undefined) headers[name] = value;
  return headers;
}

/** A real app on a fresh test database, for api-tier tests through app.inject. */
export async function createTestApp(
  config: Partial<Config> = {},
  options: { poolSize?: number; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const { logStream } = options;
  const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig(config), strictResponses: true, logStream });
  await app.ready();
  return {
    app,
    database,
    async signIn(username, password) {
      const pw = password ?? demoUsers.find((u) => u.username === username)?.password;
      if (!pw) throw new Error(`no password for ${username}`);
      return signInClient(app, database.db, username, pw);
    },
    async tokenClient(scopes, plants = []) {
      const { tokenId, secret } = await createApiToken(database.db, null, { name: `test ${scopes.join(' ')}`, scopes, plants });
      const authorization = `Bearer ${secret}`;
      return { tokenId, secret, inject: (options) => app.inject({ ...options, headers: clientHeaders(options, { authorization }) }) };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the sign-in form of `app`: a client with the session cookie and its CSRF token. */
export async function signInClient(app: FastifyInstance, db: Kysely<DB>, username: string, password: string): Promise<SignedInClient> {
  const { cookie, csrf } = await loginForm(app);
  const res = await app.inject({
    method: 'POST',
    url: '/supplier/login',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password, _csrf: csrf }).toString(),
  });
  const session = cookieValue(res, 'sp_session');
  if (res.statusCode !== 303 || !session) throw new Error(`sign-in of ${username} failed: ${res.statusCode}`);
  const row = await db
    .selectFrom('user_session')
    .select('csrf_token')
    .where('session_hash', '=', sha256(session))
    .executeTakeFirstOrThrow();
  const sessionCookie = `sp_session=${session}`;
  return {
    username,
    cookie: sessionCookie,
    csrfToken: row.csrf_token,
    inject: (options) =>
      app.inject({ ...options, headers: clientHeaders(options, { cookie: sessionCookie, 'x-csrf-token': row.csrf_token }) }),
  };
}

/** GET the sign-in page: its CSRF cookie and the token of its hidden field. */
export async function loginForm(app: FastifyInstance): Promise<{ cookie: string; csrf: string }> {
  const page = await app.inject({ method: 'GET', url: '/supplier/login' });
  const raw = cookieValue(page, 'sp_login_csrf');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!raw || !csrf) throw new Error('sign-in page has no CSRF token');
  return { cookie: `sp_login_csrf=${raw}`, csrf };
}

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}
