import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookPolicy } from '../domain/webhooks/check-webhook-url';
import { createWebhookDeliverer } from '../domain/webhooks/deliverer';
import { notifiedUsers } from '../testing/notified';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';
import { insertEvent, startReceiver } from '../testing/webhook-receiver';

let t: TestApp;
let admin: SignedInClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const TOKENS = '/supplier/api/admin/tokens';
const hook = (tokenId: number) => `${TOKENS}/${tokenId}/webhook`;

beforeAll(async () => {
  t = await createTestApp({ webhook: { retrySeconds: [0], maxAttempts: 3, timeoutSeconds: 2, allowLoopback: true, networks: [] } });
  admin = await t.signIn('admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(async () => {
  // each test watches its own token: earlier tokens' webhooks go
  await t.database.db.updateTable('api_token').set({ webhook_url: null, webhook_secret: null }).execute();
  await t.database.db.deleteFrom('webhook_delivery').execute();
  receiver.received.length = 0;
  receiver.state.answer = () => 200;
});

const deliverer = () => {
  const { sessionSecret, webhook } = t.app.ctx.config;
  return createWebhookDeliverer(t.database.db, {
    sessionSecret,
    ...webhook,
    timeoutMs: 2000,
    intervalMs: 5,
    policy: webhookPolicy(webhook),
  });
};

/** A token of plant 1000 with a webhook to the receiver; the receiver checks signatures with its secret. */
async function tokenWithHook(scopes: ('EVENTS' | 'MASTER')[] = ['EVENTS'], plants = ['1000']) {
  const token = await t.tokenClient(scopes, plants);
  const res = await admin.inject({ method: 'PUT', url: hook(token.tokenId), payload: { url: receiver.url } });
  expect(res.statusCode, res.body).toBe(200);
  receiver.state.secret = res.json().secret;
  return token.tokenId;
}

const state = async (tokenId: number) => (await admin.inject({ method: 'GET', url: hook(tokenId) })).json();

describe('setting a webhook', () => {
  it('answers the secret once, stores it encrypted, and keeps it when the URL changes', async () => {
    const token = await t.tokenClient(['EVENTS']);
    const first = await admin.inject({ method: 'PUT', url: hook(token.tokenId), payload: { url: 'https://erp.example.com/hook' } });
    expect(first.statusCode).toBe(200);
    const { secret, webhook } = first.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({ url: 'https://erp.example.com/hook', deadLetters: [], failingSince: null });
    const row = await t.database.db.selectFrom('api_token').selectAll().where('token_id', '=', token.tokenId).executeTakeFirstOrThrow();
    expect(row.webhook_secret).not.toContain(secret);
    const list = await admin.inject({ method: 'GET', url: TOKENS });
    expect(list.body).not.toContain(secret);
    expect(list.json().tokens.find((x: { tokenId: number }) => x.tokenId === token.tokenId).webhookUrl).toBe(
      'https://erp.example.com/hook',
    );
    const again = await admin.inject({ method: 'PUT', url: hook(token.tokenId), payload: { url: 'http://erp.example.com/other' } });
    expect(again.json()).toMatchObject({ secret: null, webhook: { url: 'http://erp.example.com/other' } });
    const cleared = await admin.inject({ method: 'DELETE', url: hook(token.tokenId) });
    expect(cleared.json()).toMatchObject({ url: null });
    expect((await admin.inject({ method: 'DELETE', url: hook(token.tokenId) })).statusCode).toBe(200);
  });

  it('refuses other schemes, bad URLs, tokens without EVENTS, revoked and unknown tokens, naming the problem', async () => {
    const token = await t.tokenClient(['EVENTS']);
    for (const url of ['ftp://erp.example.com/x', 'javascript:alert(1)', 'not a url', 'https://user:pw@erp.example.com/', 42]) {
      const res = await admin.inject({ method: 'PUT', url: hook(token.tokenId), payload: { url } });
      expect(res.statusCode, String(url)).toBe(400);
      expect(res.json().details?.field, String(url)).toContain('url');
      expect(res.json().message, String(url)).toMatch(/^URL: /);
    }
    const master = await t.tokenClient(['MASTER']);
    const noEvents = await admin.inject({ method: 'PUT', url: hook(master.tokenId), payload: { url: receiver.url } });
    expect([noEvents.statusCode, noEvents.json().code]).toEqual([422, 'WEBHOOK_NEEDS_EVENTS']);
    await admin.inject({ method: 'DELETE', url: `${TOKENS}/${token.tokenId}` });
    const revoked = await admin.inject({ method: 'PUT', url: hook(token.tokenId), payload: { url: receiver.url } });
    expect([revoked.statusCode, revoked.json().code]).toEqual([409, 'API_TOKEN_REVOKED']);
    expect((await admin.inject({ method: 'GET', url: hook(999999) })).statusCode).toBe(404);
    const operator = await t.signIn('whfra');
    expect((await operator.inject({ method: 'GET', url: hook(token.tokenId) })).statusCode).toBe(403);
  });
});

describe('deliveries', () => {
  it('POSTs the events of the token plants, signed, in feed order, each once', async () => {
    const tokenId = await tokenWithHook();
    const a = await insertEvent(t.database.db, 'A', ['1000']);
    await insertEvent(t.database.db, 'other plant', ['2000']);
    const b = await insertEvent(t.database.db, 'B', ['2000', '1000']);
    const d = deliverer();
    expect(await d.runOnce()).toBe(2);
    expect(await d.runOnce()).toBe(0);
    expect(receiver.delivered()).toEqual([a, b]);
    for (const r of receiver.received) {
      expect(r.signed).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
      expect(Number(r.headers['x-portal-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
      expect(JSON.parse(r.body)).toMatchObject({ eventId: r.eventId, type: 'material-document.posted' });
    }
    expect(JSON.parse(receiver.received[0]?.body ?? '').payload.matDoc).toBe('A');
    expect(await state(tokenId)).toMatchObject({ lastEventId: b, failingSince: null, lastError: null, attempts: 0 });
  });

  it('survives a restart: a new deliverer on the same database goes on behind the last delivered event', async () => {
    await tokenWithHook();
    const ids: string[] = [];
    const first = deliverer();
    first.start();
    for (let i = 0; i < 5; i++) ids.push(await insertEvent(t.database.db, `R${i}`, ['1000']));
    await expect.poll(() => receiver.delivered().length, { timeout: 5000 }).toBeGreaterThan(0);
    await first.stop();
    for (let i = 5; i < 10; i++) ids.push(await insertEvent(t.database.db, `R${i}`, ['1000']));
    const second = deliverer();
    second.start();
    await expect.poll(() => receiver.delivered().length, { timeout: 5000 }).toBe(10);
    await second.stop();
    expect(receiver.delivered()).toEqual(ids);
    expect(receiver.received).toHaveLength(10);
  });

  it('retries after a 500 and delivers the next event only after it', async () => {
    const tokenId = await tokenWithHook();
    const a = await insertEvent(t.database.db, 'A', ['1000']);
    const b = await insertEvent(t.database.db, 'B', ['1000']);
    receiver.state.answer = (eventId, attempt) => (eventId === a && attempt === 1 ? 500 : 200);
    const d = deliverer();
    expect(await d.runOnce()).toBe(1);
    const failing = await state(tokenId);
    expect(failing).toMatchObject({ attempts: 1, lastError: 'HTTP 500' });
    expect(failing.failingSince).not.toBeNull();
    expect(failing.nextAttemptAt).not.toBeNull();
    await d.runOnce();
    expect(receiver.received.map((r) => [r.eventId, r.status])).toEqual([
      [a, 500],
      [a, 200],
      [b, 200],
    ]);
    expect(await state(tokenId)).toMatchObject({ attempts: 0, lastError: null, failingSince: null, nextAttemptAt: null });
  });

  it('puts an event on the dead-letter list after the last attempt, goes on, and delivers it again when retried', async () => {
    const tokenId = await tokenWithHook();
    const a = await insertEvent(t.database.db, 'A', ['1000']);
    const b = await insertEvent(t.database.db, 'B', ['1000']);
    const c = await insertEvent(t.database.db, 'C', ['1000']);
    receiver.state.answer = (eventId) => (eventId === b ? 200 : 503);
    const d = deliverer();
    for (let i = 0; i < 10; i++) await d.runOnce();
    const dead = await state(tokenId);
    expect(dead.deadLetters.map((l: { eventId: string }) => l.eventId)).toEqual([c, a]);
    expect(dead.deadLetters[0]).toMatchObject({ attempts: 3, lastError: 'HTTP 503', queued: false, matDoc: 'C' });
    expect(receiver.received.filter((r) => r.eventId === a)).toHaveLength(3);
    expect(receiver.delivered()).toEqual([b]);
    // the administrators heard of it once per failing streak (A's, and C's after B went through): nobody else
    expect(await notifiedUsers(t.database.db, 'WEBHOOK_FAILING')).toEqual(['admin', 'admin']);
    for (let i = 0; i < 3; i++) await d.runOnce();
    expect(await notifiedUsers(t.database.db, 'WEBHOOK_FAILING')).toEqual(['admin', 'admin']);

    receiver.state.answer = () => 200;
    const [letterC, letterA] = dead.deadLetters as { deadLetterId: string }[];
    const retried = await admin.inject({ method: 'POST', url: `${hook(tokenId)}/dead-letters/${letterA?.deadLetterId}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().deadLetters.find((l: { eventId: string }) => l.eventId === a).queued).toBe(true);
    const discarded = await admin.inject({ method: 'DELETE', url: `${hook(tokenId)}/dead-letters/${letterC?.deadLetterId}` });
    expect(discarded.json().deadLetters.map((l: { eventId: string }) => l.eventId)).toEqual([a]);
    await d.runOnce();
    expect(receiver.delivered()).toEqual([b, a]);
    expect((await state(tokenId)).deadLetters).toEqual([]);
    const gone = await admin.inject({ method: 'DELETE', url: `${hook(tokenId)}/dead-letters/${letterC?.deadLetterId}` });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'DEAD_LETTER_NOT_FOUND']);
  });

  it('sends no body the events contract refuses: logged, the event a dead letter with the reason, the next one delivered', async () => {
    const tokenId = await tokenWithHook();
    const bad = await insertEvent(t.database.db, 'BAD', ['1000'], { year: 'this year' });
    const good = await insertEvent(t.database.db, 'GOOD', ['1000'], { internalNote: 'not in the contract' });
    const logged: string[] = [];
    const { sessionSecret, webhook } = t.app.ctx.config;
    const d = createWebhookDeliverer(t.database.db, {
      sessionSecret,
      ...webhook,
      timeoutMs: 2000,
      intervalMs: 5,
      policy: webhookPolicy(webhook),
      log: (message) => logged.push(message),
    });
    expect(await d.runOnce()).toBe(1);
    const reason = `event ${bad} does not match the events contract (payload.year: Invalid input: expected number, received string)`;
    expect(logged).toEqual([`webhook of API token ${tokenId} not sent: ${reason}`]);
    expect(receiver.received.map((r) => r.eventId)).toEqual([good]);
    // what is sent is the contract's: a field it does not name is dropped, as the feed drops it
    const sent = JSON.parse(receiver.received[0]?.body ?? '{}');
    expect(sent.payload.matDoc).toBe('GOOD');
    expect(sent.payload).not.toHaveProperty('internalNote');
    const after = await state(tokenId);
    expect(after.deadLetters).toMatchObject([{ eventId: bad, attempts: 1, lastError: reason, queued: false, matDoc: 'BAD' }]);
    expect(after).toMatchObject({ lastEventId: good, attempts: 0 });
  });

  it('checks the address again at every POST: a URL the policy refuses by then is not posted to', async () => {
    const tokenId = await tokenWithHook();
    await insertEvent(t.database.db, 'A', ['1000']);
    const { sessionSecret, webhook } = t.app.ctx.config;
    const strict = createWebhookDeliverer(t.database.db, {
      sessionSecret,
      ...webhook,
      timeoutMs: 2000,
      intervalMs: 5,
      policy: webhookPolicy({ allowLoopback: false, networks: [] }),
    });
    await strict.runOnce();
    expect(receiver.received).toEqual([]);
    expect((await state(tokenId)).lastError).toBe('address refused: this machine');
  });

  it('does not follow redirects and stops for a revoked token', async () => {
    const tokenId = await tokenWithHook();
    await insertEvent(t.database.db, 'A', ['1000']);
    receiver.state.answer = () => 302;
    const d = deliverer();
    await d.runOnce();
    expect((await state(tokenId)).lastError).toContain('HTTP 302');
    await admin.inject({ method: 'DELETE', url: `${TOKENS}/${tokenId}` });
    receiver.received.length = 0;
    await d.runOnce();
    expect(receiver.received).toEqual([]);
  });
});
