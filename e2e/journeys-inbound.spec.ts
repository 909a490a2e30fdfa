import type { Page } from '@playwright/test';
import { todayIn } from '../src/shared/calendar';
import { gs1CheckDigit } from '../src/shared/gs1';
import { expect, test } from './fixtures';
import { scanInto, shownDay, typeDay } from './helpers';
import { DESKTOP, HANDHELD, ledgerCleanOnScreen, openAs, SUPPLIER } from './journey-helpers';

/**
 * The inbound journey through the screens only: the supplier (1280 px) confirms its
 * purchase order, announces the shipment (two pallets with their own SSCCs, the serials of the
 * serialized item typed) and books a dock slot; the warehouse registers the truck's arrival
 * linked to the notice, receives each pallet with one scan of its SSCC and puts both away on the
 * handheld (360 px), and finds the stock in the stock overview (1280 px) and the notice behind the
 * dashboard's dock-to-stock bar of the day; the administrator's ledger check is clean. No step goes through the API. Purchase order 4517000008 is this
 * journey's own (seed/dock.ts): 10 serialized units and 50 of the mounting kit, enough for five
 * runs (2 + 4 each).
 */
const PO = '4517000008';
const SERIALIZED = 'ZDOCK-SER-0001';
const PLAIN = 'ZDOCK-PART-0001';

/** A pallet SSCC of this run: extension digit, a company prefix, a serial reference from the clock, the GS1 check digit. */
function ssccOf(extension: number, run: string): string {
  const digits = `${extension}4012345${run.padStart(9, '0').slice(-9)}`;
  return `${digits}${gs1CheckDigit(digits)}`;
}

/** On the put-away list (360 px): a transfer order scanned, its one line confirmed to the suggested bin; returns the bin and the stock line it shows. */
async function putAway(hand: Page, transferOrder: string, material: string, quantity: number) {
  await scanInto(hand.getByLabel('Scan transfer order, material document or bin'), transferOrder);
  await expect(hand).toHaveURL(new RegExp(`/wm/putaway/suggested\\?order=${transferOrder}&line=1$`));
  const line = hand.getByRole('region', { name: 'Line 1' });
  const from = (
    (await line
      .locator('dl div', { hasText: /^From bin/ })
      .locator('dd')
      .textContent()) ?? ''
  ).trim();
  const suggested = ((await hand.getByTestId('suggested-bin').textContent()) ?? '').trim();
  expect(from).toMatch(/^GR-ZONE-/);
  await scanInto(hand.getByLabel(/^Scan source bin/), from);
  await scanInto(hand.getByLabel(/^Scan material/), material);
  await scanInto(hand.getByLabel(/^Quantity/), String(quantity));
  await scanInto(hand.getByLabel(/^Scan destination bin/), suggested);
  await expect(hand.getByRole('status').filter({ hasText: 'Line 1 confirmed' })).toBeVisible();
  const inBin = hand
    .getByRole('list', { name: `Stock in bin ${suggested}` })
    .getByRole('listitem')
    .filter({ hasText: material });
  await expect(inBin).toContainText(/ · \d+ EA · /);
  const held = /· (\d+) EA ·/.exec((await inBin.textContent()) ?? '')?.[1] as string;
  await hand.getByRole('link', { name: 'Put-away list' }).click();
  return { bin: suggested, held };
}

test('inbound: PO confirmed -> notice with serials and SSCCs -> dock slot -> arrival -> one scan per pallet (360) -> put-away (360) -> stock overview -> ledger clean', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now() % 1_000_000_000}`;
  const tag = Number(run).toString(36).toUpperCase();
  const serials = [`IJ${tag}A`, `IJ${tag}B`];
  const [pallet1, pallet2] = [ssccOf(1, run), ssccOf(2, run)];

  // the supplier (1280 px) opens the order (the link of the order's mail) and confirms it as it stands
  const supplier = await openAs(browser, DESKTOP, SUPPLIER);
  await supplier.goto(`/supplier/purchaseorders/po/${PO}`);
  await supplier.getByRole('button', { name: 'Confirm order' }).click();
  const confirmation = supplier.getByRole('table', { name: 'Confirmation' });
  await expect(confirmation.getByRole('row', { name: new RegExp(`^10 ${SERIALIZED}`) })).toContainText('Confirmed');
  await expect(confirmation.getByRole('row', { name: new RegExp(`^20 ${PLAIN}`) })).toContainText('Confirmed');

  // the shipping notice: pallet 1 with the two serials, pallet 2 with 4 mounting kits, each pallet's SSCC typed
  await supplier.getByRole('link', { name: 'New shipping notice' }).click();
  await expect(supplier.getByRole('form', { name: 'Shipping notice' })).toBeVisible();
  await supplier.getByLabel('Pallet 1 SSCC').fill(pallet1);
  await supplier.getByLabel('Carton 1.1 item 10 serials', { exact: true }).fill(serials.join('\n'));
  await expect(supplier.getByText('2 serials')).toBeVisible();
  await supplier.getByRole('button', { name: 'Add pallet' }).click();
  await supplier.getByLabel('Pallet 2 SSCC').fill(pallet2);
  await supplier.getByLabel('Carton 2.1 item 20 quantity').fill('4');
  await supplier.getByRole('button', { name: 'Send shipping notice' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/asn\/view\/\d{10}$/);
  const asnNumber = supplier.url().split('/').pop() as string;
  await expect(supplier.getByTestId('asn-status')).toHaveText('Announced');
  const packages = supplier.getByRole('list', { name: 'Packages' });
  await expect(packages.getByRole('listitem').filter({ hasText: `Pallet ${pallet1}` })).toBeVisible();
  await expect(packages.getByRole('listitem').filter({ hasText: `Pallet ${pallet2}` })).toBeVisible();
  await expect(packages).toContainText(`serials ${serials.join(', ')}`);

  // a dock slot today (plant 1000's day, Berlin): the first free one of door D02
  await supplier.goto('/supplier/warehouse/schd/new');
  await supplier.getByLabel('Shipping notice').selectOption(asnNumber);
  const today = todayIn('Europe/Berlin');
  await typeDay(supplier.getByLabel('Day', { exact: true }), today);
  await expect(supplier.getByRole('table', { name: `Dock day ${shownDay(today)}` })).toBeVisible();
  const free = supplier.locator('td[data-testid^="slot-D02-"]').filter({ has: supplier.getByRole('button', { name: 'Book' }) });
  const slot = free.first();
  const slotId = (await slot.getAttribute('data-testid')) as string;
  await slot.getByRole('button', { name: 'Book' }).click();
  await expect(supplier.getByTestId(slotId)).toContainText(`${asnNumber} · REQUESTED`);
  const time = slotId.replace('slot-D02-', '');

  // the warehouse (360 px): the notice is expected today at its slot; the truck arrives with it
  const hand = await openAs(browser, HANDHELD);
  await hand.goto('/supplier/warehouse/zrec/home');
  const expected = hand.getByRole('list', { name: 'Expected shipping notices' }).getByRole('listitem').filter({ hasText: asnNumber });
  await expect(expected).toContainText(`${time} D02`);
  const plate = `F-IJ ${tag.slice(-5)}`;
  await hand.getByLabel('Door').selectOption('D02');
  await hand.getByLabel('Carrier').fill('Main Freight');
  await hand.getByLabel('Plate').fill(plate);
  await hand.getByRole('combobox', { name: /^Shipping notice/ }).selectOption(asnNumber);
  await hand.getByRole('button', { name: 'Register arrival' }).click();
  await expect(hand.getByRole('list', { name: 'Arrived trucks' }).getByRole('listitem').filter({ hasText: plate })).toContainText(
    `notice ${asnNumber}`,
  );
  await expect(expected).toContainText('Arrived');

  // receiving: one scan per pallet; each pallet is one goods receipt with its put-away transfer order
  await hand.getByRole('link', { name: `Unload and receive ${plate}` }).click();
  await expect(hand).toHaveURL(/\/zrec\/index\?arrival=\d+$/);
  await expect(hand.getByRole('list', { name: 'Packages' })).toContainText(`Pallet ${pallet1}on the truck`);
  await hand.keyboard.press('F8');
  const transferOrders: string[] = [];
  for (const [pallet, serialCount, status] of [
    [pallet1, '2', 'PARTIALLY_RECEIVED'],
    [pallet2, '0', 'RECEIVED'],
  ] as const) {
    await scanInto(hand.getByLabel('SSCC of a pallet or carton'), pallet);
    await expect(hand.getByRole('status').filter({ hasText: 'received' })).toContainText(`Pallet ${pallet} received: material document`);
    const summary = hand.getByRole('list', { name: 'Last receipt' });
    await expect(summary).toContainText(`Serials${serialCount}`);
    await expect(summary).toContainText(`Notice status${status}`);
    const to = summary.getByText(/^6\d{9}$/);
    await expect(to).toBeVisible();
    transferOrders.push((await to.textContent()) as string);
  }
  await expect(hand.getByRole('list', { name: 'Packages' })).toContainText(`Pallet ${pallet2}received`);

  // put-away of both transfer orders on the handheld, each to its suggested bin
  await hand.getByRole('link', { name: `Put away (${transferOrders[1]})` }).click();
  await expect(hand).toHaveURL(/\/wm\/putaway$/);
  const serialized = await putAway(hand, transferOrders[0] as string, SERIALIZED, 2);
  const plain = await putAway(hand, transferOrders[1] as string, PLAIN, 4);
  await hand.context().close();

  // the stock overview (1280 px): the serials in their bin, the kits in theirs
  const desk = await openAs(browser, DESKTOP);
  await desk.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&q=${SERIALIZED}&bin=${serialized.bin}`);
  const table = desk.locator('table.sv-table').first();
  const serialRow = table.getByRole('row').filter({ hasText: serialized.bin });
  await expect(serialRow).toContainText(serialized.held);
  await serialRow.getByRole('button', { name: SERIALIZED }).click();
  await desk.getByRole('tab', { name: 'Serials' }).click();
  for (const s of serials) await expect(desk.getByRole('list', { name: 'Serials' })).toContainText(s);
  await desk.goto(`/supplier/warehouse/invmgmt/stock/index?plant=1000&q=${PLAIN}&bin=${plain.bin}`);
  await expect(table.getByRole('row').filter({ hasText: plain.bin })).toContainText(plain.held);

  // the warehouse dashboard (1280 px): today's p90 dock-to-stock bar opens the arrivals behind it, this notice among them
  await desk.goto('/supplier/warehouse/dashboard?plant=1000');
  const dock = desk.getByTestId('kpi-dock');
  await expect(dock.getByRole('heading', { name: 'Dock-to-stock per arrival day' })).toBeVisible();
  const p90Bars = dock.locator('.recharts-bar').nth(1).locator('.recharts-bar-rectangle');
  await p90Bars.last().click();
  await expect(desk).toHaveURL(new RegExp(`/supplier/warehouse/dashboard/dock-to-stock\\?plant=1000&from=${today}&to=${today}$`));
  const arrivals = desk.getByRole('table', { name: 'Arrivals from dock to stock' });
  await expect(arrivals.getByRole('row').filter({ hasText: asnNumber })).toContainText('V100001');
  await arrivals.getByRole('link', { name: asnNumber }).click();
  await expect(desk).toHaveURL(new RegExp(`/supplier/asn/view/${asnNumber}$`));

  // the supplier sees its notice received
  await supplier.goto(`/supplier/asn/view/${asnNumber}`);
  await expect(supplier.getByTestId('asn-status')).toHaveText('Received');
  await supplier.context().close();
  await desk.context().close();
  await ledgerCleanOnScreen(browser);
});
