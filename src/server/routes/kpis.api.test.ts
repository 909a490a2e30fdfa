import { describe, expect, it } from 'vitest';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';

/**
 * The dashboards over HTTP: a supplier reads only its own scorecard, a warehouse user only its plants,
 * an API token only its plants; who lacks the grant is refused; hostile query input is a 400 naming
 * the field.
 */
const api = appForFile(['admin', 'whfra', 'supplier']);
const WAREHOUSE = '/supplier/api/kpis/warehouse';
const SUPPLIERS = '/supplier/api/kpis/suppliers';
const INTEGRATION = '/supplier/api/integration/v1/kpis';

type Dashboard = {
  plant: string | null;
  stockByCategory: { category: string; positions: number; quantity: string }[];
  figures: Record<string, { current: number | null }>;
};
type Scorecard = { suppliers: { vendorId: string }[] };

async function token(scopes: string[], plants: string[]) {
  const db = api.t.database.db;
  const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return (await createApiToken(db, admin.user_id, { name: `kpi-${scopes.join('-')}-${plants.join('-')}`, scopes: scopes as never, plants }))
    .secret;
}
const bearer = (secret: string, url: string) => api.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });

describe('supplier scorecard', () => {
  it('a supplier reads its own vendor only, whatever it asks', async () => {
    const own = await getAs(api.supplier, `${SUPPLIERS}?from=2026-01-01&to=2026-12-31`);
    expect(own.statusCode, own.body).toBe(200);
    const rows = (own.json() as Scorecard).suppliers;
    expect(rows.map((r) => r.vendorId)).toEqual(['V100001']);
    const other = await getAs(api.supplier, `${SUPPLIERS}?vendor=V100002&from=2026-01-01&to=2026-12-31`);
    expect(other.statusCode).toBe(200);
    expect((other.json() as Scorecard).suppliers).toEqual([]);
  });

  it('an administrator reads every supplier; a warehouse user without the grant is refused', async () => {
    const all = await getAs(api.admin, `${SUPPLIERS}?from=2026-01-01&to=2026-12-31`);
    expect(all.statusCode, all.body).toBe(200);
    expect(new Set((all.json() as Scorecard).suppliers.map((r) => r.vendorId)).size).toBeGreaterThan(1);
    expect((await getAs(api.whfra, SUPPLIERS)).statusCode).toBe(403);
  });
});

describe('warehouse dashboard', () => {
  it('a warehouse user reads its plants: another plant asked reads nothing, its own the same as unasked', async () => {
    const mine = (await getAs(api.whfra, WAREHOUSE)).json() as Dashboard;
    const asked = (await getAs(api.whfra, `${WAREHOUSE}?plant=1000`)).json() as Dashboard;
    expect(asked.stockByCategory).toEqual(mine.stockByCategory);
    expect(mine.stockByCategory.some((r) => r.positions > 0)).toBe(true);
    const foreign = (await getAs(api.whfra, `${WAREHOUSE}?plant=2000`)).json() as Dashboard;
    expect(foreign.stockByCategory.every((r) => r.positions === 0)).toBe(true);
    const admin = (await getAs(api.admin, `${WAREHOUSE}?plant=2000`)).json() as Dashboard;
    expect(admin.stockByCategory.some((r) => r.positions > 0)).toBe(true);
    expect((await getAs(api.supplier, WAREHOUSE)).statusCode).toBe(403);
  });

  it('hostile query input is a 400 naming the field', async () => {
    await expectBadInput(api.whfra, `${WAREHOUSE}?from=2026-13-45`, 'from');
    await expectBadInput(api.whfra, `${WAREHOUSE}?from=2026-05-01&to=2026-01-01`, 'from');
    await expectBadInput(api.whfra, `${WAREHOUSE}?from=2020-01-01&to=2026-01-01`, 'to');
    await expectBadInput(api.whfra, `${WAREHOUSE}?plant=%3Cscript%3E`, 'plant');
    await expectBadInput(api.admin, `${SUPPLIERS}?vendor=V1'%20or%201=1`, 'vendor');
    const unknown = await getAs(api.whfra, `${WAREHOUSE}?sql=1`);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the lists behind the figures', () => {
  const ARRIVALS = `${WAREHOUSE}/dock-to-stock`;
  const DOCS = '/supplier/api/warehouse/material-documents';
  type Arrivals = { items: { plant: string; hours: number }[]; total: number; period: { from: string; to: string } };

  it("dock-to-stock arrivals: the reader's plants only, the figure's count, slowest first; a supplier is refused", async () => {
    const dashboard = (await getAs(api.admin, `${WAREHOUSE}?from=2026-01-01&to=2026-12-31`)).json() as Dashboard;
    const all = await getAs(api.admin, `${ARRIVALS}?from=2026-01-01&to=2026-12-31&pageSize=200`);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json() as Arrivals;
    expect(body.total).toBe(dashboard.figures.dockToStockArrivals?.current);
    const hours = body.items.map((a) => a.hours);
    expect(hours).toEqual([...hours].sort((x, y) => y - x));
    const whfra = (await getAs(api.whfra, `${ARRIVALS}?from=2026-01-01&to=2026-12-31&pageSize=200`)).json() as Arrivals;
    expect(whfra.items.every((a) => a.plant === '1000')).toBe(true);
    const foreign = (await getAs(api.whfra, `${ARRIVALS}?plant=2000&from=2026-01-01&to=2026-12-31`)).json() as Arrivals;
    expect(foreign.items).toEqual([]);
    expect(foreign.total).toBe(0);
    expect((await getAs(api.supplier, ARRIVALS)).statusCode).toBe(403);
  });

  it('hostile input to the arrivals and to the documents list is a 400 naming the field', async () => {
    await expectBadInput(api.whfra, `${ARRIVALS}?from=0000-01-01`, 'from');
    await expectBadInput(api.whfra, `${ARRIVALS}?to=2026-02-30`, 'to');
    await expectBadInput(api.whfra, `${ARRIVALS}?page=99999999999999999999`, 'page');
    await expectBadInput(api.whfra, `${ARRIVALS}?pageSize=0`, 'pageSize');
    await expectBadInput(api.whfra, `${ARRIVALS}?plant=10%0000`, 'plant');
    await expectBadInput(api.whfra, `${DOCS}?movementTypes=201,55`, 'movementTypes');
    await expectBadInput(api.whfra, `${DOCS}?movementTypes=${Array.from({ length: 11 }, () => '201').join(',')}`, 'movementTypes');
    await expectBadInput(api.whfra, `${DOCS}?movementTypes=%ED%A0%80`, 'movementTypes');
    await expectBadInput(api.whfra, `${DOCS}?plantSide=both`, 'plantSide');
  });

  it('the documents list by side of the plant: issued from it, received into it', async () => {
    type Lines = { items: { movementType: string; from: { plant: string } | null; to: { plant: string } | null }[] };
    const issued = (await getAs(api.admin, `${DOCS}?plant=1000&plantSide=from&movementTypes=201,551,601,641&pageSize=200`)).json() as Lines;
    expect(issued.items.length).toBeGreaterThan(0);
    expect(issued.items.every((i) => i.from?.plant === '1000' && ['201', '551', '601', '641'].includes(i.movementType))).toBe(true);
    const received = (await getAs(api.admin, `${DOCS}?plant=1000&plantSide=to&movementTypes=101&pageSize=200`)).json() as Lines;
    expect(received.items.length).toBeGreaterThan(0);
    expect(received.items.every((i) => i.to?.plant === '1000' && i.movementType === '101')).toBe(true);
  });
});

describe('integration API', () => {
  it('a token reads the KPIs of its plants only; without the scope it is refused', async () => {
    const limited = await token(['KPIS'], ['1000']);
    const res = await bearer(limited, INTEGRATION);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { warehouse: Dashboard; suppliers: Scorecard };
    const whfra = (await getAs(api.whfra, WAREHOUSE)).json() as Dashboard;
    expect(body.warehouse.stockByCategory).toEqual(whfra.stockByCategory);
    const foreign = (await bearer(limited, `${INTEGRATION}?plant=2000`)).json() as { warehouse: Dashboard; suppliers: Scorecard };
    expect(foreign.warehouse.stockByCategory.every((r) => r.positions === 0)).toBe(true);
    expect(foreign.suppliers.suppliers).toEqual([]);
    const stockOnly = await token(['STOCK'], ['1000']);
    expect((await bearer(stockOnly, INTEGRATION)).statusCode).toBe(403);
    expect((await bearer(limited, `${INTEGRATION}?to=nope`)).statusCode).toBe(400);
  });
});
