import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getJson, overflowWidth, postJson, shownDay, signIn } from './helpers';

/**
 * The dashboards, read as a manager reads them: the warehouse dashboard of plant 3000 (where no other
 * spec issues goods) shows the goods issues this test posts, as the material documents list counts
 * them at the same moment; a figure, a row of a figure's table, opens the list behind it with as many items; a table exports as CSV and
 * Excel. The supplier scorecard shows a supplier only its own row, its order items as its purchase
 * order list counts them; both pages at 1280 and at 360 px.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const DOCS = '/supplier/api/warehouse/material-documents';

type Period = { from: string; to: string };

/** The figure card with this label. */
const card = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Figures of the period' }).getByRole('listitem').filter({ hasText: label });

async function downloaded(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), content: await readFile((await download.path()) as string) };
}

test('warehouse dashboard: issues as the documents count them, drill-down to the stock, CSV and Excel, 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin#2026');
  const materials = await getJson<{ items: { materialId: string; batchManaged: boolean; serialized: boolean }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=cbl&pageSize=20',
  );
  const material = materials.items.find((m) => !m.batchManaged && !m.serialized)?.materialId as string;
  const at = { plant: '3000', sloc: '0002' };
  await postJson(page, DOCS, { headerText: 'e2e-kpi-stock', items: [{ movementType: '561', material, quantity: '10', to: at }] });
  const issue = { movementType: '201', material, quantity: '1', from: at, costCenter: '301000' };
  await postJson(page, DOCS, { headerText: 'e2e-kpi-issue', items: [issue, issue] });
  await postJson(page, DOCS, { headerText: 'e2e-kpi-issue', items: [issue] });

  // the expectation: the goods issues of plant 3000 in the dashboard's period, as the documents list has them
  const { period } = await getJson<{ period: Period }>(page, '/supplier/api/kpis/warehouse?plant=3000');
  // the dashboard counts every issue type (cost centre, scrap, deliveries): the list, type by type
  const lines: { matDoc: string; from: { plant: string } | null }[] = [];
  for (const type of ['201', '551', '601', '641']) {
    const list = await getJson<{ items: { matDoc: string; from: { plant: string } | null }[]; total: number }>(
      page,
      `${DOCS}?plant=3000&movementType=${type}&dateFrom=${period.from}&dateTo=${period.to}&pageSize=200`,
    );
    expect(list.total).toBeLessThanOrEqual(200);
    // issued from the plant (a stock transport order's issue also lists under its receiving plant)
    lines.push(...list.items.filter((l) => l.from?.plant === '3000'));
  }
  expect(lines.length).toBeGreaterThanOrEqual(3);
  const documents = new Set(lines.map((l) => l.matDoc)).size;

  await page.goto('/supplier/warehouse/dashboard?plant=3000');
  await expect(page.getByRole('heading', { name: 'Warehouse dashboard', level: 1 })).toBeVisible();
  await expect(card(page, 'Items issued')).toContainText(`Items issued${lines.length.toLocaleString('en-US')}`);
  await expect(card(page, 'Goods issue documents')).toContainText(`Goods issue documents${documents.toLocaleString('en-US')}`);

  // the movements' table: today's issues of 201, and its export
  const movements = page.getByTestId('kpi-movements');
  await movements.getByRole('button', { name: 'Show table' }).click();
  const table = movements.getByRole('table', { name: 'Goods received and issued per day' });
  await expect(table.getByRole('row').filter({ hasText: '201' }).first()).toBeVisible();
  const csv = await downloaded(page, movements.getByRole('button', { name: 'CSV' }));
  expect(csv.name).toBe(`movements-${period.from}-${period.to}.csv`);
  expect(csv.content.toString('utf8')).toContain('Movement type');
  expect(csv.content.toString('utf8')).toMatch(/,201,Issued,\d+,\d+/);
  const xlsx = await downloaded(page, movements.getByRole('button', { name: 'Excel' }));
  expect(xlsx.name).toBe(`movements-${period.from}-${period.to}.xlsx`);
  expect(xlsx.content.subarray(0, 2).toString('latin1')).toBe('PK');

  // drill-down: today's 201 items open the material documents behind them, as many as the table counts
  const today = period.to;
  const row201 = table
    .getByRole('row')
    .filter({ hasText: shownDay(today) })
    .filter({ hasText: '201' })
    .filter({ hasText: 'Issued' });
  const items201 = Number(((await row201.getByRole('cell').nth(3).textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(items201).toBeGreaterThanOrEqual(3);
  await row201.getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`/supplier/warehouse/invmgmt/matdoc/index\\?plant=3000&plantSide=from&movementTypes=201&dateFrom=${today}&dateTo=${today}$`),
  );
  await expect(page.getByRole('heading', { name: 'Material documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText(`${items201.toLocaleString('en-US')} items`);
  const docRows = page.getByRole('table', { name: 'Material document items' }).locator('tbody tr');
  await expect(docRows.first()).toContainText('201');
  // a document of the list opens
  const matDoc = ((await docRows.first().getByRole('link').textContent()) ?? '').trim();
  await docRows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Material document ${matDoc}` })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Warehouse dashboard', level: 1 })).toBeVisible();

  // the issued items figure opens the items of the period it counts
  await card(page, 'Items issued').getByRole('link').click();
  await expect(page).toHaveURL(/\/matdoc\/index\?plant=3000&plantSide=from&movementTypes=201%2C551%2C601%2C641&/);
  await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText(`${lines.length.toLocaleString('en-US')} items`);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Warehouse dashboard', level: 1 })).toBeVisible();

  // 360 px: the figures as a card list, nothing wider than the screen
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(card(page, 'Items issued')).toBeVisible();
  // the charts lay themselves out again for the new width a frame later (Recharts' ResizeObserver): wait for it
  await expect.poll(() => overflowWidth(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // drill-down: unrestricted stock opens the stock overview of the plant and category
  const stock = page.getByTestId('kpi-stock');
  await stock.getByRole('button', { name: 'Show table' }).click();
  await stock.getByRole('link', { name: 'Unrestricted' }).click();
  await expect(page).toHaveURL(/\/supplier\/warehouse\/invmgmt\/stock\/index\?plant=3000&category=UNRESTRICTED$/);
});

test('supplier scorecard: a supplier reads its own row, its order items as its order list counts them; 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'supplier', 'Vendor#2026');
  const from = '2026-10-01';
  const to = '2026-11-30';
  let items = 0;
  for (let n = 1; ; n++) {
    const orders = await getJson<{ items: { itemCount: number }[]; maxPage: number }>(
      page,
      `/supplier/api/warehouse/purchase-orders?dateFrom=${from}&dateTo=${to}&pageSize=100&page=${n}`,
    );
    items += orders.items.reduce((s, o) => s + o.itemCount, 0);
    if (n >= orders.maxPage) break;
  }
  await page.goto(`/supplier/scorecard?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Supplier scorecard', level: 1 })).toBeVisible();
  const ranking = page.getByRole('table', { name: 'Suppliers ranked' });
  const rows = ranking.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('V100001');
  const header = await ranking.locator('thead th').allTextContents();
  const column = header.findIndex((h) => h.startsWith('Order items'));
  await expect(rows.first().locator('td').nth(column)).toHaveText(items.toLocaleString('en-US'));

  // sortable: the supplier column ascending
  await ranking.getByRole('button', { name: 'Supplier' }).click();
  await expect(ranking.getByRole('columnheader', { name: 'Supplier' })).toHaveAttribute('aria-sort', 'ascending');

  // the ranking exports
  const csv = await downloaded(page, page.getByTestId('kpi-ranking').getByRole('button', { name: 'CSV' }));
  expect(csv.content.toString('utf8')).toContain('V100001');

  // 360 px: one card per supplier
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Suppliers ranked' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('V100001');
  // the charts lay themselves out again for the new width a frame later (Recharts' ResizeObserver): wait for it
  await expect.poll(() => overflowWidth(page)).toBeLessThanOrEqual(0);
});
