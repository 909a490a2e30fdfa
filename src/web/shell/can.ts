import { type Access, grantKey } from '../../shared/access';
import { readGlobals } from '../globals';

/**
 * Whether the signed-in user may call an endpoint, from the same catalogue the server checks
 * (http/auth.ts): the contract's `(module, tcode)` against the user's grants, which the server put
 * into the page's globals. Screens hide or disable what this answers false for
 * instead of showing a button that only answers "not authorized".
 */
export function can(contract: { access: Access }, grants: readonly string[] = readGlobals().grants): boolean {
  const { access } = contract;
  if (access === 'public' || access === 'signed-in') return true;
  return grants.includes(grantKey(access.module, access.tcode));
}

/**
 * `can` for a component: `const mayReverse = useCan(e.reverseGoodsIssue)`. The grants come with the
 * page and do not change while it is open (a change of grants takes effect at the next sign-in).
 */
export function useCan(contract: { access: Access }): boolean {
  return can(contract);
}
