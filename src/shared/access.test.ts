import { describe, expect, it } from 'vitest';
import { grantKey, mayPostMovement } from './access';

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
