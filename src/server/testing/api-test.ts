import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../config';
import { expectLedgerClean } from './ledger';
import { createTestApp, type SignedInClient, type TestApp } from './test-app';

/**
 * The app of one api test file: created before its tests with these users signed in (each a
 * property: `api.whfra`), closed after them; with `ledgerCheck` the ledger is checked first.
 * `poolSize`: the connections of its PostgreSQL pool; `config`: settings of the app (e.g. printers on loopback).
 */
export function appForFile<const U extends string>(
  usernames: readonly U[],
  options: { ledgerCheck?: boolean; poolSize?: number; config?: Partial<Config> } = {},
): { t: TestApp } & Record<U, SignedInClient> {
  const api = {} as { t: TestApp } & Record<U, SignedInClient>;
  beforeAll(async () => {
    api.t = await createTestApp(options.config ?? {}, { poolSize: options.poolSize });
    const clients = await Promise.all(usernames.map((u) => api.t.signIn(u)));
    usernames.forEach((u, i) => {
      (api as Record<U, SignedInClient>)[u] = clients[i] as SignedInClient;
    });
  });
  afterAll(async () => {
    if (options.ledgerCheck && api.t) await expectLedgerClean(api.t.database.db);
    await api.t?.close();
  });
  return api;
}

export const getAs = (client: SignedInClient, url: string, headers: Record<string, string> = {}) =>
  client.inject({ method: 'GET', url, headers });

/**
 * A 400 naming the field: its path in `details.field` for API callers, its label (never the path) in
 * the message the user reads.
 */
export async function expectBadInput(client: SignedInClient, url: string, field: string) {
  const res = await getAs(client, url);
  expect(res.statusCode, url).toBe(400);
  const body = res.json();
  expect(body.code).toBe('INVALID_INPUT');
  expect(body.details?.field).toContain(field);
  expect(body.message).not.toMatch(/\b(body|querystring|params)\./);
  return body.message as string;
}

/** The body of an error answer with this code and message (every answer carries its request id). */
export const errorAnswer = (code: string, message: string) => ({ code, message, requestId: expect.any(String) });
