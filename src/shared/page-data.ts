import { fillPath } from './contracts/endpoint';
import { readPreferences } from './contracts/profile/preferences';
import { stockOverview, stockScreenInit } from './contracts/stock/endpoints';
import { STOCK_OVERVIEW_PAGE_SIZE } from './contracts/stock/screens';

/**
 * The data a page's screen asks for as it first renders, before it has learnt anything (issue 41): the server names
 * these requests in the page's HTML as preloads (server/http/html.ts), so that on a slow link they travel beside the
 * app's code, not a round trip after it has started. Each must be the very URL the screen fetches (the same query in
 * the same order) or the browser fetches it twice; e2e/shell.spec.ts holds that each is fetched once. `query` is the
 * page's address query: a request that depends on it is named only for the address without one.
 */
export function pageDataPreloads(page: string, query: URLSearchParams): string[] {
  switch (page) {
    case 'stockOverview':
      return [
        stockScreenInit.path,
        fillPath(readPreferences.path, { area: 'displaystock' }),
        // the first page of every position: the screen's first request whatever it remembers (a remembered plant
        // narrows the list once the preferences have come)
        ...(query.size === 0 ? [`${stockOverview.path}?limit=${STOCK_OVERVIEW_PAGE_SIZE}`] : []),
      ];
    default:
      return [];
  }
}
