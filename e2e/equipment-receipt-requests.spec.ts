import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getJson, postJson, scanInto, signIn } from './helpers';

/**
 * Equipment announced to arrive outside a PO or notice. At 1280 px the request is
 * created and found again on its screen; at 360 px the receiving scan on a truck recognises an
 * announced serial and says by which request, from whom and why.
 */
const W = '/supplier/api/warehouse';

/** A serialized material of plant 1000 (one of its serials is in stock there). */
async function serializedMaterial(page: Page): Promise<string> {
  const found = await getJson<{ items: { material: string }[] }>(
    page,
    `${W}/v2/serialized-equipments?plant=1000&status=IN_STOCK&pageSize=1`,
  );
  const material = found.items[0]?.material;
  if (!material) throw new Error('no serialized equipment in plant 1000');
  return material;
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('equipment receipt requests: announce serials from a sender with a reason, then find the request by serial', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const material = await serializedMaterial(page);
    const tag = `ERD${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/supplier/warehouse/invmgmt/equipment/requests');
    const form = page.getByRole('form', { name: 'New request' });
    await expect(form.getByLabel('Plant')).toHaveValue('1000');
    await form.getByLabel('Material').fill(material);
    await form.getByLabel('Serials').fill(`${tag}-1\n${tag}-2`);
    await form.getByLabel('Sender').fill('Northwind Traders');
    await form.getByLabel('Reason').fill('Customer return: keys stick');
    await form.getByRole('button', { name: 'Announce' }).click();
    const detail = page.getByRole('region', { name: /^Request \d{10}$/ });
    await expect(detail.getByRole('heading')).toContainText(`${material} from Northwind Traders`);
    await expect(detail.getByRole('list', { name: 'Announced serials' }).getByRole('listitem')).toHaveText([`${tag}-1`, `${tag}-2`]);
    const number = ((await detail.getAttribute('aria-label')) ?? '').replace('Request ', '');

    const find = page.getByRole('form', { name: 'Find requests' });
    await find.getByLabel('Serial').fill(`${tag}-2`);
    await find.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Equipment receipt requests' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Northwind Traders');
    await expect(table.getByRole('row').nth(1)).toContainText('2 open of 2');
    await page.reload();
    await page.getByRole('table', { name: 'Equipment receipt requests' }).getByRole('button', { name: number }).click();
    await expect(page.getByRole('region', { name: `Request ${number}` })).toContainText('Customer return: keys stick');
  });
});

test.describe('handheld, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('receiving scan: an announced serial is recognised with its request, sender and reason', async ({ page }) => {
    await signIn(page, 'whfra', 'Scan#1000');
    const material = await serializedMaterial(page);
    const tag = `ERH${Date.now().toString(36).toUpperCase()}`;
    const request = await postJson<{ requestNumber: string }>(page, `${W}/equipment-receipt-requests`, {
      plant: '1000',
      material,
      serials: [`${tag}-1`],
      sender: 'Repair Center West',
      reason: 'Back from repair',
    });
    const arrival = await postJson<{ arrivalId: number }>(page, `${W}/dock-arrivals`, {
      plant: '1000',
      door: 'D02',
      carrier: 'Courier',
      plate: `F-${tag.slice(-6)}`,
    });
    await page.goto(`/supplier/warehouse/zrec/index?arrival=${arrival.arrivalId}`);
    const scanField = page.getByLabel('SSCC to unload, or a serial or material to check');
    await scanInto(scanField, `${tag}-1`);
    await expect(page.getByRole('status', { name: 'Check' })).toHaveText(
      `Expected: Serial ${tag}-1 of material ${material} is announced by request ${request.requestNumber} from Repair Center West: Back from repair.`,
    );
    // the next scan goes on in the same field: a serial nobody announced is not expected
    await scanInto(scanField, `${tag}-9`);
    await expect(page.getByRole('status', { name: 'Check' })).toContainText(`Not expected: ${tag}-9 is not expected on this truck`);
  });
});
