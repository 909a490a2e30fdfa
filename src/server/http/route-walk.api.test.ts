import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantKey } from '../../shared/access';
import { endpointAccess } from '../../shared/contracts';
import { MASTER_KINDS } from '../../shared/contracts/integration/rows';
import { createUser } from '../domain/users/create-user';
import { grantIntegration } from '../testing/integration';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

/**
 * Walks EVERY registered route (read from the app, not listed by hand) with users of different
 * grants and proves what the catalogue says: no session -> 401 or a redirect to sign-in;
 * a missing (module, tcode) grant -> 403; a state-changing request without the CSRF token -> 403;
 * and nothing a client sends gives a 500. New routes of any area are walked automatically.
 */
let t: TestApp;
const users: { name: string; client: SignedInClient; grants: Set<string> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // a user with a session but no role at all: every graded route must refuse it
  await createUser(t.database.db, null, { username: 'norole', password: 'No-Roles#2026', firstName: 'Nora' });
  // the CSRF walk signs in as the admin, who needs the INTEGRATION grants (an API token's scopes) to get that far
  await grantIntegration(t.database.db, 'admin');
  for (const [name, password] of [
    ['norole', 'No-Roles#2026'],
    ['supplier', undefined],
    ['whfra', undefined],
    ['admin', undefined],
  ] as const) {
    const client = await t.signIn(name, password);
    const res = await client.inject({ method: 'GET', url: '/supplier/api/apiauth/authorizations' });
    const grants = new Set(
      (res.json() as { authorizations: { module: string; tcode: string }[] }).authorizations.map((g) => grantKey(g.module, g.tcode)),
    );
    users.push({ name, client, grants });
  }
});
afterAll(async () => {
  await t?.close();
});

/** A concrete url for a pattern: each parameter gets a harmless sample value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => (/id$|number|no$|doc/i.test(name) ? '1' : 'x')).replace(/\*$/, 'x');
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('every registered route', () => {
  it('is in the catalogue and the walk covers at least the routes of this area', () => {
    const routes = t.app.registeredRoutes;
    for (const r of routes) expect(endpointAccess(r.method, r.url), `${r.method} ${r.url}`).toBeDefined();
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const k of [
      'GET /supplier/profile/menu',
      'GET /supplier/api/admin/users',
      'POST /supplier/bauth',
      'GET /supplier/warehouse/menu/index',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('refuses callers without a session (401 or redirect to sign-in)', async () => {
    const failures: string[] = [];
    for (const r of t.app.registeredRoutes) {
      const access = endpointAccess(r.method, r.url);
      if (access === 'public') continue;
      for (const accept of ['application/json', 'text/html']) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: sampleUrl(r.url),
          headers: { accept },
          payload: STATE_CHANGING.has(r.method) ? {} : undefined,
        });
        const redirectedToLogin = res.statusCode === 303 && String(res.headers.location).startsWith('/supplier/login');
        if (res.statusCode !== 401 && !redirectedToLogin) failures.push(`${r.method} ${r.url} (${accept}) -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses signed-in users without the grant with 403, and lets users with it past the check', async () => {
    const failures: string[] = [];
    let refusals = 0;
    for (const r of t.app.registeredRoutes) {
      const access = endpointAccess(r.method, r.url);
      if (access === 'public' || access === undefined) continue;
      for (const u of users) {
        const allowed = access === 'signed-in' || u.grants.has(grantKey(access.module, access.tcode));
        // state-changing routes are only called where the grant is missing (nothing is changed)
        if (allowed && STATE_CHANGING.has(r.method)) continue;
        const res = await u.client.inject({
          method: r.method as 'GET',
          url: sampleUrl(r.url),
          payload: STATE_CHANGING.has(r.method) ? {} : undefined,
        });
        const where = `${r.method} ${r.url} as ${u.name} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} (server error)`);
        if (!allowed) {
          refusals++;
          if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN') failures.push(`${where} (expected 403 FORBIDDEN)`);
        } else if (res.statusCode === 401 || (res.statusCode === 403 && res.json().code === 'FORBIDDEN')) {
          failures.push(`${where} (refused although granted)`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusals).toBeGreaterThan(0);
  });

  it('refuses every state-changing request of a signed-in user without the CSRF token', async () => {
    const failures: string[] = [];
    const admin = users.find((u) => u.name === 'admin')!;
    for (const r of t.app.registeredRoutes) {
      if (!STATE_CHANGING.has(r.method)) continue;
      // pre-session forms: own form token, tested in session.api.test.ts and password.api.test.ts
      if (['/supplier/login', '/supplier/bauth', '/supplier/password/forgot', '/supplier/password/reset'].includes(r.url)) continue;
      if (r.url.startsWith('/supplier/login/')) continue; // the second step, passkey sign-in: pre-session, the sign-in page's form token (second-factor.api.test.ts)
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: sampleUrl(r.url),
        headers: { cookie: admin.client.cookie },
        payload: {},
      });
      if (res.statusCode !== 403 || res.json().code !== 'CSRF') failures.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    // the admin's session is still there (nothing above signed it out)
    expect((await admin.client.inject({ method: 'GET', url: '/supplier/profile/menu' })).statusCode).toBe(200);
  });

  it('lets a plant-limited API token only where its scopes reach, never a 500 (every INTEGRATION route and master-data kind)', async () => {
    const token = await t.tokenClient(['MASTER'], ['1000']);
    const failures: string[] = [];
    let reached = 0;
    for (const r of t.app.registeredRoutes) {
      const access = endpointAccess(r.method, r.url);
      if (typeof access !== 'object' || access.module !== 'INTEGRATION') continue;
      const kinds = r.url.endsWith('/master-data/:kind') ? MASTER_KINDS : [undefined];
      for (const kind of kinds) {
        const url = kind ? r.url.replace(':kind', kind) : sampleUrl(r.url);
        // another plant's row for the writes: a batch refused (422), never written
        const payload = STATE_CHANGING.has(r.method) ? [{ plant: '2000', warehouse: 'W20' }] : undefined;
        const res = await token.inject({ method: r.method as 'GET', url, payload });
        const where = `${r.method} ${url} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} (server error)`);
        if (access.tcode !== 'MASTER') {
          if (res.statusCode !== 403) failures.push(`${where} (expected 403 FORBIDDEN)`);
        } else {
          reached++;
          if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 200)
            failures.push(`${where} (expected a refused row)`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(reached).toBe(MASTER_KINDS.length);
  });

  it('answers public routes without a session and without a server error', async () => {
    const failures: string[] = [];
    for (const r of t.app.registeredRoutes) {
      if (endpointAccess(r.method, r.url) !== 'public') continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: sampleUrl(r.url),
        payload: STATE_CHANGING.has(r.method) ? {} : undefined,
      });
      if (res.statusCode >= 500 || res.statusCode === 401) failures.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
