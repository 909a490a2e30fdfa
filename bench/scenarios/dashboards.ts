import { signIn } from '../lib/portal';
import type { Scenario } from './index';

/**
 * The warehouse dashboard and the supplier scorecard over 90 days (issue 38), as the administrator
 * reads them (every plant, every supplier): cold (first call after start) and warm. Run on the large
 * data set (bench/run.ts largeDataSet), where the ledger holds 1M+ movement items.
 */
export const dashboardsScenario: Scenario = {
  name: 'dashboards',
  async run(ctx) {
    const session = await signIn(ctx.origin, 'admin', 'Admin#2026');
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const time = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${ctx.origin}${path}`, { headers: session.headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return performance.now() - started;
    };
    const warehouse = `/supplier/api/kpis/warehouse?from=${from}&to=${to}`;
    const suppliers = `/supplier/api/kpis/suppliers?from=${from}&to=${to}`;
    const cold = { warehouse: await time(warehouse), suppliers: await time(suppliers) };
    const warm = { warehouse: await time(warehouse), suppliers: await time(suppliers) };
    ctx.log(
      `dashboards: warehouse ${cold.warehouse.toFixed(0)} / ${warm.warehouse.toFixed(0)} ms, scorecard ${cold.suppliers.toFixed(0)} / ${warm.suppliers.toFixed(0)} ms`,
    );
    return {
      cold,
      warm,
      rows: [
        [
          'warehouse dashboard, 90 days, every plant, cold / warm',
          `${cold.warehouse.toFixed(0)} / ${warm.warehouse.toFixed(0)} ms`,
          '< 500 ms',
        ],
        [
          'supplier scorecard, 90 days, every supplier, cold / warm',
          `${cold.suppliers.toFixed(0)} / ${warm.suppliers.toFixed(0)} ms`,
          '< 500 ms',
        ],
      ],
    };
  },
};
