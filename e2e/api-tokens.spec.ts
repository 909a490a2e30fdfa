import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(60_000);

test('an administrator creates an API token, sees its secret once, the token reads the event feed, and is revoked', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/tokens');
  await page.getByLabel(/^Name/).fill('e2e-erp');
  await page.getByRole('checkbox', { name: 'EVENTS' }).check();
  await page.getByRole('checkbox', { name: /1000/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('token-secret').textContent()) ?? '';
  expect(secret).toMatch(/^spt_/);
  await expect(page.getByText('shown only once')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();

  const row = page.locator('tr[data-token="e2e-erp"]');
  await expect(row).toContainText('active');
  await expect(row).toContainText('never');
  await page.getByRole('button', { name: 'Done' }).click();
  // once dismissed, the secret is nowhere on the screen
  await expect(page.getByText(secret)).toHaveCount(0);

  // a machine caller with the token: no cookie, no CSRF token
  const machine = await playwright.request.newContext({ baseURL: page.url().replace(/\/supplier.*$/, '') });
  const feed = await machine.get('/supplier/api/integration/v1/events', { headers: { authorization: `Bearer ${secret}` } });
  expect(feed.status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('never');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByRole('alertdialog')).toContainText('Revoke e2e-erp?');
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row).toContainText('revoked');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  const refused = await machine.get('/supplier/api/integration/v1/events', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await machine.dispose();
});
