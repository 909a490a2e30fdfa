import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, errorAnswer, getAs } from '../testing/api-test';
import type { SignedInClient } from '../testing/test-app';

const API = '/supplier/api/vendorportal/documents';
const api = appForFile(['admin', 'whfra', 'whnwk', 'supplier']);
let own: string; // a purchase order of the supplier's vendor V100001 in plant 1000
let foreign: string; // one of another vendor

const lock = (client: SignedInClient, po: string) => client.inject({ method: 'POST', url: `${API}/${po}/lock` });
const unlock = (client: SignedInClient, po: string) => client.inject({ method: 'POST', url: `${API}/${po}/unlock` });
const auditRows = async (po: string) =>
  (
    await api.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'purchase_order')
      .where('object_id', '=', po)
      .execute()
  ).map((r) => r.action);

beforeAll(async () => {
  const first = async (vendor: string, op: '=' | '<>') =>
    (
      await sql<{ po_number: string }>`select po_number from purchase_order
        where vendor_id ${sql.raw(op)} ${vendor} and plant_id = '1000' order by po_number limit 1`.execute(api.t.database.db)
    ).rows[0]?.po_number as string;
  own = await first('V100001', '=');
  foreign = await first('V100001', '<>');
});

describe('vendor-portal document lock and unlock', () => {
  it('locks a purchase order for one user: the others see who holds it and are refused until it is released', async () => {
    const taken = await lock(api.supplier, own);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ documentId: own, locked: true, lockedBy: 'supplier', lockedByMe: true });
    // taken again by its holder: extended, not refused
    expect((await lock(api.supplier, own)).json()).toMatchObject({ locked: true, lockedByMe: true });

    expect((await getAs(api.whfra, `${API}/${own}/lock`)).json()).toMatchObject({ locked: true, lockedBy: 'supplier', lockedByMe: false });
    const refused = await lock(api.whfra, own);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      errorAnswer(
        'DOCUMENT_LOCKED',
        expect.stringMatching(new RegExp(`^Purchase order ${own} is being edited by supplier \\(locked until \\d\\d:\\d\\d UTC\\)\\.$`)),
      ),
    );
    expect((await unlock(api.whfra, own)).statusCode).toBe(409);

    const released = await unlock(api.supplier, own);
    expect(released.json()).toMatchObject({ locked: false, lockedBy: null });
    expect((await lock(api.whfra, own)).json()).toMatchObject({ locked: true, lockedBy: 'whfra' });
    // an administrator may release anyone's lock
    expect((await unlock(api.admin, own)).json()).toMatchObject({ locked: false });
    expect(await auditRows(own)).toEqual([
      'DOCUMENT_LOCKED',
      'DOCUMENT_LOCKED',
      'DOCUMENT_UNLOCKED',
      'DOCUMENT_LOCKED',
      'DOCUMENT_UNLOCKED',
    ]);
  });

  it('holds off an order confirmation while another user edits the order', async () => {
    const url = `/supplier/api/supplier/purchase-orders/${own}/confirmation`;
    const { items } = (await getAs(api.supplier, url)).json() as {
      items: { itemNo: number; orderedQuantity: string; orderedDate: string }[];
    };
    const first = items[0] as { itemNo: number; orderedQuantity: string; orderedDate: string };
    const confirm = () =>
      api.supplier.inject({
        method: 'POST',
        url,
        payload: { items: [{ itemNo: first.itemNo, quantity: first.orderedQuantity, deliveryDate: first.orderedDate }] },
      });
    await lock(api.whfra, own);
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DOCUMENT_LOCKED');
    await unlock(api.whfra, own);
    expect((await confirm()).statusCode).toBe(201);
  });

  it('lets a lock lapse after its time', async () => {
    await lock(api.supplier, own);
    await sql`update document_lock set expires_at = now() - interval '1 second' where document_id = ${own}`.execute(api.t.database.db);
    expect((await getAs(api.whfra, `${API}/${own}/lock`)).json()).toMatchObject({ locked: false });
    expect((await lock(api.whfra, own)).json()).toMatchObject({ locked: true, lockedBy: 'whfra' });
    await unlock(api.whfra, own);
  });

  it('answers a document the user may not read like an unknown one, and refuses bad numbers', async () => {
    for (const [client, po] of [
      [api.supplier, foreign],
      [api.whnwk, own],
      [api.supplier, '4999999999'],
    ] as const) {
      const res = await lock(client, po);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PURCHASE_ORDER_NOT_FOUND');
    }
    const before = await api.t.database.db.selectFrom('document_lock').select('document_id').execute();
    for (const bad of ['12345', 'ABCDEFGHIJ', '%00', '45000000001']) {
      const res = await lock(api.supplier, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details?.field).toContain('documentId');
    }
    expect(await api.t.database.db.selectFrom('document_lock').select('document_id').execute()).toEqual(before);
  });
});
