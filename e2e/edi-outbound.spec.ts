import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { postJson, signIn } from './helpers';

/**
 * Purchase orders go out to a supplier's cXML system: the administrator sets vendor V100002's channel
 * (cXML over HTTPS, this spec's own supplier user, an address where nothing answers) on the EDI screen;
 * the ERP creates an order; the screen shows the outbound OrderRequest failed, and why in words; the
 * administrator points the channel at the partner's receiver (on loopback: the e2e server allows it)
 * and sends the message again on the screen; it is sent once, with the shared secret shown once.
 * The e2e server tries a message once (WEBHOOK_MAX_ATTEMPTS=1, playwright.config.ts): the first failure is final.
 */
const VENDOR = 'V100002';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

test('an outbound order fails in words on the EDI screen and is sent again from there', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const run = String(Math.floor(Date.now() / 1000) % 10_000_000).padStart(7, '0');
  // a purchase order number has 10 digits (the screens open no other); 48… is no seeded range
  const po = `48${run}1`;
  const partnerUser = `e2e-edi-${run}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await signIn(admin, 'admin', 'Admin#2026');
  // setup: this spec's own supplier user of V100002 (the cXML partner's messages act as it)
  await postJson(admin, '/supplier/api/admin/users', {
    username: partnerUser,
    password: 'Partner#2026-edi',
    firstName: 'EDI',
    lastName: 'Partner',
    roles: ['SUPPLIER'],
    vendors: [VENDOR],
  });

  // an address where nothing answers: a port just closed
  const closed = createServer();
  const closedPort = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  await admin.goto('/supplier/admin/edi');
  const setChannel = async (url: string, newSecret: boolean) => {
    await admin.getByRole('textbox', { name: 'Vendor' }).fill(VENDOR);
    await admin.getByRole('combobox', { name: /^Channel/ }).selectOption('CXML');
    await admin.getByRole('combobox', { name: /^Format/ }).selectOption('CXML');
    await admin.getByRole('combobox', { name: /^Version/ }).selectOption('1.2.063');
    await admin.getByRole('textbox', { name: /^Acts as user/ }).fill(partnerUser);
    await admin.getByRole('textbox', { name: /^Orders go to/ }).fill(url);
    if (newSecret) await admin.getByRole('checkbox', { name: /shared secret/ }).check();
    await admin.getByRole('button', { name: 'Save channel' }).click();
    // saved: the channel's row names where orders go
    await expect(admin.getByRole('table', { name: 'Channels per vendor' }).locator(`tr[data-vendor="${VENDOR}"]`)).toContainText(url);
  };
  await setChannel(`http://127.0.0.1:${closedPort}/cxml`, true);
  const secret = (await admin.locator('.edi-secret code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);

  // the ERP creates the order (an API token of plant 1000)
  const token = await postJson<{ secret: string }>(admin, '/supplier/api/admin/tokens', {
    name: `e2e-edi-out-${run}`,
    scopes: ['ORDERS'],
    plants: ['1000'],
  });
  const erp = await playwright.request.newContext({ baseURL: admin.url().replace(/\/supplier.*$/, '') });
  const created = await erp.post('/supplier/api/integration/v1/orders/purchase-orders', {
    headers: { authorization: `Bearer ${token.secret}`, 'idempotency-key': randomUUID() },
    data: [
      {
        number: po,
        vendor: VENDOR,
        plant: '1000',
        companyCode: 'DE01',
        documentDate: '2026-11-28',
        items: [{ item: 10, material: 'ZDOCK-PART-0001', quantity: '5', deliveryDate: '2026-12-20', sloc: '0001' }],
      },
    ],
  });
  expect(created.status(), await created.text()).toBe(200);
  await erp.dispose();

  // the screen shows the order's message failed, and why
  await admin.reload();
  const row = admin.getByRole('table', { name: 'Messages' }).locator(`tr[data-ref^="${po}."]`);
  await expect(row).toContainText('Failed', { timeout: 30_000 });
  await expect(row).toContainText('purchase order');
  await row.getByRole('button', { name: 'Show' }).click();
  const detail = admin.getByRole('region', { name: /^Message \d+$/ });
  await expect(detail.getByText(/^The supplier's system cannot be reached \(ECONNREFUSED\)\.$/)).toBeVisible();
  await expect(detail).toContainText('cXML over HTTPS');
  await admin.screenshot({ path: 'test-results/edi-outbound-failed-1280.png', fullPage: true });

  // the partner's receiver is up: the channel points at it, the message goes out again
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          `<?xml version="1.0"?><cXML payloadID="a.${run}@partner" timestamp="2026-11-28T10:00:00Z"><Response><Status code="200" text="OK"/></Response></cXML>`,
        );
    });
  });
  const port = await listen(receiver);
  try {
    await setChannel(`http://127.0.0.1:${port}/cxml`, false);
    await detail.getByRole('button', { name: 'Send again' }).click();
    await expect(detail.getByRole('definition').filter({ hasText: /^Sent$/ })).toBeVisible({ timeout: 30_000 });
    await expect(detail.getByTestId('edi-ack')).toContainText('<Status code="200" text="OK"/>');
    await expect(detail.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    const mine = received.filter((body) => body.includes(`orderID="${po}"`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(`<SharedSecret>${secret}</SharedSecret>`);
    await admin.screenshot({ path: 'test-results/edi-outbound-sent-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 360, height: 740 });
    await expect(detail.getByTestId('edi-ack')).toBeVisible();
    await admin.screenshot({ path: 'test-results/edi-outbound-sent-360.png', fullPage: true });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await context.close();
  }
});
