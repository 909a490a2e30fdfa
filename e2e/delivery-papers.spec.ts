import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { JOURNEY_MATERIALS, JOURNEY_PAPERS_SALES_ORDER } from '../src/server/seed/journey-orders';
import { pdfText } from '../src/server/testing/pdf-text';
import { expect, test } from './fixtures';
import { scanInto } from './helpers';
import {
  createDelivery,
  createLoadingShipment,
  createPickOrder,
  DESKTOP,
  HANDHELD,
  openAs,
  pickOnHandheld,
  stockInSuggestedBin,
} from './journey-helpers';

/**
 * Documents that travel with goods (issue 39), through the screens: the journey's own sales order
 * 3910000003 (two serialized terminals ZJRN-DOC-0001 per run, seed/journeys.ts) is delivered, picked and
 * packed on the handheld (360 px), goods-issued and shipped on the desktop (1280 px); the shipment's
 * delivery note is downloaded and holds the items, serials, the HU's SSCC and its weight; the HU's SSCC
 * label is opened from its screen; both show in the document history, and both are reprinted from it
 * as PDFs marked COPY, the reprints listed as copies of their originals.
 */
const MATERIAL = JOURNEY_MATERIALS.papers;

async function pdfOf(download: Download): Promise<string> {
  const path = await download.path();
  const text = pdfText(await readFile(path)).join('\n');
  expect(text.length).toBeGreaterThan(0);
  return text;
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return pdfOf(download);
}

test('pack and ship a delivery, download its delivery note, reprint its label and note from the history', async ({ browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).toUpperCase();
  const serials = [`DP${tag}A`, `DP${tag}B`];
  const desk = await openAs(browser, DESKTOP);
  await stockInSuggestedBin(desk, browser, { material: MATERIAL, quantity: 2, serials, headerText: 'e2e delivery papers' });

  // a delivery of two from the journey's sales order, its pick transfer order (1280 px)
  await desk.goto(`/supplier/warehouse/deliverydue/salesorder/${JOURNEY_PAPERS_SALES_ORDER}`);
  const delivery = await createDelivery(desk, { itemNo: 10 }, 2);
  await createPickOrder(desk, delivery);

  // picked and packed into one carton on the handheld (360 px)
  const hand = await openAs(browser, HANDHELD);
  await pickOnHandheld(hand, delivery, async () => serials);
  await hand.keyboard.press('Enter');
  await expect(hand).toHaveURL(new RegExp(`/wm/pack\\?delivery=${delivery}`));
  for (const s of serials) await scanInto(hand.getByLabel('Scan material, serial or HU'), s);
  await expect(hand.getByRole('list', { name: 'In this handling unit' })).toContainText(`${MATERIAL} × 2`);
  await hand.keyboard.press('F4');
  await hand.getByLabel('Gross weight (kg)').fill('3.25');
  await hand.getByLabel('Gross weight (kg)').press('Enter');
  const closed = hand.getByRole('status').filter({ hasText: 'closed: SSCC' });
  await expect(closed).toBeVisible();
  const sscc = /SSCC (\d{18})/.exec((await closed.textContent()) ?? '')?.[1] as string;
  const hu = /Handling unit (\d{10})/.exec((await closed.textContent()) ?? '')?.[1] as string;
  expect(sscc).toMatch(/^\d{18}$/);
  await hand.context().close();

  // goods issue, then the shipment: loading, shipped (1280 px)
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  await desk.getByRole('button', { name: 'Post goods issue' }).click();
  await expect(desk.getByText('Goods issued').first()).toBeVisible();
  await desk.goto('/supplier/warehouse/shipment/index');
  const detail = await createLoadingShipment(desk, delivery);
  await detail.getByLabel(/^Tracking number/).fill(`JD${tag}`);
  await detail.getByRole('button', { name: 'Shipped' }).click();
  await expect(detail.getByRole('heading')).toContainText('Shipped');
  const shipment = /Shipment (\d{10})/.exec((await detail.getAttribute('aria-label')) ?? '')?.[1] as string;

  // the delivery note of the shipment: items, serials, the HU's SSCC and weight
  const note = await downloadBy(desk, () => detail.getByRole('button', { name: 'Delivery note (PDF)' }).click());
  expect(note).toContain('Delivery note and packing list');
  expect(note).toContain(`Delivery ${delivery}`);
  expect(note).toContain(`Shipment ${shipment}`);
  expect(note).toContain(MATERIAL);
  for (const s of serials) expect(note).toContain(s);
  expect(note).toContain(sscc);
  expect(note).toContain('3.25 kg');
  expect(note).toContain(`Tracking number JD${tag}`);
  expect(note).not.toContain('COPY');
  const history = desk.getByRole('table', { name: 'Document history' });
  const noteRow = history.getByRole('row').filter({ hasText: `Delivery note · shipment ${shipment}` });
  await expect(noteRow).toHaveCount(1);
  await expect(noteRow).toContainText('Downloaded (PDF)');
  await expect(noteRow).toContainText('whfra');
  await desk.screenshot({ path: 'test-results/papers-shipment-1280.png', fullPage: true });

  // the HU's SSCC label opened from its screen: in the HU's history
  await desk.goto(`/supplier/warehouse/wm/hu/${hu}`);
  const [popup] = await Promise.all([desk.waitForEvent('popup'), desk.getByRole('link', { name: /PDF/ }).first().click()]);
  await popup.close();
  const huHistory = desk.getByRole('table', { name: 'Document history' });
  const labelRow = huHistory.getByRole('row').filter({ hasText: `SSCC label · handling unit ${hu}` });
  await expect(async () => {
    await desk.reload();
    await expect(labelRow).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const labelNo = (await labelRow.getByRole('cell').first().textContent()) as string;

  // the label reprinted from the history, as a PDF marked COPY; listed as a reprint of the original
  const labelCopy = await downloadBy(desk, () => labelRow.getByRole('button', { name: `Copy of no. ${labelNo} as PDF` }).click());
  expect(labelCopy).toContain('COPY');
  expect(labelCopy).toContain(sscc);
  await expect(huHistory.getByRole('row').filter({ hasText: `Reprint of no. ${labelNo}` })).toHaveCount(1);
  await desk.screenshot({ path: 'test-results/papers-hu-1280.png', fullPage: true });

  // the delivery's screen lists the note of its shipment and its HU's labels; the note reprinted from there
  await desk.goto(`/supplier/warehouse/delivery/${delivery}`);
  const dHistory = desk.getByRole('table', { name: 'Document history' });
  const dNoteRow = dHistory.getByRole('row').filter({ hasText: `Delivery note · shipment ${shipment}` });
  await expect(dNoteRow).toHaveCount(1);
  await expect(dHistory.getByRole('row').filter({ hasText: `SSCC label · handling unit ${hu}` })).toHaveCount(2);
  const noteNo = (await dNoteRow.getByRole('cell').first().textContent()) as string;
  const noteCopy = await downloadBy(desk, () => dNoteRow.getByRole('button', { name: `Copy of no. ${noteNo} as PDF` }).click());
  expect(noteCopy).toContain('COPY');
  expect(noteCopy).toContain(sscc);
  await expect(dHistory.getByRole('row').filter({ hasText: `Reprint of no. ${noteNo}` })).toHaveCount(1);
  await desk.screenshot({ path: 'test-results/papers-delivery-1280.png', fullPage: true });
  await desk.context().close();
});
