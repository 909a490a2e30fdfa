import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { batchlessCables, openMenu, postJson, signIn } from './helpers';

/**
 * The audit trail and sessions: an administrator changes a user's roles on the users screen and finds
 * the change in the audit search with its roles before and after; a posting's row links to its
 * material document. The user ends one of its sessions under "My sessions": the other browser is
 * signed out at its next request.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const DOCS = '/supplier/api/warehouse/material-documents';

async function signedInContext(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, password);
  return { context, page };
}

test('a role change and a posting in the audit trail; ending a session from My sessions', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const username = `e2eaud${randomBytes(4).toString('hex')}`;
  const password = 'Audit#E2e2026';
  await signIn(page, 'admin', 'Admin#2026');
  const created = await postJson<{ userId: number }>(page, '/supplier/api/admin/users', {
    username,
    password,
    firstName: 'Audra',
    lastName: 'Trail',
    roles: ['SUPPLIER'],
    vendors: ['V100001'],
  });

  // the users screen: the user gets a second role
  await page.goto('/supplier/admin/users');
  await page.getByLabel('Search users').fill(username);
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('checkbox', { name: 'WH_OPERATOR' }).check();
  await page.getByRole('button', { name: 'Save user' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // the audit trail, from the administration menu: the change with its roles before and after
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Document or record').fill(String(created.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Audit entries' });
  const change = table.getByRole('row').filter({ hasText: 'user.update' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('admin');
  const roles = change.getByRole('row', { name: /Roles/ });
  await expect(roles.getByRole('cell').first()).toHaveText('SUPPLIER');
  await expect(roles.getByRole('cell').nth(1)).toContainText('SUPPLIER, WH_OPERATOR');
  await expect(roles).toContainText('added: WH_OPERATOR');
  await expect(table.getByRole('row').filter({ hasText: 'user.create' })).toHaveCount(1);

  // a posting (a cable into plant 1000 and straight out again: the stock stays as it was) links to its material document
  const cable = (await batchlessCables(page))[7] as string;
  const posted = await postJson<{ matDoc: string }>(page, DOCS, {
    headerText: 'e2e audit trail',
    items: [{ movementType: '561', material: cable, quantity: '1', to: { plant: '1000', sloc: '0002' } }],
  });
  await postJson(page, `${DOCS}/${posted.matDoc}/reversal`, {});
  await page.getByLabel('Document or record').fill(posted.matDoc);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'MATERIAL_DOCUMENT_POSTED' })).toContainText('1000');
  await table.getByRole('link', { name: `Material document ${posted.matDoc}` }).click();
  await expect(page.getByRole('heading', { name: `Material document ${posted.matDoc}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items of the material document' })).toContainText(cable);

  // My sessions: the user is signed in twice; ending the other session signs that browser out at its next request
  const other = await signedInContext(browser, username, password);
  const mine = await signedInContext(browser, username, password);
  try {
    await mine.page.goto('/supplier/profile/edit');
    const sessions = mine.page.getByRole('table', { name: 'My sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
    await expect(sessions.getByText('this session')).toHaveCount(1);
    await sessions.getByRole('button', { name: /^End the session on/ }).click();
    await expect(mine.page.getByText(/The session on .* has ended\./)).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await other.page.goto('/supplier/profile/edit');
    await expect(other.page).toHaveURL(/\/supplier\/login/);
    // the user's own session goes on
    await mine.page.reload();
    await expect(sessions.getByText('this session')).toBeVisible();
  } finally {
    await other.context.close();
    await mine.context.close();
  }
});
