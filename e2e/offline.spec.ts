import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  emptyBinsOfType,
  getJson,
  loseFirstAnswer,
  type PoItem,
  postOpeningStock,
  purchaseOrderItems,
  scanInto,
  signIn,
  unreceivedSerialItem,
} from './helpers';
import { goOffline, goOnline, ledgerAgrees, moveOnHandheld, readyForOffline, stockIn } from './offline-helpers';

/**
 * On a 360 px handheld with Playwright's offline switch: postings made
 * without network wait in the journal (IndexedDB), survive a reload, and are posted exactly once
 * when the network is back; a refusal stays in the journal with the server's message until it is
 * discarded; a request whose answer was lost is replayed with its key and returns the first document.
 */
test.use({ viewport: { width: 360, height: 740 } });

const API = '/supplier/api/warehouse';
const JOURNAL = '/supplier/warehouse/offline/journal';

/** A serialized PO item nothing was received on yet; the goods-receipt spec takes the first such order, this one the last. */
async function serializedPoItem(request: APIRequestContext): Promise<{ po: string; item: PoItem }> {
  const found = await purchaseOrderItems(request, unreceivedSerialItem, { limit: Number.POSITIVE_INFINITY });
  const last = found.at(-1);
  if (!last || found.length < 2) throw new Error('fewer than two open serialized purchase order items in plant 1000');
  return last;
}

/** Empty rack bins of storage type 002, from the end (other specs take the first empty bins of 001). */
async function emptyBins(page: Page, count: number): Promise<string[]> {
  const bins = (await emptyBinsOfType(page, '002', 100)).map((b) => b.binId).slice(-count);
  expect(bins).toHaveLength(count);
  return bins;
}

async function plainMaterial(page: Page, skip = 0): Promise<string> {
  const cables = await getJson<{ items: { materialId: string; batchManaged: boolean; serialized: boolean }[] }>(
    page,
    `${API}/materials?q=cbl&pageSize=20`,
  );
  return cables.items.filter((m) => !m.batchManaged && !m.serialized).at(-1 - skip)?.materialId as string;
}

async function openingStock(browser: Browser, material: string, bin: string, quantity: string) {
  await postOpeningStock(browser, 'e2e offline opening stock', [
    { movementType: '561', material, quantity, to: { plant: '1000', sloc: '0001', bin } },
  ]);
}

/**
 * The documents against purchase order `number` that hold a serial starting with `prefix` (this test's): another spec
 * receiving another item of the same order at the same time (two workers) posts documents of its own against it.
 */
async function documentsFor(request: APIRequestContext, number: string, prefix: string): Promise<string[]> {
  const res = await (await request.get(`${API}/material-documents?referenceType=PO&referenceNumber=${number}&pageSize=100`)).json();
  const found: string[] = [];
  for (const matDoc of new Set((res.items as { matDoc: string }[]).map((i) => i.matDoc))) {
    const doc = await (await request.get(`${API}/material-documents/${matDoc}`)).json();
    const serials = (doc.items as { serials: { serialNumber: string }[] }[]).flatMap((i) => i.serials.map((s) => s.serialNumber));
    if (serials.some((serial) => serial.startsWith(prefix))) found.push(matDoc);
  }
  return found;
}

/** Signed in on the handheld with `quantity` of a plain cable in the first of two empty bins (the `nth` pair of this spec), ready to go offline. */
async function moveReady(page: Page, browser: Browser, nth: number, quantity: string) {
  await signIn(page, 'whfra', 'Scan#1000');
  const [source, destination] = (await emptyBins(page, 2 * nth + 1)).slice(2 * nth - 1) as [string, string];
  const cable = await plainMaterial(page, nth - 1);
  await openingStock(browser, cable, source, quantity);
  await readyForOffline(page);
  return { source, destination, cable };
}

async function scan(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

test('a goods receipt and a bin to bin made offline survive a reload and post exactly once when the network is back', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const { po, item } = await serializedPoItem(page.request);
  const [source, destination] = (await emptyBins(page, 2)) as [string, string];
  const cable = await plainMaterial(page);
  await openingStock(browser, cable, source, '10');
  await readyForOffline(page);
  await page.screenshot({ path: 'test-results/offline-menu-360.png', fullPage: true });

  // the goods receipt starts online: the order is on the screen
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  const card = page.getByRole('listitem', { name: `Item ${item.itemNo}` });
  await card.getByLabel('Quantity (serials)').fill('5');

  // the Wi-Fi drops: 5 serials scanned and checked on the device, the receipt goes to the journal
  await goOffline(context);
  await card.getByRole('button', { name: /^Serials/ }).click();
  await expect(page).toHaveURL(/\/wm\/serial\/plant\/1000\/sloc\/0001\/material\/.+\/qty\/5$/);
  const prefix = `OFF${po}`;
  for (const n of [1, 2, 3, 4, 5]) {
    await scan(page, 'Serial', `${prefix}-${n}`);
    await expect(page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem')).toHaveCount(n);
  }
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/goodsreceipt/po/${po}$`));
  await expect(card.getByRole('button', { name: 'Serials (5)' })).toBeVisible();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept in the journal' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 posting waiting' })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-gr-queued-360.png', fullPage: true });

  // a reload without network: the screen and the journal are still there
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Item ${item.itemNo}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 posting waiting' })).toBeVisible();
  await page.goto(JOURNAL);
  await expect(page.getByRole('listitem', { name: new RegExp(`^Goods receipt PO ${po}`) })).toContainText('Waiting');

  // bin to bin, offline: bins and material checked against the snapshot
  await page.goto('/supplier/warehouse/wm/b2b');
  await scanInto(page.getByLabel('Source bin'), source);
  await scanInto(page.getByLabel('Material or serial'), cable);
  await scanInto(page.getByLabel(/^Quantity/), '11');
  await expect(page.getByText(/more than/i)).toBeVisible();
  await page.getByLabel(/^Quantity/).fill('');
  await scanInto(page.getByLabel(/^Quantity/), '3');
  await scanInto(page.getByLabel('Destination bin'), destination);
  await expect(page.getByRole('status').filter({ hasText: 'kept in the journal' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2 postings waiting' })).toBeVisible();
  await page.goto(JOURNAL);
  await expect(page.getByRole('listitem', { name: /^Bin to bin / })).toContainText('Waiting');
  await page.screenshot({ path: 'test-results/offline-journal-waiting-360.png', fullPage: true });
  expect(await documentsFor(page.request, po, prefix)).toEqual([]);

  // back online: both posted, in order, exactly once; the journal is empty
  await goOnline(context);
  await expect(page.getByText('The journal is empty')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /waiting/ })).toHaveCount(0);
  const docs = await documentsFor(page.request, po, prefix);
  expect(docs).toHaveLength(1);
  expect(await stockIn(page, cable, source)).toBe('7.000');
  expect(await stockIn(page, cable, destination)).toBe('3.000');
  const received = await getJson<{ items: { itemNo: number; receivedQuantity: string }[] }>(page, `${API}/purchase-orders/${po}`);
  expect(received.items.find((i) => i.itemNo === item.itemNo)?.receivedQuantity).toBe('5.000');
  await ledgerAgrees(browser);
});

test('a move made offline that another user made first is refused, stays in the journal with the message until discarded', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const [source, mine, theirs] = (await emptyBins(page, 5)).slice(2) as [string, string, string];
  const cable = await plainMaterial(page, 1);
  await openingStock(browser, cable, source, '1');
  await readyForOffline(page);

  // offline: the last unit of the bin moves on the handheld
  await goOffline(context);
  await moveOnHandheld(page, { source, cable, quantity: '1', destination: mine });
  await expect(page.getByRole('link', { name: '1 posting waiting' })).toBeVisible();

  // meanwhile another handheld moves it online
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, 'whfra', 'Scan#1000');
  await moveOnHandheld(otherPage, { source, cable, quantity: '1', destination: theirs });
  await expect(otherPage.getByText(/^Moved: transfer order/)).toBeVisible();
  await other.close();
  expect(await stockIn(page, cable, theirs)).toBe('1.000');

  // back online: the handheld's move is refused with the server's message and stays
  await goOnline(context);
  await page.goto(JOURNAL);
  const entry = page.getByRole('listitem', { name: /^Bin to bin / });
  await expect(entry).toContainText('Refused', { timeout: 15_000 });
  await expect(entry.locator('.sp-journal-message')).toContainText(source);
  await expect(page.getByRole('link', { name: '1 refused' })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-journal-refused-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/offline-journal-refused-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(entry).toContainText('Refused');
  expect(await stockIn(page, cable, mine)).toBe('0');

  // discard asks first
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(entry.getByText('Discard this posting? It will not be posted.')).toBeVisible();
  await entry.getByRole('button', { name: 'Keep' }).click();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Discard' }).click();
  await entry.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(page.getByText('The journal is empty')).toBeVisible();
  expect(await stockIn(page, cable, theirs)).toBe('1.000');
  expect(await stockIn(page, cable, mine)).toBe('0');
  await ledgerAgrees(browser);
});

test('the network dies after the server posted a move: the replay returns the first document, not a second one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { source, destination, cable } = await moveReady(page, browser, 3, '5');

  // the first request reaches the server, its answer is lost; later ones pass and are recorded
  const lost = await loseFirstAnswer(page, '**/bin-to-bin');

  await moveOnHandheld(page, { source, cable, quantity: '2', destination });
  await expect(page.getByRole('status').filter({ hasText: 'kept in the journal' })).toBeVisible();
  await page.goto(JOURNAL);
  await expect(page.getByText('The journal is empty')).toBeVisible({ timeout: 15_000 });

  // the replays (one from the journal, maybe one more from the next page if the first was cut
  // short by the navigation) carry the first request's key and are answered with its document
  expect(lost.replays.length).toBeGreaterThanOrEqual(1);
  for (const key of lost.keys) expect(key).toBe(lost.keys[0]);
  for (const replay of lost.replays) expect(replay).toBe(lost.first?.matDoc);
  expect(await stockIn(page, cable, source)).toBe('3.000');
  expect(await stockIn(page, cable, destination)).toBe('2.000');
  await ledgerAgrees(browser);
});

test('a move sent on Friday whose answer was lost is not posted again by itself on Monday: the operator checks and discards it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { source, destination, cable } = await moveReady(page, browser, 4, '5');

  // Friday: the move reaches the server, its answer is lost, and the handheld gets no answer again
  const posted: string[] = [];
  await page.route('**/bin-to-bin', async (route) => {
    if (posted.length > 0) return route.abort('internetdisconnected');
    const response = await route.fetch();
    posted.push(((await response.json()) as { matDoc: string }).matDoc);
    return route.abort('connectionfailed');
  });
  await moveOnHandheld(page, { source, cable, quantity: '2', destination });
  await expect(page.getByRole('status').filter({ hasText: 'kept in the journal' })).toBeVisible();
  await page.goto(JOURNAL);
  const entry = page.getByRole('listitem', { name: /^Bin to bin / });
  await expect(entry).toContainText('Waiting');
  expect(posted).toHaveLength(1);

  // Monday, 63 hours later, the network is back: the server has forgotten the key, so the journal holds it
  await page.clock.setSystemTime(Date.now() + 63 * 3_600_000);
  await page.unrouteAll();
  await page.reload();
  await expect(entry).toContainText('Refused', { timeout: 15_000 });
  await expect(entry.locator('.sp-journal-message')).toHaveText(
    'Sent more than 48 hours ago without an answer: it may have been posted. Check the material documents, then retry (it posts again) or discard it.',
  );
  await page.screenshot({ path: 'test-results/offline-journal-forgotten-360.png', fullPage: true });
  expect(await stockIn(page, cable, source)).toBe('3.000');
  expect(await stockIn(page, cable, destination)).toBe('2.000');

  // retry asks first, and Enter keeps it (Keep has the focus): posting it again would count the move twice
  await entry.getByRole('button', { name: 'Retry' }).click();
  await expect(entry.getByText('Post it again? Only if the material documents do not show it: otherwise it counts twice.')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entry.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await stockIn(page, cable, destination)).toBe('2.000');

  // it was posted on Friday: discarded, the move counts once
  await entry.getByRole('button', { name: 'Discard' }).click();
  await entry.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(page.getByText('The journal is empty')).toBeVisible();
  expect(await stockIn(page, cable, destination)).toBe('2.000');
  await ledgerAgrees(browser);
});

test('a worker whose install failed on bad Wi-Fi is installed again while the handheld stays on its page', async ({ page, context }) => {
  test.setTimeout(90_000);
  // every file the worker fetches to precache fails until its install has given up (no registration left)
  let failing = true;
  let failed = 0;
  await context.route(/\/supplier\/.*$/, async (route) => {
    if (failing && route.request().serviceWorker()) {
      failed++;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await signIn(page, 'whfra', 'Scan#1000');
  const registration = () =>
    page.evaluate(async () => ((await navigator.serviceWorker.getRegistration('/supplier/')) ? 'registered' : 'none'));
  await expect.poll(() => failed, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(registration, { timeout: 20_000 }).toBe('none');
  failing = false;
  // no new page: the app registers the worker again by itself (10 s after the failure) and it takes control
  const url = page.url();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 40_000 });
  expect(page.url()).toBe(url);
});
