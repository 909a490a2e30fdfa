import { oidcPort } from '../playwright.config';
import { startIdentityProvider, type TestIdentityProvider } from '../src/server/testing/oidc-provider';
import { expect, test } from './fixtures';
import { openMenu } from './helpers';

/**
 * Single sign-on in Chromium: the portal (started by playwright.config.ts with OIDC_* pointing at
 * this port, discovery at first use) sends the browser to a real OpenID Connect provider, the person
 * signs in there, comes back signed in to the portal (created just in time from the group mapping),
 * and logging out ends the session at the provider too.
 */
let idp: TestIdentityProvider;
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

test.beforeAll(async () => {
  idp = await startIdentityProvider({
    port: oidcPort,
    redirectUris: [`${origin}/supplier/sso/callback`],
    postLogoutRedirectUris: [`${origin}/supplier/login`],
  });
  idp.accounts.set('sub-e2e-olga', {
    preferred_username: 'olga.sso',
    given_name: 'Olga',
    family_name: 'Ostrova',
    email: 'olga@acme.example',
    groups: ['portal-suppliers'],
  });
});
test.afterAll(async () => {
  await idp?.close();
});

test('signs in with the company’s identity provider and logs out there too', async ({ page }) => {
  await page.goto('/supplier/login');
  await page.getByRole('link', { name: 'Sign in with Acme Corp' }).click();
  // the provider's own sign-in form
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('sub-e2e-olga');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // back in the portal, on the supplier's default page, signed in as the provider's person
  await expect(page).toHaveURL(`${origin}/supplier/purchaseorders/index`);
  await expect(page.getByText('Olga', { exact: false }).first()).toBeVisible();
  const me = await page.evaluate(async () => (await fetch('/supplier/api/apiauth/userinfo')).json());
  expect(me).toMatchObject({ username: 'olga.sso', vendors: ['V100001'] });

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  // the provider asks to end its session as well, then sends the browser back to the sign-in page
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${origin}/supplier/login`);
  await expect(page.getByRole('heading', { name: 'SUPPLIER PORTAL' })).toBeVisible();
  await page.goto('/supplier/profile/edit');
  await expect(page).toHaveURL(/\/supplier\/login\?next=/);
});
