import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config';
import { createTestApp, loginForm, type TestApp } from '../testing/test-app';

describe('TRUST_PROXY', () => {
  it('takes false, true, a hop count, or proxy addresses and ranges; anything else is refused', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '1,2']) expect(parseTrustProxy(bad), bad).toBeUndefined();
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  it('records the address the proxy saw, not one a client wrote into X-Forwarded-For', async () => {
    const { cookie, csrf } = await loginForm(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      remoteAddress: '10.0.0.1',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      payload: new URLSearchParams({ username: 'admin', password: 'Admin#2026', _csrf: csrf }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const row = await t.database.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'login')
      .orderBy('audit_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('203.0.113.7');
  });
});

describe('HSTS and caching', () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    [plain, secure] = await Promise.all([createTestApp(), createTestApp({ secureCookies: true })]);
  });
  afterAll(async () => Promise.all([plain?.close(), secure?.close()]));

  it('sends HSTS only over TLS or with SECURE_COOKIES=true', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/healthcheck' })).headers['strict-transport-security']).toBeUndefined();
    const hsts = (await secure.app.inject({ method: 'GET', url: '/healthcheck' })).headers['strict-transport-security'];
    expect(hsts).toMatch(/^max-age=\d{7,}/);
  });

  it('answers JSON, success and error alike, with Cache-Control: no-store', async () => {
    const admin = await plain.signIn('admin');
    for (const url of ['/supplier/api/warehouse/plants', '/supplier/api/warehouse/plants/9999', '/supplier/api/apiauth/userinfo']) {
      const res = await admin.inject({ method: 'GET', url });
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    const anonymous = await plain.app.inject({ method: 'GET', url: '/supplier/api/warehouse/plants' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('static security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sends the content security policy on HTML only, and the rest on every answer', async () => {
    const admin = await t.signIn('admin');
    const page = await t.app.inject({ method: 'GET', url: '/supplier/login' });
    const json = await admin.inject({ method: 'GET', url: '/supplier/api/warehouse/plants' });
    const missing = await t.app.inject({ method: 'GET', url: '/supplier/api/nothing-here' });
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    for (const res of [json, missing]) {
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
    for (const res of [page, json, missing]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});
