import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPolicy } from '../../adapters/address-policy';
import { DOCK_MATERIALS } from '../../seed/dock';
import { cxmlAnswer, startCxmlReceiver } from '../../testing/cxml-receiver';
import { databaseForFile } from '../../testing/db-test';
import { cxmlConfirmation } from '../../testing/edi-samples';
import { getOrderConfirmation } from '../asn/confirm-order';
import { upsertOrders } from '../integration/upsert-orders';
import { getMessage } from './messages';
import { createEdiSender } from './order-sender';
import { receiveCxml, setPartner } from './partners';
import { reprocessMessage } from './reprocess-message';
import { acknowledgeSupplierFile, listSupplierFiles, readSupplierFile } from './supplier-files';

/**
 * Outbound purchase orders: created and changed by the ERP, they go out in the vendor's channel. cXML
 * to a receiver on loopback (allowed by the test's policy: production refuses loopback): once, with
 * the shared secret, its answer kept; refused, timed out, refused in cXML, dead, sent again; private
 * addresses and redirects refused. EDIFACT / X12 as files the vendor's own supplier collects.
 */
const file = databaseForFile();
const sessionSecret = 'outbound-test-session-secret-0123456789';
const loopback: AddressPolicy = { allowLoopback: true, allowPublic: false, networks: [] };
let receiver: Awaited<ReturnType<typeof startCxmlReceiver>>;
beforeAll(async () => {
  receiver = await startCxmlReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const supplierV1 = { userId: 0, isAdmin: false, isWarehouseUser: false, plants: [] as string[], vendors: ['V100001'] };
const supplierV2 = { ...supplierV1, vendors: ['V100002'] };

async function admin() {
  const a = await file.database.db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return { userId: a.user_id, ip: null };
}

async function order(number: string, vendor: string, quantity20 = '50') {
  const row = {
    number,
    vendor,
    plant: '1000',
    companyCode: 'DE01',
    documentDate: '2026-11-28',
    items: [
      { item: 10, material: DOCK_MATERIALS.serialized, quantity: '10', deliveryDate: '2026-12-10', sloc: '0001' },
      { item: 20, material: DOCK_MATERIALS.plain, quantity: quantity20, deliveryDate: '2026-12-12', sloc: '0001' },
    ],
  };
  await upsertOrders(file.database.db, 'all', 'purchase-orders', async function* () {
    yield [row];
  });
}

async function outbound(po: string) {
  return file.database.db
    .selectFrom('edi_message')
    .selectAll()
    .where('document_ref', '=', po)
    .where('direction', '=', 'OUT')
    .orderBy('message_id')
    .execute();
}

const sender = (options: Partial<Parameters<typeof createEdiSender>[1]> = {}) =>
  createEdiSender(file.database.db, { sessionSecret, retrySeconds: [0], maxAttempts: 3, timeoutMs: 2000, policy: loopback, ...options });

async function cxmlPartner(outboundUrl: string) {
  const saved = await setPartner(
    file.database.db,
    await admin(),
    'V100001',
    { channel: 'CXML', format: 'CXML', version: '1.2.063', username: 'supplier', outboundUrl, newSecret: true },
    loopback,
    sessionSecret,
  );
  return saved.secret as string;
}

describe('outbound purchase orders over cXML', () => {
  it('a created order goes out once as an OrderRequest with the shared secret; the ConfirmationRequest back confirms it; a change goes out as an update', async () => {
    const secret = await cxmlPartner(receiver.url);
    receiver.state.answer = () => ({ status: 200, body: cxmlAnswer(200, 'OK') });
    await order('EDIOUT0001', 'V100001');
    const [queued] = await outbound('EDIOUT0001');
    expect(queued).toMatchObject({ status: 'PENDING', format: 'CXML', kind: 'ORDER', delivery: 'HTTP' });
    expect(queued?.raw).toContain('orderID="EDIOUT0001"');
    expect(queued?.raw).not.toContain(secret); // the kept text never holds the secret

    // two senders at once (on PostgreSQL truly concurrent): one POST
    const before = receiver.received.length;
    const [a, b] = await Promise.all([sender().runOnce(), sender().runOnce()]);
    expect(a + b).toBe(1);
    expect(receiver.received.length - before).toBe(1);
    expect(await sender().runOnce()).toBe(0);
    const posted = receiver.received.at(-1);
    expect(posted?.headers['content-type']).toMatch(/^text\/xml/);
    expect(posted?.body).toContain(`<SharedSecret>${secret}</SharedSecret>`);
    const sent = await getMessage(file.database.db, Number(queued?.message_id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, errors: [], delivery: 'HTTP' });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.ack).toContain('<Status code="200" text="OK"/>');

    // the partner reads the order it got and confirms it over cXML
    const read = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: false }).parse(posted?.body ?? '');
    const header = read.cXML.Request.OrderRequest.OrderRequestHeader;
    expect([header['@_orderID'], header['@_type']]).toEqual(['EDIOUT0001', 'new']);
    expect(read.cXML.Request.OrderRequest.ItemOut.map((i: Record<string, string>) => [i['@_lineNumber'], i['@_quantity']])).toEqual([
      ['10', '10'],
      ['20', '50'],
    ]);
    const answer = await receiveCxml(file.database.db, cxmlConfirmation(header['@_orderID'], 'OUTCONF1', 'V100001', secret));
    expect(answer.body).toContain('<Status code="200" text="OK"');
    const confirmation = await getOrderConfirmation(file.database.db, supplierV1, 'EDIOUT0001');
    expect(confirmation.items.map((i) => [i.itemNo, i.confirmed?.quantity])).toEqual([
      [10, '10.000'],
      [20, '40.000'],
    ]);

    // a change: an update goes out; the same batch again changes nothing and sends nothing
    await order('EDIOUT0001', 'V100001', '60');
    await order('EDIOUT0001', 'V100001', '60');
    expect((await outbound('EDIOUT0001')).map((m) => m.status)).toEqual(['SENT', 'PENDING']);
    expect(await sender().runOnce()).toBe(1);
    expect(receiver.received.at(-1)?.body).toMatch(/orderID="EDIOUT0001"[^>]*type="update"|type="update"[^>]*orderID="EDIOUT0001"/);
  });

  it('refused, timed out, refused in cXML: tried again, then failed with its reason in words; sent again by the administrator', async () => {
    await cxmlPartner(receiver.url);
    await order('EDIOUT0002', 'V100001');
    const [queued] = await outbound('EDIOUT0002');
    const id = Number(queued?.message_id);
    const answers = ['500', 'hang', 'cxml400', 'ok'];
    let n = 0;
    receiver.state.answer = () => {
      const next = answers[n++];
      if (next === '500') return { status: 500, body: 'down' };
      if (next === 'hang') return 'hang';
      if (next === 'cxml400') return { status: 200, body: cxmlAnswer(400, 'Bad Request') };
      return { status: 200, body: cxmlAnswer(200, 'OK') };
    };
    const fast = sender({ timeoutMs: 500 });
    expect(await fast.runOnce()).toBe(0);
    let m = await getMessage(file.database.db, id);
    expect([m.status, m.attempts, m.errors.map((e) => e.message)]).toEqual([
      'PENDING',
      1,
      ["The supplier's system answered HTTP 500; the order was not taken."],
    ]);
    expect(m.ack).toBe('down');
    expect(await fast.runOnce()).toBe(0);
    m = await getMessage(file.database.db, id);
    expect([m.status, m.attempts, m.errors.map((e) => e.message)]).toEqual([
      'PENDING',
      2,
      ["The supplier's system did not answer within 0.5 s."],
    ]);
    expect(await fast.runOnce()).toBe(0);
    m = await getMessage(file.database.db, id);
    expect([m.status, m.attempts, m.errors.map((e) => e.message)]).toEqual([
      'FAILED',
      3,
      ["The supplier's system refused the order: cXML status 400 Bad Request."],
    ]);
    // a dead letter is not tried again by itself
    const posts = receiver.received.length;
    expect(await fast.runOnce()).toBe(0);
    expect(receiver.received.length).toBe(posts);
    // the administrator sends it again
    const again = await reprocessMessage(file.database.db, await admin(), id);
    expect([again.status, again.attempts]).toEqual(['PENDING', 0]);
    expect(await fast.runOnce()).toBe(1);
    expect((await getMessage(file.database.db, id)).status).toBe('SENT');
    await expect(reprocessMessage(file.database.db, await admin(), id)).rejects.toMatchObject({ code: 'EDI_NOT_REPROCESSABLE' });
  });

  it('a later order of a vendor waits behind an earlier one still being tried', async () => {
    await cxmlPartner(receiver.url);
    receiver.state.answer = () => ({ status: 503 });
    await order('EDIOUT0003', 'V100001');
    await order('EDIOUT0004', 'V100001');
    const s = sender({ retrySeconds: [3600] });
    await s.runOnce();
    const [first] = await outbound('EDIOUT0003');
    const [second] = await outbound('EDIOUT0004');
    expect([first?.status, first?.attempts, second?.status, second?.attempts]).toEqual(['PENDING', 1, 'PENDING', 0]);
    // clear them for the next tests
    await file.database.db
      .updateTable('edi_message')
      .set({ status: 'FAILED' })
      .where('message_id', 'in', [Number(first?.message_id), Number(second?.message_id)])
      .execute();
  });

  it('SSRF: a private or metadata address, a redirect and plain http where loopback is not allowed are refused', async () => {
    const db = file.database.db;
    const secret = await cxmlPartner(receiver.url);
    expect(secret).toBeTruthy();
    await expect(
      setPartner(
        db,
        await admin(),
        'V100001',
        { channel: 'CXML', format: 'CXML', version: '1.2.063', username: 'supplier', outboundUrl: 'https://10.1.2.3/cxml' },
        { allowLoopback: false, allowPublic: true, networks: [] },
        sessionSecret,
      ),
    ).rejects.toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
    const cases: [string, string][] = [
      ['http://10.1.2.3/cxml', 'EDI_SEND_ADDRESS_REFUSED'],
      ['http://169.254.169.254/latest/meta-data', 'EDI_SEND_ADDRESS_REFUSED'],
      ['http://[::ffff:127.0.0.1]/cxml', 'EDI_SEND_ADDRESS_REFUSED'],
    ];
    let n = 5;
    for (const [url, code] of cases) {
      // the address changed after it was checked (DNS, an old row): the sender checks again before it connects
      await db.updateTable('edi_partner').set({ outbound_url: url }).where('vendor_id', '=', 'V100001').execute();
      const po = `EDIOUT000${n++}`;
      await order(po, 'V100001');
      const posts = receiver.received.length;
      await sender({ maxAttempts: 1 }).runOnce();
      const [m] = await outbound(po);
      expect([m?.status, (m?.errors as { code: string }[] | undefined)?.[0]?.code]).toEqual(['FAILED', code]);
      expect(receiver.received.length).toBe(posts);
    }
    // a redirect is never followed
    await db.updateTable('edi_partner').set({ outbound_url: receiver.url }).where('vendor_id', '=', 'V100001').execute();
    receiver.state.answer = () => ({ status: 302, location: `http://127.0.0.1:${receiver.port}/elsewhere` });
    await order('EDIOUT0008', 'V100001');
    const posts = receiver.received.length;
    await sender({ maxAttempts: 1 }).runOnce();
    const [redirected] = await outbound('EDIOUT0008');
    expect([redirected?.status, (redirected?.errors as { code: string }[] | undefined)?.[0]?.code]).toEqual([
      'FAILED',
      'EDI_SEND_REDIRECT',
    ]);
    expect(receiver.received.slice(posts).map((r) => r.url)).toEqual(['/cxml']);
    // production's policy: no loopback, https only
    await order('EDIOUT0009', 'V100001');
    await sender({ maxAttempts: 1, policy: { allowLoopback: false, allowPublic: true, networks: [] } }).runOnce();
    const [plain] = await outbound('EDIOUT0009');
    expect((await getMessage(db, Number(plain?.message_id))).errors[0]?.message).toMatch(/^The address 127\.0\.0\.1 may not be reached: /);
    expect(receiver.received.length).toBe(posts + 1);
  });
});

describe('EDI files for the supplier to collect', () => {
  it('ORDERS and 850 are files of their own vendor: listed, downloaded, acknowledged; another vendor sees none; the portal-only vendor gets none', async () => {
    const db = file.database.db;
    const a = await admin();
    await setPartner(db, a, 'V100001', { channel: 'EDI', format: 'EDIFACT', version: 'D96A' }, loopback, sessionSecret);
    await setPartner(db, a, 'V100002', { channel: 'EDI', format: 'X12', version: '004010' }, loopback, sessionSecret);
    await order('EDIFILE001', 'V100001');
    await order('EDIFILE002', 'V100002');
    await setPartner(db, a, 'V100002', { channel: 'PORTAL', format: 'CSV', version: '1' }, loopback, sessionSecret);
    await order('EDIFILE003', 'V100002');
    expect(await outbound('EDIFILE003')).toEqual([]);
    // the sender never posts files
    const posts = receiver.received.length;
    await sender().runOnce();
    expect(receiver.received.length).toBe(posts);

    const mine = await listSupplierFiles(db, supplierV1, { page: 1, pageSize: 50 });
    const orders = mine.items.filter((f) => f.documentRef === 'EDIFILE001');
    expect(orders.map((f) => [f.kind, f.format])).toEqual([['ORDER', 'EDIFACT']]);
    const fileId = orders[0]?.fileId as number;
    expect(orders[0]?.name).toBe(`ORDER_EDIFILE001_${fileId}.edi`);
    const content = (await readSupplierFile(db, supplierV1, fileId)).content;
    expect(content).toContain("BGM+220+EDIFILE001+9'");
    // the other vendor's supplier: neither listed nor readable nor acknowledged
    const theirs = await listSupplierFiles(db, supplierV2, { page: 1, pageSize: 50 });
    expect(theirs.items.map((f) => f.documentRef)).toEqual(['EDIFILE002']);
    expect(theirs.items[0]?.name).toMatch(/^ORDER_EDIFILE002_\d+\.x12$/);
    expect((await readSupplierFile(db, supplierV2, theirs.items[0]?.fileId as number)).content).toContain('ST*850*');
    await expect(readSupplierFile(db, supplierV2, fileId)).rejects.toMatchObject({ code: 'EDI_FILE_NOT_FOUND' });
    await expect(acknowledgeSupplierFile(db, supplierV2, fileId)).rejects.toMatchObject({ code: 'EDI_FILE_NOT_FOUND' });
    await expect(listSupplierFiles(db, supplierV2, { vendor: 'V100001', page: 1, pageSize: 50 })).rejects.toMatchObject({
      code: 'EDI_VENDOR_UNKNOWN',
    });
    // acknowledged: collected, the order SENT; off the waiting list, still in all=true
    const done = await acknowledgeSupplierFile(db, supplierV1, fileId);
    expect(done.collectedAt).not.toBeNull();
    expect(await acknowledgeSupplierFile(db, supplierV1, fileId)).toEqual(done);
    expect((await getMessage(db, fileId)).status).toBe('SENT');
    expect((await listSupplierFiles(db, supplierV1, { page: 1, pageSize: 50 })).items.map((f) => f.fileId)).not.toContain(fileId);
    expect((await listSupplierFiles(db, supplierV1, { all: 'true', page: 1, pageSize: 50 })).items.map((f) => f.fileId)).toContain(fileId);
  });
});
