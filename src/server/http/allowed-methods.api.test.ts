import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a path that exists for other methods', () => {
  it('answers 405 with Allow (a GET of a POST-only route), JSON or a page', async () => {
    for (const url of ['/supplier/DefaultPage/setPage', '/supplier/cache/update.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow, url).toBe('POST');
      expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: 'This address does not take GET requests (it takes POST).' });
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(405);
      expect(page.body).toContain('This address does not take GET requests');
    }
    // a pattern with a parameter, and a GET route asked to DELETE
    const put = await t.app.inject({ method: 'DELETE', url: '/supplier/api/admin/users' });
    expect(put.statusCode).toBe(405);
    expect(String(put.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));
  });

  it('still answers 404 where no method exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/supplier/no/such/page', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});
