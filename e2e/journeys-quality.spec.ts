import { expect, type Page, test } from '@playwright/test';
import { emptyBinsOfType, getJson, purchaseOrderItems, scanInto, signIn, signInOnHandheld } from './helpers';

/**
 * Journey (issue 34), through the handheld screens only (360 px): a serial received into quality
 * inspection and put away, a defect and a repair with a part, findings validated, the usage decision
 * (accept, 321, with a reload before posting), the released serial moved bin to bin. The API only
 * reads back; the ledger check is clean at the end. The part is the QM e2e part (seed/quality.ts).
 */
const PART = 'ZQM-PART-E2E';
/** the quality spec's own order (it receives all of it) */
const QM_E2E_PO = '4590000001';
const IQMS = '/supplier/warehouse/iqms';

async function field(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  return input;
}

test('journey: receipt into inspection -> defect -> repair with a part -> usage decision -> bin to bin; ledger clean', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInOnHandheld(page);
  const [found] = await purchaseOrderItems(
    page.request,
    (i) =>
      i.serialized && i.qualityInspected && !i.batchManaged && !i.closed && i.receivedQuantity === '0.000' && Number(i.maxReceivable) >= 1,
    { skip: [QM_E2E_PO] },
  );
  if (!found) throw new Error('no open quality-inspected serialized purchase order item');
  const { po, item } = found;
  const serial = `JQ-${Date.now().toString(36).toUpperCase()}`;

  // goods receipt of one serial: quality inspection stock, a lot opens
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  const card = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await card.getByLabel('Quantity (serials)').fill('1');
  await card.getByRole('button', { name: /^Serials/ }).click();
  await scanInto(page.getByLabel('Serial', { exact: true }), serial);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();

  // put away to the suggested bin
  await page.getByRole('link', { name: 'Put away now' }).click();
  await expect(page).toHaveURL(/\/wm\/putaway\/suggested\?order=6\d{9}&line=1$/);
  const rack = ((await page.getByTestId('suggested-bin').textContent()) ?? '').trim();
  await scanInto(page.getByLabel(/^Scan source bin/), 'GR-ZONE-01');
  await scanInto(page.getByLabel(/^Scan material/), item.material);
  await scanInto(page.getByLabel(/^Quantity/), '1');
  // the line's one serial is taken with the quantity
  await expect(page.getByText(serial)).toBeVisible();
  await scanInto(page.getByLabel(/^Scan destination bin/), rack);
  await expect(page.getByRole('status').filter({ hasText: 'Line 1 confirmed' })).toBeVisible();

  // inspection: the serial's lot decides the category; a defect, a repair consuming one part, summary, validation
  await page.goto(`${IQMS}/home/BU`);
  await scanInto(page.getByLabel('Serial to inspect'), serial);
  await expect(page).toHaveURL(new RegExp(`/iqms/prd/[A-Z]+/${serial}/assigndefects$`));
  const lot = ((await page.getByRole('list', { name: 'Inspection' }).getByRole('link').first().textContent()) ?? '').trim();
  expect(lot).toMatch(/^\d{10}$/);
  await page.getByRole('button', { name: 'Assign defect' }).click();
  await expect(page.getByRole('list', { name: 'Assigned defects' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(/\/repair$/);
  await (await field(page, 'Repair action')).fill('Replace display panel');
  await (await field(page, 'Part consumed (material)')).fill(PART);
  await page.getByRole('button', { name: 'Record repair' }).click();
  await expect(page.getByRole('list', { name: 'Recorded repairs' })).toContainText(PART);
  await page.keyboard.press('F9');
  await (await field(page, 'Summary of findings')).fill('Panel replaced, unit works');
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Summary saved.')).toBeVisible();
  await page.keyboard.press('F9');
  await page.getByRole('button', { name: 'Validate findings' }).click();
  await expect(page.getByRole('button', { name: 'Validated by whfra' })).toBeVisible();

  // usage decision: the serial scanned is accepted; a reload before posting keeps it; F4 posts 321
  await page.goto(`${IQMS}/closelot`);
  await scanInto(page.getByLabel('Inspection lot'), lot);
  await scanInto(page.getByLabel('Serial', { exact: true }), serial);
  await expect(page.getByLabel(`Decision for ${serial}`)).toHaveValue('ACCEPT');
  await page.reload();
  await expect(page.getByLabel(`Decision for ${serial}`)).toHaveValue('ACCEPT');
  await page.keyboard.press('F4');
  await expect(page.getByRole('status').filter({ hasText: `Lot ${lot} closed: material document` })).toBeVisible();

  // the released serial moves bin to bin from the rack bin to an empty one
  const destination = (await emptyBinsOfType(page, '001', 50)).filter((b) => !b.blocked).at(-5)?.binId as string;
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), rack);
  await scanInto(page.getByLabel('Material or serial'), serial);
  await expect(page.getByRole('list', { name: 'Scanned serials' })).toContainText(serial);
  await page.keyboard.press('F4');
  await scanInto(page.getByLabel('Destination bin'), destination);
  await expect(page.getByText(/^Moved: transfer order \d+, material document \d{10}\.$/)).toBeVisible();

  // read back: the serial unrestricted in the destination; the lot closed; the ledger clean
  const units = await getJson<{ items: { serialNumber: string; category: string; bin: string | null }[] }>(
    page,
    `/supplier/api/warehouse/serialized-equipments?serialNo=${serial}`,
  );
  expect(units.items.map((u) => [u.serialNumber, u.category, u.bin])).toEqual([[serial, 'UNRESTRICTED', destination]]);
  const lots = await getJson<{ items: { lotNumber: string; status: string }[] }>(
    page,
    `/supplier/api/warehouse/quality/lots?material=${item.material}`,
  );
  expect(lots.items.find((l) => l.lotNumber === lot)?.status).toBe('CLOSED');
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  const ledger = await getJson<{ ok: boolean; differences: unknown[] }>(admin, '/supplier/api/admin/ledger-check');
  expect(ledger.differences).toEqual([]);
  expect(ledger.ok).toBe(true);
});
