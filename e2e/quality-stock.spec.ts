import { expect, test } from './fixtures';
import { emptyBinsOfType, postOpeningStock, scanInto, serializedKeyboard, signInOnHandheld } from './helpers';

/**
 * Quality stock on a handheld (360 px, scanner = typing + Enter): a serial received into quality
 * inspection stock is found by the stock inquiry (material, bin, category), moved bin to bin as
 * quality stock, and released with 321 from the warehouse menu.
 */

const SERIAL = 'E2E-QS-1';

test('a serial in quality stock: inquire it, move it bin to bin, release it with 321 from the menu', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInOnHandheld(page);

  // two empty rack bins (not the first ones, which the bin-moves spec takes) and a serialized keyboard
  const empty = await emptyBinsOfType(page, '001', 20);
  const [source, destination] = empty
    .filter((b) => !b.blocked)
    .slice(6)
    .map((b) => b.binId) as [string, string];
  const keyboard = await serializedKeyboard(page);
  await postOpeningStock(browser, 'e2e quality stock', [
    {
      movementType: '561',
      material: keyboard,
      quantity: '1',
      to: { plant: '1000', sloc: '0001', bin: source, category: 'QUALITY' },
      serials: [SERIAL],
    },
  ]);

  // stock inquiry: the scanned serial names its material, bin and category
  await page.goto('/supplier/warehouse/wm/si/home');
  await scanInto(page.getByLabel('Storage bin'), SERIAL);
  let card = page.getByRole('region', { name: `Serial ${SERIAL}` });
  await expect(card).toContainText(keyboard);
  await expect(card).toContainText(source);
  await expect(card).toContainText('Quality');

  // bin to bin: the serial moves and stays in quality stock
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), source);
  await scanInto(page.getByLabel('Material or serial'), SERIAL);
  await expect(page.getByRole('list', { name: 'Scanned serials' })).toContainText(SERIAL);
  await page.keyboard.press('F4');
  await scanInto(page.getByLabel('Destination bin'), destination);
  await expect(page.getByText(/^Moved: transfer order \d+, material document \d{10}\.$/)).toBeVisible();

  await page.goto('/supplier/warehouse/wm/si/mathome');
  await scanInto(page.getByLabel('Material', { exact: true }), SERIAL);
  card = page.getByRole('region', { name: `Serial ${SERIAL}` });
  await expect(card).toContainText(destination);
  await expect(card).toContainText('Quality');

  // the menu offers every stock-to-stock type; 321 releases the serial to unrestricted stock
  await page.goto('/supplier/warehouse/menu/index');
  const menu = page.getByRole('list', { name: 'Warehouse functions' });
  for (const type of ['311', '321', '343', '344', '349', '350'])
    await expect(menu.getByRole('link', { name: new RegExp(`Stock to Stock ${type} `) })).toBeVisible();
  await menu.getByRole('link', { name: /Stock to Stock 321 Quality inspection to unrestricted/ }).click();
  await expect(page).toHaveURL(/\/s2s\/source\/321$/);
  await scanInto(page.getByLabel('Source storage location'), '0001');
  await expect(page).toHaveURL(/\/s2s\/addmaterial$/);
  await scanInto(page.getByLabel('Source bin'), destination);
  await scanInto(page.getByLabel('Material', { exact: true }), keyboard);
  await scanInto(page.getByRole('textbox', { name: 'Serial' }), SERIAL);
  await expect(page.getByRole('list', { name: 'Scanned serials' })).toContainText(SERIAL);
  await page.keyboard.press('F4');
  await page.getByRole('list', { name: 'Movement reasons' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/s2s\/matlist$/);
  await expect(page.getByRole('list', { name: 'Materials to move' })).toContainText(SERIAL);
  await page.getByRole('button', { name: /F4 Post/ }).click();
  await expect(page.getByText(/^Posted as material document \d{10}\.$/)).toBeVisible();

  await page.goto('/supplier/warehouse/wm/si/home');
  await scanInto(page.getByLabel('Storage bin'), SERIAL);
  card = page.getByRole('region', { name: `Serial ${SERIAL}` });
  await expect(card).toContainText(destination);
  await expect(card).toContainText('Unrestricted');
});
