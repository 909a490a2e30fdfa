import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/contracts';
import { sha256 } from '../domain/auth/sessions';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: SignedInClient;
const TOKENS = '/supplier/api/admin/tokens';
const EVENTS = '/supplier/api/integration/v1/events';

beforeAll(async () => {
  t = await createTestApp({ apiRateLimitPerMinute: 5 });
  admin = await t.signIn('admin');
});
afterAll(async () => t?.close());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function create(body: object) {
  const res = await admin.inject({ method: 'POST', url: TOKENS, payload: body });
  return { res, json: res.json() };
}

describe('API tokens (admin)', () => {
  it('creates a token whose secret is answered once and stored only as a hash', async () => {
    const { res, json } = await create({ name: 'erp', scopes: ['EVENTS', 'MASTER'], plants: ['1000'] });
    expect(res.statusCode).toBe(201);
    expect(json.secret).toMatch(/^spt_[A-Za-z0-9_-]{43}$/);
    expect(json.token).toMatchObject({ name: 'erp', scopes: ['EVENTS', 'MASTER'], plants: ['1000'], status: 'active', createdBy: 'admin' });
    expect(json.secret.startsWith(json.token.prefix)).toBe(true);
    const row = await t.database.db
      .selectFrom('api_token')
      .selectAll()
      .where('token_id', '=', json.token.tokenId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(json.secret));
    expect(JSON.stringify(row)).not.toContain(json.secret);

    const list = await admin.inject({ method: 'GET', url: TOKENS });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(json.secret);
    expect(list.json().tokens.find((x: { tokenId: number }) => x.tokenId === json.token.tokenId)).toMatchObject({
      name: 'erp',
      lastUsedAt: null,
    });
    // the service account is no user to administer
    const users = await admin.inject({ method: 'GET', url: '/supplier/api/admin/users' });
    expect(users.body).not.toContain('api:erp');
  });

  it('refuses bad input naming the field, and unknown plants', async () => {
    const noScope = await create({ name: 'x', scopes: [] });
    expect(noScope.res.statusCode).toBe(400);
    expect(noScope.json.details.field).toBe('body.scopes');
    expect(noScope.json.message).toMatch(/^Scopes: /);
    const badScope = await create({ name: 'x', scopes: ['SU01'] });
    expect(badScope.res.statusCode).toBe(400);
    expect(badScope.json.details.field).toContain('body.scopes');
    expect(badScope.json.message).toMatch(/^Scope 1: /);
    const plant = await create({ name: 'x', scopes: ['EVENTS'], plants: ['9999'] });
    expect(plant.res.statusCode).toBe(400);
    expect(plant.json.message).toContain('9999');
    const revokeUnknown = await admin.inject({ method: 'DELETE', url: `${TOKENS}/999999` });
    expect(revokeUnknown.statusCode).toBe(404);
  });

  it('is for holders of ADMIN/TOKENS only', async () => {
    const operator = await t.signIn('whfra');
    expect((await operator.inject({ method: 'GET', url: TOKENS })).statusCode).toBe(403);
  });
});

describe('Authorization: Bearer', () => {
  it('lets a token with the scope in, refuses one without it (403), unknown tokens (401) and revoked ones (401)', async () => {
    const events = await create({ name: 'feed', scopes: ['EVENTS'] });
    const master = await create({ name: 'master', scopes: ['MASTER'] });
    const ok = await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer(events.json.secret) });
    expect(ok.statusCode).toBe(200);
    const denied = await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer(master.json.secret) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    for (const secret of ['spt_unknown', 'nonsense', '']) {
      const res = await t.app.inject({ method: 'GET', url: EVENTS, headers: { authorization: `Bearer ${secret}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_TOKEN_INVALID');
    }
    // a token reaches no endpoint of signed-in people, and no admin endpoint
    expect(
      (await t.app.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo', headers: bearer(events.json.secret) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: TOKENS, headers: bearer(events.json.secret) })).statusCode).toBe(403);

    const revoked = await admin.inject({ method: 'DELETE', url: `${TOKENS}/${events.json.token.tokenId}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer(events.json.secret) });
    expect(after.statusCode).toBe(401);
    // revoking again changes nothing
    expect((await admin.inject({ method: 'DELETE', url: `${TOKENS}/${events.json.token.tokenId}` })).json().revokedAt).toBe(
      revoked.json().revokedAt,
    );
  });

  it('refuses a bad cursor or limit with 400 naming the field', async () => {
    const token = await t.tokenClient(['EVENTS']);
    for (const query of ['after=false', 'after=1-2-3', `after=${'9'.repeat(20)}-1`, 'limit=0', 'limit=x']) {
      const res = await token.inject({ method: 'GET', url: `${EVENTS}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details?.field).toContain(query.split('=')[0]);
    }
  });

  it('records last use and audits every call', async () => {
    const token = await t.tokenClient(['EVENTS']);
    expect((await token.inject({ method: 'GET', url: EVENTS })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('api_token')
      .select('last_used_at')
      .where('token_id', '=', token.tokenId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    await expect
      .poll(async () =>
        t.database.db
          .selectFrom('audit_log')
          .select(['action', 'details'])
          .where('object_type', '=', 'api_token')
          .where('object_id', '=', String(token.tokenId))
          .where('action', '=', 'API_CALL')
          .execute(),
      )
      .toEqual([{ action: 'API_CALL', details: { method: 'GET', route: EVENTS, status: 200 } }]);
  });

  it('limits the requests per token and minute, answering 429 with Retry-After', async () => {
    const token = await t.tokenClient(['EVENTS']);
    const other = await t.tokenClient(['EVENTS']);
    for (let i = 0; i < 5; i++) expect((await token.inject({ method: 'GET', url: EVENTS })).statusCode).toBe(200);
    const limited = await token.inject({ method: 'GET', url: EVENTS });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('API_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await other.inject({ method: 'GET', url: EVENTS })).statusCode).toBe(200);
  });

  it('needs no CSRF token with a bearer token, while a cookie session still does', async () => {
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: { cookie: admin.cookie },
      payload: { name: 'x', scopes: ['EVENTS'] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF');
    // the machine writes of the integration area: past the CSRF check with the token alone
    const write = allEndpoints
      .map((r) => r.endpoint)
      .find((e) => e.method !== 'GET' && typeof e.access === 'object' && e.access.module === 'INTEGRATION');
    if (!write || typeof write.access !== 'object') return;
    const token = await t.tokenClient([write.access.tcode as 'MASTER']);
    const res = await token.inject({ method: write.method, url: write.path.replace(/:[A-Za-z]+/g, 'X'), payload: {} });
    expect(res.json().code).not.toBe('CSRF');
  });
});
