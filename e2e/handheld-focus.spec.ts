import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emptyBinsOfType, holdAnswers, purchaseOrderItems, signIn } from './helpers';

/**
 * Handheld focus on a 360 px screen, the scanner simulated by keystrokes + Enter into whatever has
 * the focus (a real wedge scanner does not click first): the error dialog takes the keyboard and
 * gives it back; no scan is lost or processed behind it.
 */
test.use({ viewport: { width: 360, height: 740 } });

const API = '/supplier/api/warehouse';

async function serializedPoItem(request: APIRequestContext): Promise<{ po: string; itemNo: number }> {
  const [first] = await purchaseOrderItems(request, (i) => i.serialized && !i.closed && Number(i.maxReceivable) >= 3);
  if (!first) throw new Error('no open serialized purchase order item in plant 1000');
  return { po: first.po, itemNo: first.item.itemNo };
}

/** The serial entry of an open serialized order item, from its goods receipt screen: its field (focused) and list. */
async function openSerialEntry(page: Page) {
  const { po, itemNo } = await serializedPoItem(page.request);
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  await page
    .getByRole('listitem', { name: `Item ${itemNo}` })
    .getByRole('button', { name: /^Serials/ })
    .click();
  const field = page.getByLabel('Serial', { exact: true });
  await expect(field).toBeFocused();
  return { field, serials: page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem') };
}

/** A scan as a wedge scanner sends it: keystrokes into the focused element, then Enter. */
async function wedge(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('the error dialog takes the focus, closes on Enter or Escape, processes no scan, and gives the focus back', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const { field, serials } = await openSerialEntry(page);

  await wedge(page, 'FOCUS-SN-1');
  await expect(serials).toHaveCount(1);
  await page.waitForTimeout(600); // past the duplicate window: a real second scan
  await wedge(page, 'FOCUS-SN-1');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Serial already entered');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // a scan while the dialog is open: its keys go nowhere, its Enter closes the dialog
  await wedge(page, 'FOCUS-SN-2');
  await expect(dialog).toBeHidden();
  await expect(serials).toHaveCount(1);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // the next scan after Close is not lost
  await wedge(page, 'FOCUS-SN-3');
  await expect(serials).toHaveCount(2);
  await expect(serials.last()).toContainText('FOCUS-SN-3');

  // Escape closes it too
  await page.waitForTimeout(600);
  await wedge(page, 'FOCUS-SN-3');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field).toBeFocused();
  await wedge(page, 'FOCUS-SN-4');
  await expect(serials).toHaveCount(3);
});

test('serials scanned fast on bad Wi-Fi: the scans made while the last serial is checked are kept, checked after it, listed in scan order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const run = Date.now().toString(36).toUpperCase();
  const [s1, s2, s3] = [1, 2, 3].map((n) => `FAST-${run}-${n}`) as [string, string, string];
  const { field, serials } = await openSerialEntry(page);
  // the first serial's check answered only when the test lets it go (a slow access point)
  const serialOf = (url: string) => new URL(url).searchParams.get('serialNo') ?? '';
  const { release, asked } = await holdAnswers(page, /\/validate-serial-number\?/, (request) => serialOf(request.url()) === s1);
  const checked = () => asked.map(serialOf);
  await wedge(page, s1);
  await expect(field).not.toBeEditable();
  // the page asks before this test hears of it (the route's event comes over the wire): wait for the ask
  await expect.poll(checked).toEqual([s1]);
  await wedge(page, s2);
  await wedge(page, s3);
  // nothing more asked while the first check runs (a check sent too soon would most often be heard by now)
  expect(checked()).toEqual([s1]);
  release();
  await expect(serials).toHaveCount(3);
  await expect(serials).toHaveText([new RegExp(s1), new RegExp(s2), new RegExp(s3)]);
  expect(checked()).toEqual([s1, s2, s3]);
  await expect(field).toBeEditable();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

test('a scan made while the next screen loads is kept: bin to bin from the menu', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'whfra', 'Scan#1000');
  await page.goto('/supplier/warehouse/menu/index');
  await page.getByRole('link', { name: 'Bin to Bin' }).click();
  // at once, before the screen (its chunk, plant and preferences) is there
  await wedge(page, 'NO-SUCH-BIN');
  await expect(page.getByRole('alert')).toContainText('NO-SUCH-BIN');
  await expect(page.getByLabel('Source bin')).toBeFocused();
});

for (const delay of [0, 150, 600]) {
  test(`a scan made while the screen's code and data arrive late (up to ${delay} ms) keeps every character`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'whfra', 'Scan#1000');
    await page.goto('/supplier/warehouse/menu/index');
    // every script and API answer held back a random while: the keys land at a different moment each time
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.endsWith('.js') || url.endsWith('.css') || url.includes('/supplier/api/')) {
        await new Promise((resolve) => setTimeout(resolve, delay * Math.random()));
      }
      await route.continue();
    });
    await page.getByRole('link', { name: 'Bin to Bin' }).click();
    await wedge(page, 'NO-SUCH-BIN');
    await expect(page.getByRole('alert')).toContainText('code NO-SUCH-BIN');
    await expect(page.getByLabel('Source bin')).toBeFocused();
  });
}

test('after a goods receipt "Put away now" has the focus, and the scan made while put-away loads is kept', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'whfra', 'Scan#1000');
  let found: { po: string; itemNo: number } | null = null;
  for (let p = 1; p <= 10 && !found; p++) {
    const list = await (await page.request.get(`${API}/purchase-orders?plant=1000&pageSize=50&page=${p}`)).json();
    for (const summary of (list.items as { poNumber: string }[]).reverse()) {
      const po = await (await page.request.get(`${API}/purchase-orders/${summary.poNumber}`)).json();
      const item = (
        po.items as {
          itemNo: number;
          serialized: boolean;
          batchManaged: boolean;
          qualityInspected: boolean;
          closed: boolean;
          sloc: string;
          maxReceivable: string;
        }[]
      ).find(
        (i) => !i.serialized && !i.batchManaged && !i.qualityInspected && !i.closed && i.sloc === '0001' && Number(i.maxReceivable) >= 3,
      );
      if (item) {
        found = { po: summary.poNumber, itemNo: item.itemNo };
        break;
      }
    }
    if (p >= list.maxPage) break;
  }
  if (!found) throw new Error('no open plain purchase order item into sloc 0001');
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${found.po}`);
  await page
    .getByRole('listitem', { name: `Item ${found.itemNo}` })
    .getByLabel('Quantity', { exact: true })
    .fill('1');
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  const putAway = page.getByRole('link', { name: 'Put away now' });
  await expect(putAway).toBeFocused();
  // the scanner's Enter opens put-away; the source bin scanned at once is not lost
  await page.keyboard.press('Enter');
  await wedge(page, 'GR-ZONE-01');
  await expect(page).toHaveURL(/\/wm\/putaway\/suggested\?order=6\d{9}&line=1$/);
  await expect(page.getByLabel(/^Scan material/)).toBeFocused();
});

test('stock inquiry on bad Wi-Fi: the next bin scanned while the first is looked up is kept and shown after it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'whfra', 'Scan#1000');
  const [first, second] = (await emptyBinsOfType(page, '001', 2)).map((bin) => bin.binId) as [string, string];
  await page.goto('/supplier/warehouse/wm/si/home');
  const field = page.getByLabel('Storage bin');
  await expect(field).toBeFocused();
  // the first bin's lookup answered only when the test lets it go (a slow access point)
  const codeOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const { release, asked } = await holdAnswers(
    page,
    /\/supplier\/api\/[^?]*\/scan\/[^/?]+(\?|$)/,
    (request) => codeOf(request.url()) === first,
  );
  const looked = () => asked.map(codeOf);
  await wedge(page, first);
  await expect(field).not.toBeEditable();
  await expect.poll(looked).toEqual([first]); // the ask reaches this test after the field shows it
  await wedge(page, second);
  expect(looked()).toEqual([first]);
  release();
  // the first bin's screen, then the kept scan in its "Next bin" field: the second bin's
  await expect(page).toHaveURL(new RegExp(`/si/bindetails/binNumber/${second}/index/0$`));
  expect(looked()).toEqual([first, second]);
  await expect(page.getByLabel('Next bin')).toBeFocused();
  await expect(page.getByLabel('Next bin')).toHaveValue('');
});
