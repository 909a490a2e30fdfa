import type { Access } from '../../../shared/access';
import { inboundCatalogue } from './inbound';
import { ledgerCatalogue } from './ledger';
import { masterDataCatalogue } from './master-data';
import { platformCatalogue } from './platform';
import { shellCatalogue } from './shell';
import { stockVisibilityCatalogue } from './stock-visibility';
import { wmCatalogue } from './wm';

/**
 * The one authorization catalogue: `METHOD url` (Fastify's url pattern) -> access.
 * A route that is not listed here makes the server refuse to start (deny by default).
 * Each area keeps its entries in its own file beside this one.
 */
export type Catalogue = Record<string, Access>;

export const catalogue: Catalogue = {
  ...platformCatalogue,
  ...shellCatalogue,
  ...masterDataCatalogue,
  ...ledgerCatalogue,
  ...stockVisibilityCatalogue,
  ...wmCatalogue,
  ...inboundCatalogue,
};

export function catalogueKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export function lookupAccess(method: string, url: string): Access | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return catalogue[catalogueKey(m, url)];
}
