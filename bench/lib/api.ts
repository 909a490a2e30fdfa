import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BenchContext } from '../scenarios/index';
import type { Session } from './portal';

/** One JSON call as a signed-in user (a POST with a fresh Idempotency-Key); answers the time taken and the body. */
export async function call<T>(ctx: BenchContext, session: Session, method: 'GET' | 'POST', path: string, body?: unknown) {
  const started = performance.now();
  const res = await fetch(ctx.origin + path, {
    method,
    headers: {
      ...session.headers,
      ...(method === 'POST' ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, data: JSON.parse(text) as T };
}

/** A direct connection to the portal's PostgreSQL database (scenarios that write orders an ERP would send). */
export async function withDb<T>(ctx: BenchContext, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const ms = (v: number) => `${v.toFixed(0)} ms`;
