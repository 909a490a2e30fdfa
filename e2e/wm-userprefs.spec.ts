import { expect, test } from './fixtures';
import { getJson, signIn } from './helpers';

/**
 * Warehouse preferences (wm/userprefs/index) at 360 px: the default plant chosen there is
 * the plant of the next handheld screen; the default quantity fills a quantity field. Put back at
 * the end (the preferences are the user's, other specs sign in as the same administrator).
 */
test('the warehouse preferences change the default plant of the next screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/warehouse/wm/userprefs/index');
  const plant = page.getByLabel('Default plant');
  await expect(plant).toHaveValue('1000');
  await plant.selectOption('2000');
  await expect(page.getByLabel('Default warehouse')).toHaveValue('W20');
  await page.getByLabel('Label printer').fill('zebra-w20:9100');
  await page.getByLabel('Default quantity').fill('abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Default quantity');
  await page.getByLabel('Default quantity').fill('1');
  await page.getByLabel('Vibration on a scan error').uncheck();
  await page.keyboard.press('F4');
  await expect(page.getByText('Saved.')).toBeVisible();
  const stored = await getJson<Record<string, unknown>>(page, '/supplier/userprefs/wm');
  expect(stored).toMatchObject({
    plant: '2000',
    warehouse: 'W20',
    printer: 'zebra-w20:9100',
    defaultQuantity: '1',
    vibration: false,
    scanSound: true,
  });
  await page.screenshot({ path: 'test-results/wm-userprefs-360.png', fullPage: true });

  // the next handheld screen works in plant 2000
  await page.goto('/supplier/warehouse/wm/costcenter/source');
  await expect(page.getByLabel('Plant')).toHaveValue('2000');
  await expect(page.getByText('Warehouse W20')).toBeVisible();

  // the preferences screen shows what is stored; back to plant 1000
  await page.goto('/supplier/warehouse/wm/userprefs');
  await expect(page.getByLabel('Default plant')).toHaveValue('2000');
  await expect(page.getByLabel('Vibration on a scan error')).not.toBeChecked();
  await page.getByLabel('Default plant').selectOption('1000');
  await page.getByLabel('Default quantity').fill('');
  await page.getByLabel('Vibration on a scan error').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto('/supplier/warehouse/wm/costcenter/source');
  await expect(page.getByLabel('Plant')).toHaveValue('1000');
});
