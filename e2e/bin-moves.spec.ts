import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  batchlessCables,
  emptyBinsOfType,
  expectReplayedAfterReload,
  getJson,
  loseFirstAnswer,
  postOpeningStock,
  scanInto,
  serializedKeyboard,
  signInOnHandheld,
} from './helpers';

/**
 * On a handheld (360 px, scanner = typing + Enter): inquire a bin and a material, move a
 * quantity and a serial bin to bin, move two materials from storage location to storage location
 * with reasons; then find all of it in the stock overview and its material documents.
 */

test('inquire, move bin to bin and sloc to sloc on a handheld, then see it in the stock overview', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInOnHandheld(page);

  // stock of our own to work with: two empty rack bins, a cable and a keyboard with two serials in one
  const empty = await emptyBinsOfType(page, '001', 5);
  const [source, destination] = empty.map((b) => b.binId) as [string, string];
  const [cableA, cableB, cableC] = (await batchlessCables(page)) as [string, string, string];
  const keyboard = await serializedKeyboard(page);
  await postOpeningStock(browser, 'e2e opening stock', [
    { movementType: '561', material: cableA, quantity: '10', to: { plant: '1000', sloc: '0001', bin: source } },
    {
      movementType: '561',
      material: keyboard,
      quantity: '2',
      to: { plant: '1000', sloc: '0001', bin: source },
      serials: ['E2E-SN-1', 'E2E-SN-2'],
    },
    { movementType: '561', material: cableB, quantity: '5', to: { plant: '1000', sloc: '0002' } },
    { movementType: '561', material: cableC, quantity: '4', to: { plant: '1000', sloc: '0002' } },
  ]);
  const [firstInBin, secondInBin] = [cableA, keyboard].sort();

  // inquire a bin: one position per screen, F9 to the next
  await page.goto('/supplier/warehouse/wm/si/home');
  await scanInto(page.getByLabel('Storage bin'), source);
  await expect(page).toHaveURL(new RegExp(`/si/bindetails/binNumber/${source}/index/0$`));
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(page.getByText(firstInBin as string, { exact: true })).toBeVisible();
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(/\/index\/1$/);
  await expect(page.getByText(secondInBin as string, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /F9 Next/ })).toBeDisabled();
  if (secondInBin === keyboard) await expect(page.getByText('E2E-SN-2')).toBeVisible();

  // inquire a material: where it is
  await page.goto('/supplier/warehouse/wm/si/mathome');
  await scanInto(page.getByLabel('Material', { exact: true }), cableA);
  await expect(page).toHaveURL(new RegExp(`/si/binmatdetails/matNum/${cableA}/index/0$`));
  await expect(page.getByText(source, { exact: true })).toBeVisible();
  await expect(page.getByText('10 EA').or(page.getByText('10 M'))).toBeVisible();

  // bin to bin: a quantity
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), source);
  await scanInto(page.getByLabel('Material or serial'), cableA);
  await scanInto(page.getByLabel(/^Quantity/), '3');
  await scanInto(page.getByLabel('Destination bin'), destination);
  const moved = page.getByText(/^Moved: transfer order \d+, material document \d{10}\.$/);
  await expect(moved).toBeVisible();
  const quantityDoc = /material document (\d{10})/.exec((await moved.textContent()) ?? '')?.[1] as string;

  // bin to bin: a serial, scanned as the item
  await scanInto(page.getByLabel('Next source bin'), source);
  await scanInto(page.getByLabel('Material or serial'), 'E2E-SN-1');
  await expect(page.getByRole('list', { name: 'Scanned serials' })).toContainText('E2E-SN-1');
  await page.keyboard.press('F4');
  await scanInto(page.getByLabel('Destination bin'), destination);
  await expect(page.getByText(/^Moved: transfer order \d+, material document \d{10}\.$/)).not.toContainText(quantityDoc);

  // stock to stock 311: two materials from 0002 to 0003, each with a reason, one document
  await page.goto('/supplier/warehouse/wm/s2s/source/311');
  await scanInto(page.getByLabel('Source storage location'), '0002');
  await expect(page).toHaveURL(/\/s2s\/destination$/);
  await scanInto(page.getByLabel('Destination storage location'), '0003');
  await expect(page).toHaveURL(/\/s2s\/addmaterial$/);
  await scanInto(page.getByLabel('Material', { exact: true }), cableB);
  await scanInto(page.getByLabel(/^Quantity/), '2');
  await page.getByRole('button', { name: '0001 Relocation' }).click();
  await expect(page).toHaveURL(/\/s2s\/matlist$/);
  await expect(page.getByRole('list', { name: 'Materials to move' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F2');
  await scanInto(page.getByLabel('Material', { exact: true }), cableC);
  await scanInto(page.getByLabel(/^Quantity/), '1');
  await page.getByRole('button', { name: '0002 Customer return' }).click();
  await expect(page.getByRole('list', { name: 'Materials to move' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('F4');
  const posted = page.getByText(/^Posted as material document \d{10}\.$/);
  await expect(posted).toBeVisible();
  const s2sDoc = /(\d{10})/.exec((await posted.textContent()) ?? '')?.[1] as string;

  // the stock overview shows the result; its rows open their material documents and serials
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&q=${cableA}`);
  const table = page.locator('table.sv-table').first();
  await expect(table.getByRole('row').filter({ hasText: source })).toContainText('7');
  const destinationRow = table.getByRole('row').filter({ hasText: destination });
  await expect(destinationRow).toContainText('3');
  await expect(page.getByLabel('Totals per category')).toContainText('10');
  await destinationRow.getByRole('button', { name: cableA }).click();
  const detail = page.getByRole('region', { name: `Stock of ${cableA}` });
  await expect(detail.getByRole('button', { name: quantityDoc })).toBeVisible();
  await detail.getByRole('button', { name: quantityDoc }).click();
  await expect(detail).toContainText('999 Bin to bin');

  await page.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&q=${keyboard}&bin=${destination}`);
  await table.getByRole('button', { name: keyboard }).click();
  await page.getByRole('tab', { name: 'Serials' }).click();
  await expect(page.getByRole('list', { name: 'Serials' })).toContainText('E2E-SN-1');

  await page.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&q=${cableB}`);
  await expect(table.getByRole('row').filter({ hasText: '0002' })).toContainText('3');
  const moved311 = table.getByRole('row').filter({ hasText: '0003' });
  await expect(moved311).toContainText('2');
  await moved311.getByRole('button', { name: cableB }).click();
  await page.getByRole('button', { name: s2sDoc }).click();
  await expect(page.getByRole('region', { name: `Stock of ${cableB}` })).toContainText('reason 0001');
  await expect(page.getByRole('region', { name: `Stock of ${cableB}` })).toContainText(cableC);
});

/**
 * 10 of a cable put into `source` as opening stock, then bin to bin on the handheld up to its
 * destination: source bin, the cable and a quantity of 3 scanned.
 */
/** The material's stock in plant 1000 by bin, read through the API: bin -> quantity (0 where there is none). */
async function stockByBin(page: Page, material: string): Promise<(bin: string) => number> {
  const stock = await getJson<{ rows: { bin: string | null; quantity: string }[] }>(
    page,
    `/supplier/api/warehouse/stock?material=${material}&plant=1000`,
  );
  return (bin) => stock.rows.filter((r) => r.bin === bin).reduce((n, r) => n + Number(r.quantity), 0);
}

async function startMovingThree(page: Page, browser: Browser, headerText: string, cable: string, source: string) {
  await postOpeningStock(browser, headerText, [
    { movementType: '561', material: cable, quantity: '10', to: { plant: '1000', sloc: '0001', bin: source } },
  ]);
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), source);
  await scanInto(page.getByLabel('Material or serial'), cable);
  await scanInto(page.getByLabel(/^Quantity/), '3');
}

test('a reload in the middle of a bin-to-bin posting, then posting again, replays the first document', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInOnHandheld(page);
  // two empty rack bins far from the first ones of the list (the other test takes those)
  const empty = await emptyBinsOfType(page, '001', 20);
  const [source, destination] = empty.slice(-2).map((b) => b.binId) as [string, string];
  const cable = (await batchlessCables(page)).at(-1) as string;
  await startMovingThree(page, browser, 'e2e reload stock', cable, source);

  // the posting reaches the server, its answer never reaches the browser
  // and the replays after it pass, their answers recorded
  const lost = await loseFirstAnswer(page, '**/bin-to-bin');
  await scanInto(page.getByLabel('Destination bin'), destination);
  await expectReplayedAfterReload(page, lost, '**/bin-to-bin');

  // one document: the destination holds 3, the source 7
  const inBin = await stockByBin(page, cable);
  expect(inBin(destination)).toBe(3);
  expect(inBin(source)).toBe(7);
});

test('bin to bin: stepping back (F2) from the destination shows no stale quantity', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInOnHandheld(page);
  const empty = await emptyBinsOfType(page, '001', 12);
  const source = empty.at(-1)?.binId as string;
  const cable = (await batchlessCables(page)).at(-2) as string;
  await startMovingThree(page, browser, 'e2e step back stock', cable, source);
  const summary = page.getByRole('list', { name: 'This move' });
  await expect(summary).toContainText('Quantity');
  await expect(page.getByLabel('Destination bin')).toBeFocused();
  await page.keyboard.press('F2');
  await expect(page.getByLabel(/^Quantity/)).toBeVisible();
  await expect(summary).not.toContainText('Quantity');
  await scanInto(page.getByLabel(/^Quantity/), '2');
  await expect(summary).toContainText('Quantity2');
});

test('bin to bin at a scanner\u2019s pace on a slow access point: scans made while a scan is looked up go to the fields they were meant for; one behind a refused scan is not taken', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInOnHandheld(page);
  const empty = (await emptyBinsOfType(page, '001', 30)).filter((b) => !b.blocked);
  const [source, destination] = empty.slice(-4, -2).map((b) => b.binId) as [string, string];
  const cable = (await batchlessCables(page)).at(-3) as string;
  await postOpeningStock(browser, 'e2e fast scans stock', [
    { movementType: '561', material: cable, quantity: '10', to: { plant: '1000', sloc: '0001', bin: source } },
  ]);
  await page.goto('/supplier/warehouse/wm/b2b');
  await expect(page.getByLabel('Source bin')).toBeFocused();

  // what a scan is (the lookup of every scan field here) answered only when the test lets it go
  let open = () => {};
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  const looked: string[] = [];
  await page.route(/\/supplier\/api\/warehouse\/scan\//, async (route) => {
    looked.push(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? ''));
    await gate;
    await route.continue();
  });
  const wedge = async (code: string) => {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  };

  // four scans in a row while the first is still looked up: source bin, material, quantity, destination
  closeGate();
  await wedge(source);
  await expect.poll(() => looked).toEqual([source]);
  await wedge(cable);
  await wedge('3');
  await wedge(destination);
  expect(looked).toEqual([source]);
  open();
  const moved = page.getByText(/^Moved: transfer order \d+, material document \d{10}\.$/);
  await expect(moved).toBeVisible();
  expect(looked).toEqual([source, cable, destination]);
  const inBin = await stockByBin(page, cable);
  expect(inBin(destination)).toBe(3);
  expect(inBin(source)).toBe(7);

  // a bin that does not exist, and the material scanned at once behind it: the refusal is shown, the material is
  // not taken for a bin
  const next = page.getByLabel('Next source bin');
  await expect(next).toBeFocused();
  closeGate();
  await wedge('NO-SUCH-BIN-9');
  await expect.poll(() => looked.length).toBe(4);
  await wedge(cable);
  open();
  await expect(page.getByText('NO-SUCH-BIN-9')).toBeVisible();
  await expect(next).toBeEditable();
  await expect(next).toHaveValue('');
  expect(looked.slice(3)).toEqual(['NO-SUCH-BIN-9']);
  // the next scan is taken as usual
  await wedge(source);
  await expect(page.getByLabel('Material or serial')).toBeFocused();
});
