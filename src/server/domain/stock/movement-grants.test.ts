import { describe, expect, it } from 'vitest';
import { grantKey } from '../../../shared/access';
import { DomainError } from '../errors';
import { systemPrincipal } from '../principal';
import { mayPostMovements, requireMovementGrants } from './movement-grants';

const person = {
  userId: 7,
  username: 'whfra',
  isAdmin: false,
  isWarehouseUser: true,
  grants: new Set([grantKey('MM', 'MIGO')]),
  plants: ['1000'],
  vendors: [],
};

describe('movement grants by the principal', () => {
  it('checks a person or token by its own grants, per movement type', () => {
    expect(mayPostMovements(person, ['101', '102'])).toBe(true);
    expect(mayPostMovements(person, ['101', '561'])).toBe(false);
    expect(() => requireMovementGrants(person, ['561'])).toThrow(DomainError);
    expect(() => requireMovementGrants(person, ['101'])).not.toThrow();
  });

  it('does not check the system acting (seed, fixtures): it says so with system: true', () => {
    const system = systemPrincipal({ userId: 7, plants: ['1000'] });
    expect(system.system).toBe(true);
    expect(system.grants.size).toBe(0);
    expect(mayPostMovements(system, ['561', '999'])).toBe(true);
    expect(() => requireMovementGrants(system, ['561'])).not.toThrow();
    // the same user without the flag and without grants is refused
    expect(mayPostMovements({ ...system, system: undefined }, ['561'])).toBe(false);
  });
});
