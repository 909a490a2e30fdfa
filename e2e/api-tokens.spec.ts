import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { batchlessCables, postJson, signIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(60_000);

/** Signs in as the administrator and creates a token of plant 1000 with the scope EVENTS; answers its secret. */
async function createEventsToken(page: Page, name: string): Promise<string> {
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto('/supplier/admin/tokens');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('checkbox', { name: 'EVENTS' }).check();
  await page.getByRole('checkbox', { name: /1000/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  return (await page.getByTestId('token-secret').textContent()) ?? '';
}

test('an administrator creates an API token, sees its secret once, the token reads the event feed, and is revoked', async ({
  page,
  playwright,
}) => {
  const secret = await createEventsToken(page, 'e2e-erp');
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

test('an administrator sets a webhook, sees the signing secret once, a receiver answering 500 fills the dead-letter list, retry and discard', async ({
  page,
}) => {
  // the e2e server runs with WEBHOOK_MAX_ATTEMPTS=1, no wait between attempts, loopback allowed (playwright.config.ts)
  await createEventsToken(page, 'e2e-hook');
  await page.getByRole('button', { name: 'Done' }).click();

  const row = page.locator('tr[data-token="e2e-hook"]');
  await row.getByRole('button', { name: 'Webhook' }).click();
  const panel = page.getByRole('region', { name: 'Webhook of e2e-hook' });
  const url = panel.getByLabel(/^Webhook URL/);
  await url.fill('ftp://erp.example.com/x');
  await expect(panel.getByText('http:// or https://')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save webhook' })).toBeDisabled();
  // a receiver that is down: it answers every delivery with 500
  const receiver = createServer((_req, res) => res.writeHead(500).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await url.fill(`http://${hostPort}/hook`);
  await panel.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText(hostPort);
  // (other tests running at the same time post in plant 1000 too: their events may reach this receiver as well,
  // so the assertions below follow this test's own document)

  // an event of plant 1000: opening stock of a cable in a storage location without bins
  // the last of the page: the bin-moves tests take the first cables and count their stock exactly
  const cable = (await batchlessCables(page)).at(-1) as string;
  const doc = await postJson<{ matDoc: string }>(page, '/supplier/api/warehouse/material-documents', {
    headerText: 'e2e webhook',
    items: [{ movementType: '561', material: cable, quantity: '1', to: { plant: '1000', sloc: '0002' } }],
  });
  const letters = panel.getByRole('table', { name: 'Dead letters' });
  const letter = letters.locator('tr', { hasText: doc.matDoc });
  await expect(letter).toBeVisible({ timeout: 15_000 });
  await expect(letter).toContainText('HTTP 500');
  await expect(panel.getByLabel('Deliveries')).toContainText('HTTP 500');

  await letter.getByRole('button', { name: 'Retry' }).click();
  // queued, tried again, refused again: back on the list
  await expect(letter.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
  await letter.getByRole('button', { name: 'Discard' }).click();
  await expect(letter).toHaveCount(0);

  await panel.getByRole('button', { name: 'Remove webhook' }).click();
  await expect(row).not.toContainText(hostPort);
  receiver.close();
});
