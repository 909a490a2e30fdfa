import { expect, test } from './fixtures';
import { getJson, postAsAdmin, postOpeningStock, scanInto, serializedKeyboard, signIn, unstockedCable } from './helpers';

/**
 * Goods issue to a cost centre on a handheld (360 px): scan the source bin (its own bins
 * CCI-nn, seed/inventory.ts), choose the cost centre by autocomplete, add a cable by quantity and a
 * keyboard by serial (a reason each), reload the list mid-flow, post one 201 document; a supervisor
 * reverses it (202) and the stock and the serial come back.
 */
const DOCS = '/supplier/api/warehouse/material-documents';

test('issue two materials to a cost centre on a handheld, then reverse', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  // a cable no other spec stocks: the last plain one without stock in the plant (the others take the first ones)
  const cable = await unstockedCable(page, { fromEnd: true });
  const keyboard = await serializedKeyboard(page);
  const bin = 'CCI-01';
  const at = { plant: '1000', sloc: '0001', bin };
  await postOpeningStock(browser, 'e2e cost centre issue', [
    { movementType: '561', material: cable, quantity: '10', to: at },
    { movementType: '561', material: keyboard, quantity: '2', to: at, serials: ['E2E-CC-1', 'E2E-CC-2'] },
  ]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/supplier/warehouse/wm/costcenter/source');
  await scanInto(page.getByLabel('Source bin'), bin);
  // autocomplete: part of the name lists the cost centres of the plant's company
  await page.getByRole('textbox', { name: 'Cost centre' }).fill('customer');
  await page.getByRole('button', { name: '101010 - Customer Support' }).click();
  await expect(page).toHaveURL(/\/costcenter\/addmaterial$/);
  await scanInto(page.getByLabel('Material', { exact: true }), cable);
  await scanInto(page.getByLabel(/^Quantity/), '3');
  await expect(page.getByRole('button', { name: 'No reason' })).toHaveCount(0);
  await page.getByRole('button', { name: '0001 Internal use' }).click();
  await expect(page).toHaveURL(/\/costcenter\/matlist$/);
  const list = page.getByRole('list', { name: 'Materials to issue' }).getByRole('listitem');
  await expect(list).toHaveCount(1);
  await page.keyboard.press('F2');
  await scanInto(page.getByLabel('Material', { exact: true }), keyboard);
  await scanInto(page.getByLabel('Serial', { exact: true }), 'E2E-CC-2');
  await page.keyboard.press('F4');
  await page.getByRole('button', { name: '0002 Demonstration unit' }).click();
  await expect(list).toHaveCount(2);
  // a reload keeps the list (and its idempotency key)
  await page.reload();
  await expect(list).toHaveCount(2);
  await page.screenshot({ path: 'test-results/cost-center-matlist-360.png', fullPage: true });
  await page.keyboard.press('F4');
  const posted = page.getByText(/^Posted as material document \d{10}\./);
  await expect(posted).toBeVisible();
  const matDoc = /(\d{10})/.exec((await posted.textContent()) ?? '')?.[1] as string;
  // the operator holds no reversal grant (MBST): no reverse button
  await expect(page.getByRole('button', { name: 'Reverse (202)' })).toHaveCount(0);

  const doc = await getJson<{
    items: { movementType: string; material: string; quantity: string; costCenter: string | null; reason: string | null }[];
  }>(page, `${DOCS}/${matDoc}`);
  expect(doc.items.map((i) => [i.movementType, i.material, i.quantity, i.costCenter])).toEqual([
    ['201', cable, '3.000', '101010'],
    ['201', keyboard, '1.000', '101010'],
  ]);
  const serial = () =>
    getJson<{ items: { serialNumber: string; status: string; bin: string | null }[] }>(
      page,
      `/supplier/api/warehouse/serialized-equipments?material=${keyboard}&serialNo=E2E-CC-2`,
    );
  expect((await serial()).items.map((u) => [u.status, u.bin])).toEqual([['ISSUED', null]]);

  // a supervisor reverses the issue on the handheld: 202, the serial is back in the bin
  const admin = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  const reversal = await postAsAdmin<{ matDoc: string }>(browser, `${DOCS}/${matDoc}/reversal`, {});
  const reversed = await getJson<{ items: { movementType: string }[] }>(admin, `${DOCS}/${reversal.matDoc}`);
  expect(reversed.items.map((i) => i.movementType)).toEqual(['202', '202']);
  expect((await serial()).items.map((u) => [u.status, u.bin])).toEqual([['IN_STOCK', bin]]);
  const stock = await getJson<{ rows: { bin: string | null; quantity: string }[] }>(
    page,
    `/supplier/api/warehouse/stock?material=${cable}&plant=1000&bin=${bin}`,
  );
  expect(stock.rows.map((r) => r.quantity)).toEqual(['10.000']);
});

/**
 * The whole issue by keyboard alone (a scanner's wedge keys, F-keys), no tap: each
 * step's field has the focus; the cost centre and the reason are choice lists (type to filter, the
 * arrows move the highlight, Enter picks), and F4 posts.
 */
test('a cost-centre issue by keyboard alone: bin, cost centre, material, quantity, reason, post', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const cable = await unstockedCable(page, { fromEnd: true });
  const bin = 'CCI-02';
  await postOpeningStock(browser, 'e2e cost centre keyboard', [
    { movementType: '561', material: cable, quantity: '5', to: { plant: '1000', sloc: '0001', bin } },
  ]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/supplier/warehouse/wm/costcenter/source');
  const keys = async (field: ReturnType<typeof page.getByRole>, text: string) => {
    await expect(field).toBeFocused();
    await expect(field).toBeEditable();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };
  await keys(page.getByRole('textbox', { name: 'Source bin' }), bin);
  // the prompt moves on to the cost centre: typing filters, the first match is highlighted, Enter picks it
  const costCentre = page.getByRole('textbox', { name: 'Cost centre' });
  await expect(costCentre).toBeFocused();
  await page.keyboard.type('customer');
  const choices = page.getByRole('list', { name: 'Cost centres' }).getByRole('button');
  await expect(choices.first()).toHaveText('101010 - Customer Support');
  await expect(choices.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/costcenter\/addmaterial$/);
  await keys(page.getByRole('textbox', { name: 'Material', exact: true }), cable);
  const quantity = page.getByRole('textbox', { name: /^Quantity/ });
  await expect(quantity).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  // the reason: a typed word filters the list, the arrow moves the highlight, Enter picks the highlighted one
  const reason = page.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  const reasons = page.getByRole('list', { name: 'Movement reasons' }).getByRole('button');
  await expect(reasons).not.toHaveCount(0);
  await page.keyboard.type('zzz-none');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nothing in the list matches zzz-none.')).toBeVisible();
  await expect(reason).toBeFocused();
  await page.keyboard.type('demo');
  await expect(reasons).toHaveCount(1);
  await expect(reasons.first()).toHaveText('0002 Demonstration unit');
  for (const _ of 'demo') await page.keyboard.press('Backspace');
  await expect(reasons).not.toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(reasons.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(reasons.nth(1)).toHaveText('0002 Demonstration unit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/costcenter\/matlist$/);
  await expect(page.getByRole('list', { name: 'Materials to issue' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F4');
  const posted = page.getByText(/^Posted as material document \d{10}\./);
  await expect(posted).toBeVisible();
  const matDoc = /(\d{10})/.exec((await posted.textContent()) ?? '')?.[1] as string;
  const doc = await getJson<{
    items: { movementType: string; material: string; quantity: string; costCenter: string | null; reason: string | null }[];
  }>(page, `${DOCS}/${matDoc}`);
  expect(doc.items.map((i) => [i.movementType, i.material, i.quantity, i.costCenter, i.reason])).toEqual([
    ['201', cable, '2.000', '101010', '0002'],
  ]);
});
