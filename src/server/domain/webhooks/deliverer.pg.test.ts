import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { createTestDatabase } from '../../testing/test-db';
import { insertEvent, startReceiver } from '../../testing/webhook-receiver';
import { createApiToken } from '../api-tokens/create-api-token';
import { webhookPolicy } from './check-webhook-url';
import { createWebhookDeliverer } from './deliverer';
import { setWebhook } from './set-webhook';

/**
 * The claim on PostgreSQL (PGlite has one connection, nothing overlaps there): two deliverers on one
 * database, each with its own pool connections, run their rounds concurrently while writers commit
 * events; every event of every token reaches the receiver exactly once, in feed order per token.
 */
let database: Database;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const sessionSecret = 'x'.repeat(32);
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await database?.close();
});

describe('two deliverers on one database (PostgreSQL)', () => {
  it('deliver each event once, in order per token', async () => {
    const db = database.db;
    const tokens: number[] = [];
    for (const name of ['a', 'b', 'c']) {
      const { tokenId } = await createApiToken(db, null, { name: `hook ${name}`, scopes: ['EVENTS'], plants: [] });
      await setWebhook(
        db,
        null,
        tokenId,
        { url: `${receiver.url}?token=${tokenId}` },
        { sessionSecret, allowLoopback: true, networks: [] },
      );
      tokens.push(tokenId);
    }
    const options = {
      sessionSecret,
      retrySeconds: [0],
      maxAttempts: 5,
      timeoutMs: 2000,
      intervalMs: 1,
      perTokenRound: 3,
      policy: webhookPolicy({ allowLoopback: true, networks: [] }),
    };
    const one = createWebhookDeliverer(db, options);
    const two = createWebhookDeliverer(db, options);
    one.start();
    two.start();
    // writers commit in random order while both deliver
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await new Promise((r) => setTimeout(r, Math.random() * 40));
          const id = await insertEvent(trx, `E${i}`, ['1000']);
          await new Promise((r) => setTimeout(r, Math.random() * 10));
          return id;
        }),
      ),
    );
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 50 }).toBe(ids.length * tokens.length);
    await new Promise((r) => setTimeout(r, 200)); // nothing more comes
    await Promise.all([one.stop(), two.stop()]);
    expect(receiver.received).toHaveLength(ids.length * tokens.length);
    const feedOrder = (
      await sql<{ id: string }>`select event_id::text as id from integration_event order by xact_id, event_id`.execute(db)
    ).rows.map((r) => r.id);
    for (const tokenId of tokens) {
      const got = receiver.received
        .filter((r) => r.headers['x-portal-event-id'] && r.url.endsWith(`token=${tokenId}`))
        .map((r) => r.eventId);
      expect(got).toHaveLength(ids.length);
      expect(new Set(got).size).toBe(ids.length);
      expect(got).toEqual(feedOrder.filter((id) => got.includes(id)));
    }
  }, 40_000);
});
