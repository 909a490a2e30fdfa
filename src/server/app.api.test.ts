import { describe, expect, it } from 'vitest';
import { portalVersion } from '../shared/release';
import { appForFile } from './testing/api-test';
import { loginForm } from './testing/test-app';

const api = appForFile([]);

describe('health', () => {
  it('answers 200 with status, database kind, schema version and uptime', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: '/healthcheck' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(api.t.database.kind);
    expect(body.schemaVersion).toMatch(/^\d{4}_/);
    expect(typeof body.uptimeSeconds).toBe('number');
    expect(body.version).toBe(portalVersion); // package.json's release version
    expect(body.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });
});

describe('security headers', () => {
  it('sends CSP without inline script, nosniff, frame-ancestors and a referrer policy', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: '/supplier/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('sign-in form', () => {
  it('shows the spec texts and brand', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: '/supplier/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SUPPLIER PORTAL');
    expect(res.body).toContain('Sign in with your Acme Financial supplier account');
    expect(res.body).toContain('placeholder="Login with QR Code"');
    expect(res.body).toContain('LOG IN');
    expect(res.body).toContain('action="/supplier/login"');
  });

  it('signs in case-insensitively and redirects; a wrong password re-renders with an error', async () => {
    const { cookie, csrf } = await loginForm(api.t.app);
    const bad = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'whfra', password: 'wrong', _csrf: csrf }).toString(),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toContain('The user name or password is not correct.');
    const unknown = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'nobody', password: 'wrong', _csrf: csrf }).toString(),
    });
    // same words whether the user or the password was wrong
    expect(unknown.body).toContain('The user name or password is not correct.');
    const client = await api.t.signIn('WHFRA', 'Scan#1000');
    expect(client.cookie).toMatch(/^sp_session=/);
  });

  it('refuses a sign-in post without the form token', async () => {
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=whfra&password=Scan%231000',
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
  });

  it('logout ends the server-side session', async () => {
    const client = await api.t.signIn('whfra');
    const before = await client.inject({ method: 'GET', url: '/supplier/login' });
    expect(before.statusCode).toBe(303); // already signed in: sent to the landing page
    const out = await client.inject({ method: 'GET', url: '/supplier/logout' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/supplier/login');
    const after = await client.inject({ method: 'GET', url: '/supplier/login' });
    expect(after.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers unknown paths with a real 404, HTML for browsers and JSON otherwise', async () => {
    const html = await api.t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toContain('text/html');
    const json = await api.t.app.inject({ method: 'GET', url: '/supplier/api/nothing' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
