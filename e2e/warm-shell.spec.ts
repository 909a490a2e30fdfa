import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pageShellKey } from '../src/web/offline/shell-cache';
import { expect, test } from './fixtures';
import { getJson, openMenu, postAsAdmin, postJson, signIn } from './helpers';
import { keptShell } from './offline-helpers';

/**
 * A handheld's next page from the shell its service worker keeps (issue 41: a warm load without a round trip on
 * slow Wi-Fi), and never a shell that is no longer the session's: what changed elsewhere comes with the load after
 * (the server's shell is fetched behind the kept one), the session's own change and a sign-in come at once.
 */
test.use({ viewport: { width: 360, height: 740 } });

const MENU = '/supplier/warehouse/menu/index';

/** A warehouse user of plant 1000 that only this run signs in as. */
async function newWarehouseUser(page: Page, firstName: string): Promise<[string, string]> {
  const username = `e2eshell${randomUUID().slice(0, 8)}`;
  const password = 'Shell#2026-e2e';
  await postAsAdmin(page.context().browser()!, '/supplier/api/admin/users', {
    username,
    password,
    firstName,
    lastName: 'Kowalski',
    isWarehouseUser: true,
    roles: ['WH_OPERATOR'],
    plants: ['1000'],
  });
  return [username, password];
}

/** The menu's shell is in the device's cache, holding `text`. */
async function keptShellHolds(page: Page, text: string) {
  await expect.poll(() => keptShell(page, pageShellKey(MENU)), { timeout: 15_000 }).toContain(text);
}

const greeting = (page: Page) => page.getByRole('banner').getByText(/^Hello,/);

test("the next page from the kept shell; a change elsewhere comes with the load after, the session's own and a sign-in at once", async ({
  page,
  browser,
}) => {
  const [username, password] = await newWarehouseUser(page, 'Kira');
  await signIn(page, username, password);
  await page.goto(MENU);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  await page.reload();
  await keptShellHolds(page, '"firstName":"Kira"');
  await expect(greeting(page)).toHaveText('Hello, Kira');

  // the same user renames themselves at a desk: the handheld's next page is its kept shell, at once
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage, username, password);
  const profile = await getJson<Record<string, unknown>>(deskPage, '/supplier/profile/edit.json');
  await postJson(deskPage, '/supplier/profile/edit.json', { ...profile, firstName: 'Kim' });
  await desk.close();
  await page.reload();
  await expect(greeting(page)).toHaveText('Hello, Kira');
  await expect(page.getByRole('heading', { name: 'Warehouse Menu' })).toBeVisible();
  // ... and the server's shell, fetched behind it, is kept for the load after
  await keptShellHolds(page, '"firstName":"Kim"');
  await page.reload();
  await expect(greeting(page)).toHaveText('Hello, Kim');

  // the session's own change (the profile's name on this handheld): the next page comes from the server
  await page.goto('/supplier/profile/edit');
  await page.getByLabel(/^First name/).fill('Kai');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto(MENU);
  await expect(greeting(page)).toHaveText('Hello, Kai');

  // signed out, and in as someone else on the same handheld: their shell, never the last user's
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/supplier\/login$/);
  await signIn(page, 'whfra', 'Scan#1000');
  await page.goto(MENU);
  await expect(greeting(page)).toHaveText('Hello, Wanda');
  await expect(page.getByRole('banner')).not.toContainText('Kai');
});
