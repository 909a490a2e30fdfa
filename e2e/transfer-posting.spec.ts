import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getJson, postOpeningStock, signIn } from './helpers';

/**
 * Transfer posting on the desktop: 309 material to material with serials captured in the
 * SerialEntry control, a reason of 309, from one bin into another (bins XFP-nn of seed/inventory.ts).
 * The old material's serials leave the stock, the new material's enter it; the ledger check stays clean.
 */
/** Opens the SerialEntry control and captures the serials one by one, each shown in its list. */
async function captureSerials(page: Page, serials: string[]) {
  await page.getByRole('button', { name: 'Serials' }).click();
  const serial = page.getByRole('textbox', { name: 'Serial' });
  for (const s of serials) {
    await serial.fill(s);
    await serial.press('Enter');
    await expect(page.getByRole('list', { name: 'Serial numbers' })).toContainText(s);
  }
}

test('309 material to material with serials on the desktop', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const keyboards = await getJson<{ items: { materialId: string; batchManaged: boolean }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=kbd&serialized=true&pageSize=10',
  );
  const [from, into] = keyboards.items.filter((m) => !m.batchManaged).map((m) => m.materialId) as [string, string];
  const at = { plant: '1000', sloc: '0001', bin: 'XFP-01' };
  await postOpeningStock(browser, 'e2e transfer posting', [
    { movementType: '561', material: from, quantity: '3', to: at, serials: ['E2E-XP-1', 'E2E-XP-2', 'E2E-XP-3'] },
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/supplier/warehouse/xferposting/index');
  await page.getByLabel('Movement type').selectOption('309');
  await page.getByLabel('Plant', { exact: true }).selectOption('1000');
  await page.getByLabel('Storage location', { exact: true }).selectOption('0001');
  await page.getByLabel('Storage bin').fill('XFP-01');
  await page.getByLabel('Receiving bin').fill('XFP-02');
  await page.getByLabel('Material', { exact: true }).fill(from);
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByTestId('xp-material')).toContainText('serialized: 0 serials captured');
  await page.getByLabel('Receiving material').fill(into);
  await page.getByLabel('Reason').selectOption('0001');
  // two serials in the SerialEntry control; a third serial of another bin is refused there
  await captureSerials(page, ['E2E-XP-1', 'E2E-XP-2']);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('xp-material')).toContainText('serialized: 2 serials captured');
  await page.getByRole('button', { name: 'Add line' }).click();
  const lines = page.getByRole('table', { name: 'Lines to post' });
  await expect(lines).toContainText('E2E-XP-1, E2E-XP-2');
  await expect(lines).toContainText(into);
  await page.screenshot({ path: 'test-results/transfer-posting-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Post' }).click();
  const posted = page.getByRole('status').filter({ hasText: /^Posted as material document \d{10}\./ });
  await expect(posted).toBeVisible();
  const matDoc = /(\d{10})/.exec((await posted.textContent()) ?? '')?.[1] as string;
  // the transfer-posting labels of the document, from the label service
  const labels = posted.getByRole('link', { name: 'Transfer-posting labels (PDF)' });
  const pdf = await page.request.get((await labels.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const doc = await getJson<{ items: { movementType: string; material: string; serials: { serialNumber: string }[] }[] }>(
    page,
    `/supplier/api/warehouse/material-documents/${matDoc}`,
  );
  expect(doc.items.map((i) => [i.movementType, i.material, i.serials.map((s) => s.serialNumber).sort()])).toEqual([
    ['309', from, ['E2E-XP-1', 'E2E-XP-2']],
    ['309', into, ['E2E-XP-1', 'E2E-XP-2']],
  ]);
  const units = (material: string) =>
    getJson<{ items: { serialNumber: string; status: string; bin: string | null }[] }>(
      page,
      `/supplier/api/warehouse/serialized-equipments?material=${material}&serialNo=E2E-XP-*`,
    );
  expect((await units(from)).items.map((u) => [u.serialNumber, u.status, u.bin]).sort()).toEqual([
    ['E2E-XP-1', 'REMOVED', null],
    ['E2E-XP-2', 'REMOVED', null],
    ['E2E-XP-3', 'IN_STOCK', 'XFP-01'],
  ]);
  expect((await units(into)).items.map((u) => [u.serialNumber, u.status, u.bin]).sort()).toEqual([
    ['E2E-XP-1', 'IN_STOCK', 'XFP-02'],
    ['E2E-XP-2', 'IN_STOCK', 'XFP-02'],
  ]);
  // the movement type is remembered (userprefs xferposting)
  await page.reload();
  await expect(page.getByLabel('Movement type')).toHaveValue('309');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  const ledger = await getJson<{ ok: boolean; differences: unknown[] }>(admin, '/supplier/api/admin/ledger-check');
  expect(ledger.differences).toEqual([]);
});

/**
 * Two steps plant to plant on the desktop: Frankfurt (whfra) posts 303 of two serials from 1000/0002
 * into transit to plant 2000 (serials captured in the SerialEntry control); Newark (whnwk) picks the
 * 303 document in transit to 2000, ticks one serial, scans the other and places both with 305 into
 * 2000/0002. The serials end in stock in Newark; nothing stays in transit; the ledger check is clean.
 */
test('303 into transit, then 305 out of it at the receiving plant, on the desktop', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  await signIn(page, 'whfra', 'Scan#1000');
  const keyboards = await getJson<{ items: { materialId: string; batchManaged: boolean }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=kbd&serialized=true&pageSize=10',
  );
  const material = keyboards.items.filter((m) => !m.batchManaged).map((m) => m.materialId)[2] as string;
  await postOpeningStock(browser, 'e2e transit transfer', [
    { movementType: '561', material, quantity: '2', to: { plant: '1000', sloc: '0002' }, serials: ['E2E-TT-1', 'E2E-TT-2'] },
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/supplier/warehouse/xferposting/index');
  await page.getByLabel('Movement type').selectOption('303');
  await page.getByLabel('Plant', { exact: true }).selectOption('1000');
  await page.getByLabel('Storage location', { exact: true }).selectOption('0002');
  await page.getByLabel('Receiving plant').selectOption('2000');
  await expect(page.getByLabel('Receiving storage location')).toHaveCount(0);
  await page.getByLabel('Material', { exact: true }).fill(material);
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Reason').selectOption('0001');
  await expect(page.getByTestId('xp-material')).toContainText('serialized: 0 serials captured');
  await captureSerials(page, ['E2E-TT-1', 'E2E-TT-2']);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('table', { name: 'Lines to post' })).toContainText('E2E-TT-1, E2E-TT-2');
  await page.getByRole('button', { name: 'Post' }).click();
  const posted = page.getByRole('status').filter({ hasText: /^Posted as material document \d{10}\./ });
  await expect(posted).toBeVisible();
  const removal = /(\d{10})/.exec((await posted.textContent()) ?? '')?.[1] as string;
  const units = () =>
    getJson<{ items: { serialNumber: string; status: string; plant: string; sloc: string | null }[] }>(
      admin,
      `/supplier/api/warehouse/serialized-equipments?material=${material}&serialNo=E2E-TT-*`,
    );
  expect((await units()).items.map((u) => [u.serialNumber, u.status, u.plant]).sort()).toEqual([
    ['E2E-TT-1', 'IN_TRANSIT', '2000'],
    ['E2E-TT-2', 'IN_TRANSIT', '2000'],
  ]);

  // Newark places what is in transit to it
  const newark = await (await browser.newContext()).newPage();
  await signIn(newark, 'whnwk', 'Scan#2000');
  await newark.setViewportSize({ width: 1280, height: 900 });
  await newark.goto('/supplier/warehouse/xferposting/index');
  await newark.getByLabel('Movement type').selectOption('305');
  await newark.getByLabel('Receiving plant').selectOption('2000');
  await newark.getByLabel('Material document in transit').selectOption(removal);
  const items = newark.getByRole('table', { name: 'Items in transit' });
  await expect(items).toContainText(material);
  await newark.getByLabel('Receiving storage location').selectOption('0002');
  // untick both, then tick one and scan the other
  await newark.getByLabel('Serial E2E-TT-1').uncheck();
  await newark.getByLabel('Serial E2E-TT-2').uncheck();
  await newark.getByLabel('Serial E2E-TT-1').check();
  await newark.getByLabel('Serial to place').fill('E2E-TT-2');
  await newark.getByLabel('Serial to place').press('Enter');
  await expect(newark.getByLabel('Serial E2E-TT-2')).toBeChecked();
  await newark.screenshot({ path: 'test-results/transfer-posting-305.png', fullPage: true });
  await newark.getByRole('button', { name: 'Post' }).click();
  const placed = newark.getByRole('status').filter({ hasText: /^Posted as material document \d{10}\./ });
  await expect(placed).toBeVisible();
  const placement = /(\d{10})/.exec((await placed.textContent()) ?? '')?.[1] as string;
  // the 303 document is placed completely: no longer offered
  await expect(newark.getByLabel('Material document in transit').locator(`option[value="${removal}"]`)).toHaveCount(0);

  const doc = await getJson<{
    reference: { type: string; number: string } | null;
    items: { movementType: string; serials: { serialNumber: string }[] }[];
  }>(newark, `/supplier/api/warehouse/material-documents/${placement}`);
  expect(doc.reference).toEqual({ type: 'MD', number: removal });
  expect(doc.items.map((i) => [i.movementType, i.serials.map((s) => s.serialNumber).sort()])).toEqual([['305', ['E2E-TT-1', 'E2E-TT-2']]]);
  expect((await units()).items.map((u) => [u.serialNumber, u.status, u.plant, u.sloc]).sort()).toEqual([
    ['E2E-TT-1', 'IN_STOCK', '2000', '0002'],
    ['E2E-TT-2', 'IN_STOCK', '2000', '0002'],
  ]);

  const ledger = await getJson<{ ok: boolean; differences: unknown[] }>(admin, '/supplier/api/admin/ledger-check');
  expect(ledger.differences).toEqual([]);
});
