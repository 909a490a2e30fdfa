import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { freeBins } from '../testing/ledger';
import { pdfText } from '../testing/pdf-text';
import { type ShippingFixture, shippingFixture, shipSerials } from '../testing/returns-fixture';

/**
 * Documents that travel with goods over HTTP: a delivery's note (PDF) and its document history, a copy
 * marked COPY, a reprint refused for a document that is no label; scope (another plant's user, a
 * supplier, an API token of another plant see nothing of it) and hostile ids (4xx naming the field,
 * nothing written, never a 500).
 */
const api = appForFile(['whfra', 'whnwk', 'supplier'] as const, {
  ledgerCheck: true,
  config: { printer: { networks: [], ports: [9100], allowLoopback: true } },
});
const W = '/supplier/api/warehouse';
let fx: ShippingFixture;
let bins: string[];
const tag = Date.now().toString(36).toUpperCase();
const outputs = async () => (await api.t.database.db.selectFrom('document_output').select('output_id').execute()).length;

beforeAll(async () => {
  fx = await shippingFixture(api.t.database.db);
  bins = await freeBins(api.t.database.db, 'W10', 2);
});

describe('delivery note and document history over HTTP', () => {
  it('downloads the note, lists it, copies it marked COPY; scoped to the plant', async () => {
    const units = [`DN${tag}1`, `DN${tag}2`];
    const { delivery, material } = await shipSerials(fx, { bin: bins[0] as string, serials: units });
    const note = await api.whfra.inject({
      method: 'GET',
      url: `${W}/deliveries/${delivery}/delivery-note`,
      headers: { 'accept-language': 'de' },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers['content-type']).toContain('application/pdf');
    const text = pdfText(note.rawPayload).join('\n');
    expect(text).toContain(`Lieferung ${delivery}`);
    expect(text).toContain(material);
    for (const u of units) expect(text).toContain(u);

    const history = await getAs(api.whfra, `${W}/deliveries/${delivery}/outputs`);
    expect(history.statusCode, history.body).toBe(200);
    const [row] = history.json().outputs;
    expect(row).toMatchObject({
      documentType: 'DELIVERY',
      documentId: delivery,
      kind: 'delivery-note',
      channel: 'DOWNLOAD',
      createdBy: 'whfra',
      copyOf: null,
    });

    const copy = await getAs(api.whfra, `${W}/document-outputs/${row.outputId}/copy`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(pdfText(copy.rawPayload)).toContain('COPY');
    const after = (await getAs(api.whfra, `${W}/deliveries/${delivery}/outputs`)).json().outputs;
    expect(after[0]).toMatchObject({ copyOf: row.outputId });

    // a delivery note is A4, not a label: no reprint on a label printer
    const reprint = await api.whfra.inject({
      method: 'POST',
      url: `${W}/document-outputs/${row.outputId}/reprint`,
      payload: { printerId: 'SHIP-DOCK1' },
    });
    expect(reprint.statusCode, reprint.body).toBe(409);
    expect(reprint.json().code).toBe('OUTPUT_NOT_A_LABEL');

    // another plant's user, a supplier and an API token of another plant: nothing of it, nothing written
    const before = await outputs();
    expect((await getAs(api.whnwk, `${W}/deliveries/${delivery}/delivery-note`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${W}/deliveries/${delivery}/outputs`)).statusCode).toBe(404);
    const foreign = await getAs(api.whnwk, `${W}/document-outputs/${row.outputId}/copy`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('OUTPUT_NOT_FOUND');
    expect(
      (
        await api.whnwk.inject({
          method: 'POST',
          url: `${W}/document-outputs/${row.outputId}/reprint`,
          payload: { printerId: 'SHIP-DOCK1' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await getAs(api.supplier, `${W}/deliveries/${delivery}/delivery-note`)).statusCode).toBe(403);
    expect((await getAs(api.supplier, `${W}/document-outputs/${row.outputId}/copy`)).statusCode).toBe(403);
    const db = api.t.database.db;
    const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const { secret } = await createApiToken(db, admin.user_id, {
      name: `papers-${tag}`,
      scopes: ['STOCK'] as never,
      plants: ['2000'],
    });
    for (const url of [
      `${W}/deliveries/${delivery}/delivery-note`,
      `${W}/deliveries/${delivery}/outputs`,
      `${W}/document-outputs/${row.outputId}/copy`,
    ]) {
      const res = await api.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
      expect([403, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await outputs()).toBe(before);
  });

  it('refuses hostile ids and bodies with a 4xx naming the field, writing nothing', async () => {
    const before = await outputs();
    for (const id of ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999', '%00', '0000-00-00'])
      await expectBadInput(api.whfra, `${W}/document-outputs/${id}/copy`, 'outputId');
    for (const id of ['123', '%00', 'x'.repeat(300), '%ED%A0%80', '0000000000000'])
      for (const path of ['delivery-note', 'outputs']) {
        const res = await getAs(api.whfra, `${W}/deliveries/${id}/${path}`);
        expect(res.statusCode, `${id}/${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${id}/${path}: ${res.body}`).toBeLessThan(500);
      }
    for (const id of ['12', '%00', '9'.repeat(40)]) {
      const res = await getAs(api.whfra, `${W}/shipments/${id}/delivery-note`);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const hu = await getAs(api.whfra, `${W}/handling-units/${id}/outputs`);
      expect(hu.statusCode, hu.body).toBeGreaterThanOrEqual(400);
      expect(hu.statusCode).toBeLessThan(500);
    }
    // a lone surrogate in the path: Fastify refuses the address itself (400), before any route
    expect((await getAs(api.whfra, `${W}/document-outputs/%ED%A0%80/copy`)).statusCode).toBe(400);
    expect((await getAs(api.whfra, `${W}/document-outputs/2147483647/copy`)).statusCode).toBe(404);
    const post = (payload: unknown) =>
      api.whfra.inject({
        method: 'POST',
        url: `${W}/document-outputs/1/reprint`,
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
    for (const payload of [
      {},
      { printerId: '' },
      { printerId: 'A\u0000B' },
      { printerId: 'x'.repeat(500) },
      { printerId: 'P', extra: 1 },
      { printerId: { a: { b: { c: {} } } } },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await outputs()).toBe(before);
  });
});
