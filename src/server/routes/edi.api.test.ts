import { describe, expect, it } from 'vitest';
import { DOCK_FOREIGN_PO, DOCK_POS } from '../seed/dock';
import { appForFile } from '../testing/api-test';
import { csvAsn, cxmlShipNotice, desadv, twoPalletShipment } from '../testing/edi-samples';

/**
 * The EDI api: administrators set channels and read messages (ADMIN/EDI); a supplier uploads files
 * for its own vendor only (MM/ASN); cXML partners post text/xml with their shared secret.
 */
const api = appForFile(['admin', 'supplier', 'whfra'] as const, { ledgerCheck: true });
const ADMIN = '/supplier/api/admin/edi';
const UPLOAD = '/supplier/api/supplier/edi/messages';

describe('EDI channels and messages', () => {
  it('a supplier uploads a DESADV once its channel is EDIFACT; the administrator reads the message and its CONTRL', async () => {
    const s = twoPalletShipment(DOCK_POS[0] as string, 'API', 100);
    const off = await api.supplier.inject({ method: 'POST', url: UPLOAD, payload: { format: 'EDIFACT', content: desadv(s) } });
    expect([off.statusCode, off.json().code]).toEqual([409, 'EDI_CHANNEL_OFF']);
    const set = await api.admin.inject({
      method: 'PUT',
      url: `${ADMIN}/partners/V100001`,
      payload: { channel: 'EDI', format: 'EDIFACT', version: 'D96A' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ vendor: 'V100001', channel: 'EDI', format: 'EDIFACT', secret: null });
    const res = await api.supplier.inject({ method: 'POST', url: UPLOAD, payload: { format: 'EDIFACT', content: desadv(s) } });
    expect(res.statusCode, res.body).toBe(200);
    const { message } = res.json();
    expect(message).toMatchObject({ status: 'PROCESSED', format: 'EDIFACT', kind: 'ASN', controlRef: s.id });
    const asn = await api.supplier.inject({ method: 'GET', url: `/supplier/api/supplier/asns/${message.documentRef}` });
    expect(asn.json().packages).toHaveLength(6);
    const list = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages?vendor=V100001` });
    expect(list.json().items.map((m: { messageId: number }) => m.messageId)).toContain(message.messageId);
    const one = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages/${message.messageId}` });
    expect(one.json().ack).toContain('UCM+1+DESADV:D:96A:UN+7');
  });

  it('refusals read in the reader’s language', async () => {
    const s = twoPalletShipment(DOCK_POS[1] as string, 'LANG', 200);
    const broken = desadv(s).replace(/UNT\+(\d+)/, (_, n) => `UNT+${Number(n) + 2}`);
    const res = await api.supplier.inject({ method: 'POST', url: UPLOAD, payload: { format: 'EDIFACT', content: broken } });
    const id = res.json().message.messageId;
    const de = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages/${id}`, headers: { 'accept-language': 'de' } });
    expect(de.json().errors[0].message).toMatch(/gezählt/);
    const en = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages/${id}`, headers: { 'accept-language': 'en' } });
    expect(en.json().errors[0].message).toMatch(/counted/);
  });

  it('scope: a supplier posts only for its own vendor and its own orders; others may not set channels or read messages', async () => {
    const s = twoPalletShipment(DOCK_FOREIGN_PO, 'FOR', 300);
    const foreign = await api.supplier.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { format: 'CSV', content: csvAsn(s), vendor: 'V100002' },
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'EDI_VENDOR_UNKNOWN']);
    const foreignPo = await api.supplier.inject({ method: 'POST', url: UPLOAD, payload: { format: 'CSV', content: csvAsn(s) } });
    expect(foreignPo.json().message.errors.map((e: { code: string }) => e.code)).toEqual(['PURCHASE_ORDER_NOT_FOUND']);
    expect((await api.whfra.inject({ method: 'POST', url: UPLOAD, payload: { format: 'CSV', content: csvAsn(s) } })).statusCode).toBe(403);
    expect((await api.supplier.inject({ method: 'GET', url: `${ADMIN}/messages` })).statusCode).toBe(403);
    expect(
      (
        await api.whfra.inject({
          method: 'PUT',
          url: `${ADMIN}/partners/V100001`,
          payload: { channel: 'PORTAL', format: 'CSV', version: '1' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('hostile input is a 4xx naming the field, and nothing is kept', async () => {
    const bad = [
      { format: 'EDIFACT' },
      { format: 'SAP-IDOC', content: 'x' },
      { format: 'CSV', content: '' },
      { format: 'CSV', content: 'a'.repeat(1_000_001) },
      { format: 'CSV', content: 'x', extra: 1 },
    ];
    for (const payload of bad) {
      const res = await api.supplier.inject({ method: 'POST', url: UPLOAD, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const version = await api.admin.inject({
      method: 'PUT',
      url: `${ADMIN}/partners/V100001`,
      payload: { channel: 'EDI', format: 'X12', version: 'D96A' },
    });
    expect([version.statusCode, version.json().details?.field]).toEqual([400, 'body.version']);
    const nobody = await api.admin.inject({
      method: 'PUT',
      url: `${ADMIN}/partners/V999999`,
      payload: { channel: 'EDI', format: 'X12', version: '004010' },
    });
    expect(nobody.statusCode).toBe(404);
    const garbage = await api.admin.inject({ method: 'GET', url: `${ADMIN}/messages/abc` });
    expect(garbage.statusCode).toBe(400);
  });

  it('cXML over HTTPS: text/xml with the shared secret; a wrong secret is 401 and nothing is kept', async () => {
    const set = await api.admin.inject({
      method: 'PUT',
      url: `${ADMIN}/partners/V100001`,
      payload: { channel: 'CXML', format: 'CXML', version: '1.2.063', username: 'supplier' },
    });
    const { secret } = set.json();
    expect(secret).toEqual(expect.any(String));
    const s = twoPalletShipment(DOCK_POS[2] as string, 'CXAPI', 400);
    const before = await api.t.database.db
      .selectFrom('edi_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const wrong = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/api/cxml',
      headers: { 'content-type': 'text/xml' },
      payload: cxmlShipNotice(s, 'V100001', 'guess'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('<Status code="401"');
    const after = await api.t.database.db
      .selectFrom('edi_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    const ok = await api.t.app.inject({
      method: 'POST',
      url: '/supplier/api/cxml',
      headers: { 'content-type': 'text/xml' },
      payload: cxmlShipNotice(s, 'V100001', secret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    expect(ok.body).toContain('<Status code="200" text="OK"');
    const json = await api.t.app.inject({ method: 'POST', url: '/supplier/api/cxml', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
  });
});
