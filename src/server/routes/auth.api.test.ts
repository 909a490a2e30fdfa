import { sql, type UpdateObject } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/schema';
import { issueQrLoginToken } from '../domain/auth/qr-login';
import { forgetAllSessions } from '../domain/auth/session-cache';
import { sha256 } from '../domain/auth/sessions';
import { THROTTLE_FREE_FAILURES, throttleDelaySeconds } from '../domain/auth/sign-in';
import { appForFile } from '../testing/api-test';
import { rowCount } from '../testing/ledger';
import { cookieValue, createTestApp, loginForm, type SignedInClient } from '../testing/test-app';

const api = appForFile([]);

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
/** The status of a signed-in read (the profile menu). */
const menuStatus = async (client: SignedInClient) => (await client.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode;
/** The stored hash of a client's session. */
const sessionHash = (client: SignedInClient) => sha256(client.cookie.replace('sp_session=', ''));
/** Changes a stored session (to make it idle, expired or revoked). */
const setSession = (hash: string, values: UpdateObject<DB, 'user_session'>) =>
  api.t.database.db.updateTable('user_session').set(values).where('session_hash', '=', hash).execute();
const FORM = 'application/x-www-form-urlencoded';

async function postLogin(username: string, password: string, extra: { ip?: string; cookie?: string } = {}) {
  const { cookie, csrf } = await loginForm(api.t.app);
  return api.t.app.inject({
    method: 'POST',
    url: '/supplier/login',
    remoteAddress: extra.ip ?? '10.0.0.1',
    headers: { cookie: extra.cookie ? `${cookie}; ${extra.cookie}` : cookie, 'content-type': FORM },
    payload: form({ username, password, _csrf: csrf }),
  });
}

async function auditCount(action: string, userId?: number) {
  let q = api.t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function userId(username: string) {
  return (await api.t.database.db.selectFrom('app_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow())
    .user_id;
}

describe('sign-in', () => {
  it('redirects to the landing page, sets a fresh HttpOnly SameSite=Lax session cookie and audits', async () => {
    const before = await auditCount('login');
    const res = await postLogin('Whfra', 'Scan#1000');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/supplier/warehouse/menu/index');
    const cookie = res.cookies.find((c) => c.name === 'sp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // plain http in tests
    expect(await auditCount('login')).toBe(before + 1);
  });

  it('rotates the session id: signing in again revokes the session the browser had', async () => {
    const first = await postLogin('whfra', 'Scan#1000');
    const old = cookieValue(first, 'sp_session')!;
    const second = await postLogin('whfra', 'Scan#1000', { cookie: `sp_session=${old}` });
    const fresh = cookieValue(second, 'sp_session')!;
    expect(fresh).not.toBe(old);
    const row = await api.t.database.db
      .selectFrom('user_session')
      .select('revoked_at')
      .where('session_hash', '=', sha256(old))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const menu = await api.t.app.inject({ method: 'GET', url: '/supplier/profile/menu', cookies: { sp_session: old } });
    expect(menu.statusCode).toBe(401);
  });

  it('a failed sign-in re-renders the form with the error visible without JavaScript, and is audited', async () => {
    const before = await auditCount('login.failed');
    const res = await postLogin('supplier', 'not-the-password', { ip: '10.9.9.9' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('class="login-error is-visible"');
    expect(res.body).toContain('The user name or password is not correct.');
    expect(await auditCount('login.failed')).toBe(before + 1);
  });

  it('keeps the next parameter through a failed sign-in and follows it only on the same origin', async () => {
    const { cookie, csrf } = await loginForm(api.t.app);
    const post = (next: string, password: string) =>
      api.t.app.inject({
        method: 'POST',
        url: '/supplier/login',
        remoteAddress: '10.7.7.7',
        headers: { cookie, 'content-type': FORM },
        payload: form({ username: 'admin', password, _csrf: csrf, next }),
      });
    const failed = await post('/supplier/profile/edit', 'wrong');
    expect(failed.body).toContain('name="next" value="/supplier/profile/edit"');
    expect((await post('//evil.example/x', 'Admin#2026')).headers.location).not.toContain('evil');
    expect((await post('/supplier/profile/edit', 'Admin#2026')).headers.location).toBe('/supplier/profile/edit');
  });
});

describe("the sign-in pages speak the browser's language", () => {
  const page = (url: string, language: string) => api.t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('German for a German browser, with <html lang="de">', async () => {
    const res = await page('/supplier/login', 'de-DE,de;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<h1 id="login-title">LIEFERANTENPORTAL</h1>');
    expect(res.body).toContain('Melden Sie sich mit Ihrem Lieferantenkonto bei Acme Financial an');
    expect(res.body).toContain('<label for="username">Benutzername</label>');
    expect(res.body).toContain('<label for="password">Kennwort</label>');
    expect(res.body).toContain('>ANMELDEN</button>');
    expect(res.body).toContain('placeholder="Mit QR-Code anmelden"');
    expect(res.body).toContain('Nutzungsbedingungen');
    expect(res.body).toContain('Alle Rechte vorbehalten.');
    expect(res.body).not.toContain('{{');
    expect(res.body).not.toMatch(/Sign in|LOG IN|Password|All rights reserved/);
  });

  it("English, the spec's words, for an English browser and for one that names no language", async () => {
    for (const language of ['en-GB,en;q=0.8', '']) {
      const res = await page('/supplier/login', language);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<title>Sign in - Supplier Portal</title>');
      expect(res.body).toContain('<h1 id="login-title">SUPPLIER PORTAL</h1>');
      expect(res.body).toContain('Sign in with your Acme Financial supplier account');
      expect(res.body).toContain('placeholder="Login with QR Code" aria-label="Login with QR Code"');
      expect(res.body).toContain('>LOG IN</button>');
      expect(res.body).toContain('Terms of Service');
      expect(res.body).toMatch(/&#169;|©/);
      expect(res.body).not.toContain('{{');
    }
  });

  it("a failed sign-in answers in the browser's language too", async () => {
    const { cookie, csrf } = await loginForm(api.t.app);
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': FORM, 'accept-language': 'de' },
      payload: form({ username: 'nobody-here', password: 'wrong', _csrf: csrf }),
    });
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<label for="username">Benutzername</label>');
    const expired = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { 'content-type': FORM, 'accept-language': 'de' },
      payload: form({ username: 'x', password: 'y', _csrf: 'forged' }),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Ihr Anmeldeformular ist abgelaufen.');
  });

  it("the handheld confirmation in German, the user's name kept from translation and escaped", async () => {
    const id = await userId('whfra');
    const { token } = await issueQrLoginToken(api.t.database.db, id, null);
    const de = await page(`/supplier/bauth?token=${token}`, 'de');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain(
      'Auf diesem Gerät als <strong class="bauth-name" translate="no">Wanda Weber</strong> (<span translate="no">whfra</span>) anmelden?',
    );
    expect(de.body).toContain('>Abbrechen</a>');
    const en = await page(`/supplier/bauth?token=${token}`, 'en');
    expect(en.body).toContain('Sign in on this device as <strong class="bauth-name" translate="no">Wanda Weber</strong>');
    expect(en.body).toContain('>SIGN IN</button>');
    expect(en.body).not.toContain('\u0000');
  });
});

describe('session lifetime', () => {
  it('ends a session idle for longer than the idle timeout', async () => {
    const client = await api.t.signIn('whnwk');
    expect(await menuStatus(client)).toBe(200);
    const hash = sessionHash(client);
    await setSession(hash, { last_seen_at: sql`now() - interval '61 minutes'` });
    // the hour that "passed" is far longer than the session cache keeps anything
    forgetAllSessions();
    expect(await menuStatus(client)).toBe(401);
  });

  it('keeps an active session alive but ends it at the absolute timeout', async () => {
    const client = await api.t.signIn('whnwk');
    const hash = sessionHash(client);
    // 59 idle minutes: still valid, and the request moves last_seen_at forward
    await setSession(hash, { last_seen_at: sql`now() - interval '59 minutes'` });
    forgetAllSessions(); // as above: simulated time is longer than the cache's few seconds
    expect(await menuStatus(client)).toBe(200);
    const touched = await api.t.database.db
      .selectFrom('user_session')
      .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as('fresh'))
      .where('session_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(touched.fresh).toBe(true);
    await setSession(hash, { expires_at: sql`now() - interval '1 second'` });
    forgetAllSessions();
    expect(await menuStatus(client)).toBe(401);
  });

  it('reuses a session for reads only briefly: writes, postings and a sign-out in this process see a revocation at once', async () => {
    const client = await api.t.signIn('whnwk');
    const hash = sessionHash(client);
    expect(await menuStatus(client)).toBe(200);
    // revoked by another process: reads may ride on the cache for its few seconds, a write may not
    await setSession(hash, { revoked_at: new Date() });
    expect(await menuStatus(client)).toBe(200);
    const write = await client.inject({ method: 'PUT', url: '/supplier/userprefs/wm', payload: { lastPlant: '2000' } });
    expect(write.statusCode).toBe(401);
    // a posting may take the cached session, but its transaction checks the session again: refused, nothing posted
    const documents = () => rowCount(api.t.database.db, 'material_document');
    const before = await documents();
    const posting = await client.inject({
      method: 'POST',
      url: '/supplier/api/warehouse/material-documents',
      headers: { 'idempotency-key': '0b7c6d0e-2a43-4f63-9a55-0d6b3c2f6a11' },
      payload: { items: [{ movementType: '561', material: 'KBD-1', quantity: '1', to: { plant: '1000', sloc: '0001', bin: '01-01-01' } }] },
    });
    expect(posting.statusCode, posting.body).toBe(401);
    expect(posting.json().code).toBe('NOT_SIGNED_IN');
    expect(await documents()).toBe(before);

    const other = await api.t.signIn('whnwk');
    expect(await menuStatus(other)).toBe(200);
    expect((await other.inject({ method: 'POST', url: '/supplier/logout', payload: {} })).statusCode).toBe(303);
    expect(await menuStatus(other)).toBe(401);
  });

  it('sends a signed-out browser from a page to the sign-in page, and JSON callers get 401', async () => {
    const page = await api.t.app.inject({ method: 'GET', url: '/supplier/profile/edit', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/supplier/login?next=%2Fsupplier%2Fprofile%2Fedit');
    const json = await api.t.app.inject({ method: 'GET', url: '/supplier/profile/edit.json' });
    expect(json.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request of a signed-in user without the token, and accepts it with', async () => {
    const client = await api.t.signIn('supplier');
    const body = { url: '/supplier/profile/edit' };
    const without = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/DefaultPage/setPage',
      headers: { cookie: client.cookie },
      payload: body,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('CSRF');
    const wrong = await client.inject({
      method: 'POST',
      url: '/supplier/DefaultPage/setPage',
      headers: { 'x-csrf-token': 'x'.repeat(64) },
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await client.inject({ method: 'POST', url: '/supplier/DefaultPage/setPage', payload: body });
    expect(ok.statusCode).toBe(200);
  });

  it('POST logout needs the session token; a cross-site GET logout does not sign out', async () => {
    const client = await api.t.signIn('supplier');
    const forged = await api.t.app.inject({ method: 'POST', url: '/supplier/logout', headers: { cookie: client.cookie } });
    expect(forged.statusCode).toBe(403);
    const crossSite = await api.t.app.inject({
      method: 'GET',
      url: '/supplier/logout',
      headers: { cookie: client.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(303);
    expect(await menuStatus(client)).toBe(200);
    const before = await auditCount('logout');
    const out = await client.inject({ method: 'POST', url: '/supplier/logout' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/supplier/login');
    expect(await menuStatus(client)).toBe(401);
    expect(await auditCount('logout')).toBe(before + 1);
  });
});

describe('throttling', () => {
  it('doubles the delay per failure after the free ones, capped at 15 minutes', () => {
    expect(throttleDelaySeconds(THROTTLE_FREE_FAILURES - 1)).toBe(0);
    expect(throttleDelaySeconds(THROTTLE_FREE_FAILURES)).toBe(1);
    expect(throttleDelaySeconds(THROTTLE_FREE_FAILURES + 1)).toBe(2);
    expect(throttleDelaySeconds(THROTTLE_FREE_FAILURES + 4)).toBe(16);
    expect(throttleDelaySeconds(1000)).toBe(900);
  });

  it('throttles an account after repeated failures, even from other addresses, without a permanent lockout', async () => {
    for (let i = 0; i < THROTTLE_FREE_FAILURES; i++) {
      const res = await postLogin('whnwk', `wrong-${i}`, { ip: `10.1.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postLogin('whnwk', 'Scan#2000', { ip: '10.1.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-ins.');
    expect(blocked.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    // the wait ends: the right password works again and the account's count is cleared
    await api.t.database.db
      .updateTable('login_throttle')
      .set({ blocked_until: sql`now() - interval '1 second'` })
      .where('throttle_key', '=', 'user:whnwk')
      .execute();
    const ok = await postLogin('whnwk', 'Scan#2000', { ip: '10.1.1.2' });
    expect(ok.statusCode).toBe(303);
    const row = await api.t.database.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('throttle_key', '=', 'user:whnwk')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('throttles an address that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < THROTTLE_FREE_FAILURES; i++) {
      expect((await postLogin(`guess${i}`, 'password', { ip })).statusCode).toBe(401);
    }
    // blocked for guesses, yet the right password of an account that never failed here signs in (README)
    expect((await postLogin('guess-again', 'password', { ip })).statusCode).toBe(429);
    expect((await postLogin('admin', 'Admin#2026', { ip })).statusCode).toBe(303);
    expect((await postLogin('admin', 'Admin#2026', { ip: '10.2.0.2' })).statusCode).toBe(303);
    // the delay grows with each further failure
    await api.t.database.db.updateTable('login_throttle').set({ blocked_until: null }).where('throttle_key', '=', `ip:${ip}`).execute();
    expect((await postLogin('guess-more', 'password', { ip })).statusCode).toBe(401);
    const row = await api.t.database.db
      .selectFrom('login_throttle')
      .select(['failures', sql<number>`extract(epoch from blocked_until - last_failure_at)`.as('wait')])
      .where('throttle_key', '=', `ip:${ip}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(THROTTLE_FREE_FAILURES + 1);
    expect(Number(row.wait)).toBeGreaterThan(1.5);
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure behind TLS (trusted proxy) and with SECURE_COOKIES=true', async () => {
    const tls = await createTestApp({ trustProxy: true });
    try {
      const { cookie, csrf } = await loginForm(tls.app);
      const res = await tls.app.inject({
        method: 'POST',
        url: '/supplier/login',
        headers: { cookie, 'content-type': FORM, 'x-forwarded-proto': 'https' },
        payload: form({ username: 'admin', password: 'Admin#2026', _csrf: csrf }),
      });
      expect(res.statusCode).toBe(303);
      expect(res.cookies.find((c) => c.name === 'sp_session')?.secure).toBe(true);
    } finally {
      await tls.close();
    }
    const forced = await createTestApp({ secureCookies: true });
    try {
      const page = await forced.app.inject({ method: 'GET', url: '/supplier/login' });
      expect(page.cookies.find((c) => c.name === 'sp_login_csrf')?.secure).toBe(true);
    } finally {
      await forced.close();
    }
  });
});

describe('handheld sign-in by QR code', () => {
  it('issues a hashed, two-minute token; the handheld confirms with a POST and gets its own session', async () => {
    const desk = await api.t.signIn('whfra');
    const issuedBefore = await auditCount('qr.issue');
    const res = await desk.inject({ method: 'POST', url: '/supplier/profile/handheld.json' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { url: string; qr: string; expiresAt: string; seconds: number };
    expect(body.url).toMatch(/^http:\/\/localhost(:\d+)?\/supplier\/bauth\?token=[A-Za-z0-9_-]{43}$/);
    expect(body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    expect(await auditCount('qr.issue')).toBe(issuedBefore + 1);
    const token = new URL(body.url).searchParams.get('token')!;
    // stored hashed: the raw token is nowhere in the table
    const raw = await api.t.database.db.selectFrom('qr_login_token').selectAll().where('token_hash', '=', token).executeTakeFirst();
    expect(raw).toBeUndefined();
    expect(
      await api.t.database.db.selectFrom('qr_login_token').select('token_hash').where('token_hash', '=', sha256(token)).executeTakeFirst(),
    ).toBeDefined();

    // the handheld opens the link: a confirmation, nothing redeemed yet
    const confirm = await api.t.app.inject({ method: 'GET', url: `/supplier/bauth?token=${token}` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Wanda Weber');
    expect(confirm.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const csrfCookie = cookieValue(confirm, 'sp_bauth_csrf')!;

    // a forged POST without the form token (login CSRF) does not sign in and does not use the token
    const forged = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/bauth',
      headers: { 'content-type': FORM },
      payload: form({ token }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();

    const redeemedBefore = await auditCount('qr.redeem');
    const post = () =>
      api.t.app.inject({
        method: 'POST',
        url: '/supplier/bauth',
        headers: { cookie: `sp_bauth_csrf=${csrfCookie}`, 'content-type': FORM },
        payload: form({ token, _csrf: csrf }),
      });
    const ok = await post();
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/supplier/warehouse/menu/index');
    const handheld = cookieValue(ok, 'sp_session')!;
    expect(`sp_session=${handheld}`).not.toBe(desk.cookie);
    const menu = await api.t.app.inject({ method: 'GET', url: '/supplier/api/apiauth/userinfo', cookies: { sp_session: handheld } });
    expect(menu.json().username).toBe('whfra');
    expect(await auditCount('qr.redeem')).toBe(redeemedBefore + 1);

    // single use
    const again = await post();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-in code is no longer valid.');
    expect(again.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
  });

  it('refuses expired and unknown tokens', async () => {
    const id = await userId('whfra');
    const { token } = await issueQrLoginToken(api.t.database.db, id, null);
    await api.t.database.db
      .updateTable('qr_login_token')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', sha256(token))
      .execute();
    const expired = await api.t.app.inject({ method: 'GET', url: `/supplier/bauth?token=${token}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This sign-in code is no longer valid.');
    const unknown = await api.t.app.inject({ method: 'GET', url: '/supplier/bauth?token=../../etc' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('are on every kind of response: page, JSON, redirect, 404, error', async () => {
    const client = await api.t.signIn('admin');
    const responses = [
      await api.t.app.inject({ method: 'GET', url: '/supplier/login' }),
      await client.inject({ method: 'GET', url: '/supplier/profile/menu' }),
      await api.t.app.inject({ method: 'GET', url: '/supplier/profile/edit', headers: { accept: 'text/html' } }),
      await api.t.app.inject({ method: 'GET', url: '/nothing/here', headers: { accept: 'text/html' } }),
      await client.inject({ method: 'POST', url: '/supplier/profile/edit.json', payload: { firstName: '' } }),
      await api.t.app.inject({ method: 'GET', url: '/healthcheck' }),
    ];
    // the content security policy governs documents: every HTML answer has it (HTML only)
    expect(responses.filter((res) => String(res.headers['content-type']).startsWith('text/html')).length).toBeGreaterThanOrEqual(2);
    for (const res of responses) {
      if (String(res.headers['content-type']).startsWith('text/html')) {
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(String(res.headers['content-security-policy'])).not.toContain("unsafe-inline'; script");
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
