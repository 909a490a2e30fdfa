import { describe, expect, it } from 'vitest';
import { grantKey, mayCall, mayPostMovement } from './access';

describe('mayPostMovement', () => {
  const user = (grants: string[], isAdmin = false) => ({ grants: new Set(grants), isAdmin });

  it('lets administrators and integration tokens with the STOCK scope post initial entries (561/562)', () => {
    expect(mayPostMovement(user([], true), '561')).toBe(true);
    expect(mayPostMovement(user([grantKey('INTEGRATION', 'STOCK')]), '561')).toBe(true);
    expect(mayPostMovement(user([grantKey('INTEGRATION', 'STOCK')]), '562')).toBe(true);
    expect(mayPostMovement(user([grantKey('INTEGRATION', 'MASTER'), grantKey('IM', 'MB1B')]), '561')).toBe(false);
    // the STOCK scope grants initial entries only
    expect(mayPostMovement(user([grantKey('INTEGRATION', 'STOCK')]), '311')).toBe(false);
  });
});

describe('mayCall', () => {
  const postGoodsIssue = { access: { module: 'SD' as const, tcode: 'VL02N' } };
  it('answers from the endpoint’s own access, as the server’s auth hook does', () => {
    expect(mayCall({ grants: new Set([grantKey('SD', 'VL02N')]) }, postGoodsIssue)).toBe(true);
    expect(mayCall({ grants: new Set([grantKey('SD', 'VL06O')]) }, postGoodsIssue)).toBe(false);
    expect(mayCall({ grants: new Set() }, { access: 'public' })).toBe(true);
    expect(mayCall({ grants: new Set() }, { access: 'signed-in' })).toBe(true);
    // an API token reaches no endpoint of signed-in people
    expect(mayCall({ grants: new Set(), tokenId: 7 }, { access: 'signed-in' })).toBe(false);
  });
});
