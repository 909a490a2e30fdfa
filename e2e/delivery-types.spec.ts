import { expect, test } from './fixtures';
import { getJson, signIn } from './helpers';

/**
 * At 1280 px: the deliveries-due screen's order filter offers the delivery types
 * the server lists (`vendorportal/delivery-types`), and choosing one narrows the list to its orders.
 */
test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('deliveries due: the Orders filter lists the delivery types and filters by them', async ({ page }) => {
    // the administrator: the filters are remembered per user (Apply saves them), and the other deliveries tests use whfra's
    await signIn(page, 'admin', 'Admin#2026');
    const { deliveryTypes } = await getJson<{ deliveryTypes: { description: string; orderType: string }[] }>(
      page,
      '/supplier/api/vendorportal/delivery-types',
    );
    expect(deliveryTypes.length).toBeGreaterThan(1);
    await page.goto('/supplier/warehouse/deliverydue/index');
    const table = page.getByRole('table', { name: 'Deliveries due' });
    await page.getByRole('combobox', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(deliveryTypes.map((t) => t.description));
    const sto = deliveryTypes.find((t) => t.orderType === 'STO');
    if (!sto) throw new Error('no delivery type for stock transport orders');
    await page.getByRole('option', { name: sto.description }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('STO ');
    await expect(table.getByRole('button', { name: /^SO / })).toHaveCount(0);
    // the filter cleared again (the deliveries-due filters are the user's, kept on the server)
    await page.getByRole('combobox', { name: 'Orders', exact: true }).focus();
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table.getByRole('button', { name: /^SO / }).first()).toBeVisible();
  });
});
