import { expect, test } from './fixtures';
import { getJson, scanInto, signIn } from './helpers';
import { deliveryOf, ledgerCleanOnScreen } from './journey-helpers';

/**
 * At 360 px: pack the seeded picked delivery (sales order 3900000001, 6 x
 * SHIP-CABLE-01) into two cartons on a pallet, with a refused over-pack (error dialog closed with
 * Enter) and a reload mid-flow, then scan a carton's SSCC label back to its HU. At 1280 px: a
 * shipment of the seeded packed and issued delivery (3900000002) with carrier and shipping profile,
 * loading, shipped, POD with one short item (the ledger check stays clean); bulk POD of the twenty
 * seeded UPS shipments plus one unknown number, reported on its row.
 */
const API = '/supplier/api/warehouse';
const WHFRA = ['whfra', 'Scan#1000'] as const;
const MATERIAL = 'SHIP-CABLE-01';

test.describe('packing at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('two cartons on a pallet, each with an SSCC; the SSCC scans back to its HU', async ({ page }) => {
    await signIn(page, ...WHFRA);
    const delivery = await deliveryOf(page, '3900000001');
    await page.goto('/supplier/warehouse/wm/pack');
    const field = () => page.getByRole('textbox').first();
    await scanInto(page.getByLabel('Scan delivery or HU'), delivery);
    await expect(page).toHaveURL(new RegExp(`delivery=${delivery}`));

    // more than the delivery holds: refused by the server in a dialog that Enter closes
    await scanInto(page.getByLabel('Scan material, serial or HU'), MATERIAL);
    await scanInto(page.getByLabel(`Quantity of ${MATERIAL}`), '99');
    await page.keyboard.press('F4');
    await page.getByLabel('Gross weight (kg)').fill('1');
    await page.getByLabel('Gross weight (kg)').press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`holds 6 of material ${MATERIAL} still to pack, not 99`);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add more' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();

    const packCarton = async (reload: boolean) => {
      await scanInto(page.getByLabel('Scan material, serial or HU'), MATERIAL);
      await scanInto(page.getByLabel(`Quantity of ${MATERIAL}`), '3');
      await expect(page.getByRole('list', { name: 'In this handling unit' })).toContainText(`${MATERIAL} × 3`);
      if (reload) {
        await page.reload();
        await expect(page.getByRole('list', { name: 'In this handling unit' })).toContainText(`${MATERIAL} × 3`);
        await expect(field()).toBeFocused();
      }
      await page.keyboard.press('F4');
      await page.getByLabel('Gross weight (kg)').fill('1.5');
      await page.getByLabel('Gross weight (kg)').press('Enter');
      const status = page.getByRole('status').filter({ hasText: 'closed: SSCC' });
      await expect(status).toBeVisible();
      const sscc = /SSCC (\d{18})/.exec((await status.textContent()) ?? '')?.[1] as string;
      expect(sscc).toMatch(/^\d{18}$/);
      const preview = page.getByRole('img', { name: /SSCC label of handling unit/ });
      await expect(preview).toBeVisible();
      // the SVG preview really loaded and was drawn by Chromium
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
      await page.getByRole('button', { name: 'Next handling unit' }).click();
      return sscc;
    };
    const first = await packCarton(false);
    await page.screenshot({ path: 'test-results/shipping-pack-360.png', fullPage: true });
    const second = await packCarton(true);

    // the pallet: both cartons by their SSCC labels (with and without the AI)
    await scanInto(page.getByLabel('Scan material, serial or HU'), `(00)${first}`);
    await scanInto(page.getByLabel('Scan material, serial or HU'), `00${second}`);
    await page.keyboard.press('F4');
    await expect(page.getByLabel('Packaging material')).toHaveValue('PALLET');
    await page.getByLabel('Gross weight (kg)').fill('25');
    await page.getByLabel('Gross weight (kg)').press('Enter');
    const palletStatus = page.getByRole('status').filter({ hasText: 'closed: SSCC' });
    await expect(palletStatus).toBeVisible();
    await expect(page.getByText('Packed', { exact: true })).toBeVisible();
    const pallet = /Handling unit (\d{10})/.exec((await palletStatus.textContent()) ?? '')?.[1] as string;

    // scan the first carton's label back
    await page.goto('/supplier/warehouse/wm/pack');
    await scanInto(page.getByLabel('Scan delivery or HU'), `(00)${first}`);
    await expect(page.getByTestId('hu-sscc')).toHaveText(first);
    await expect(page.getByRole('list', { name: 'Contents' })).toContainText(`${MATERIAL} × 3`);
    await expect(page.getByRole('link', { name: pallet })).toBeVisible();
    await page.screenshot({ path: 'test-results/shipping-hu-360.png', fullPage: true });
    const label = await page.request.get(`${API}/handling-units/${first}/label?format=zpl`);
    expect(await label.text()).toContain(`^FD(00)${first}^FS`);
  });
});

test.describe('shipments and proof of delivery at 1280 px', () => {
  // the planner's browser runs in New York: a planned departure typed on the screen is the plant's (Berlin) time
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });

  test('a shipment with carrier and profile, shipped, POD with one short item', async ({ page, browser }) => {
    await signIn(page, ...WHFRA);
    const delivery = await deliveryOf(page, '3900000002');
    await page.goto('/supplier/warehouse/shipment/index');
    const form = page.getByRole('form', { name: 'New shipment' });
    await form.getByLabel('Deliveries').fill(delivery);
    await form.getByRole('combobox', { name: 'Carrier' }).fill('DHL');
    await page.keyboard.press('Enter');
    await form.getByRole('combobox', { name: 'Shipping profile' }).fill('DE-DHL');
    await page.keyboard.press('Enter');
    await form.getByLabel('Tracking number').fill('JD014600001');
    await form.getByLabel('Planned departure').fill('2026-12-01T14:30');
    const created = page.waitForResponse((r) => r.url().endsWith('/shipments') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create shipment' }).click();
    // 14:30 in Frankfurt on 1 December is 13:30 UTC (in New York it would have been 19:30 UTC)
    expect(((await (await created).request().postDataJSON()) as { plannedDeparture: string }).plannedDeparture).toBe(
      '2026-12-01T13:30:00.000Z',
    );
    const detail = page.getByRole('region', { name: /^Shipment \d{10}$/ });
    await expect(detail.getByRole('heading')).toContainText('Planned');
    const berlin = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date('2026-12-01T13:30:00Z'));
    expect(berlin).toMatch(/^12\/01\/2026, 02:30 PM/);
    await expect(detail).toContainText(berlin);
    await expect(detail).toContainText('DE-DHL-EX');
    await expect(detail).toContainText('EXPRESS');
    await detail.getByRole('button', { name: 'Start loading' }).click();
    await expect(detail.getByRole('heading')).toContainText('Loading');
    await detail.getByRole('button', { name: 'Shipped' }).click();
    await expect(detail.getByRole('heading')).toContainText('Shipped');
    await page.screenshot({ path: 'test-results/shipping-shipment-1280.png', fullPage: true });
    await detail.getByRole('link', { name: 'Proof of delivery' }).click();

    await page.getByLabel(`Delivered ${delivery} 20`).fill('1');
    await page.getByLabel(`Reason ${delivery} 20`).fill('one box missing');
    await page.getByLabel('Signed by').fill('R. Receiver');
    await page.screenshot({ path: 'test-results/shipping-pod-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Confirm proof of delivery' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'delivered' })).toContainText('with 1 POD difference(s)');
    await expect(page.getByText(`Delivery ${delivery} item 20 (${MATERIAL}): 1 short.`)).toBeVisible();
    await ledgerCleanOnScreen(browser);
  });

  test('bulk POD of twenty shipments with one unknown number', async ({ page }) => {
    await signIn(page, ...WHFRA);
    const shipped = await getJson<{ items: { shipmentNumber: string }[] }>(
      page,
      '/supplier/warehouse/shipment/list.json?carrier=UPS&status=SHIPPED&pageSize=200',
    );
    const numbers = shipped.items.map((s) => s.shipmentNumber);
    expect(numbers).toHaveLength(20);
    await page.goto('/supplier/warehouse/shipment/bulkpod');
    await page.getByLabel(/Shipment numbers/).fill(['shipment', ...numbers.slice(0, 10), '7999999999', ...numbers.slice(10)].join('\n'));
    await page.getByLabel('Signed by').fill('Dock clerk');
    await page.getByRole('button', { name: 'Preview 21 shipment(s)' }).click();
    const table = page.getByRole('table', { name: 'Preview' });
    await expect(table.getByRole('row')).toHaveCount(22);
    await expect(table).toContainText('Shipment 7999999999 not found.');
    await page.getByRole('button', { name: 'Confirm 20 ready' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '21');
    await expect(table.getByText(/^Confirmed:/)).toHaveCount(20);
    await expect(table.getByText(/^Refused: Shipment 7999999999 not found\./)).toHaveCount(1);
    await page.screenshot({ path: 'test-results/shipping-bulkpod-1280.png', fullPage: true });
    // idempotent: the same list again confirms nothing twice
    await page.getByRole('button', { name: 'Preview 21 shipment(s)' }).click();
    await expect(table.getByText('Proof of delivery already confirmed.')).toHaveCount(20);
  });
});
