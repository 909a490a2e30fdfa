import type { Browser, Page } from '@playwright/test';
import { csvAsn, cxmlShipNotice, desadv, type Shipment, twoPalletShipment, x856 } from '../src/server/testing/edi-samples';
import { expect, test } from './fixtures';
import { getJson, postJson, scanInto, signIn, signInOnHandheld } from './helpers';

/**
 * A supplier's own system sends shipping notices: an administrator sets vendor V100001's channel on
 * the EDI screen (EDI files, EDIFACT D96A); a DESADV uploaded by the supplier, then an X12 856, a cXML
 * ShipNoticeRequest (over HTTPS with the shared secret) and a CSV notice, each after its channel is
 * set, produce the same ASN (2 pallets of 2 cartons); the warehouse receives each pallet with one scan
 * on the handheld; the EDI screen shows the messages, a DESADV's CONTRL, and a broken one's refusal.
 * Purchase orders 4517000003 and 4517000004 are this spec's own: each run announces and receives 2 of the
 * 10 serialized units of item 10 of each (and 4 of the 50 plain ones), so one database takes 5 runs.
 */
const ADMIN = '/supplier/api/admin/edi';
const UPLOAD = '/supplier/api/supplier/edi/messages';
const VENDOR = 'V100001';

async function userPage(browser: Browser, username: string, password: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 } });
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

/** A shipment with one serial (the first carton) and one unit of the plain item per carton: small, so repeated runs fit the orders. */
function shipment(po: string, tag: string, start: number): Shipment {
  // the message's own id goes into UNB 0020 too: at most 14 characters
  const s = { ...twoPalletShipment(po, tag, start, 1, '1'), id: tag.replace('E2E-', '').slice(0, 14) };
  for (const [i, p] of s.pallets.entries()) for (const [j, c] of p.cartons.entries()) if (i + j > 0) c.serials = [];
  return s;
}

interface Result {
  message: { messageId: number; status: string; documentRef: string | null; errors: { message: string }[] };
}

async function setChannel(admin: Page, body: Record<string, unknown>) {
  const res = await admin.request.put(`${ADMIN}/partners/${VENDOR}`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': await csrf(admin) },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { secret: string | null };
}
const csrf = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('portal-globals')?.textContent ?? '{}').csrfToken as string);

type Notice = { packages: { sscc: string; kind: string; parentSscc: string | null; items: { itemNo: number; serials: string[] }[] }[] };
const shape = (n: Notice) =>
  n.packages.map((p) => [p.kind, p.sscc, p.parentSscc, p.items.map((i) => `${i.itemNo}:${i.serials.join('|')}`).join(',')]);
const expected = (s: Shipment) =>
  s.pallets.flatMap((p) => [
    ['PALLET', p.sscc, null, ''],
    ...p.cartons.map((c) => ['CARTON', c.sscc, p.sscc, [...(c.serials.length ? [`10:${c.serials.join('|')}`] : []), '20:'].join(',')]),
  ]);

test('a DESADV, an 856, a cXML ship notice and a CSV notice make the same ASN, received with one scan per pallet', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = Math.floor(Date.now() / 100) % 9_000_000;
  const admin = await userPage(browser, 'admin', 'Admin#2026', 1280);

  // the administrator sets the channel on the screen
  await admin.goto('/supplier/admin/edi');
  await expect(admin.getByRole('heading', { name: 'Supplier channels: EDI and cXML' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Vendor' }).fill(VENDOR);
  await admin.getByRole('combobox', { name: /^Channel/ }).selectOption('EDI');
  await admin.getByRole('combobox', { name: /^Format/ }).selectOption('EDIFACT');
  await admin.getByRole('combobox', { name: /^Version/ }).selectOption('D96A');
  await admin.getByRole('button', { name: 'Save channel' }).click();
  const partners = admin.getByRole('table', { name: 'Channels per vendor' });
  await expect(partners.locator(`tr[data-vendor="${VENDOR}"]`)).toContainText('EDI files (upload)');
  await expect(partners.locator(`tr[data-vendor="${VENDOR}"]`)).toContainText('EDIFACT');

  const supplier = await userPage(browser, 'supplier', 'Vendor#2026', 1280);
  const upload = (format: string, content: string) => postJson<Result>(supplier, UPLOAD, { format, content });
  const notices: { s: Shipment; asn: string }[] = [];
  const accept = async (s: Shipment, result: Result) => {
    expect(result.message.errors).toEqual([]);
    expect(result.message.status).toBe('PROCESSED');
    const asn = result.message.documentRef as string;
    const notice = await getJson<Notice>(supplier, `/supplier/api/supplier/asns/${asn}`);
    expect(shape(notice)).toEqual(expected(s));
    notices.push({ s, asn });
  };

  // DESADV: uploaded as an EDI file
  const d = shipment('4517000003', `E2E-DES${run}`, run * 10);
  await accept(d, await upload('EDIFACT', desadv(d)));
  // a broken one: the segment count in UNT is wrong; refused in its CONTRL, nothing announced
  const broken = shipment('4517000003', `E2E-BAD${run}`, run * 10 + 100);
  const refused = await upload(
    'EDIFACT',
    desadv(broken).replace(/UNT\+(\d+)/, (_, n) => `UNT+${Number(n) + 1}`),
  );
  expect(refused.message.status).toBe('REFUSED');

  // X12 856
  await setChannel(admin, { channel: 'EDI', format: 'X12', version: '004010' });
  const x = shipment('4517000003', `E2E-X12${run}`, run * 10 + 200);
  await accept(x, await upload('X12', x856(x, run)));

  // cXML over HTTPS: a partner's system, no session, its shared secret
  const { secret } = await setChannel(admin, {
    channel: 'CXML',
    format: 'CXML',
    version: '1.2.063',
    username: 'supplier',
    newSecret: true,
  });
  const c = shipment('4517000004', `E2E-CXML${run}`, run * 10 + 300);
  const partner = await browser.newContext();
  const answer = await partner.request.post('/supplier/api/cxml', {
    headers: { 'content-type': 'text/xml' },
    data: cxmlShipNotice(c, VENDOR, secret as string),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.text()).toContain('<Status code="200" text="OK"');
  await partner.close();
  const cxmlMessage = await getJson<{ items: { controlRef: string; documentRef: string; messageId: number }[] }>(
    admin,
    `${ADMIN}/messages?vendor=${VENDOR}&pageSize=50`,
  );
  const cm = cxmlMessage.items.find((m) => m.controlRef === `${c.id}@supplier.example`);
  await accept(c, { message: { messageId: cm?.messageId ?? 0, status: 'PROCESSED', documentRef: cm?.documentRef ?? null, errors: [] } });

  // CSV: any supplier may upload one
  await setChannel(admin, { channel: 'EDI', format: 'EDIFACT', version: 'D96A' });
  const v = shipment('4517000004', `E2E-CSV${run}`, run * 10 + 400);
  await accept(v, await upload('CSV', csvAsn(v)));

  // the warehouse receives every pallet with one scan at 360 px
  const handheld = await (await browser.newContext()).newPage();
  await signInOnHandheld(handheld);
  await handheld.goto('/supplier/warehouse/zrec/index');
  for (const { s } of notices)
    for (const pallet of s.pallets) {
      await scanInto(handheld.getByLabel('SSCC of a pallet or carton'), pallet.sscc);
      await expect(handheld.getByRole('status').filter({ hasText: `Pallet ${pallet.sscc} received: material document` })).toBeVisible();
    }
  await expect(handheld.getByRole('list', { name: 'Last receipt' })).toContainText('Notice statusRECEIVED');
  for (const { asn } of notices) {
    const notice = await getJson<{ status: string }>(supplier, `/supplier/api/supplier/asns/${asn}`);
    expect(notice.status).toBe('RECEIVED');
  }
  await handheld.screenshot({ path: 'test-results/edi-receive-360.png', fullPage: true });

  // the EDI screen: the DESADV and its CONTRL, the broken one's refusal in words
  await admin.reload();
  const messages = admin.getByRole('table', { name: 'Messages' });
  const desadvRow = messages.locator(`tr[data-ref="${d.id}"]`).filter({ hasText: 'Processed' });
  await desadvRow.getByRole('button', { name: 'Show' }).click();
  const detail = admin.getByRole('region', { name: /^Message \d+$/ });
  await expect(detail.getByTestId('edi-ack')).toContainText('UCM+1+DESADV:D:96A:UN+7');
  await expect(detail).toContainText(notices[0]?.asn as string);
  await admin.screenshot({ path: 'test-results/edi-admin-1280.png', fullPage: true });
  await messages.locator(`tr[data-ref="${broken.id}"]`).getByRole('button', { name: 'Show' }).click();
  await expect(detail.getByText(/^UNT declares \d+, but \d+ were counted\.$/)).toBeVisible();
  await expect(detail.getByTestId('edi-ack')).toContainText('UCM+1+DESADV:D:96A:UN+4+29');
  await admin.setViewportSize({ width: 360, height: 740 });
  await expect(detail.getByRole('button', { name: 'Process again' })).toBeVisible();
  await admin.screenshot({ path: 'test-results/edi-admin-360.png', fullPage: true });
});
