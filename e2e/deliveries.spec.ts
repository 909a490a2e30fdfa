import type { Page } from '@playwright/test';
import { JOURNEY_ORDERS } from '../src/server/seed/journey-orders';
import { expect, test } from './fixtures';
import { getJson, scanInto, shownDay, signIn, typeDay } from './helpers';
import {
  ADMIN,
  createDelivery,
  createPickOrder,
  HANDHELD,
  ledgerCleanOnScreen,
  nextBinOrPicked,
  nextPickLine,
  type OrderItem,
  openAs,
  pickOnHandheld,
  receiveOutOfTransit,
  stockInSuggestedBin,
} from './journey-helpers';

/**
 * On a 360 px handheld: a sales order's item from deliveries due -> create
 * delivery -> pick transfer order on the handheld with serials (a serial from another bin is
 * refused; a reload mid-flow keeps the draft) -> goods issue 601 -> the serials show "delivered"
 * in the stock overview's serial drill-down and the stock dropped. A stock transport order ->
 * delivery -> pick -> 641 -> in transit -> received in the other plant's STO goods-receipt screen.
 * At 1280 px: the deliveries-due filters, the deliveries search and the delivery detail.
 */
const API = '/supplier/api/warehouse';
const WHFRA = ['whfra', 'Scan#1000'] as const;
const STOCK_TEXT = 'e2e deliveries stock';

interface Found {
  number: string;
  partner: string;
  item: OrderItem;
}

/** The first order of plant 1000 in deliveries due with an item of the kind asked, open for at least `min` (the journeys' orders are theirs). */
async function findDueItem(page: Page, type: 'SO' | 'STO', serialized: boolean, min: number): Promise<Found> {
  const seen = new Set<string>();
  for (let p = 1; p <= 20; p++) {
    const list = await getJson<{ items: { orderNumber: string }[]; maxPage: number }>(
      page,
      `/supplier/warehouse/deliverydue/list.json?plant=1000&orderType=${type}&pageSize=100&page=${p}`,
    );
    for (const row of list.items) {
      if (seen.has(row.orderNumber) || JOURNEY_ORDERS.includes(row.orderNumber)) continue;
      seen.add(row.orderNumber);
      const url = type === 'SO' ? `${API}/sales-orders/${row.orderNumber}` : `${API}/stock-transport-orders/${row.orderNumber}/open-items`;
      const order = await getJson<{ partner: string; creditBlock: boolean; items: OrderItem[] }>(page, url);
      const item = order.items.find((i) => i.serialized === serialized && Number(i.openQuantity) >= min);
      if (item && !order.creditBlock) return { number: row.orderNumber, partner: order.partner, item };
    }
    if (p >= list.maxPage) break;
  }
  throw new Error(`no ${type} item of plant 1000 to deliver`);
}

async function serialsIn(page: Page, material: string, bin: string): Promise<string[]> {
  return (await getJson<{ serials: string[] }>(page, `${API}/materials/${material}/serials?plant=1000&sloc=0001&bin=${bin}`)).serials;
}

test.describe('handheld, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sales order: deliveries due -> delivery -> pick with serials -> goods issue 601 -> serials delivered', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ...WHFRA);
    const { number: so, partner, item } = await findDueItem(page, 'SO', true, 2);
    const tag = Date.now().toString(36).toUpperCase();
    const mine = [`DLV${tag}A`, `DLV${tag}B`];
    const stray = `DLV${tag}C`;
    const bin = await stockInSuggestedBin(page, browser, { material: item.material, quantity: 2, serials: mine, headerText: STOCK_TEXT });
    const otherBin = await stockInSuggestedBin(page, browser, {
      material: item.material,
      quantity: 1,
      serials: [stray],
      exclude: [bin],
      headerText: STOCK_TEXT,
    });

    await page.goto('/supplier/warehouse/deliverydue/index');
    await page.getByLabel('Customer / receiving plant').fill(partner);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('button', { name: `SO ${so}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/deliverydue/salesorder/${so}$`));
    const delivery = await createDelivery(page, item, 2);
    await createPickOrder(page, delivery);
    const stockBefore = await getJson<{ totals: { quantity: string }[] | null }>(page, `${API}/stock?material=${item.material}&plant=1000`);

    // the first line: scan the bin and material, reload (the draft survives), a serial of another bin is refused at once
    await page.goto('/supplier/warehouse/wm/pick');
    await scanInto(page.getByLabel('Scan delivery or pick order'), delivery);
    const first = (await nextPickLine(page, delivery)) as NonNullable<Awaited<ReturnType<typeof nextPickLine>>>;
    await scanInto(page.getByLabel(`Scan bin ${first.sourceBin}`), first.sourceBin);
    await scanInto(page.getByLabel(`Scan material ${first.material}`), first.material);
    await page.reload();
    await scanInto(page.getByLabel(/^Quantity/), String(Number(first.quantity)));
    const inBin = await serialsIn(page, item.material, first.sourceBin);
    const wrong = first.sourceBin === otherBin ? (mine[0] as string) : stray;
    const count = Number(first.quantity);
    // a serial from another bin is refused as it is scanned, before anything is posted
    await scanInto(page.getByLabel(/^Scan serial 1 of/), wrong);
    await expect(
      page.getByText(new RegExp(`Serial ${wrong} of material .* is not at bin ${first.sourceBin}: it is in bin `)),
    ).toBeVisible();
    const picked: string[] = inBin.filter((x) => x !== wrong).slice(0, count);
    for (const s of picked) await scanInto(page.getByLabel(/^Scan serial/), s);
    await expect(page.getByRole('status')).toContainText('Picked');
    // the rest (if the plan used a second bin)
    if (!(await nextBinOrPicked(page, delivery)))
      await pickOnHandheld(page, delivery, async (b, qty) => {
        const s = (await serialsIn(page, item.material, b)).slice(0, qty);
        picked.push(...s);
        return s;
      });

    await page.getByRole('link', { name: `Delivery ${delivery}`, exact: true }).click();
    await page.getByRole('button', { name: 'Post goods issue' }).click();
    await expect(page.getByText('Goods issued').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documents' })).toContainText('601');

    const stockAfter = await getJson<{ totals: { quantity: string }[] | null }>(page, `${API}/stock?material=${item.material}&plant=1000`);
    expect(Number(stockAfter.totals?.[0]?.quantity ?? 0)).toBe(Number(stockBefore.totals?.[0]?.quantity ?? 0) - 2);
    // the stock overview's serial drill-down shows the serials delivered to the customer
    await page.goto(`/supplier/warehouse/invmgmt/stock/index?q=${item.material}&plant=1000&bin=${otherBin}`);
    await page.getByRole('button', { name: item.material, exact: true }).first().click();
    await page.getByRole('tab', { name: 'Serials' }).click();
    const delivered = page.getByRole('list', { name: 'Delivered serials' });
    for (const s of picked) await expect(delivered).toContainText(s);
    await expect(delivered).toContainText(`delivered`);
    await expect(delivered).toContainText(partner);
  });

  test('stock transport order: delivery -> pick -> 641 in transit -> received in the other plant', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, ...WHFRA);
    const { number: sto, item } = await findDueItem(page, 'STO', false, 1);
    await stockInSuggestedBin(page, browser, { material: item.material, quantity: 1, headerText: STOCK_TEXT });
    await page.goto(`/supplier/warehouse/deliverydue/sto/${sto}`);
    const delivery = await createDelivery(page, item, 1);
    await createPickOrder(page, delivery);
    // the pick's answer is lost: the error dialog closes with Enter; it was posted once, a reload shows it picked
    await page.goto('/supplier/warehouse/wm/pick');
    await scanInto(page.getByLabel('Scan delivery or pick order'), delivery);
    const line = (await nextPickLine(page, delivery)) as NonNullable<Awaited<ReturnType<typeof nextPickLine>>>;
    await scanInto(page.getByLabel(`Scan bin ${line.sourceBin}`), line.sourceBin);
    await scanInto(page.getByLabel(`Scan material ${line.material}`), line.material);
    let first: { matDoc: string } | null = null;
    await page.route('**/supplier/api/warehouse/deliveries/*/picks/**', async (route) => {
      first = await (await route.fetch()).json();
      await route.abort('connectionfailed');
    });
    await scanInto(page.getByLabel(/^Quantity/), String(Number(line.quantity)));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.unroute('**/supplier/api/warehouse/deliveries/*/picks/**');
    expect(first).not.toBeNull();
    // the pick was posted once: after a reload the delivery has nothing left to pick, the line holds the first document
    await page.reload();
    await expect(page.getByRole('status')).toContainText('nothing left to pick');
    const to = await getJson<{ lines: { status: string; confirmedMatDoc: string | null }[] }>(page, `${API}/orders/${line.orderId}`);
    expect(to.lines.map((l) => l.confirmedMatDoc)).toEqual([(first as unknown as { matDoc: string }).matDoc]);
    const picked = await getJson<{ items: { pickedQuantity: string }[] }>(page, `${API}/deliveries/${delivery}`);
    expect(picked.items[0]?.pickedQuantity).toBe('1.000');
    await page.getByRole('link', { name: `Delivery ${delivery}`, exact: true }).click();
    await page.getByRole('button', { name: 'Post goods issue' }).click();
    await expect(page.getByRole('table', { name: 'Documents' })).toContainText('641');

    // the receiving plant's operator (the administrator here) receives it out of transit
    const admin = await openAs(browser, HANDHELD, ADMIN);
    const before = await getJson<{ items: { itemNo: number; inTransitQuantity: string }[] }>(admin, `${API}/stock-transport-orders/${sto}`);
    const transit = Number(before.items.find((i) => i.itemNo === item.itemNo)?.inTransitQuantity);
    expect(transit).toBeGreaterThanOrEqual(1);
    await receiveOutOfTransit(admin, sto, item.itemNo, transit, 'BOL-DLV');
    const after = await getJson<{
      items: { itemNo: number; inTransitQuantity: string; issuedQuantity: string; receivedQuantity: string }[];
    }>(admin, `${API}/stock-transport-orders/${sto}`);
    const received = after.items.find((i) => i.itemNo === item.itemNo);
    // the books agree: all issued is received, nothing left in transit for the item
    expect(received).toMatchObject({ inTransitQuantity: '0.000' });
    expect(received?.receivedQuantity).toBe(received?.issuedQuantity);
    await admin.context().close();
    // and the ledger: stock, transit and serials recomputed from every document agree with the tables
    await ledgerCleanOnScreen(browser);
  });
});

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('deliveries due filters (remembered), deliveries search and delivery detail', async ({ page }) => {
    await signIn(page, ...WHFRA);
    await page.goto('/supplier/warehouse/deliverydue/index');
    const table = page.getByRole('table', { name: 'Deliveries due' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Customer / receiving plant').fill('');
    await typeDay(page.getByLabel('Due by'), '2099-12-31');
    await page.getByLabel('Shipping point').fill('1000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('1000');
    // remembered: a new visit starts with the same filters
    await page.reload();
    await expect(page.getByLabel('Shipping point')).toHaveValue('1000');
    await expect(page.getByLabel('Due by')).toHaveValue(shownDay('2099-12-31'));
    await page.getByLabel('Shipping point').fill('');
    await page.getByRole('button', { name: 'Apply' }).click();

    await page.goto('/supplier/warehouse/delivery/index');
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    const first = deliveries.getByRole('link').first();
    await expect(first).toBeVisible();
    const number = (await first.textContent()) ?? '';
    await page.getByLabel('Delivery').fill(number);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(deliveries.getByRole('link')).toHaveCount(1);
    // the search is remembered (userprefs delivery)
    await page.reload();
    await expect(page.getByLabel('Delivery')).toHaveValue(number);
    await expect(deliveries.getByRole('link')).toHaveCount(1);
    await deliveries.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery/${number}$`));
    await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Transfer orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post goods issue' })).toBeVisible();
  });
});
