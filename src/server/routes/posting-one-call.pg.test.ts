import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, freeBins, stockOf } from '../testing/ledger';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

/**
 * The one-call posting over HTTP on PostgreSQL (several connections): a plain document is claimed, checked,
 * locked and written by one statement, so what the transaction path proves under concurrency is proven
 * here again: a duplicate in flight waits and replays, parallel postings never take more than there is.
 */
let t: TestApp;
let whfra: SignedInClient;
let admin: SignedInClient;
let bins: string[];
const DOCS = '/supplier/api/warehouse/material-documents';
const MATERIAL = 'OCP-PLAIN';
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });

beforeAll(async () => {
  t = await createTestApp();
  [whfra, admin] = await Promise.all([t.signIn('whfra'), t.signIn('admin')]);
  const db = t.database.db;
  await db
    .insertInto('material')
    .values({ material_id: MATERIAL, description: 'One-call test cable', material_type: 'HAWA', material_group: 'CABL', serialized: false })
    .execute();
  await db.insertInto('material_plant').values({ material_id: MATERIAL, plant_id: '1000', default_sloc: '0001' }).execute();
  bins = await freeBins(db, 'W10', 3);
  const res = await admin.inject({
    method: 'POST',
    url: DOCS,
    payload: { items: [{ movementType: '561', material: MATERIAL, quantity: '10', to: at(bins[0] as string) }] },
  });
  expect(res.statusCode, res.body).toBe(201);
});

afterAll(async () => {
  await expectLedgerClean(t.database.db);
  await t.close();
});

const move = (quantity: string, key: string) =>
  whfra.inject({
    method: 'POST',
    url: DOCS,
    headers: { 'idempotency-key': key },
    payload: { items: [{ movementType: '999', material: MATERIAL, quantity, from: at(bins[0] as string), to: { bin: bins[1] } }] },
  });

const documentsOfKey = async (key: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from idempotency_key where idem_key = ${key} and mat_doc is not null`.execute(
        t.database.db,
      )
    ).rows[0]?.n,
  );

describe('the one-call posting on PostgreSQL', () => {
  it('posts a duplicate sent while the first is in flight once: the second waits and replays the same answer', async () => {
    const key = 'one-call-duplicate';
    const [a, b] = await Promise.all([move('1', key), move('1', key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter((h) => h === 'true')).toHaveLength(1);
    expect(await documentsOfKey(key)).toBe(1);
    const docs = await sql<{ n: string }>`select count(*) as n from material_document where mat_doc = ${a.json().matDoc}`.execute(
      t.database.db,
    );
    expect(Number(docs.rows[0]?.n)).toBe(1);
    expect(await stockOf(t.database.db, { material: MATERIAL, plant: '1000', sloc: '0001', bin: bins[1] as string })).toBe('1.000');
  });

  it('never takes more than there is: of twelve parallel postings of 1.5 from 9, six post and six are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => move('1.5', `one-call-race-${i}`)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect([r.statusCode, r.json().code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    expect(await stockOf(t.database.db, { material: MATERIAL, plant: '1000', sloc: '0001', bin: bins[0] as string })).toBe('0.000');
    expect(await stockOf(t.database.db, { material: MATERIAL, plant: '1000', sloc: '0001', bin: bins[1] as string })).toBe('10.000');
  });
});
