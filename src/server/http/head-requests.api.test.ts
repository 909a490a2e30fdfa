import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../shared/contracts/events/endpoints';
import { createTestApp, type TestApp } from '../testing/test-app';

// HEAD is answered by the GET routes through the server (http/head-requests.ts), which app.inject
// does not pass: these requests go over a socket.
describe('HEAD', () => {
  let t: TestApp;
  let origin: string;
  let bearer: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    bearer = `Bearer ${(await t.tokenClient(['EVENTS'])).secret}`;
  });
  afterAll(async () => t?.close());

  const both = async (path: string, headers: Record<string, string> = {}) => {
    const get = await fetch(origin + path, { headers });
    const getBody = await get.arrayBuffer();
    const head = await fetch(origin + path, { method: 'HEAD', headers });
    return { get, getBody, head, headBody: await head.arrayBuffer() };
  };

  it.each([
    ['the health check', '/healthcheck', {}],
    ['a page', '/supplier/login', {}],
    ['an API route (API token)', `${readEvents.path}?limit=5`, 'bearer'],
    ['an unknown API path', '/supplier/api/no-such-thing', {}],
    ['an API route without credentials', readEvents.path, {}],
  ] as const)('answers %s as its GET would, without the body', async (_name, path, auth) => {
    const { get, getBody, head, headBody } = await both(path, auth === 'bearer' ? { authorization: bearer } : auth);
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(head.headers.get('content-length'))).toBe(getBody.byteLength);
    expect(getBody.byteLength).toBeGreaterThan(0);
    expect(headBody.byteLength).toBe(0);
  });

  it('registers no HEAD twin of the GET routes (one route each)', () => {
    // (the static file plugins, assets and Swagger UI's files, register their own HEAD routes)
    for (const route of t.app.registeredRoutes.filter((r) => r.method === 'GET' && !r.url.endsWith('/*'))) {
      expect(t.app.hasRoute({ method: 'HEAD', url: route.url }), route.url).toBe(false);
    }
    expect(t.app.hasRoute({ method: 'GET', url: readEvents.path })).toBe(true);
  });

  it("keeps Fastify's server settings (its defaults here)", () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0);
    expect(t.app.server.timeout).toBe(0);
  });

  it('leaves the other methods alone: a POST is still a POST', async () => {
    const res = await fetch(`${origin}/supplier/api/integration/v1/events`, { method: 'POST', headers: { authorization: bearer } });
    // not answered as the GET: the path takes GET (and HEAD) only
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
