import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/kpis/endpoints';
import { dockToStockArrivals } from '../domain/kpis/dock-to-stock';
import { integrationKpis } from '../domain/kpis/integration-kpis';
import { supplierScorecard } from '../domain/kpis/supplier-scorecard';
import { warehouseDashboard } from '../domain/kpis/warehouse-dashboard';
import { handle } from '../http/route';

/** Dashboards (issue 38): the warehouse dashboard, the supplier scorecard, both for the provider's BI. */
export async function kpiRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.warehouseKpis, async ({ db, user, query }) => warehouseDashboard(db, user, query));
  handle(app, e.dockToStockArrivals, async ({ db, user, query }) => dockToStockArrivals(db, user, query));
  handle(app, e.supplierKpis, async ({ db, user, query }) => supplierScorecard(db, user, query));
  handle(app, e.readKpis, async ({ db, user, query }) => integrationKpis(db, user, query));
}
