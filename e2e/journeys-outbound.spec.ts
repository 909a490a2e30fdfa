import type { Page } from '@playwright/test';
import { JOURNEY_MATERIALS, JOURNEY_SALES_ORDER, JOURNEY_STO } from '../src/server/seed/journey-orders';
import { expect, test } from './fixtures';
import { getJson, postOpeningStock, scanInto } from './helpers';
import {
  createDelivery,
  createLoadingShipment,
  createPickOrder,
  DESKTOP,
  HANDHELD,
  ledgerCleanOnScreen,
  openAs,
  pickOnHandheld,
  receiveOutOfTransit,
  stockInSuggestedBin,
} from './journey-helpers';

/**
 * The outbound journeys through the screens only: every step a worker does is done on
 * its screen; the API only reads back what the screens did (and places the opening stock the
 * journey starts from). Desktop steps at 1280 px, handheld steps at 360 px, side by side.
 * - Sales order: deliveries due -> create delivery -> pick on the handheld (a blocked serial refused
 *   at once, a scan taken back, a lost answer that keeps the scans, the end of picking announced)
 *   -> pack into an HU (a scan removed and scanned again) -> goods issue of the packed delivery ->
 *   shipment (express: the tracking number asked for) -> label -> shipped -> POD with a shortfall
 *   -> the administrator's ledger check is clean.
 * - Stock transport order: delivery -> pick -> 641 in transit -> received in the other plant.
 * Their orders are their own (seed/journeys.ts): sales order 3910000001 of the keyboard
 * ZJRN-KBD-0001 (plant 1000, found through the sales-order search, which keeps no filters), STO
 * 4710000001 of ZJRN-PART-0001 from plant 2000 (the Newark user, whose remembered deliveries-due
 * filters no other spec uses, delivers it) to plant 1000 (the Frankfurt user receives it). Both
 * end with the administrator's ledger check screen.
 */
const API = '/supplier/api/warehouse';
const WHNWK = ['whnwk', 'Scan#2000'] as const;
const ITEM = { itemNo: 10 };

/** The order's drill-down (1280 px): the quantity offered is what is still open; a delivery of `quantity` and its pick transfer order. */
async function deliverFromOrder(desk: Page, quantity: number): Promise<string> {
  const row = desk
    .getByRole('table', { name: 'Items' })
    .getByRole('row')
    .filter({ has: desk.getByLabel(`Quantity of item ${ITEM.itemNo}`) });
  const open = Number((await row.getByRole('cell').nth(6).textContent()) ?? '0');
  expect(open).toBeGreaterThanOrEqual(quantity);
  await expect(desk.getByLabel(`Quantity of item ${ITEM.itemNo}`)).toHaveValue(String(open));
  const delivery = await createDelivery(desk, ITEM, quantity);
  await createPickOrder(desk, delivery);
  return delivery;
}

test('sales order: due -> delivery -> pick (360) -> pack -> goods issue -> shipment -> label -> shipped -> POD short -> ledger clean', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const desk = await openAs(browser, DESKTOP);
  const material = JOURNEY_MATERIALS.keyboard;
  const item = { ...ITEM, material };
  const so = JOURNEY_SALES_ORDER;
  const tag = Date.now().toString(36).toUpperCase();
  const [s1, s2, blocked] = [`OJ${tag}A`, `OJ${tag}B`, `OJ${tag}X`];
  // the journey's material has no other stock: what earlier runs left is blocked, so the pick takes these two
  const stocked = await stockInSuggestedBin(desk, browser, {
    material,
    quantity: 3,
    serials: [s1, s2, blocked],
    headerText: 'e2e outbound journey',
  });
  await postOpeningStock(browser, 'e2e outbound journey: one unit blocked', [
    { movementType: '344', material, quantity: '1', from: { plant: '1000', sloc: '0001', bin: stocked }, serials: [blocked] },
  ]);

  // deliveries due (1280 px): the customer's sales order found by its material, a delivery of 2, its pick transfer order
  await desk.goto('/supplier/warehouse/deliverydue/index');
  const search = desk.getByRole('form', { name: 'Find sales orders' });
  await search.getByLabel('Material').fill(material);
  await search.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('table', { name: 'Sales orders found' }).getByRole('link', { name: so, exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`/deliverydue/salesorder/${so}$`));
  const delivery = await deliverFromOrder(desk, 2);

  // picking on the handheld (360 px), from the bin the opening stock went to
  const hand = await openAs(browser, HANDHELD);
  await hand.goto('/supplier/warehouse/wm/pick');
  await scanInto(hand.getByLabel('Scan delivery or pick order'), delivery);
  await expect(hand.getByText('1 line(s) to pick')).toBeVisible();
  const bin = stocked;
  await scanInto(hand.getByLabel(`Scan bin ${bin}`), bin);
  await scanInto(hand.getByLabel(`Scan material ${item.material}`), item.material);
  await scanInto(hand.getByLabel(/^Quantity/), '2');
  // the blocked serial is refused as it is scanned, with the reason (validate-equipment)
  await scanInto(hand.getByLabel('Scan serial 1 of 2'), blocked);
  await expect(hand.getByText(`Serial ${blocked} is in blocked stock; release it with 343 first.`)).toBeVisible();
  // a scan taken back: the list is empty again and the field still takes the next scan
  await scanInto(hand.getByLabel('Scan serial 1 of 2'), s2);
  const scanned = hand.getByRole('list', { name: 'Scanned serials' });
  await expect(scanned).toContainText(s2);
  await hand.getByRole('button', { name: `Undo last scan (${s2})` }).click();
  await expect(scanned).toBeHidden();
  // the pick's answer is lost: the error dialog closes with Enter and the scans are kept
  let answered = false;
  await hand.route('**/supplier/api/warehouse/deliveries/*/picks/**', async (route) => {
    await route.fetch();
    answered = true;
    await route.abort('connectionfailed');
  });
  await scanInto(hand.getByLabel('Scan serial 1 of 2'), s1);
  await scanInto(hand.getByLabel('Scan serial 2 of 2'), s2);
  const dialog = hand.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(scanned).toContainText(s1);
  await expect(scanned).toContainText(s2);
  await hand.unroute('**/supplier/api/warehouse/deliveries/*/picks/**');
  expect(answered).toBe(true);
  await hand.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // confirmed again with the same scans: the posting made while the answer was lost is replayed
  await expect(scanned).toContainText(s2);
  await hand.getByRole('button', { name: 'Confirm pick' }).click();
  // the end of picking is announced and packing offered
  await expect(hand.getByText(`Delivery ${delivery} is picked: pack it next.`)).toBeVisible();
  await expect(hand.getByText(`delivery ${delivery} picked`)).toBeVisible();
  await expect(hand.getByText('line(s) to pick')).toBeHidden();
  const packLink = hand.getByRole('link', { name: `Pack delivery ${delivery}` });
  await expect(packLink).toBeFocused();
  await hand.keyboard.press('Enter');

  // packing into a handling unit (360 px): serials asked as they are scanned, one taken back and scanned again
  await expect(hand).toHaveURL(new RegExp(`/wm/pack\\?delivery=${delivery}`));
  const content = hand.getByLabel('Scan material, serial or HU');
  await scanInto(content, blocked);
  await expect(hand.getByText(`Serial ${blocked} of material ${item.material} was not picked for delivery ${delivery}.`)).toBeVisible();
  await scanInto(content, s1);
  await scanInto(content, s2);
  await expect(scanned).toContainText(s2);
  await hand.getByRole('button', { name: `Remove serial ${s1}` }).click();
  await expect(scanned).not.toContainText(s1);
  await scanInto(content, s1);
  await expect(hand.getByRole('list', { name: 'In this handling unit' })).toContainText(`${item.material} × 2`);
  await hand.keyboard.press('F4');
  await hand.getByLabel('Gross weight (kg)').fill('2.5');
  await hand.getByLabel('Gross weight (kg)').press('Enter');
  const closed = hand.getByRole('status').filter({ hasText: 'closed: SSCC' });
  await expect(closed).toBeVisible();
  await expect(hand.getByText('Packed', { exact: true })).toBeVisible();
  const label = hand.getByRole('img', { name: /SSCC label of handling unit/ });
  await expect.poll(() => label.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);

  // goods issue of the packed delivery (1280 px)
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  await expect(desk.getByText('Packed').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Post goods issue' }).click();
  await expect(desk.getByText('Goods issued').first()).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Documents' })).toContainText('601');

  // the shipment: DHL express, created without a tracking number; shipping asks for it
  await desk.goto('/supplier/warehouse/shipment/index');
  const detail = await createLoadingShipment(desk, delivery, 'DE-DHL');
  await detail.getByRole('button', { name: 'Shipped' }).click();
  await expect(detail.getByRole('alert')).toContainText('Tracking number: carrier DHL ships EXPRESS only with a tracking number');
  await expect(detail.getByRole('heading')).toContainText('Loading');
  // the delivery label of the shipment
  const pdf = await detail.getByRole('link', { name: 'PDF' }).getAttribute('href');
  const labelPdf = await desk.request.get(pdf ?? '');
  expect(labelPdf.headers()['content-type']).toContain('application/pdf');
  await detail.getByLabel(/^Tracking number/).fill(`JD${tag}`);
  await detail.getByRole('button', { name: 'Shipped' }).click();
  await expect(detail.getByRole('heading')).toContainText('Shipped');
  await expect(detail.getByRole('link', { name: `JD${tag}` })).toBeVisible();

  // proof of delivery with a shortfall of one
  await detail.getByRole('link', { name: 'Proof of delivery' }).click();
  await desk.getByLabel(`Delivered ${delivery} ${item.itemNo}`).fill('1');
  await desk.getByLabel(`Reason ${delivery} ${item.itemNo}`).fill('one unit missing');
  await desk.getByLabel('Signed by').fill('R. Receiver');
  await desk.getByRole('button', { name: 'Confirm proof of delivery' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'delivered' })).toContainText('with 1 POD difference(s)');
  const after = await getJson<{ status: string; items: { issuedQuantity: string }[] }>(desk, `${API}/deliveries/${delivery}`);
  expect(after.status).toBe('DELIVERED');
  await hand.context().close();
  await desk.context().close();
  await ledgerCleanOnScreen(browser);
});

test('stock transport order: delivery -> pick (360) -> 641 in transit -> received in the other plant', async ({ browser }) => {
  test.setTimeout(240_000);
  const material = JOURNEY_MATERIALS.part;
  const sto = JOURNEY_STO;
  // the supplying plant's warehouse (Newark, W20): the stock the journey starts from
  const desk = await openAs(browser, DESKTOP, WHNWK);
  await stockInSuggestedBin(desk, browser, { material, quantity: 1, plant: '2000', warehouse: 'W20', headerText: 'e2e STO journey' });
  await desk.goto('/supplier/warehouse/deliverydue/index');
  const due = desk.getByRole('table', { name: 'Deliveries due' });
  // the remembered filters are loaded before any is typed
  await expect(due.getByRole('row').nth(1)).toBeVisible();
  await desk.getByLabel('Customer / receiving plant').fill('1000');
  await desk.getByLabel('Shipping point').fill('');
  await desk.getByLabel('Due by').fill('');
  await desk.getByRole('button', { name: 'Apply' }).click();
  await due
    .getByRole('button', { name: `STO ${sto}` })
    .first()
    .click();
  await expect(desk).toHaveURL(new RegExp(`/deliverydue/sto/${sto}$`));
  const delivery = await deliverFromOrder(desk, 1);

  // picked on the handheld (360 px)
  const hand = await openAs(browser, HANDHELD, WHNWK);
  await pickOnHandheld(hand, delivery);
  await hand.context().close();

  // 641 from the delivery screen (1280 px)
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  await desk.getByRole('button', { name: 'Post goods issue' }).click();
  await expect(desk.getByRole('table', { name: 'Documents' })).toContainText('641');
  await desk.context().close();

  // the receiving plant's operator (Frankfurt) receives it out of transit on the handheld
  const receiver = await openAs(browser, HANDHELD);
  await receiveOutOfTransit(receiver, sto, ITEM.itemNo, 1, 'BOL-OJ');
  const after = await getJson<{ items: { itemNo: number; inTransitQuantity: string; issuedQuantity: string; receivedQuantity: string }[] }>(
    receiver,
    `${API}/stock-transport-orders/${sto}`,
  );
  const received = after.items.find((i) => i.itemNo === ITEM.itemNo);
  expect(received).toMatchObject({ inTransitQuantity: '0.000' });
  expect(received?.receivedQuantity).toBe(received?.issuedQuantity);
  await receiver.context().close();
  await ledgerCleanOnScreen(browser);
});
