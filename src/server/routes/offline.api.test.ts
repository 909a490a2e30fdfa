import { describe, expect, it } from 'vitest';
import { SNAPSHOT_PARTS } from '../../shared/contracts/offline/schemas';
import { appForFile, errorAnswer, expectBadInput, getAs } from '../testing/api-test';

const SNAPSHOT = (plant: string) => `/supplier/api/warehouse/offline/plants/${plant}/snapshot`;

const api = appForFile(['admin', 'whfra', 'whnwk', 'supplier']);

describe('offline snapshot', () => {
  it('needs a session', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: SNAPSHOT('1000') });
    expect(res.statusCode).toBe(401);
  });

  it("holds the plant's bins, stock, materials with GTINs and flags, open orders and transfer orders", async () => {
    const res = await getAs(api.whfra, SNAPSHOT('1000'));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"offline-1000-[0-9a-f]{16}"$/);
    const s = res.json();
    expect(s.plantId).toBe('1000');
    for (const part of SNAPSHOT_PARTS) expect(s[part].version).toMatch(/^[0-9a-f]{16}$/);
    expect(s.bins.rows.length).toBeGreaterThan(0);
    expect(s.bins.rows.every((b: unknown[]) => b[0] === 'W10')).toBe(true);
    expect(s.stock.rows.length).toBeGreaterThan(0);
    expect(s.stock.rows.every((r: unknown[]) => r[0] === 'W10')).toBe(true);
    expect(s.materials.rows.some((m: [string, string, string, number, string[]]) => m[4].length > 0)).toBe(true);
    expect(s.materials.rows.some((m: [string, string, string, number, string[]]) => (m[3] & 1) === 1)).toBe(true);
    // every stocked material is described
    const known = new Set(s.materials.rows.map((m: string[]) => m[0]));
    expect(s.stock.rows.every((r: string[]) => known.has(r[3]))).toBe(true);
    expect(s.orders.rows.every((o: unknown[]) => o[0] === 'PO' || o[0] === 'STO')).toBe(true);
  });

  it('leaves out the parts held at their version, and answers 304 to the ETag', async () => {
    const first = (await getAs(api.whfra, SNAPSHOT('1000'))).json();
    const held = SNAPSHOT_PARTS.map((p) => `${p}=${first[p].version}`).join('&');
    const delta = await getAs(api.whfra, `${SNAPSHOT('1000')}?${held}`);
    expect(delta.statusCode).toBe(200);
    for (const part of SNAPSHOT_PARTS) expect(delta.json()[part]).toBeNull();
    expect(delta.json().version).toBe(first.version);
    const some = await getAs(api.whfra, `${SNAPSHOT('1000')}?materials=${first.materials.version}`);
    expect(some.json().materials).toBeNull();
    expect(some.json().bins.rows).toEqual(first.bins.rows);
    const etag = String(delta.headers.etag);
    const notModified = await getAs(api.whfra, SNAPSHOT('1000'), { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('answers a plant outside the scope like an unknown one', async () => {
    expect((await getAs(api.whnwk, SNAPSHOT('1000'))).json()).toEqual(errorAnswer('PLANT_NOT_FOUND', 'Plant 1000 was not found.'));
    expect((await getAs(api.supplier, SNAPSHOT('1000'))).statusCode).toBe(404);
    expect((await getAs(api.whfra, SNAPSHOT('9999'))).statusCode).toBe(404);
    expect((await getAs(api.admin, SNAPSHOT('2000'))).statusCode).toBe(200);
  });

  it('refuses a malformed version naming the field', async () => {
    await expectBadInput(api.whfra, `${SNAPSHOT('1000')}?bins=xyz`, 'bins');
  });
});
