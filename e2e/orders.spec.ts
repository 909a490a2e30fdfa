import { expect, test } from './fixtures';
import { openMenu, overflowWidth, signIn } from './helpers';

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

test('order confirmation: 0 saves again as it reads back, a negative quantity has its own message, far above the order asks first', async ({
  page,
}) => {
  // purchase order 4517000007 of vendor V100001: item 10 ordered 10, item 20 ordered 50 (dock seed); repeatable
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supplier', 'Vendor#2026');
  await page.goto('/supplier/purchaseorders/po/4517000007');
  const row = page.getByRole('table', { name: 'Confirmation' }).getByRole('row', { name: /^10 ZDOCK-SER-0001/ });
  const quantity = page.getByLabel('Item 10 confirmed quantity');
  const confirm = page.getByRole('button', { name: 'Confirm order' });
  await quantity.fill('0');
  await confirm.click();
  await expect(page.getByText('Change proposed for purchase order 4517000007: item 10 differs from the order.')).toBeVisible();
  await page.reload();
  await expect(quantity).toHaveValue('0');
  await expect(row).toContainText('Change proposed');
  // saved again as it reads: no "not a decimal number"
  const saved = page.waitForResponse((r) => r.url().endsWith('/4517000007/confirmation') && r.request().method() === 'POST');
  await confirm.click();
  expect((await saved).status()).toBe(201);
  await quantity.fill('-5');
  await confirm.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Quantity cannot be negative.');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // 25 for 10 ordered: asked first; Cancel sends nothing, Confirm anyway saves it
  await quantity.fill('25');
  await confirm.click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm a quantity far above the order' });
  await expect(ask).toContainText('Item 10: the confirmed quantity is more than 2 times the ordered quantity. Confirm anyway?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(quantity).not.toHaveValue('25');
  await quantity.fill('25');
  await confirm.click();
  await ask.getByRole('button', { name: 'Confirm anyway' }).click();
  await expect(page.getByText('Change proposed for purchase order 4517000007: item 10 differs from the order.')).toBeVisible();
  await page.reload();
  await expect(quantity).toHaveValue('25');
  // as ordered: "confirmed", not "change proposed"
  const [month, day, year] = (await row.getByRole('cell').nth(2).innerText()).trim().split('/');
  const ordered = `${year}-${month}-${day}`;
  await quantity.fill('10');
  await page.getByLabel('Item 10 confirmed date').fill(ordered);
  await confirm.click();
  await expect(page.getByText('Purchase order 4517000007 confirmed.')).toBeVisible();
  // the confirmed-date field shows the whole date: its text fits its box
  const date = page.getByLabel('Item 10 confirmed date');
  const fits = await date.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(el).font;
    probe.textContent = '00/00/0000';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    // the picker icon takes about 1.5em beside the text
    return (el as HTMLInputElement).clientWidth >= text + 1.5 * Number.parseFloat(getComputedStyle(el).fontSize);
  });
  expect(fits).toBe(true);
});

test('at 360 px the supplier sees its purchase orders as cards, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'supplier', 'Vendor#2026');
  await expect(page).toHaveURL(/\/supplier\/purchaseorders\/index$/);
  const cards = page.getByRole('list', { name: 'Purchase orders' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Purchase orders' })).toHaveCount(0);
  await expect(cards.getByRole('listitem').first()).toContainText(/V100001 /);
  expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
  // a card opens its order
  const first = cards.getByRole('link').first();
  const number = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { name: `Purchase Order ${number}` })).toBeVisible();
});
