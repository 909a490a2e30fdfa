import { type Browser, expect, type Page } from '@playwright/test';
import { getJson, postOpeningStock, scanInto, signIn } from './helpers';

/**
 * What the journeys (journeys-*.spec.ts) and the area specs they grew from share: who signs in at
 * which size, the closing ledger check on the administrator's screen, and the outbound setup
 * (deliveries due, a delivery from an order, opening stock in an empty rack bin).
 */
const API = '/supplier/api/warehouse';
export const DESKTOP = { width: 1280, height: 900 } as const;
export const HANDHELD = { width: 360, height: 740 } as const;

export const WHFRA = ['whfra', 'Scan#1000'] as const;
export const ADMIN = ['admin', 'Admin#2026'] as const;
export const SUPPLIER = ['supplier', 'Vendor#2026'] as const;

/**
 * On the shipments screen: a new shipment of `delivery` with carrier DHL (and the shipping profile, when named)
 * created and loading started, as a dispatcher does; the shipment's detail region, its heading at Loading.
 */
export async function createLoadingShipment(page: Page, delivery: string, profile?: string) {
  const form = page.getByRole('form', { name: 'New shipment' });
  await form.getByLabel('Deliveries').fill(delivery);
  await form.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
  await page.keyboard.press('Enter');
  if (profile) {
    await form.getByRole('combobox', { name: 'Shipping profile' }).fill(profile);
    await page.keyboard.press('Enter');
  }
  await form.getByRole('button', { name: 'Create shipment' }).click();
  const detail = page.getByRole('region', { name: /^Shipment \d{10}$/ });
  await expect(detail.getByRole('heading')).toContainText('Planned');
  await detail.getByRole('button', { name: 'Start loading' }).click();
  await expect(detail.getByRole('heading')).toContainText('Loading');
  return detail;
}

/** A browser context of its own at this size, signed in as `user` (the Frankfurt warehouse user unless named). */
export async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  user: readonly [string, string] = WHFRA,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, ...user);
  return page;
}

/**
 * The end of every journey: the administrator opens the ledger check (1280 px) from the menu and
 * reads that the stock, transit and serials recomputed from the documents agree; a difference
 * fails with the screen's table of differences.
 */
export async function ledgerCleanOnScreen(browser: Browser) {
  const admin = await openAs(browser, DESKTOP, ADMIN);
  try {
    await admin.goto('/supplier/warehouse/menu/index');
    await admin.getByRole('button', { name: 'Menu', exact: true }).click();
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ledger Check' }).click();
    await expect(admin).toHaveURL(/\/supplier\/admin\/ledger-check$/);
    // the whole ledger is recomputed: slower than a list on a busy machine
    const verdict = admin.getByRole('status').filter({ hasText: /^The ledger (is clean|has)/ });
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    const differences = admin.getByRole('table', { name: 'Differences' });
    expect((await differences.count()) > 0 ? await differences.innerText() : '').toBe('');
    await expect(verdict).toHaveText(/^The ledger is clean: [\d,]+ documents with [\d,]+ items agree with/);
  } finally {
    await admin.context().close();
  }
}

// ---- outbound (journeys-outbound ~ deliveries.spec) ----

/** An order item as the order's drill-down and the API show it. */
export interface OrderItem {
  itemNo: number;
  material: string;
  serialized: boolean;
  openQuantity: string;
}

/**
 * Opening stock (561, which only the administrator may post: setup, no worker's step) in the empty
 * bin the put-away suggestion names for it (`exclude`: bins not to take); returns the bin.
 */
export async function stockInSuggestedBin(
  page: Page,
  browser: Browser,
  stock: {
    material: string;
    quantity: number;
    serials?: string[];
    exclude?: string[];
    plant?: string;
    warehouse?: string;
    headerText: string;
  },
) {
  const { material, quantity, serials, exclude = [], plant = '1000', warehouse = 'W10' } = stock;
  const q = new URLSearchParams({ material, quantity: String(quantity), ...(exclude.length ? { exclude: exclude.join(',') } : {}) });
  const { binId } = await getJson<{ binId: string }>(page, `${API}/plants/${plant}/warehouses/${warehouse}/suggested-bin?${q}`);
  await postOpeningStock(browser, stock.headerText, [
    { movementType: '561', material, quantity: String(quantity), to: { plant, sloc: '0001', bin: binId }, ...(serials ? { serials } : {}) },
  ]);
  return binId;
}

/**
 * On an order's drill-down (deliveries due): choose the item, type the quantity, create; returns the
 * new delivery's number (the order may have deliveries from earlier runs).
 */
export async function createDelivery(page: Page, item: Pick<OrderItem, 'itemNo'>, quantity: number): Promise<string> {
  await page.getByRole('checkbox', { name: `Choose item ${item.itemNo}` }).check();
  const links = page.getByRole('table', { name: 'Deliveries' }).getByRole('link');
  const before = await links.allTextContents();
  await page.getByLabel(`Quantity of item ${item.itemNo}`).fill(String(quantity));
  await page.getByRole('button', { name: 'Create delivery' }).click();
  await expect(links).toHaveCount(before.length + 1);
  const created = (await links.allTextContents()).find((d) => !before.includes(d));
  expect(created).toMatch(/^\d{10}$/);
  return created as string;
}

/** From the order's drill-down: the delivery opened, its pick transfer order created (one). */
export async function createPickOrder(page: Page, delivery: string) {
  await page.getByRole('link', { name: delivery, exact: true }).click();
  await page.getByRole('button', { name: 'Create pick transfer orders' }).click();
  await expect(page.getByRole('table', { name: 'Transfer orders' }).getByRole('row')).toHaveCount(2);
}

/** A pick line as the pick list gives it (the plan's bin: the bin sequence may take older stock first). */
export async function nextPickLine(page: Page, delivery: string) {
  const list = await getJson<{ lines: { sourceBin: string; material: string; quantity: string; serialized: boolean; orderId: string }[] }>(
    page,
    `${API}/deliveries/pick-list?scan=${delivery}`,
  );
  return list.lines[0];
}

/** After a line's result: true once the delivery is picked (the screen says so and offers packing), else on to the next bin. */
export async function nextBinOrPicked(page: Page, delivery: string): Promise<boolean> {
  const picked = page.getByText(`Delivery ${delivery} is picked: pack it next.`);
  const next = page.getByRole('button', { name: 'Next bin' });
  await expect(picked.or(next)).toBeVisible();
  if (await picked.isVisible()) return true;
  await next.click();
  return false;
}

/** What a handheld scan field asks for, read from its label (`pattern`'s group): the plan's bin, material, quantity. */
async function asked(page: Page, pattern: RegExp): Promise<string> {
  const text = (await page.locator('label', { hasText: pattern }).first().textContent()) ?? '';
  return pattern.exec(text.trim())?.[1] ?? '';
}

/**
 * Picks every line of the delivery on the handheld (360 px) as the screen asks for it (bin,
 * material, quantity); `serialsFor` gives what to scan for a serialized line.
 */
export async function pickOnHandheld(
  page: Page,
  delivery: string,
  serialsFor: (bin: string, qty: number) => Promise<string[]> = async () => [],
) {
  await page.goto('/supplier/warehouse/wm/pick');
  await scanInto(page.getByLabel('Scan delivery or pick order'), delivery);
  for (;;) {
    const bin = await asked(page, /^Scan bin (\S+)$/);
    await scanInto(page.getByLabel(`Scan bin ${bin}`), bin);
    const material = await asked(page, /^Scan material (\S+)$/);
    await scanInto(page.getByLabel(`Scan material ${material}`), material);
    const qty = Number(await asked(page, /^Quantity \((\S+) to pick\)$/));
    await scanInto(page.getByLabel(/^Quantity/), String(qty));
    const serialStep = page.getByLabel(/^Scan serial /);
    const picked = page.getByRole('status').filter({ hasText: /^Picked \S+ of / });
    await expect(serialStep.or(picked)).toBeVisible();
    if (await serialStep.isVisible()) for (const s of await serialsFor(bin, qty)) await scanInto(page.getByLabel(/^Scan serial/), s);
    await expect(picked).toBeVisible();
    if (await nextBinOrPicked(page, delivery)) break;
  }
  await expect(page.getByText(`Delivery ${delivery} is picked: pack it next.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Pack delivery ${delivery}` })).toBeFocused();
}

/** A stock transport order's item received out of transit on the goods-receipt screen (360 px) of the receiving plant. */
export async function receiveOutOfTransit(page: Page, sto: string, itemNo: number, quantity: number, billOfLading: string) {
  await page.goto('/supplier/warehouse/goodsreceipt/index');
  await scanInto(page.getByLabel('Scan PO / STO number'), sto);
  const card = page.getByRole('listitem', { name: `Item ${itemNo}` });
  await expect(card).toContainText('transit');
  await card.getByLabel('Quantity').fill(String(quantity));
  await page.getByLabel('Bill of lading').fill(billOfLading);
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
}

/** The (first) delivery of an order. */
export async function deliveryOf(page: Page, order: string): Promise<string> {
  const found = await getJson<{ items: { deliveryNumber: string }[] }>(page, `${API}/deliveries?orderNumber=${order}`);
  const first = found.items[0];
  if (!first) throw new Error(`no delivery of order ${order}`);
  return first.deliveryNumber;
}

// ---- quality (journeys-quality ~ quality.spec) ----

/** A handheld text field, clicked first (the focus a worker's tap gives it). */
export async function tapField(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  return input;
}

/** Goods receipt (360 px) of serials of a purchase order item: the serial screen, Done, posted. */
export async function receiveSerials(page: Page, po: string, itemNo: number, serials: readonly string[]) {
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${po}`);
  const card = page.getByRole('listitem', { name: `Item ${itemNo}` });
  await card.getByLabel('Quantity (serials)').fill(String(serials.length));
  await card.getByRole('button', { name: /^Serials/ }).click();
  for (const serial of serials) await scanInto(page.getByLabel('Serial', { exact: true }), serial);
  await expect(page.getByRole('list', { name: 'Serial numbers' }).getByRole('listitem')).toHaveCount(serials.length);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'posted' })).toBeVisible();
}

/**
 * On the inspection of a serial, after its defects (360 px): F9 to the repair (one part consumed),
 * F9 to the summary, F9 to the validation; validated by whfra.
 */
export async function repairSummarizeValidate(page: Page, part: string, summary: string) {
  await page.keyboard.press('F9');
  await expect(page).toHaveURL(/\/repair$/);
  await (await tapField(page, 'Repair action')).fill('Replace display panel');
  await (await tapField(page, 'Part consumed (material)')).fill(part);
  await page.getByRole('button', { name: 'Record repair' }).click();
  await expect(page.getByRole('list', { name: 'Recorded repairs' })).toContainText(part);
  await page.keyboard.press('F9');
  await (await tapField(page, 'Summary of findings')).fill(summary);
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Summary saved.')).toBeVisible();
  await page.keyboard.press('F9');
  await page.getByRole('button', { name: 'Validate findings' }).click();
  await expect(page.getByRole('button', { name: 'Validated by whfra' })).toBeVisible();
}

// ---- counting (journeys-counting ~ physical-inventory.spec) ----

/** A physical-inventory document over a bin range of a storage type (1280 px), optionally for one material; returns its number. */
export async function createPiDocument(page: Page, range: { from: string; to: string; storageType: string; material?: string }) {
  await page.goto('/supplier/warehouse/invmgmt/pi/index');
  await page.getByLabel('Bin from').fill(range.from);
  await page.getByLabel('Bin to').fill(range.to);
  await page.getByLabel('Storage type').selectOption(range.storageType);
  if (range.material) await page.getByLabel('Material').fill(range.material);
  await page.getByRole('button', { name: 'Create document' }).click();
  const created = page
    .getByRole('status')
    .filter({ hasText: /^Created/ })
    .getByRole('link');
  await expect(created).toHaveText(/^10\d{8}$/);
  return (await created.textContent()) as string;
}

/** The supervisor (1280 px) posts a counted document's differences; `expected` is a bin's difference shown first; returns the material document. */
export async function postPiDifferences(admin: Page, piNumber: string, expected: { bin: string; text: string }) {
  await admin.goto(`/supplier/warehouse/invmgmt/pi/${piNumber}`);
  await expect(admin.getByTestId('pi-status')).toHaveText('COUNTED');
  await expect(admin.getByTestId(`pi-item-${expected.bin}`)).toContainText(expected.text);
  await admin.getByRole('button', { name: 'Post differences' }).click();
  await expect(admin.getByTestId('pi-status')).toHaveText('POSTED');
  return (await admin.getByTestId('pi-matdoc').textContent()) as string;
}
