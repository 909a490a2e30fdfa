import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { demoMaterials, rowCount } from '../testing/ledger';
import type { SignedInClient } from '../testing/test-app';

/**
 * Goods issue to a cost centre (handheld wm/costcenter/*, movement type 201 through the one posting
 * endpoint): one document for the list, refusals without a cost centre or with a locked serial
 * (nothing written), the reversal 202 brings the stock and the serials back.
 */
const api = appForFile(['whfra', 'admin'] as const, { ledgerCheck: true });
let mats: Awaited<ReturnType<typeof demoMaterials>>;
const URL = '/supplier/api/warehouse/material-documents';
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

beforeAll(async () => {
  mats = await demoMaterials(api.t.database.db);
});

const documentCount = () => rowCount(api.t.database.db, 'material_document');
const post = (client: SignedInClient, payload: object) => client.inject({ method: 'POST', url: URL, payload, headers: key() });

describe('goods issue to a cost centre (201) and its reversal (202)', () => {
  it('issues a list in one document; refuses no cost centre and a locked serial; reverses with 202', async () => {
    const plain = mats.plain[0] as string;
    const serialized = mats.serialized[0] as string;
    const bin = 'CCI-12';
    const opening = await post(api.admin, {
      items: [
        { movementType: '561', material: plain, quantity: '10', to: at(bin) },
        { movementType: '561', material: serialized, quantity: '2', to: at(bin), serials: ['CCI-T-1', 'CCI-T-2'] },
      ],
    });
    expect(opening.statusCode, opening.body).toBe(201);
    const before = await documentCount();

    const noCostCenter = await post(api.whfra, {
      items: [{ movementType: '201', material: plain, quantity: '2', from: at(bin), reason: '0001' }],
    });
    expect(noCostCenter.statusCode).toBe(422);
    expect(noCostCenter.json()).toMatchObject({ code: 'FIELD_REQUIRED' });
    expect(noCostCenter.json().message).toContain('cost centre');

    await api.t.database.db.updateTable('equipment').set({ locked: true }).where('serial_number', '=', 'CCI-T-2').execute();
    const locked = await post(api.whfra, {
      items: [
        { movementType: '201', material: plain, quantity: '2', from: at(bin), costCenter: '101000', reason: '0001' },
        { movementType: '201', material: serialized, quantity: '1', from: at(bin), costCenter: '101000', serials: ['CCI-T-2'] },
      ],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'SERIAL_LOCKED' });
    expect(await documentCount()).toBe(before);

    const issued = await post(api.whfra, {
      headerText: 'Goods issue to cost centre 101000',
      items: [
        { movementType: '201', material: plain, quantity: '2', from: at(bin), costCenter: '101000', reason: '0001' },
        {
          movementType: '201',
          material: serialized,
          quantity: '1',
          from: at(bin),
          costCenter: '101000',
          serials: ['CCI-T-1'],
          reason: '0002',
        },
      ],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const matDoc = issued.json().matDoc as string;
    const unit = () =>
      api.t.database.db
        .selectFrom('equipment')
        .select(['status', 'bin_id'])
        .where('serial_number', '=', 'CCI-T-1')
        .executeTakeFirstOrThrow();
    expect(await unit()).toEqual({ status: 'ISSUED', bin_id: null });

    // the operator may not reverse (MBST); a supervisor may, once
    expect((await api.whfra.inject({ method: 'POST', url: `${URL}/${matDoc}/reversal`, headers: key() })).statusCode).toBe(403);
    const reversed = await api.admin.inject({ method: 'POST', url: `${URL}/${matDoc}/reversal`, headers: key() });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const doc = await api.admin.inject({ method: 'GET', url: `${URL}/${reversed.json().matDoc}` });
    expect(doc.json().items.map((i: { movementType: string; costCenter: string | null }) => [i.movementType, i.costCenter])).toEqual([
      ['202', '101000'],
      ['202', '101000'],
    ]);
    expect(await unit()).toEqual({ status: 'IN_STOCK', bin_id: bin });
  });
});
