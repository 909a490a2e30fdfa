import { describe, expect, it } from 'vitest';
import { upsertOrders } from '../domain/integration/upsert-orders';
import { DOCK_MATERIALS } from '../seed/dock';
import { appForFile } from '../testing/api-test';

/**
 * The file channel over HTTP: the supplier lists, downloads and acknowledges its own files (orders in
 * its EDI format, acknowledgements of what it uploaded), never another vendor's; a failed outbound
 * message is sent again by the administrator only; hostile input is a 4xx, never a 500.
 */
const api = appForFile(['admin', 'supplier', 'whfra'] as const);
const ADMIN = '/supplier/api/admin/edi';
const FILES = '/supplier/api/supplier/edi/files';

async function order(number: string, vendor: string) {
  await upsertOrders(api.t.database.db, 'all', 'purchase-orders', async function* () {
    yield [
      {
        number,
        vendor,
        plant: '1000',
        companyCode: 'DE01',
        documentDate: '2026-11-28',
        items: [{ item: 10, material: DOCK_MATERIALS.plain, quantity: '7', deliveryDate: '2026-12-20', sloc: '0001' }],
      },
    ];
  });
}

describe('EDI files for the supplier', () => {
  it('lists, downloads and acknowledges its own files only', async () => {
    for (const [vendor, format, version] of [
      ['V100001', 'EDIFACT', 'D96A'],
      ['V100002', 'X12', '004010'],
    ])
      expect(
        (await api.admin.inject({ method: 'PUT', url: `${ADMIN}/partners/${vendor}`, payload: { channel: 'EDI', format, version } }))
          .statusCode,
      ).toBe(200);
    await order('EDIAPI0001', 'V100001');
    await order('EDIAPI0002', 'V100002');
    const list = await api.supplier.inject({ method: 'GET', url: FILES });
    expect(list.statusCode, list.body).toBe(200);
    const files = list.json().items as { fileId: number; kind: string; documentRef: string | null; name: string }[];
    const mine = files.find((f) => f.documentRef === 'EDIAPI0001');
    expect(mine).toMatchObject({ kind: 'ORDER', format: 'EDIFACT', collectedAt: null });
    expect(files.map((f) => f.documentRef)).not.toContain('EDIAPI0002');
    const download = await api.supplier.inject({ method: 'GET', url: `${FILES}/${mine?.fileId}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${mine?.name}"`);
    expect(download.body).toContain("BGM+220+EDIAPI0001+9'");

    // another vendor's file reads as unknown, whatever the supplier asks
    const theirs = await api.t.database.db
      .selectFrom('edi_message')
      .select('message_id')
      .where('document_ref', '=', 'EDIAPI0002')
      .executeTakeFirstOrThrow();
    for (const [method, url] of [
      ['GET', `${FILES}/${theirs.message_id}`],
      ['POST', `${FILES}/${theirs.message_id}/collected`],
    ] as const) {
      const res = await api.supplier.inject({ method, url });
      expect([res.statusCode, res.json().code]).toEqual([404, 'EDI_FILE_NOT_FOUND']);
    }
    const foreign = await api.supplier.inject({ method: 'GET', url: `${FILES}?vendor=V100002` });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'EDI_VENDOR_UNKNOWN']);
    // warehouse users hold no MM/ASN: refused
    expect((await api.whfra.inject({ method: 'GET', url: FILES })).statusCode).toBe(403);

    const ack = await api.supplier.inject({ method: 'POST', url: `${FILES}/${mine?.fileId}/collected` });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().collectedAt).toEqual(expect.any(String));
    const again = await api.supplier.inject({ method: 'POST', url: `${FILES}/${mine?.fileId}/collected` });
    expect(again.json()).toEqual(ack.json());
    const waiting = await api.supplier.inject({ method: 'GET', url: FILES });
    expect(waiting.json().items.map((f: { fileId: number }) => f.fileId)).not.toContain(mine?.fileId);
    const all = await api.supplier.inject({ method: 'GET', url: `${FILES}?all=true` });
    expect(all.json().items.map((f: { fileId: number }) => f.fileId)).toContain(mine?.fileId);
    const message = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages/${mine?.fileId}` });
    expect(message.json()).toMatchObject({ direction: 'OUT', status: 'SENT', delivery: 'FILE' });
    // a file order is never "sent again": only a failed cXML message is
    const resend = await api.admin.inject({ method: 'POST', url: `${ADMIN}/messages/${mine?.fileId}/reprocess` });
    expect([resend.statusCode, resend.json().code]).toEqual([409, 'EDI_NOT_REPROCESSABLE']);
    expect((await api.supplier.inject({ method: 'POST', url: `${ADMIN}/messages/${mine?.fileId}/reprocess` })).statusCode).toBe(403);
  });

  it('hostile input is a 4xx, never a 500', async () => {
    const urls = [
      `${FILES}?all=maybe`,
      `${FILES}?page=0`,
      `${FILES}?pageSize=100000`,
      `${FILES}?vendor=${encodeURIComponent('V1\u0000')}`,
      `${FILES}?vendor=%ED%A0%80`,
      `${FILES}?vendor=${'V'.repeat(5000)}`,
      `${FILES}?extra=1`,
      `${FILES}?page=1e400`,
      `${FILES}/0`,
      `${FILES}/-1`,
      `${FILES}/99999999999999999999`,
      `${FILES}/abc`,
      `${FILES}/1.5`,
      `${FILES}/0000-00-00`,
      `${FILES}/${encodeURIComponent('\u0000')}`,
    ];
    for (const url of urls) {
      const res = await api.supplier.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const unknown = await api.supplier.inject({ method: 'GET', url: `${FILES}/2147483647` });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EDI_FILE_NOT_FOUND']);
    const bodies = [{ a: 1 }, { nested: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) }, { t: '\u0000' }];
    for (const payload of bodies) {
      const res = await api.supplier.inject({ method: 'POST', url: `${FILES}/2147483647/collected`, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
