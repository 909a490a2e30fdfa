import type { Page } from '@playwright/test';
import { JOURNEY_MATERIALS, JOURNEY_RETURN_SALES_ORDER } from '../src/server/seed/journey-orders';
import { expect, test } from './fixtures';
import { getJson, scanInto } from './helpers';
import {
  createDelivery,
  createPickOrder,
  DESKTOP,
  HANDHELD,
  ledgerCleanOnScreen,
  openAs,
  pickOnHandheld,
  repairSummarizeValidate,
  stockInSuggestedBin,
} from './journey-helpers';

/**
 * The customer-return journey through the screens (the API only places the opening stock and reads
 * back): a terminal of the journey's own sales order 3910000002 (seed/journeys.ts) is delivered, picked
 * on the handheld and issued (601); the unit comes back: a return order on the desktop (1280 px) from
 * the delivery's serials with a reason for inspection, its sheet as PDF; on the handheld (360 px) the
 * order is scanned, a serial never shipped to the customer is refused with the reason in the error
 * dialog (closed with Enter), the returned serial is scanned, the page reloaded and F4 posts 651 into
 * quality inspection with a lot; the lot's serial gets a defect and a repair with a part, the findings
 * are validated and the usage decision releases it (321); the equipment's history shows out and back;
 * the administrator's ledger check is clean.
 */
const PART = 'ZQM-PART-E2E';
const IQMS = '/supplier/warehouse/iqms';
const ITEM = { itemNo: 10 };

async function shipOne(desk: Page, hand: Page, serial: string): Promise<string> {
  await desk.goto(`/supplier/warehouse/deliverydue/salesorder/${JOURNEY_RETURN_SALES_ORDER}`);
  const delivery = await createDelivery(desk, ITEM, 1);
  await createPickOrder(desk, delivery);
  await pickOnHandheld(hand, delivery, async () => [serial]);
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  await desk.getByRole('button', { name: 'Post goods issue' }).click();
  await expect(desk.getByText('Goods issued').first()).toBeVisible();
  return delivery;
}

test('customer return: shipped serial -> return order -> receipt on the handheld -> inspection, repair -> release; ledger clean', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const desk = await openAs(browser, DESKTOP);
  const hand = await openAs(browser, HANDHELD);
  const material = JOURNEY_MATERIALS.returned;
  const tag = Date.now().toString(36).toUpperCase();
  const serial = `RJ${tag}`;
  await stockInSuggestedBin(desk, browser, { material, quantity: 1, serials: [serial], headerText: 'e2e customer return journey' });
  const delivery = await shipOne(desk, hand, serial);

  // the return order (1280 px): the delivery's serials, the one coming back ticked, a reason for inspection
  await desk.goto('/supplier/warehouse/returns/index');
  await desk.getByRole('form', { name: 'Find the delivery' }).getByLabel('Delivery').fill(delivery);
  await desk.getByRole('button', { name: 'Show shipped serials' }).click();
  const form = desk.getByRole('form', { name: 'Return order of the delivery' });
  await form.getByRole('checkbox', { name: new RegExp(serial) }).check();
  await form.getByLabel('Return reason').selectOption({ label: 'Reported defective: inspect and repair' });
  await form.getByLabel('Note').fill('Display flickers');
  await form.getByRole('button', { name: 'Create return order (1 serial)' }).click();
  const detail = desk.getByRole('region', { name: /^Return order 22\d{8}$/ });
  await expect(detail).toBeVisible();
  const rma = ((await detail.getByRole('heading').textContent()) ?? '').replace('Return order ', '').trim();
  await expect(detail.getByRole('table', { name: 'Serials of the return order' })).toContainText(serial);
  const sheet = await detail.getByRole('link', { name: 'Return order sheet (PDF)' }).getAttribute('href');
  const pdf = await desk.request.get(sheet ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // the receipt on the handheld (360 px)
  await hand.goto('/supplier/warehouse/wm/returns/receive');
  await scanInto(hand.getByLabel('Return order or serial'), rma);
  await expect(hand.getByRole('list', { name: 'Return order' })).toContainText(rma);
  // a serial never shipped to the customer is refused with the reason; Enter closes the dialog
  const stranger = `NX${tag}`;
  await scanInto(hand.getByLabel('Serial in the box'), stranger);
  const dialog = hand.getByRole('alertdialog');
  await expect(dialog).toContainText(`Serial ${stranger} was never shipped to customer`);
  await hand.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await scanInto(hand.getByLabel('Serial in the box'), serial);
  const scanned = hand.getByRole('list', { name: 'Scanned serials' });
  await expect(scanned).toContainText(serial);
  // a reload keeps the scans; F4 posts once
  await hand.reload();
  await expect(scanned).toContainText(serial);
  await hand.keyboard.press('F4');
  const received = hand.getByRole('status').filter({ hasText: `Return order ${rma}: received into quality inspection` });
  await expect(received).toBeVisible();
  const lotLink = received.getByRole('link', { name: /^Usage decision for lot \d{10}/ });
  const lot = /lot (\d{10})/.exec((await lotLink.textContent()) ?? '')?.[1] as string;

  // inspection of the returned serial: a defect, a repair with a part, summary, validation
  await hand.goto(`${IQMS}/home/BU`);
  await scanInto(hand.getByLabel('Serial to inspect'), serial);
  await expect(hand).toHaveURL(new RegExp(`/iqms/prd/[A-Z]+/${serial}/assigndefects$`));
  await hand.getByRole('button', { name: 'Assign defect' }).click();
  await expect(hand.getByRole('list', { name: 'Assigned defects' }).getByRole('listitem')).toHaveCount(1);
  await repairSummarizeValidate(hand, PART, 'Display replaced after return');

  // the usage decision releases it (321)
  await hand.goto(`${IQMS}/closelot`);
  await scanInto(hand.getByLabel('Inspection lot'), lot);
  await scanInto(hand.getByLabel('Serial', { exact: true }), serial);
  await expect(hand.getByLabel(`Decision for ${serial}`)).toHaveValue('ACCEPT');
  await hand.keyboard.press('F4');
  await expect(hand.getByRole('status').filter({ hasText: `Lot ${lot} closed: material document` })).toBeVisible();

  // read back: unrestricted again; the return order received; the history out (601) and back (651)
  const units = await getJson<{ items: { serialNumber: string; category: string }[] }>(
    hand,
    `/supplier/api/warehouse/serialized-equipments?serialNo=${serial}`,
  );
  expect(units.items.map((u) => [u.serialNumber, u.category])).toEqual([[serial, 'UNRESTRICTED']]);
  const order = await getJson<{ status: string; items: { receivedMatDoc: string | null; lotNumber: string | null }[] }>(
    desk,
    `/supplier/api/warehouse/return-orders/${rma}`,
  );
  expect(order.status).toBe('RECEIVED');
  expect(order.items[0]?.lotNumber).toBe(lot);
  await ledgerCleanOnScreen(browser);
});
