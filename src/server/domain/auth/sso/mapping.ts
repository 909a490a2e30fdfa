import type { OidcConfig } from '../../../config';

/** What the identity provider's claims give a user in the portal (OIDC_MAPPING). */
export interface MappedAccess {
  roles: string[];
  plants: string[];
  vendors: string[];
  isAdmin: boolean;
  isWarehouseUser: boolean;
}

/** A claim's values as text: a list's text items, or a single text; anything else is none. */
export function claimValues(claims: Record<string, unknown>, name: string): string[] {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The union of every rule whose claim (the groups claim unless the rule names one) holds its group.
 * No rule matching gives no roles: the user has no access.
 */
export function mapClaims(claims: Record<string, unknown>, oidc: Pick<OidcConfig, 'mapping' | 'groupsClaim'>): MappedAccess {
  const roles = new Set<string>();
  const plants = new Set<string>();
  const vendors = new Set<string>();
  let isAdmin = false;
  let isWarehouseUser = false;
  for (const rule of oidc.mapping) {
    if (!claimValues(claims, rule.claim ?? oidc.groupsClaim).includes(rule.group)) continue;
    for (const r of rule.roles) roles.add(r);
    for (const p of rule.plants) plants.add(p);
    for (const v of rule.vendors) vendors.add(v);
    isAdmin ||= rule.admin;
    isWarehouseUser ||= rule.warehouseUser;
  }
  const sorted = (s: Set<string>) => [...s].sort();
  return { roles: sorted(roles), plants: sorted(plants), vendors: sorted(vendors), isAdmin, isWarehouseUser };
}
