import { expect, test } from './fixtures';
import { scanInto, signIn } from './helpers';
import { deliveryOf } from './journey-helpers';

/**
 * A field the server refuses is named by its label in what the user reads
 * ("Gross weight: ..."), never by its path ("body.grossWeight").
 */
const MATERIAL = 'SHIP-CABLE-01';

test.describe('field labels at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a refused gross weight is named "Gross weight", not body.grossWeight', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const delivery = await deliveryOf(page, '3900000001');
    await page.goto('/supplier/warehouse/wm/pack');
    await scanInto(page.getByLabel('Scan delivery or HU'), delivery);
    await expect(page).toHaveURL(new RegExp(`delivery=${delivery}`));
    await scanInto(page.getByLabel('Scan material, serial or HU'), MATERIAL);
    await scanInto(page.getByLabel(`Quantity of ${MATERIAL}`), '1');
    await page.keyboard.press('F4');
    // a number the screen reads but the server refuses (more than three decimals)
    await page.getByLabel('Gross weight (kg)').fill('1.23456');
    await page.getByLabel('Gross weight (kg)').press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(/Gross weight: /);
    await expect(dialog).not.toContainText('body.');
    await expect(dialog).not.toContainText('grossWeight');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add more' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
  });
});
