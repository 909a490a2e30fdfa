import type { APIRequestContext, Page } from '@playwright/test';
import { JOURNEY_ORDERS } from '../src/server/seed/journey-orders';
import { expect, test } from './fixtures';
import {
  expectReplayedAfterReload,
  loseFirstAnswer,
  type PoItem,
  postAsAdmin,
  purchaseOrderItems,
  scanInto,
  signIn,
  unreceivedSerialItem,
} from './helpers';

/**
 * On a 360 px handheld, scanner simulated by typing + Enter - receive a PO
 * item of a serialized material with 5 serials (a duplicate scan and an over-quantity attempt
 * show the spec's messages), put it away to the suggested bin and see the stock in that bin and
 * the material document; a second tab is its own attempt and blocks nothing; receive an STO; a
 * reload in the middle of a posting and posting again replays the first document.
 */
test.use({ viewport: { width: 360, height: 740 } });

const API = '/supplier/api/warehouse';

async function findSerializedPoItem(request: APIRequestContext): Promise<{ po: string; item: PoItem }> {
  const [first] = await purchaseOrderItems(request, unreceivedSerialItem);
  if (!first) throw new Error('no open serialized purchase order item in plant 1000');
  return first;
}

async function findPlainPoItem(request: APIRequestContext, skip: string[] = []): Promise<{ po: string; item: PoItem }> {
  const plain = (i: PoItem) => !i.serialized && !i.batchManaged && !i.qualityInspected && !i.closed && Number(i.maxReceivable) >= 2;
  const [first] = await purchaseOrderItems(request, plain, { skip });
  if (!first) throw new Error('no open plain purchase order item in plant 1000');
  return first;
}

/**
 * Signs the operator in and opens a plain item's purchase order with a quantity typed (not the
 * serialized order the first test receives: it may run in parallel).
 */
async function startPlainReceipt(page: Page, quantity: string): Promise<{ po: string; item: PoItem }> {
  await signIn(page, 'whfra', 'Scan#1000');
  const serialized = await findSerializedPoItem(page.request).catch(() => null);
  const found = await findPlainPoItem(page.request, serialized ? [serialized.po] : []);
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${found.po}`);
  await page
    .getByRole('listitem', { name: `Item ${found.item.itemNo}` })
    .getByLabel('Quantity', { exact: true })
    .fill(quantity);
  return found;
}

async function scan(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

async function closeAlert(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function documentsFor(request: APIRequestContext, type: 'PO' | 'STO', number: string): Promise<string[]> {
  const res = await (await request.get(`${API}/material-documents?referenceType=${type}&referenceNumber=${number}&pageSize=100`)).json();
  return [...new Set((res.items as { matDoc: string }[]).map((i) => i.matDoc))];
}

test('receive a serialized PO item, put it away to the suggested bin; a second tab is its own attempt', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const { po, item } = await findSerializedPoItem(page.request);

  await page.goto('/supplier/warehouse/goodsreceipt/index');
  await scan(page, 'Scan PO / STO number', po);
  await expect(page).toHaveURL(new RegExp(`/goodsreceipt/po/${po}$`));
  const card = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await card.getByLabel('Quantity (serials)').fill('5');
  await card.getByRole('button', { name: /^Serials/ }).click();

  // serial entry: scan by typing + Enter
  await expect(page).toHaveURL(/\/wm\/serial\/plant\/1000\/sloc\/0001\/material\/.+\/qty\/5$/);
  const prefix = `E2E${po}`;
  await scan(page, 'Serial', `${prefix}-1`);
  await scan(page, 'Serial', `${prefix}-2`);
  await expect(page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem')).toHaveCount(2);
  await page.waitForTimeout(600); // past the scanner's 500 ms duplicate window: a real second scan
  await scan(page, 'Serial', `${prefix}-2`);
  await closeAlert(page, 'Serial already entered');
  for (const n of [3, 4, 5, 6]) await scan(page, 'Serial', `${prefix}-${n}`);
  await expect(page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Done' }).click();
  await closeAlert(page, 'Serial quantity is more than quantity');
  await page.getByRole('button', { name: `Remove serial ${prefix}-6` }).click();
  await page.getByRole('button', { name: 'Done' }).click();

  // back on the order with 5 serials captured
  await expect(page).toHaveURL(new RegExp(`/goodsreceipt/po/${po}$`));
  await expect(card.getByRole('button', { name: 'Serials (5)' })).toBeVisible();
  await page.getByLabel('Delivery note').fill('DN-E2E-1');

  // a second tab is its own attempt (its own draft and key in its sessionStorage): it neither
  // continues nor blocks this one
  const second = await context.newPage();
  await second.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  await expect(second.getByRole('listitem', { name: `Item ${item.itemNo}` }).getByRole('button', { name: 'Serials (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
  const matDoc = (await page.getByTestId('mat-doc').textContent()) ?? '';
  expect(matDoc).toMatch(/^49\d{8}$/);
  await page.screenshot({ path: 'test-results/inbound-gr-posted-360.png', fullPage: true });

  // the second tab's own attempt is answered with a clear message, never a stuck screen
  await second.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(second.getByRole('alert')).toContainText('Enter a quantity for at least one item.');
  await expect(second.getByRole('button', { name: 'Post goods receipt' })).toBeEnabled();
  expect(await documentsFor(page.request, 'PO', po)).toEqual([matDoc]);
  await second.close();

  // put-away to the suggested bin
  await page.getByRole('link', { name: 'Put away now' }).click();
  await expect(page).toHaveURL(/\/wm\/putaway\/suggested\?order=6\d{9}&line=1$/);
  const suggested = ((await page.getByTestId('suggested-bin').textContent()) ?? '').trim();
  expect(suggested).not.toBe('');
  // the suggested bin may already hold the material (a bin with room comes before an empty one)
  const before = await (await page.request.get(`${API}/stock?material=${item.material}&bin=${suggested}`)).json();
  const had = (before.rows as { bin: string; quantity: string }[])
    .filter((r) => r.bin === suggested)
    .reduce((n, r) => n + Number(r.quantity), 0);
  await scan(page, /^Scan source bin/, 'GR-ZONE-01');
  await scan(page, /^Scan material/, item.material);
  await scan(page, /^Quantity/, '5');
  await scan(page, /^Scan destination bin/, suggested);
  await expect(page.getByRole('status').filter({ hasText: 'Line 1 confirmed' })).toBeVisible();
  const stock = page.getByRole('list', { name: `Stock in bin ${suggested}` });
  await expect(stock).toContainText(`${item.material} · ${had + 5} EA`);
  const docList = page.getByRole('list', { name: /^Material document 49/ });
  await expect(docList).toContainText(`999 · ${item.material} · 5 · GR-ZONE-01 → ${suggested}`);
  await expect(docList).toContainText(`${prefix}-1`);
  await page.screenshot({ path: 'test-results/inbound-putaway-done-360.png', fullPage: true });
});

test('receive a stock transport order out of transit', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin', 'Admin#2026');
  const list = await (await page.request.get(`${API}/stock-transport-orders/search?pageSize=100`)).json();
  let found: { sto: string; item: { itemNo: number; serialized: boolean; batchManaged: boolean; inTransitQuantity: string } } | null = null;
  for (const s of list.items as { stoNumber: string }[]) {
    // the STO journey's order is its own (seed/journeys.ts): in transit only while that journey runs
    if (JOURNEY_ORDERS.includes(s.stoNumber)) continue;
    const sto = await (await page.request.get(`${API}/stock-transport-orders/${s.stoNumber}`)).json();
    const item = sto.items.find(
      (i: { inTransitQuantity: string; batchManaged: boolean }) => i.inTransitQuantity !== '0.000' && !i.batchManaged,
    );
    if (item) {
      found = { sto: s.stoNumber, item };
      break;
    }
  }
  if (!found) throw new Error('the demo data has no stock transport order in transit');
  const { sto, item } = found;

  await page.goto('/supplier/warehouse/goodsreceipt/index');
  await scan(page, 'Scan PO / STO number', sto);
  await expect(page).toHaveURL(new RegExp(`/goodsreceipt/sto/${sto}$`));
  const card = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  if (item.serialized) {
    await card.getByRole('button', { name: /^Serials/ }).click();
    // bulk mode lists the serials in transit for the order; select all, done
    await page.getByRole('switch', { name: 'Bulk Mode' }).check();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('button', { name: `Serials (${Number(item.inTransitQuantity)})` })).toBeVisible();
  } else {
    await card.getByLabel('Quantity').fill(String(Number(item.inTransitQuantity)));
  }
  await page.getByLabel('Bill of lading').fill('BOL-E2E');
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
  const matDoc = (await page.getByTestId('mat-doc').textContent()) ?? '';
  expect(await documentsFor(page.request, 'STO', sto)).toContain(matDoc);
  const doc = await (await page.request.get(`${API}/material-documents/${matDoc}`)).json();
  expect(doc.items[0]).toMatchObject({ movementType: '101', fromKind: 'TRANSIT' });
});

test('a reload in the middle of posting a receipt, then posting again, replays the first document', async ({ page }) => {
  test.setTimeout(60_000);
  const { po, item } = await startPlainReceipt(page, '1');
  await page.getByLabel('Delivery note').fill('DN-E2E-RELOAD');

  // the posting reaches the server, its answer never reaches the browser
  // and the replays after it pass, their answers recorded
  const lost = await loseFirstAnswer(page, '**/supplier/api/warehouse/po-goods-receipts');
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  const matDoc = await expectReplayedAfterReload(page, lost, '**/supplier/api/warehouse/po-goods-receipts');
  expect(await documentsFor(page.request, 'PO', po)).toEqual([matDoc]);
  const after = await (await page.request.get(`${API}/purchase-orders/${po}`)).json();
  const received = (after.items as PoItem[]).find((i) => i.itemNo === item.itemNo)?.receivedQuantity;
  expect(Number(received) - Number(item.receivedQuantity)).toBe(1);
});

test('a short put-away keeps the rest open on the same transfer order', async ({ page }) => {
  test.setTimeout(60_000);
  const { item } = await startPlainReceipt(page, '2');
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await page.getByRole('link', { name: 'Put away now' }).click();
  await expect(page).toHaveURL(/\/wm\/putaway\/suggested\?order=6\d{9}&line=1$/);
  const orderId = new URL(page.url()).searchParams.get('order') as string;
  const suggested = ((await page.getByTestId('suggested-bin').textContent()) ?? '').trim();

  // confirm 1 of 2: the line closes with 1, the other 1 stays open as a new line of the same order
  await scan(page, /^Scan source bin/, 'GR-ZONE-01');
  await scan(page, /^Scan material/, item.material);
  await scan(page, /^Quantity/, '1');
  await scan(page, /^Scan destination bin/, suggested);
  await expect(page.getByRole('status').filter({ hasText: 'Line 1 confirmed' })).toBeVisible();
  await expect(page.getByText('Short: 1 of 2 moved.')).toBeVisible();
  await expect(page.getByText('The rest (1) stays open as line 2 of this order.')).toBeVisible();
  await page.screenshot({ path: 'test-results/putaway-short-360.png', fullPage: true });

  const order = await (await page.request.get(`${API}/orders/${orderId}`)).json();
  expect(order.status).toBe('OPEN');
  expect(order.lines).toEqual([
    expect.objectContaining({ lineNo: 1, status: 'CONFIRMED', confirmedQuantity: '1.000', quantityShort: true }),
    expect.objectContaining({ lineNo: 2, status: 'OPEN', quantity: '1.000', sourceBin: 'GR-ZONE-01', material: item.material }),
  ]);
});

test('a receipt draft from an earlier visit loses the items received meanwhile, and says so', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // the operator types a quantity: the draft is kept in this tab
  const { po, item } = await startPlainReceipt(page, '1');
  await expect(page.getByRole('listitem', { name: `Item ${item.itemNo}` }).getByLabel('Quantity', { exact: true })).toHaveValue('1');

  // meanwhile the rest of the item is received and the item closed (another handheld)
  const fresh = await (await page.request.get(`${API}/purchase-orders/${po}`)).json();
  const open = (fresh.items as PoItem[]).find((i) => i.itemNo === item.itemNo) as PoItem & { openQuantity: string };
  await postAsAdmin(browser, `${API}/po-goods-receipts`, {
    purchaseOrderNo: po,
    items: [{ itemNo: item.itemNo, quantity: open.openQuantity }],
  });

  // back on the receipt: the closed item has left the draft, with a message
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: `Item ${item.itemNo} of this order was received or closed` })).toBeVisible();
  // the item is shown as closed, with nothing left to type into
  const closed = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await expect(closed.getByLabel('Quantity', { exact: true })).toHaveCount(0);
  await expect(closed).toContainText('closed');
  await page.screenshot({ path: 'test-results/receipt-reconciled-360.png', fullPage: true });
});

test('serials of a receipt: one chosen scan removed, the last one undone; the posted document has exactly the serials left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const { po, item } = await findSerializedPoItem(page.request);
  const run = Date.now().toString(36).toUpperCase();
  const [s1, s2, s3, s4, s5] = [1, 2, 3, 4, 5].map((n) => `E2E-GRS-${run}-${n}`) as [string, string, string, string, string];
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  const card = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await card.getByLabel('Quantity (serials)').fill('3');

  // the first serial scanned at once, while the serial screen loads
  await card.getByRole('button', { name: /^Serials/ }).click();
  await page.keyboard.type(s1);
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Serial', { exact: true });
  const serials = page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem');
  await expect(serials).toHaveCount(1);
  await expect(serials.first()).toContainText(s1);
  for (const serial of [s2, s3, s4]) await scanInto(field, serial);
  await expect(serials).toHaveCount(4);

  // one too many: F4 (done) is refused in the error dialog; Enter closes it and the serial field has the focus again
  await page.keyboard.press('F4');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Serial quantity is more than quantity');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(field).toBeFocused();

  // a chosen scan taken back (the second), then the last one undone; the next scan is taken as usual
  await page.getByRole('button', { name: `Remove serial ${s2}` }).click();
  await expect(serials).toHaveCount(3);
  await page.getByRole('button', { name: `Undo last scan (${s4})` }).click();
  await expect(serials).toHaveCount(2);
  await expect(field).toBeFocused();
  await scanInto(field, s5);
  await expect(serials).toHaveText([new RegExp(s1), new RegExp(s3), new RegExp(s5)]);
  await page.keyboard.press('F4');

  // back on the order with three serials; posted, the document holds exactly those three
  await expect(page).toHaveURL(new RegExp(`/goodsreceipt/po/${po}$`));
  await expect(card.getByRole('button', { name: 'Serials (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
  const matDoc = (await page.getByTestId('mat-doc').textContent()) ?? '';
  const doc = await (await page.request.get(`${API}/material-documents/${matDoc}`)).json();
  expect(
    (doc.items as { material: string; quantity: string; serials: { serialNumber: string }[] }[]).map((i) => [
      i.material,
      i.quantity,
      i.serials.map((s) => s.serialNumber).sort(),
    ]),
  ).toEqual([[item.material, '3.000', [s1, s3, s5].sort()]]);
});
