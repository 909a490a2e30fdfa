import { JOURNEY_MATERIALS, JOURNEY_PO } from '../src/server/seed/journey-orders';
import { expect, test } from './fixtures';
import { emptyBinsOfType, getJson, scanInto, signInOnHandheld } from './helpers';
import { ledgerCleanOnScreen, receiveSerials, repairSummarizeValidate } from './journey-helpers';

/**
 * Journey, through the handheld screens only (360 px): a serial received into quality
 * inspection and put away, a defect and a repair with a part, findings validated, the usage decision
 * (accept, 321, with a reload before posting), the released serial moved bin to bin. The API only
 * reads back; the administrator's ledger check screen is clean at the end. The journey's own order
 * (seed/journeys.ts): purchase order 4591000001, 10 of the quality-inspected terminal ZJRN-TRM-0001
 * (one per run); the part is the QM e2e part (seed/quality.ts).
 */
const PART = 'ZQM-PART-E2E';
const PO = JOURNEY_PO;
const ITEM = { itemNo: 10, material: JOURNEY_MATERIALS.terminal };
const IQMS = '/supplier/warehouse/iqms';

test('journey: receipt into inspection -> defect -> repair with a part -> usage decision -> bin to bin; ledger clean', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInOnHandheld(page);
  const item = ITEM;
  const serial = `JQ-${Date.now().toString(36).toUpperCase()}`;

  // goods receipt of one serial: quality inspection stock, a lot opens
  await receiveSerials(page, PO, item.itemNo, [serial]);

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
  await repairSummarizeValidate(page, PART, 'Panel replaced, unit works');

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
  await ledgerCleanOnScreen(browser);
});
