import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, type Request } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogue } from './pseudo-check';

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/supplier/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The page's CSRF token (sent with every state-changing request). */
export async function csrfToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(document.getElementById('portal-globals')?.textContent ?? '{}').csrfToken as string);
}

/** A posting through the API by a signed-in page: JSON body, CSRF token and a fresh Idempotency-Key. */
export async function postJson<T>(page: Page, url: string, body: unknown): Promise<T> {
  const res = await page.request.post(url, {
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': await csrfToken(page),
      'idempotency-key': randomUUID(),
    },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * A posting as the administrator, in a browser context of its own (the test's page stays signed in
 * as whoever it is): for what operators may not post, e.g. initial stock (561).
 */
export async function postAsAdmin<T>(browser: Browser, url: string, body: unknown): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'admin', 'Admin#2026');
    return await postJson<T>(page, url, body);
  } finally {
    await context.close();
  }
}

/** Initial stock (561), which only administrators may post: a material document with this header text. */
export function postOpeningStock(browser: Browser, headerText: string, items: unknown[]) {
  return postAsAdmin(browser, '/supplier/api/warehouse/material-documents', { headerText, items });
}

/** A handheld (360 x 740) signed in as this user (the Frankfurt warehouse user unless named). */
export async function signInOnHandheld(page: Page, username = 'whfra', password = 'Scan#1000') {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, username, password);
}

/** A scanner's scan into a handheld field: the field has the focus, the code is typed, Enter ends it. */
export async function scanInto(field: Locator, code: string) {
  await expect(field).toBeFocused();
  await expect(field).toBeEditable();
  await field.pressSequentially(code);
  await field.press('Enter');
}

/** A JSON read through the API by a signed-in page; a failed answer fails the test with its body. */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { accept: 'application/json' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * A posting whose answer is lost (offline journal): the first request matching `url`
 * reaches the server and the browser sees the connection fail; later requests (the replays) pass,
 * their material documents recorded.
 */
export async function loseFirstAnswer(page: Page, url: string) {
  const seen: { first: { matDoc: string } | null; keys: string[]; replays: string[] } = { first: null, keys: [], replays: [] };
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { matDoc: string };
    seen.keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (seen.first) {
      seen.replays.push(body.matDoc);
      await route.fulfill({ response });
      return;
    }
    seen.first = body;
    await route.abort('connectionfailed');
  });
  return seen;
}

/**
 * After a posting whose first answer `loseFirstAnswer` lost: the offline journal keeps it; a reload
 * posts it again with the same key, the server answers every replay with the first document and the
 * journal empties. Returns that document's number.
 */
export async function expectReplayedAfterReload(page: Page, lost: Awaited<ReturnType<typeof loseFirstAnswer>>, url: string) {
  // the answer was lost: the posting waits in the offline journal with its key and body
  await expect(page.getByRole('status').filter({ hasText: 'kept in the journal' })).toBeVisible();
  const matDoc = lost.first?.matDoc as string;
  expect(matDoc).toMatch(/^\d{10}$/);

  // reload: the journal survives it and posts again with the same key; the server replays the first document
  await page.reload();
  await expect.poll(() => lost.replays.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.unroute(url);
  for (const replay of lost.replays) expect(replay).toBe(matDoc);
  await expect(page.getByRole('link', { name: /posting waiting/ })).toHaveCount(0);
  return matDoc;
}

/** The empty bins of one storage type in warehouse W10 (plant 1000): the first `limit` the storage-bin search lists. */
export async function emptyBinsOfType(page: Page, storageType: string, limit: number) {
  const empty = await getJson<{ items: { binId: string; blocked: boolean }[] }>(
    page,
    `/supplier/warehouse/invmgmt/storagebin/search?plant=1000&warehouse=W10&storageType=${storageType}&occupancy=empty&limit=${limit}`,
  );
  return empty.items;
}

/** The cables without batches on the first page (20) of the material search, in its order. */
export async function batchlessCables(page: Page): Promise<string[]> {
  const cables = await getJson<{ items: { materialId: string; batchManaged: boolean }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=cbl&pageSize=20',
  );
  return cables.items.filter((m) => !m.batchManaged).map((m) => m.materialId);
}

/** A purchase order item as the API shows it, with what the specs choose by. */
export interface PoItem {
  itemNo: number;
  material: string;
  baseUnit: string;
  serialized: boolean;
  batchManaged: boolean;
  qualityInspected: boolean;
  maxReceivable: string;
  receivedQuantity: string;
  closed: boolean;
}

/**
 * Items of plant 1000's seeded purchase orders that `wanted` accepts (the first such item per order), in
 * the list's order, stopping after `limit` of them; orders in `skip` are passed over.
 */
export async function purchaseOrderItems(
  request: APIRequestContext,
  wanted: (item: PoItem) => boolean,
  { limit = 1, skip = [] }: { limit?: number; skip?: readonly string[] } = {},
): Promise<{ po: string; item: PoItem }[]> {
  const found: { po: string; item: PoItem }[] = [];
  for (let page = 1; page <= 10; page++) {
    const list = await (await request.get(`/supplier/api/warehouse/purchase-orders?plant=1000&pageSize=50&page=${page}`)).json();
    for (const summary of list.items as { poNumber: string }[]) {
      // the demo seed's orders only (45…): an order another spec creates while this one runs (the list shows the newest
      // first) is that spec's own
      if (skip.includes(summary.poNumber) || !summary.poNumber.startsWith('45')) continue;
      const po = await (await request.get(`/supplier/api/warehouse/purchase-orders/${summary.poNumber}`)).json();
      const item = (po.items as PoItem[]).find(wanted);
      if (item) found.push({ po: summary.poNumber, item });
      if (found.length >= limit) return found;
    }
    if (page >= list.maxPage) break;
  }
  return found;
}

/** A serialized item nothing was received on yet, with room for 5 serials. */
export const unreceivedSerialItem = (i: PoItem) =>
  i.serialized && !i.qualityInspected && !i.closed && i.receivedQuantity === '0.000' && Number(i.maxReceivable) >= 5;

/**
 * A plain cable (no batches, no serials) with no stock in plant 1000, so a spec owns all of it;
 * `fromEnd` takes the last such one (specs that may run in parallel take opposite ends).
 */
export async function unstockedCable(page: Page, { fromEnd = false } = {}): Promise<string> {
  const materials = await getJson<{ items: { materialId: string; batchManaged: boolean; serialized: boolean }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=cbl&pageSize=50',
  );
  const plain = materials.items.filter((c) => !c.batchManaged && !c.serialized);
  for (const m of fromEnd ? plain.reverse() : plain) {
    const held = await getJson<{ rows: unknown[] }>(page, `/supplier/api/warehouse/stock?material=${m.materialId}&plant=1000`);
    if (held.rows.length === 0) return m.materialId;
  }
  throw new Error('no plain cable without stock in plant 1000');
}

/** The first serialized keyboard material. */
export async function serializedKeyboard(page: Page): Promise<string> {
  const keyboards = await getJson<{ items: { materialId: string }[] }>(
    page,
    '/supplier/api/warehouse/materials?q=kbd&serialized=true&pageSize=1',
  );
  const keyboard = keyboards.items[0]?.materialId;
  if (!keyboard) throw new Error('no serialized keyboard material');
  return keyboard;
}

/** A calendar day (YYYY-MM-DD) as an English (US) reader sees it on a screen: 11/29/2026. */
export const shownDay = (day: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A day typed into a date field as a user of the page's locale types it (11/28/2026 in en-US), then Enter. */
export async function typeDay(field: Locator, day: string) {
  await field.fill(shownDay(day));
  await field.press('Enter');
}

const english = catalogue('en');
const german = catalogue('de');

/** The German text of the message whose English text is `text` (with its placeholders filled). */
export function de(text: string, values?: Record<string, string | number>): string {
  const keys = Object.keys(english).filter((key) => english[key] === text);
  expect(keys, `no catalogue message reads "${text}" in English`).not.toEqual([]);
  const translated = keys.map((key) => german[key]).find((value) => value !== undefined && value !== text);
  expect(translated, `"${text}" (${keys.join(', ')}) has no German text in de.json yet`).toBeDefined();
  return new IntlMessageFormat(translated as string, 'de', undefined, { ignoreTag: true }).format(values) as string;
}

/**
 * How many pixels the page is wider than the screen (0 or less: it fits): the document, and on a handheld screen
 * with a bottom bar the content's own scrolling box (ShellLayout's .sp-scroll), which would hide the excess from
 * the document's width.
 */
export function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const scroll = document.querySelector('.sp-scroll');
    return Math.max(root.scrollWidth - root.clientWidth, scroll ? scroll.scrollWidth - scroll.clientWidth : 0);
  });
}

/**
 * The answers to the requests of `page` matching `url` held back until the test lets them go (a slow access point):
 * `hold` picks which are held (every one by default); `release()` lets the held ones and every later one through;
 * `asked` lists the matching requests' URLs in the order they were made. A test that holds the same URL again
 * unroutes it first (`page.unroute(url)`).
 */
export async function holdAnswers(page: Page, url: RegExp, hold: (request: Request) => boolean = () => true) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(url, async (route) => {
    asked.push(route.request().url());
    if (hold(route.request())) await held;
    await route.continue();
  });
  return { release, asked };
}
