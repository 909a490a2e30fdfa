import { randomBytes } from 'node:crypto';
import { startSmtpReceiver } from '../src/server/testing/smtp-receiver';
import { expect, test } from './fixtures';
import { postAsAdmin } from './helpers';

/**
 * Forgotten password, end to end: the sign-in page's link, the mail at a real SMTP server (this
 * spec's, on the loopback port playwright.config.ts gives the e2e server as SMTP_URL), the link from
 * the mail, a new password, signed in; the link a second time is refused.
 */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.stop();
});

test('forgot password: the mailed link sets a new password once and signs in', async ({ page }) => {
  const username = `reset${randomBytes(3).toString('hex')}`;
  const email = `${username}@portal.example`;
  await postAsAdmin(page.context().browser()!, '/supplier/api/admin/users', {
    username,
    password: 'Old#password-1',
    firstName: 'Rosa',
    lastName: 'Reset',
    email,
    roles: ['SUPPLIER'],
    vendors: [],
    plants: [],
  });

  await page.goto('/supplier/login');
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'FORGOT PASSWORD' })).toBeVisible();
  await page.getByLabel('User name or e-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');

  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.to(email)[0]!;
  expect(mail.subject).toBe('Choose a new password for the Acme Financial Supplier Portal');
  expect(mail.html).toContain('Choose a new password');
  const link = /https?:\/\/\S+\/supplier\/password\/reset\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, page.url()).toString());
  await expect(page.getByRole('heading', { name: 'NEW PASSWORD' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('New#password-22');
  await page.getByLabel('Repeat the new password').fill('New#password-2X');
  await page.getByRole('button', { name: 'SAVE AND SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords differ.');
  await page.getByLabel('New password', { exact: true }).fill('New#password-22');
  await page.getByLabel('Repeat the new password').fill('New#password-22');
  await page.getByRole('button', { name: 'SAVE AND SIGN IN' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/(login|password)/);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // the same link again: refused, with the way to a new one
  await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, page.url()).toString());
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  expect(smtp.to(email)).toHaveLength(1);
});
