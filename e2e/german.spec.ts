import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { de, getJson, postAsAdmin, purchaseOrderItems, scanInto, signIn } from './helpers';
import { DESKTOP, HANDHELD } from './journey-helpers';

/**
 * The German journey, through the screens alone: a warehouse user of its own (made for the run, so no
 * other spec meets a German screen) chooses German in the profile, and the portal speaks it: the menu,
 * goods receipt with its labels and dates as 28.11.2026, an error in German, a quantity typed "1,5"
 * posted as 1.5 (a cable in metres), the deliveries screen. Texts are read from the catalogues (the
 * English text names the message, de.json says what it reads in German), so the spec follows the
 * catalogue's wording.
 */

/** A warehouse user of plant 1000 that only this run signs in as; no language of its own yet. */
async function newWarehouseUser(page: Page): Promise<[string, string]> {
  const username = `e2ede${randomUUID().slice(0, 8)}`;
  const password = 'Sprache#2026-e2e';
  await postAsAdmin(page.context().browser()!, '/supplier/api/admin/users', {
    username,
    password,
    firstName: 'Greta',
    lastName: 'Gruber',
    isWarehouseUser: true,
    roles: ['WH_OPERATOR'],
    plants: ['1000'],
  });
  return [username, password];
}

test('German, chosen in the profile: menu, goods receipt, an error, "1,5" metres posted as 1.5, deliveries', async ({ page }) => {
  test.setTimeout(120_000);
  const [username, password] = await newWarehouseUser(page);
  await page.setViewportSize(HANDHELD);
  await signIn(page, username, password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // the profile's language select: German; the page reloads in German
  await page.goto('/supplier/profile/edit');
  const language = page.locator('main select').filter({ has: page.locator('option[value="de"]') });
  await language.selectOption('de');
  await page.locator('main form [type="submit"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('Edit Profile'));
  await expect(page.locator('main select').filter({ has: page.locator('option[value="de"]') })).toHaveValue('de');

  // the menu in German
  await page.getByRole('button', { name: de('Menu'), exact: true }).click();
  const menu = page.getByRole('navigation', { name: de('Main menu') });
  await expect(menu.getByRole('link', { name: de('Edit Profile') })).toBeVisible();
  await menu.getByRole('link', { name: de('Goods Receipt'), exact: true }).click();

  // goods receipt: German labels, days as DD.MM.YYYY
  await expect(page).toHaveURL(/\/goodsreceipt\/index$/);
  await expect(page.getByRole('heading', { name: de('Goods Receipt') })).toBeVisible();
  const scanField = page.getByLabel(de('Scan PO / STO number'));
  await expect(scanField).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\b\d{2}\.\d{2}\.20\d{2}/);
  await expect(page.getByRole('main')).not.toContainText(/\b20\d{2}-\d{2}-\d{2}\b/);

  // an unknown order scanned: the error in German
  await scanField.click();
  await scanInto(scanField, '4599999999');
  const alert = page.getByRole('alert').filter({ hasText: '4599999999' });
  await expect(alert).toHaveText(de('No purchase order or stock transport order {number} was found.', { number: '4599999999' }));

  // a cable in metres received as "1,5": posted as 1.5
  const [cable] = await purchaseOrderItems(
    page.request,
    (i) => i.baseUnit === 'M' && !i.serialized && !i.batchManaged && !i.qualityInspected && !i.closed && Number(i.maxReceivable) >= 2,
  );
  if (!cable) throw new Error('no open purchase order item in metres (M) in plant 1000');
  await page.goto(`/supplier/warehouse/goodsreceipt/po/${cable.po}`);
  const item = page.locator('main li').filter({ hasText: cable.item.material });
  await item.getByLabel(de('Quantity'), { exact: true }).fill('1,5');
  await page.getByRole('button', { name: de('Post goods receipt') }).click();
  const posted = page.getByTestId('mat-doc');
  await expect(posted).toHaveText(/^49\d{8}$/);
  const matDoc = (await posted.textContent()) as string;
  const document = await getJson<{ items: { material: string; quantity: string }[] }>(
    page,
    `/supplier/api/warehouse/material-documents/${matDoc}`,
  );
  const line = document.items.find((i) => i.material === cable.item.material);
  expect(Number(line?.quantity)).toBe(1.5);

  // the deliveries screen (desktop) in German
  await page.setViewportSize(DESKTOP);
  await page.goto('/supplier/warehouse/delivery/index');
  await expect(page.getByRole('heading', { name: de('Deliveries') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
