import { type Browser, expect, type Page, test } from '@playwright/test';
import { getJson, postOpeningStock, scanInto, signIn } from './helpers';

/**
 * The outbound journeys through the screens only (issue 34): every step a worker does is done on
 * its screen; the API only reads back what the screens did (and places the opening stock the
 * journey starts from). Desktop steps at 1280 px, handheld steps at 360 px, side by side.
 * - Sales order: deliveries due -> create delivery -> pick on the handheld (a blocked serial refused
 *   at once, a scan taken back, a lost answer that keeps the scans, the end of picking announced)
 *   -> pack into an HU (a scan removed and scanned again) -> goods issue of the packed delivery ->
 *   shipment (express: the tracking number asked for) -> label -> shipped -> POD with a shortfall
 *   -> the administrator's ledger check is clean.
 * - Stock transport order: delivery -> pick -> 641 in transit -> received in the other plant.
 */
const API = '/supplier/api/warehouse';
const WHFRA = ['whfra', 'Scan#1000'] as const;
const DESKTOP = { width: 1280, height: 900 };
const HANDHELD = { width: 360, height: 740 };

interface OrderItem {
  itemNo: number;
  material: string;
  serialized: boolean;
  openQuantity: string;
}

/** The first order of plant 1000 in deliveries due with an item of the kind asked, open for at least `min`. */
async function findDueItem(page: Page, type: 'SO' | 'STO', serialized: boolean, min: number) {
  const seen = new Set<string>();
  let skip = test.info().parallelIndex;
  for (let p = 1; p <= 20; p++) {
    const list = await getJson<{ items: { orderNumber: string }[]; maxPage: number }>(
      page,
      `/supplier/warehouse/deliverydue/list.json?plant=1000&orderType=${type}&pageSize=100&page=${p}`,
    );
    for (const row of list.items) {
      if (seen.has(row.orderNumber)) continue;
      seen.add(row.orderNumber);
      const url = type === 'SO' ? `${API}/sales-orders/${row.orderNumber}` : `${API}/stock-transport-orders/${row.orderNumber}/open-items`;
      const order = await getJson<{ partner: string; creditBlock: boolean; items: OrderItem[] }>(page, url);
      const item = order.items.find((i) => i.serialized === serialized && Number(i.openQuantity) >= min);
      // journeys running side by side (workers, --repeat-each) each take another order, never the same item
      if (item && !order.creditBlock && skip-- <= 0) return { number: row.orderNumber, partner: order.partner, item };
    }
    if (p >= list.maxPage) break;
  }
  throw new Error(`no ${type} item of plant 1000 to deliver`);
}

/** The opening stock the journey starts from (561 by the administrator) in an empty rack bin; returns the bin. */
async function openingStock(page: Page, browser: Browser, material: string, quantity: number, serials?: string[]) {
  const q = new URLSearchParams({ material, quantity: String(quantity) });
  const { binId } = await getJson<{ binId: string }>(page, `${API}/plants/1000/warehouses/W10/suggested-bin?${q}`);
  const to = { plant: '1000', sloc: '0001', bin: binId };
  await postOpeningStock(browser, 'e2e outbound journey', [
    { movementType: '561', material, quantity: String(quantity), to, ...(serials ? { serials } : {}) },
  ]);
  return binId;
}

async function page(browser: Browser, viewport: { width: number; height: number }, user: readonly [string, string] = WHFRA) {
  const context = await browser.newContext({ viewport });
  const p = await context.newPage();
  await signIn(p, ...user);
  return p;
}

/** From the order's drill-down (1280 px): the item's quantity starts at the open quantity; choose it, type the quantity, create. */
async function createDelivery(desk: Page, item: OrderItem, quantity: number): Promise<string> {
  await expect(desk.getByLabel(`Quantity of item ${item.itemNo}`)).toHaveValue(String(Number(item.openQuantity)));
  await desk.getByRole('checkbox', { name: `Choose item ${item.itemNo}` }).check();
  await desk.getByLabel(`Quantity of item ${item.itemNo}`).fill(String(quantity));
  await desk.getByRole('button', { name: 'Create delivery' }).click();
  const link = desk.getByRole('table', { name: 'Deliveries' }).getByRole('link').first();
  await expect(link).toBeVisible();
  const delivery = (await link.textContent()) ?? '';
  await link.click();
  await desk.getByRole('button', { name: 'Create pick transfer orders' }).click();
  await expect(desk.getByRole('table', { name: 'Transfer orders' }).getByRole('row')).toHaveCount(2);
  return delivery;
}

async function ledgerClean(browser: Browser) {
  const admin = await page(browser, DESKTOP, ['admin', 'Admin#2026']);
  const check = await getJson<{ ok: boolean; differences: unknown[] }>(admin, '/supplier/api/admin/ledger-check');
  expect(check.differences).toEqual([]);
  expect(check.ok).toBe(true);
  await admin.context().close();
}

test('sales order: due -> delivery -> pick (360) -> pack -> goods issue -> shipment -> label -> shipped -> POD short -> ledger clean', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const desk = await page(browser, DESKTOP);
  const { number: so, partner, item } = await findDueItem(desk, 'SO', true, 2);
  const tag = Date.now().toString(36).toUpperCase();
  const blocked = `OJ${tag}X`;
  const stocked = await openingStock(desk, browser, item.material, 3, [`OJ${tag}A`, `OJ${tag}B`, blocked]);
  await postOpeningStock(browser, 'e2e outbound journey: one unit blocked', [
    {
      movementType: '344',
      material: item.material,
      quantity: '1',
      from: { plant: '1000', sloc: '0001', bin: stocked },
      serials: [blocked],
    },
  ]);

  // deliveries due (1280 px): the customer's sales order, a delivery of 2, its pick transfer order
  await desk.goto('/supplier/warehouse/deliverydue/index');
  await desk.getByLabel('Customer / receiving plant').fill(partner);
  // the filters are whfra's, kept on the server: another test may have left a shipping point in them
  await desk.getByLabel('Shipping point').fill('');
  await desk.getByRole('button', { name: 'Apply' }).click();
  await desk
    .getByRole('button', { name: `SO ${so}` })
    .first()
    .click();
  await expect(desk).toHaveURL(new RegExp(`/deliverydue/salesorder/${so}$`));
  const delivery = await createDelivery(desk, item, 2);

  // picking on the handheld (360 px)
  const hand = await page(browser, HANDHELD);
  await hand.goto('/supplier/warehouse/wm/pick');
  await scanInto(hand.getByLabel('Scan delivery or pick order'), delivery);
  await expect(hand.getByText('1 line(s) to pick')).toBeVisible();
  // the plan's bin (the bin sequence may take older stock first) and two unrestricted serials in it (read back)
  const line = (await getJson<{ lines: { sourceBin: string; quantity: string }[] }>(hand, `${API}/deliveries/pick-list?scan=${delivery}`))
    .lines[0] as { sourceBin: string; quantity: string };
  expect(line.quantity).toBe('2.000');
  const bin = line.sourceBin;
  const inBin = await getJson<{ serials: string[] }>(hand, `${API}/materials/${item.material}/serials?plant=1000&sloc=0001&bin=${bin}`);
  const [s1, s2] = inBin.serials.filter((s) => s !== blocked) as [string, string];
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
  const form = desk.getByRole('form', { name: 'New shipment' });
  await form.getByLabel('Deliveries').fill(delivery);
  await form.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
  await desk.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'Shipping profile' }).fill('DE-DHL');
  await desk.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Create shipment' }).click();
  const detail = desk.getByRole('region', { name: /^Shipment \d{10}$/ });
  await expect(detail.getByRole('heading')).toContainText('Planned');
  await detail.getByRole('button', { name: 'Start loading' }).click();
  await expect(detail.getByRole('heading')).toContainText('Loading');
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
  await ledgerClean(browser);
});

test('stock transport order: delivery -> pick (360) -> 641 in transit -> received in the other plant', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await page(browser, DESKTOP);
  const { number: sto, partner, item } = await findDueItem(desk, 'STO', false, 1);
  await openingStock(desk, browser, item.material, 1);
  await desk.goto('/supplier/warehouse/deliverydue/index');
  await desk.getByLabel('Customer / receiving plant').fill(partner);
  // the filters are whfra's, kept on the server: another test may have left a shipping point in them
  await desk.getByLabel('Shipping point').fill('');
  await desk.getByRole('button', { name: 'Apply' }).click();
  await desk
    .getByRole('button', { name: `STO ${sto}` })
    .first()
    .click();
  await expect(desk).toHaveURL(new RegExp(`/deliverydue/sto/${sto}$`));
  const delivery = await createDelivery(desk, item, 1);

  const hand = await page(browser, HANDHELD);
  await hand.goto('/supplier/warehouse/wm/pick');
  await scanInto(hand.getByLabel('Scan delivery or pick order'), delivery);
  const line = (await getJson<{ lines: { sourceBin: string; material: string }[] }>(hand, `${API}/deliveries/pick-list?scan=${delivery}`))
    .lines[0] as { sourceBin: string; material: string };
  const bin = line.sourceBin;
  await scanInto(hand.getByLabel(`Scan bin ${bin}`), bin);
  await scanInto(hand.getByLabel(`Scan material ${item.material}`), item.material);
  await scanInto(hand.getByLabel(/^Quantity/), '1');
  await expect(hand.getByText(`Delivery ${delivery} is picked: pack it next.`)).toBeVisible();
  await hand.getByRole('link', { name: `Delivery ${delivery}`, exact: true }).click();
  await hand.context().close();

  // 641 from the delivery screen (1280 px)
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  await desk.getByRole('button', { name: 'Post goods issue' }).click();
  await expect(desk.getByRole('table', { name: 'Documents' })).toContainText('641');

  // the receiving plant's operator (the administrator) receives it out of transit on the handheld
  const admin = await page(browser, HANDHELD, ['admin', 'Admin#2026']);
  const before = await getJson<{ items: { itemNo: number; inTransitQuantity: string }[] }>(admin, `${API}/stock-transport-orders/${sto}`);
  const transit = Number(before.items.find((i) => i.itemNo === item.itemNo)?.inTransitQuantity);
  expect(transit).toBeGreaterThanOrEqual(1);
  await admin.goto('/supplier/warehouse/goodsreceipt/index');
  await scanInto(admin.getByLabel('Scan PO / STO number'), sto);
  const card = admin.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await expect(card).toContainText('transit');
  await card.getByLabel('Quantity').fill(String(transit));
  await admin.getByLabel('Bill of lading').fill('BOL-OJ');
  await admin.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
  const after = await getJson<{ items: { itemNo: number; inTransitQuantity: string; issuedQuantity: string; receivedQuantity: string }[] }>(
    admin,
    `${API}/stock-transport-orders/${sto}`,
  );
  const received = after.items.find((i) => i.itemNo === item.itemNo);
  expect(received).toMatchObject({ inTransitQuantity: '0.000' });
  expect(received?.receivedQuantity).toBe(received?.issuedQuantity);
  await admin.context().close();
  await ledgerClean(browser);
});
