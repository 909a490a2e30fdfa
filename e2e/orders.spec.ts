import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './helpers';

test('a supplier lands on its own purchase orders, read-only, and never sees another vendor’s', async ({ page, browser }) => {
  // an order of another vendor, found as the administrator
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  const all = await admin.request.get('/supplier/api/warehouse/purchase-orders?open=false&pageSize=100');
  const orders = (await all.json()).items as { poNumber: string; vendor: string }[];
  const foreign = orders.find((o) => o.vendor !== 'V100001');
  expect(foreign).toBeDefined();
  await adminContext.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supplier', 'Vendor#2026');
  await expect(page).toHaveURL(/\/supplier\/purchaseorders\/index$/);
  const table = page.getByRole('table', { name: 'Purchase orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const vendors = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(vendors.length).toBeGreaterThan(0);
  for (const v of vendors) expect(v).toMatch(/^V100001 /);

  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Purchase Orders' })).toBeVisible();
  await page.keyboard.press('Escape');

  const first = table.locator('tbody tr').first().getByRole('link');
  const number = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { name: `Purchase Order ${number}` })).toBeVisible();
  const items = page.getByRole('table', { name: 'Purchase order items' });
  await expect(items.getByRole('columnheader', { name: 'Ordered' })).toBeVisible();
  await expect(items.getByRole('columnheader', { name: 'Received' })).toBeVisible();
  await expect(page.getByRole('button', { name: /post|receive/i })).toHaveCount(0);

  await page.goto(`/supplier/purchaseorders/po/${foreign?.poNumber}`);
  await expect(page.getByText(`Purchase order ${foreign?.poNumber} does not exist.`)).toBeVisible();
  const direct = await page.request.get(`/supplier/api/warehouse/purchase-orders/${foreign?.poNumber}`);
  expect(direct.status()).toBe(404);
});
