import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin';
import { hostileValues } from './same-origin.corpus';

const ORIGIN = 'https://portal.example.com';

describe('sameOriginPath with the QR box rule (absolute URL of this origin only)', () => {
  it(`gives no off-origin result for ${hostileValues.length} hostile values`, () => {
    expect(hostileValues.length).toBeGreaterThanOrEqual(50);
    const offOrigin: string[] = [];
    for (const value of hostileValues) {
      const path = sameOriginPath(value, ORIGIN, { absoluteOnly: true });
      if (path === undefined) continue;
      // whatever comes back must be a path that, resolved against the origin, stays on it
      const landed = new URL(path, ORIGIN);
      if (landed.origin !== ORIGIN || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) offOrigin.push(value);
    }
    expect(offOrigin).toEqual([]);
  });

  it('refuses every hostile value outright except same-origin ones', () => {
    const accepted = hostileValues.filter((v) => sameOriginPath(v, ORIGIN, { absoluteOnly: true }) !== undefined);
    // the only survivors are absolute URLs that a browser itself resolves to the portal
    // (e.g. ideographic full stops in the host name normalise to the portal's own host)
    for (const v of accepted) expect(new URL(v).origin).toBe(ORIGIN);
    expect(accepted.length).toBeLessThanOrEqual(2);
  });

  it('accepts the portal own absolute URLs, rebuilt from path and query (never the raw text)', () => {
    expect(sameOriginPath('https://portal.example.com/supplier/bauth?token=abc', ORIGIN, { absoluteOnly: true })).toBe(
      '/supplier/bauth?token=abc',
    );
    expect(sameOriginPath('HTTPS://PORTAL.EXAMPLE.COM/supplier/login#frag', ORIGIN, { absoluteOnly: true })).toBe('/supplier/login');
    expect(sameOriginPath('https://portal.example.com:443/a/../b', ORIGIN, { absoluteOnly: true })).toBe('/b');
  });

  it('without absoluteOnly (a `next` parameter) relative paths of the portal pass, tricks do not', () => {
    expect(sameOriginPath('/supplier/profile/edit', ORIGIN)).toBe('/supplier/profile/edit');
    for (const v of ['//evil.example', '/\\evil.example', 'http:evil.example', 'javascript:alert(1)', '/%2f%2fevil.example']) {
      const path = sameOriginPath(v, ORIGIN);
      if (path !== undefined) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
