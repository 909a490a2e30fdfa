import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getJson, postAsAdmin, purchaseOrderItems, scanInto } from './helpers';
import { createLoadingShipment, DESKTOP, HANDHELD, ledgerCleanOnScreen, openAs, pickOnHandheld } from './journey-helpers';

/**
 * Returns to vendor through the screens: a return delivery against a goods receipt (122) created on the desktop
 * (1280 px), picked on the handheld (360 px), packed into an HU, goods issued (122), shipped, and the administrator's
 * ledger check clean; return items on a purchase order (161) through goods issue. The receipts they start from are
 * setup postings (a 101 into the put-away's suggested rack bin); every step of the return is a worker's, on its screen.
 */
const API = '/supplier/api/warehouse';

/** A plain item (no serials, batches or inspection) of a seeded purchase order of plant 1000 with room for `quantity`. */
async function plainPoItem(page: Page, quantity: number, skip: readonly string[] = []) {
  const [found] = await purchaseOrderItems(
    page.request,
    (i) => !i.serialized && !i.batchManaged && !i.qualityInspected && !i.closed && Number(i.maxReceivable) >= quantity,
    { skip },
  );
  if (!found) throw new Error('no open plain purchase order item in plant 1000');
  return found;
}

/** Setup: a goods receipt (101) of `quantity` on the item into the bin the put-away suggests; its document number. */
async function received(page: Page, browser: Browser, po: string, item: { itemNo: number; material: string }, quantity: number) {
  const q = new URLSearchParams({ material: item.material, quantity: String(quantity) });
  const { binId } = await getJson<{ binId: string }>(page, `${API}/plants/1000/warehouses/W10/suggested-bin?${q}`);
  const doc = await postAsAdmin<{ matDoc: string }>(browser, `${API}/material-documents`, {
    headerText: 'e2e return to vendor: the receipt',
    reference: { type: 'PO', number: po },
    items: [
      {
        movementType: '101',
        material: item.material,
        quantity: String(quantity),
        to: { plant: '1000', sloc: '0001', bin: binId },
        referenceItem: item.itemNo,
      },
    ],
  });
  return doc.matDoc;
}

/** On the returns screen (1280 px): the items of a receipt (122) or an order (161), a quantity and reason for item `item`, created. */
async function createReturn(desk: Page, kind: '122' | '161', number: string, item: number, quantity: number, reason: string) {
  await desk.goto('/supplier/warehouse/vendorreturns/index');
  const source = desk.getByRole('form', { name: 'Goods receipt or purchase order to return from' });
  await source.getByRole('radio', { name: kind === '122' ? 'Against a goods receipt (122)' : 'On a purchase order (161)' }).check();
  await source.getByLabel(kind === '122' ? 'Goods receipt document' : 'Purchase order', { exact: true }).fill(number);
  await source.getByRole('button', { name: 'Show items' }).click();
  await desk.getByLabel(`Quantity to return of item ${item}`).fill(String(quantity));
  await desk.getByLabel(`Reason for item ${item}`).selectOption({ label: reason });
  await desk.getByRole('button', { name: 'Create return of 1 item' }).click();
  await expect(desk).toHaveURL(/\/vendorreturns\/\d{10}$/);
  const delivery = /(\d{10})$/.exec(desk.url())?.[1] as string;
  await expect(desk.getByRole('table', { name: 'Items' })).toContainText(reason);
  return delivery;
}

/** On the return's page: its pick transfer order created. */
async function createPickOrders(desk: Page) {
  await desk.getByRole('button', { name: 'Create pick orders' }).click();
  await expect(desk.getByRole('table', { name: 'Pick orders' }).getByRole('row')).toHaveCount(2);
}

test('122 against a receipt: created on screen -> pick (360) -> pack -> goods issue -> shipment -> ledger clean', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await openAs(browser, DESKTOP);
  const { po, item } = await plainPoItem(desk, 3);
  const gr = await received(desk, browser, po, item, 3);

  const delivery = await createReturn(desk, '122', gr, 1, 2, 'Quality defect');
  await expect(desk.getByRole('table', { name: 'Items' })).toContainText('Quality defect');
  await expect(desk.getByText(`Goods receipt ${gr} (PO ${po})`).first()).toBeVisible();
  // the published deliveries never show it
  expect((await desk.request.get(`${API}/deliveries/${delivery}`)).status()).toBe(404);
  await createPickOrders(desk);

  // picking on the handheld (360 px), as the screen asks for it
  const hand = await openAs(browser, HANDHELD);
  await pickOnHandheld(hand, delivery);
  await hand.keyboard.press('Enter');

  // packing into a handling unit (360 px)
  await expect(hand).toHaveURL(new RegExp(`/wm/pack\\?delivery=${delivery}`));
  await scanInto(hand.getByLabel('Scan material, serial or HU'), item.material);
  await scanInto(hand.getByLabel(`Quantity of ${item.material}`), '2');
  await expect(hand.getByRole('list', { name: 'In this handling unit' })).toContainText(`${item.material} × 2`);
  await hand.keyboard.press('F4');
  await hand.getByLabel('Gross weight (kg)').fill('3.5');
  await hand.getByLabel('Gross weight (kg)').press('Enter');
  await expect(hand.getByRole('status').filter({ hasText: 'closed: SSCC' })).toBeVisible();
  await expect(hand.getByText('Packed', { exact: true })).toBeVisible();

  // goods issue (122) on the return's page (1280 px)
  await desk.reload();
  await expect(desk.getByText('Packed').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Post goods issue (122)' }).click();
  await expect(desk.getByText('Goods issued').first()).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Material documents' })).toContainText('122');

  // the shipment to the vendor: created, loaded, shipped
  await desk.getByRole('link', { name: 'Ship' }).click();
  await expect(desk).toHaveURL(/\/shipment\/index$/);
  const detail = await createLoadingShipment(desk, delivery, 'DE-DHL');
  const tag = Date.now().toString(36).toUpperCase();
  await detail.getByLabel(/^Tracking number/).fill(`RV${tag}`);
  await detail.getByRole('button', { name: 'Shipped' }).click();
  await expect(detail.getByRole('heading')).toContainText('Shipped');
  const shipment = /(\d{10})$/.exec((await detail.getAttribute('aria-label')) ?? '')?.[1] as string;

  // back on the return through the shipment's link to its delivery (the published delivery page does not show
  // a return: it opens the return's own page)
  await detail.getByRole('link', { name: delivery, exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`/supplier/warehouse/vendorreturns/${delivery}$`));
  await expect(desk.getByText(shipment, { exact: true })).toBeVisible();
  await hand.context().close();
  await desk.context().close();
  await ledgerCleanOnScreen(browser);
});

test('161 on a purchase order: created on screen -> pick (360) -> goods issue -> ledger clean', async ({ browser }) => {
  test.setTimeout(180_000);
  const desk = await openAs(browser, DESKTOP);
  const { po, item } = await plainPoItem(desk, 2);
  await received(desk, browser, po, item, 2);

  const delivery = await createReturn(desk, '161', po, item.itemNo, 1, 'Excess quantity');
  await createPickOrders(desk);
  const hand = await openAs(browser, HANDHELD);
  await pickOnHandheld(hand, delivery);
  await desk.reload();
  await expect(desk.getByText('Picked').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Post goods issue (161)' }).click();
  await expect(desk.getByText('Goods issued').first()).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Material documents' })).toContainText('161');
  await hand.context().close();
  await desk.context().close();
  await ledgerCleanOnScreen(browser);
});
