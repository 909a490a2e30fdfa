import { expect, test } from './fixtures';

test('the sign-in page opens in Chromium on a fresh embedded database', async ({ page }) => {
  await page.goto('/supplier/login');
  await expect(page.getByRole('heading', { name: 'SUPPLIER PORTAL' })).toBeVisible();
  await expect(page.getByText('Sign in with your Acme Financial supplier account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await expect(page.getByPlaceholder('Login with QR Code')).toBeFocused();
});

test('/healthcheck answers with the embedded database', async ({ request }) => {
  const res = await request.get('/healthcheck');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
});
