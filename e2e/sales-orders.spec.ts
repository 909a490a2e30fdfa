import { expect, test } from './fixtures';
import { getJson, signIn } from './helpers';

/**
 * At 1280 px: the deliveries-due screen finds sales orders by customer, material,
 * date and status through `sales-orders/search`, and a found order opens its screen.
 */
const SEARCH = '/supplier/api/warehouse/sales-orders/search';

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('deliveries due: sales orders by customer and status open the order', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const open = await getJson<{ items: { salesOrderNumber: string; customer: string; documentDate: string }[] }>(
      page,
      `${SEARCH}?status=OPEN&pageSize=1`,
    );
    const order = open.items[0];
    if (!order) throw new Error('no open sales order in plant 1000');
    const expected = await getJson<{ total: number }>(
      page,
      `${SEARCH}?status=OPEN&customer=${order.customer}&dateFrom=${order.documentDate}`,
    );

    await page.goto('/supplier/warehouse/deliverydue/index');
    const section = page.getByRole('region', { name: 'Sales orders' });
    await section.getByLabel('Customer').fill(order.customer);
    await section.getByLabel('From').fill(order.documentDate);
    await section.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await section.getByRole('button', { name: 'Search' }).click();
    const found = section.getByRole('table', { name: 'Sales orders found' });
    await expect(found.getByRole('link', { name: order.salesOrderNumber })).toBeVisible();
    await expect(found.getByRole('link')).toHaveCount(Math.min(expected.total, 25));
    await expect(found.getByRole('row').nth(1)).toContainText('Open');
    await found.getByRole('link', { name: order.salesOrderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/deliverydue/salesorder/${order.salesOrderNumber}$`));
  });
});
