import { fillPath } from './contracts/endpoint';
import { readPreferences } from './contracts/profile/preferences';
import { stockOverview, stockScreenInit } from './contracts/stock/endpoints';
import { STOCK_OVERVIEW_PAGE_SIZE } from './contracts/stock/screens';

/** What the server knows of the reader that decides a page's first request (the stock overview's remembered plant). */
export interface PageDataReader {
  /** the plant the stock overview remembers (displaystock preferences), when it is one of the reader's plants */
  stockPlant?: string;
}

/**
 * The data a page's screen asks for as it first renders, before it has learnt anything (issue 41): the server names
 * these requests in the page's HTML as preloads (server/http/html.ts), so that on a slow link they travel beside the
 * app's code, not a round trip after it has started. Each must be the very URL the screen fetches (the same query in
 * the same order) or the browser fetches it twice; e2e/shell.spec.ts holds that each is fetched once. `query` is the
 * page's address query: a request that depends on it is named only for the address without one.
 */
export function pageDataPreloads(page: string, query: URLSearchParams, reader: PageDataReader = {}): string[] {
  switch (page) {
    case 'stockOverview': {
      // the first page of the stock the screen shows first: of the remembered plant (the screen waits for its
      // preferences before it asks, web/screens/stock/StockOverview.tsx), else of every position
      const first = new URLSearchParams(reader.stockPlant ? { plant: reader.stockPlant } : {});
      first.append('limit', String(STOCK_OVERVIEW_PAGE_SIZE));
      return [
        stockScreenInit.path,
        fillPath(readPreferences.path, { area: 'displaystock' }),
        ...(query.size === 0 ? [`${stockOverview.path}?${first.toString()}`] : []),
      ];
    }
    default:
      return [];
  }
}
