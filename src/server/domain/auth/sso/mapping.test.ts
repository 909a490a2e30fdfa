import { describe, expect, it } from 'vitest';
import type { OidcRule } from '../../../config';
import { mapClaims } from './mapping';

const rule = (r: Partial<OidcRule> & { group: string }): OidcRule => ({
  roles: [],
  plants: [],
  vendors: [],
  admin: false,
  warehouseUser: false,
  ...r,
});
const settings = {
  groupsClaim: 'groups',
  mapping: [
    rule({ group: 'portal-admins', roles: ['ADMIN'], plants: ['1000', '2000'], admin: true }),
    rule({ group: 'wh-fra', roles: ['WH_OPERATOR'], plants: ['1000'], warehouseUser: true }),
    rule({ claim: 'department', group: 'Purchasing', roles: ['SUPPLIER'], vendors: ['V100001'] }),
  ],
};

describe('mapClaims', () => {
  it('unites every rule whose claim holds its group (a list contains it, a text equals it), sorted and without repeats', () => {
    expect(mapClaims({ groups: ['wh-fra', 'portal-admins', 'other'], department: 'Purchasing' }, settings)).toEqual({
      roles: ['ADMIN', 'SUPPLIER', 'WH_OPERATOR'],
      plants: ['1000', '2000'],
      vendors: ['V100001'],
      isAdmin: true,
      isWarehouseUser: true,
    });
    expect(mapClaims({ groups: 'wh-fra' }, settings)).toMatchObject({ roles: ['WH_OPERATOR'], isAdmin: false, isWarehouseUser: true });
  });

  it('gives nothing for no matching group, other claim types or a look-alike group', () => {
    const none = { roles: [], plants: [], vendors: [], isAdmin: false, isWarehouseUser: false };
    expect(mapClaims({}, settings)).toEqual(none);
    expect(mapClaims({ groups: ['Portal-Admins', 'portal-admins '] }, settings)).toEqual(none);
    expect(mapClaims({ groups: { 'portal-admins': true }, department: ['purchasing'] }, settings)).toEqual(none);
    expect(mapClaims({ groups: [42, null, ['portal-admins']] }, settings)).toEqual(none);
  });
});
