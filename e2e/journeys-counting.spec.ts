import { expect, test } from './fixtures';
import { batchlessCables, getJson, postOpeningStock, scanInto, signIn } from './helpers';
import { ADMIN, createPiDocument, DESKTOP, ledgerCleanOnScreen, openAs, postPiDifferences } from './journey-helpers';

/**
 * Journey, through the screens only: a PI document made on the desktop (1280 px), counted
 * on a handheld (360 px) with one difference, a recount asked on the desktop and counted again, the
 * differences posted (702) on the desktop; the API only reads back. Ends with the administrator's
 * ledger check screen clean.
 * Own bins: PIC-11 and PIC-12 (the physical-inventory spec takes the first empty counting bins and PIC-09/10).
 */
const [B1, B2] = ['PIC-11', 'PIC-12'];
const COUNT = '/supplier/warehouse/wm/pi/count/bin';

test('journey: PI document -> count with one difference -> recount -> post 702; ledger clean', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const [m1, m2] = (await batchlessCables(page)).slice(-4, -2) as [string, string];
  // the stock there is (setup: initial stock is the administrator's 561, no worker's step); the counts are
  // relative to the book, so the journey repeats on the same bins
  await postOpeningStock(browser, 'e2e journey counting', [
    { movementType: '561', material: m1, quantity: '20', to: { plant: '1000', sloc: '0001', bin: B1 } },
    { movementType: '561', material: m2, quantity: '8', to: { plant: '1000', sloc: '0001', bin: B2 } },
  ]);
  const inBin = async (material: string, bin: string) => {
    const stock = await getJson<{ rows: { bin: string | null; quantity: string }[] }>(
      page,
      `/supplier/api/warehouse/stock?material=${material}&plant=1000&sloc=0001`,
    );
    return Number.parseInt(stock.rows.find((r) => r.bin === bin)?.quantity ?? '0', 10);
  };
  const [book1, book2] = [await inBin(m1, B1), await inBin(m2, B2)];

  // desktop: the document over the two bins
  await page.setViewportSize({ width: 1280, height: 900 });
  const piNumber = await createPiDocument(page, { from: B1, to: B2, storageType: '005' });

  // handheld: bin 1 right, bin 2 short by 3; a reload in the middle of a count, then F4 done per bin
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(COUNT);
  await scanInto(page.getByLabel('PI document'), piNumber);
  await expect(page.getByText('0 of 2')).toBeVisible();
  await scanInto(page.getByLabel('Bin', { exact: true }), B1);
  await scanInto(page.getByLabel('Material'), m1);
  await expect(page).toHaveURL(`${COUNT}/bin/${B1}/item/${m1}`);
  await page.reload();
  await scanInto(page.getByLabel(`Counted quantity of ${m1}`), String(book1));
  await expect(page.getByText(`Counted ${book1} of ${m1} in bin ${B1}.`)).toBeVisible();
  await page.keyboard.press('F4');
  await expect(page.getByText(`Bin ${B1} done.`)).toBeVisible();
  await scanInto(page.getByLabel('Bin', { exact: true }), B2);
  await scanInto(page.getByLabel('Material'), m2);
  await scanInto(page.getByLabel(`Counted quantity of ${m2}`), String(book2 - 3));
  await expect(page.getByText(`Counted ${book2 - 3} of ${m2} in bin ${B2}.`)).toBeVisible();
  await page.keyboard.press('F4');
  await expect(page.getByText(`Bin ${B2} done.`)).toBeVisible();

  // desktop: counted, one difference; a recount of it is asked
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/supplier/warehouse/invmgmt/pi/${piNumber}`);
  await expect(page.getByTestId('pi-status')).toHaveText('COUNTED');
  await expect(page.getByTestId(`pi-item-${B1}`)).not.toContainText('(70');
  await expect(page.getByTestId(`pi-item-${B2}`)).toContainText('-3 (702)');
  await page.getByTestId(`pi-item-${B2}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Request recount (1)' }).click();
  await expect(page.getByTestId('pi-status')).toHaveText('RECOUNT');

  // handheld: the recount (2 short instead of 3)
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(COUNT);
  await scanInto(page.getByLabel('Bin', { exact: true }), B2);
  await scanInto(page.getByLabel('Material'), m2);
  await scanInto(page.getByLabel(`Counted quantity of ${m2}`), String(book2 - 2));
  await expect(page.getByText(`Recounted ${book2 - 2} of ${m2} in bin ${B2} (count 2).`)).toBeVisible();

  // desktop: the supervisor posts the differences: 2 lost in bin 2 (702)
  const admin = await openAs(browser, DESKTOP, ADMIN);
  const matDoc = await postPiDifferences(admin, piNumber, { bin: B2, text: '-2 (702)' });

  // read back: one 702 of 2 referencing the document; the stock is what was counted; the ledger is clean
  const doc = await getJson<{
    reference: { type: string; number: string };
    items: { movementType: string; material: string; quantity: string }[];
  }>(admin, `/supplier/api/warehouse/material-documents/${matDoc}`);
  expect(doc.reference).toEqual({ type: 'PI', number: piNumber });
  expect(doc.items.map((i) => [i.movementType, i.material, i.quantity])).toEqual([['702', m2, '2.000']]);
  expect([await inBin(m1, B1), await inBin(m2, B2)]).toEqual([book1, book2 - 2]);
  await admin.context().close();
  await ledgerCleanOnScreen(browser);
});
