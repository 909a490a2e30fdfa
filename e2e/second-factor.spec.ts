import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { csrfToken, openMenu, postAsAdmin, postJson, signIn } from './helpers';

/** The authenticator app's code for a moment `offset` seconds from now (one step = 30 s). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

async function putJson(page: Page, url: string, body: unknown) {
  const res = await page.request.put(url, {
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': await csrfToken(page) },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs out as a user does: the menu's Logout. */
async function signOut(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/supplier\/login/);
}

/** The password step of the sign-in page (the second step, if due, answers on the same address). */
async function enterPassword(page: Page, username: string, password: string) {
  await page.goto('/supplier/login');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

test('an administrator requires a second factor for a role: its user enrols by QR code, signs in with a code, a replayed code is refused', async ({
  page,
  browser,
}) => {
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const roleId = `MFA_${suffix}`;
  const username = `mfa${suffix.toLowerCase()}`;
  const password = 'Secret#2026x';
  await signIn(page, 'admin', 'Admin#2026');
  // the role and its user through the API (what this test proves is the policy and the sign-in)
  await putJson(page, `/supplier/api/admin/roles/${roleId}`, {
    description: 'Supplier buyer',
    grants: [{ module: 'MM', tcode: 'ME23N' }],
    secondFactorRequired: false,
  });
  await postJson(page, '/supplier/api/admin/users', { username, password, firstName: 'Mara', lastName: 'Fink', roles: [roleId] });

  // the administrator sets "second factor required" for the role on the roles screen
  await page.goto('/supplier/admin/users');
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: new RegExp(roleId) }).click();
  const required = page.getByRole('checkbox', { name: 'Second factor required' });
  await expect(required).not.toBeChecked();
  await required.check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${roleId}.*second factor`) })).toBeVisible();

  // the user signs in: led to the enrolment, nothing else
  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, username, password);
  await expect(user).toHaveURL(/\/supplier\/profile\/secondFactor$/);
  await expect(user.getByText('Your account requires a second factor. Set up an authenticator app')).toBeVisible();
  await user.goto('/supplier/profile/edit');
  await expect(user).toHaveURL(/\/supplier\/profile\/secondFactor$/);
  await user.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(user.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await user.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await user.getByLabel('Code from the app').fill(await codeAt(secret));
  await user.getByRole('button', { name: 'Confirm' }).click();
  const codes = user.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await user.getByRole('link', { name: 'Continue to the portal' }).click();
  await expect(user).not.toHaveURL(/secondFactor|login/);
  await expect(user.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // signed out and in again: the password, then a code of the app
  await signOut(user);
  await enterPassword(user, username, password);
  await expect(user.getByText('Enter the code your authenticator app shows')).toBeVisible();
  const code = await codeAt(secret, 30);
  await user.getByLabel('Code', { exact: true }).fill(code);
  await user.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(user).not.toHaveURL(/\/supplier\/login/);
  await expect(user.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // the same code once more, in a new sign-in within its window: refused
  await signOut(user);
  await enterPassword(user, username, password);
  await user.getByLabel('Code', { exact: true }).fill(code);
  await user.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(user.getByRole('alert')).toHaveText('The code is not correct or was already used.');
  await expect(user).toHaveURL(/\/supplier\/login/);
  await context.close();
});

test('a passkey: registered in the profile, it answers the second step and signs in without password', async ({ page, baseURL }) => {
  // a passkey's relying party is a host name, never an address: this test opens the portal as localhost
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const username = `pk${randomUUID().slice(0, 8)}`;
  const password = 'Secret#2026x';
  await postAsAdmin(page.context().browser()!, '/supplier/api/admin/users', { username, password, firstName: 'Pia', lastName: 'Kraus' });

  // registered in the profile (the password alone signs this user in: optional for the demo's kinds of user)
  await page.goto(`${origin}/supplier/login`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
  await page.goto(`${origin}/supplier/profile/secondFactor`);
  await page.getByLabel('Name of the passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Work laptop')).toBeVisible();

  // the second step: the password, then the passkey
  await signOut(page);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // without password: the sign-in page's "Sign in with a passkey"
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/supplier\/login/);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await page.goto(`${origin}/supplier/profile/secondFactor`);
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
});
