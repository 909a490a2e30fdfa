import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test('the API reference renders from this server and lists the warehouse endpoints', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });

  await page.goto('/supplier/api/docs');
  await expect(page.getByRole('heading', { name: /Supplier Portal API/ })).toBeVisible({ timeout: 20_000 });
  // the areas are the document's tags; the ledger's and the handheld's endpoints are listed under them
  for (const tag of ['stock', 'transfer-orders', 'goods-receipt', 'bin-moves', 'master-data']) {
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  }
  // the areas start folded (over 180 endpoints); opening one lists its endpoints
  await page.locator('#operations-tag-stock').click();
  await page.locator('#operations-tag-transfer-orders').click();
  await expect(page.getByText('/supplier/api/warehouse/material-documents', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/supplier/api/warehouse/orders/{orderId}/lines/{orderLine}', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/api-docs.png', fullPage: false });
  expect(blocked).toEqual([]);
  expect(outside).toEqual([]);

  const doc = await (await page.request.get('/supplier/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.paths['/supplier/api/warehouse/material-documents'].post.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]),
  );
});
