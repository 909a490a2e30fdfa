import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { INTEGRATION_API } from '../integration/schemas';
import {
  dashboardQuery,
  dockArrivalQuery,
  dockArrivals,
  integrationKpis,
  scorecardQuery,
  supplierScorecard,
  warehouseDashboard,
} from './schemas';

/**
 * Dashboards (issue 38): the warehouse dashboard of the reader's plants (WM/KPI), the supplier
 * scorecard (MM/SCORE: administrators across suppliers, a supplier its own), and both for the
 * provider's BI through the integration API (INTEGRATION/KPIS, the token's plants).
 */
export const warehouseKpis = endpointsFor('GET', grant('WM', 'KPI'))(
  '/supplier/api/kpis/warehouse',
  'Warehouse dashboard: movements, dock-to-stock, open work, picks, counts, quality, stock, with the previous period',
  { query: dashboardQuery, response: warehouseDashboard },
);

export const dockToStockArrivals = endpointsFor('GET', grant('WM', 'KPI'))(
  '/supplier/api/kpis/warehouse/dock-to-stock',
  'The arrivals behind the dock-to-stock figures: notices stocked, slowest first, with arrival, last put-away and hours',
  { query: dockArrivalQuery, response: dockArrivals },
);

export const supplierKpis = endpointsFor('GET', grant('MM', 'SCORE'))(
  '/supplier/api/kpis/suppliers',
  'Supplier scorecard: confirmations, notice accuracy, on-time arrival, defects per supplier, with the previous period',
  { query: scorecardQuery, response: supplierScorecard },
);

export const readKpis = endpointsFor('GET', grant('INTEGRATION', 'KPIS'))(
  `${INTEGRATION_API}/kpis`,
  'Warehouse dashboard and supplier scorecard of the token’s plants for a period (at most 366 days)',
  { query: dashboardQuery, response: integrationKpis },
);
