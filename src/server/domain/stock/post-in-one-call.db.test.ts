import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { addQuantities } from '../../../shared/quantity';
import { countingStatements, post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture, rejected } from '../../testing/ledger-fixture';
import type { Claim } from './idempotency';
import { plainPostingParameter, postPlainDocument, preparePlainPosting } from './posting/post-in-one-call';

const fx = ledgerFixture({ bins: 14 });

const claimOf = (userId: number, requestHash = 'a'.repeat(64)): Claim => ({ userId, key: randomUUID(), requestHash, session: null });
const answerOf = (result: object) => ({ status: 201, body: JSON.stringify(result) });

/** Posts through the one-call path as the HTTP layer does; the document must be plain. */
async function postInOneCall(input: PostMaterialDocumentRequest, claim = claimOf(fx.whfra.userId)) {
  const posting = await preparePlainPosting(fx.db, fx.whfra, input);
  if (!posting) throw new Error('expected a plain document');
  const posted = await postPlainDocument(fx.db, fx.whfra, claim, posting, answerOf(posting.result));
  if (!posted) throw new Error('expected the one-call path to post');
  return { posting, posted, claim, matDoc: (JSON.parse(posted.response.body) as { matDoc: string }).matDoc };
}

const countDocs = async () => Number((await sql<{ n: string }>`select count(*) as n from material_document`.execute(fx.db)).rows[0]?.n);

describe('the one-call posting of a plain document', () => {
  it('posts in one statement once master data is cached (two before), what the transaction path posts in more', async () => {
    const material = fx.mats.plain[0] as string;
    const [a, b] = fx.bins as [string, string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(a) }] });
    const counted = async (input: PostMaterialDocumentRequest) => {
      const { db, statements } = countingStatements(fx.db);
      const posting = await preparePlainPosting(db, fx.whfra, input);
      if (!posting) throw new Error('expected a plain document');
      const posted = await postPlainDocument(db, fx.whfra, claimOf(fx.whfra.userId), posting, answerOf(posting.result));
      return { statements: statements(), posted };
    };
    // a fresh plugin instance is a fresh handle: its cache starts empty
    const first = await counted({ items: [{ movementType: '999', material, quantity: '2', from: at(a), to: { bin: b } }] });
    expect(first.statements).toBe(2);
    const { db, statements } = countingStatements(fx.db);
    const warm = async () => {
      const posting = await preparePlainPosting(db, fx.whfra, {
        items: [{ movementType: '999', material, quantity: '1', from: at(b), to: { bin: a } }],
      });
      return postPlainDocument(
        db,
        fx.whfra,
        claimOf(fx.whfra.userId),
        posting as NonNullable<typeof posting>,
        answerOf(posting?.result ?? {}),
      );
    };
    await warm();
    const before = statements();
    const second = await warm();
    expect(statements() - before).toBe(1);
    expect(second?.replayed).toBe(false);
    const matDoc = (JSON.parse(first.posted?.response.body ?? '{}') as { matDoc: string }).matDoc;
    expect(matDoc).toMatch(/^49\d{8}$/);
    const items = await fx.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', matDoc).execute();
    expect(items.map((i) => [i.movement_type, i.from_bin, i.to_bin, i.quantity])).toEqual([['999', a, b, '2.000']]);
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b })).toBe('0.000');
    const audit = await fx.db.selectFrom('audit_log').select('action').where('object_id', '=', matDoc).execute();
    expect(audit.map((r) => r.action)).toEqual(['MATERIAL_DOCUMENT_POSTED']);
    const event = await sql<{ payload: { matDoc: string; items: { unit: string }[] } }>`select payload from integration_event
      where payload ->> 'matDoc' = ${matDoc}`.execute(fx.db);
    expect(event.rows).toHaveLength(1);
    expect(event.rows[0]?.payload.items[0]?.unit).toBeTruthy();
  });

  it('resolves afresh when master data changed since it was cached: a stale entry posts nothing', async () => {
    const material = fx.mats.plain[6] as string;
    const [a] = fx.bins.slice(10) as [string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(a) }] });
    const input = { items: [{ movementType: '201', material, quantity: '1', from: at(a), costCenter: '101000' }] };
    await postInOneCall(input); // material now cached
    const cached = await preparePlainPosting(fx.db, fx.whfra, input);
    await sql`update material set batch_managed = true where material_id = ${material}`.execute(fx.db);
    try {
      const docs = await countDocs();
      const claim = claimOf(fx.whfra.userId);
      expect(await postPlainDocument(fx.db, fx.whfra, claim, cached as NonNullable<typeof cached>, answerOf({}))).toBeNull();
      expect(await countDocs()).toBe(docs);
      expect(
        await fx.db.selectFrom('idempotency_key').select('idem_key').where('idem_key', '=', claim.key).executeTakeFirst(),
      ).toBeUndefined();
      // resolved afresh, the document now lacks its batch: the transaction path refuses it
      expect(await preparePlainPosting(fx.db, fx.whfra, input)).toBeNull();
      expect((await rejected(post(fx.db, fx.whfra, input))).code).toBe('BATCH_REQUIRED');
    } finally {
      await sql`update material set batch_managed = false where material_id = ${material}`.execute(fx.db);
    }
  });

  it('refuses with PP003 and writes nothing when any master data it was resolved against differs or is gone', async () => {
    const material = fx.mats.plain[7] as string;
    const [a, b] = fx.bins.slice(12) as [string, string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '2', to: at(a) }] });
    const posting = await preparePlainPosting(fx.db, fx.whfra, {
      items: [{ movementType: '999', material, quantity: '1', from: at(a), to: at(b) }],
    });
    if (!posting) throw new Error('expected a plain document');
    type Verify = {
      materials: Record<string, unknown>[];
      plants: Record<string, unknown>[];
      slocs: Record<string, unknown>[];
      types: string[];
    };
    const parameter = (change: (v: Verify) => void) => {
      const p = JSON.parse(plainPostingParameter(fx.whfra, claimOf(fx.whfra.userId), posting, answerOf({}))) as { verify: Verify };
      change(p.verify);
      return JSON.stringify(p);
    };
    const changes: [string, (v: Verify) => void][] = [
      ['a material flag', (v) => Object.assign(v.materials[0] as object, { serialized: true })],
      ['a material that is gone', (v) => Object.assign(v.materials[0] as object, { material_id: 'NO-SUCH-MATERIAL' })],
      ["a plant's company", (v) => Object.assign(v.plants[0] as object, { company_code: 'XX99' })],
      ['a plant that is gone', (v) => Object.assign(v.plants[0] as object, { plant_id: 'ZZ99' })],
      ["a storage location's warehouse", (v) => Object.assign(v.slocs[0] as object, { warehouse_id: null })],
      ['a storage location that is gone', (v) => Object.assign(v.slocs[0] as object, { sloc_id: 'ZZ99' })],
      ['a movement type that is gone', (v) => v.types.push('ZZ9')],
    ];
    const docs = await countDocs();
    for (const [what, change] of changes) {
      const refused = await sql`select posting_post(${parameter(change)}::jsonb)`.execute(fx.db).catch((error: unknown) => error);
      expect((refused as { code?: string }).code, what).toBe('PP003');
    }
    expect(await countDocs()).toBe(docs);
    // unchanged, the same parameter posts
    const posted = await sql<{ r: { claimed: boolean } }>`select posting_post(${parameter(() => {})}::jsonb) as r`.execute(fx.db);
    expect(posted.rows[0]?.r.claimed).toBe(true);
    expect(await countDocs()).toBe(docs + 1);
  });

  it('replays the first answer for the same key and request, refuses the key with another request, stores the answer', async () => {
    const material = fx.mats.plain[1] as string;
    const [a] = fx.bins as [string];
    const input = { items: [{ movementType: '561', material, quantity: '1', to: at(a) }] };
    const { posted, claim, matDoc } = await postInOneCall(input);
    const docs = await countDocs();
    const again = await preparePlainPosting(fx.db, fx.whfra, input);
    const replay = await postPlainDocument(fx.db, fx.whfra, claim, again as NonNullable<typeof again>, answerOf({ other: true }));
    expect(replay).toEqual({ response: posted.response, replayed: true });
    expect(await countDocs()).toBe(docs);
    const other = await rejected(
      postPlainDocument(fx.db, fx.whfra, { ...claim, requestHash: 'b'.repeat(64) }, again as NonNullable<typeof again>, answerOf({})),
    );
    expect(other.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const stored = await fx.db.selectFrom('idempotency_key').selectAll().where('idem_key', '=', claim.key).executeTakeFirstOrThrow();
    expect([stored.response_status, stored.mat_doc, stored.response_body]).toEqual([201, matDoc, posted.response.body]);
    expect(posted.response.body).toContain(`"matDoc":"${matDoc}"`);
  });

  it('refuses what the transaction path refuses, with the same message, and keeps neither document nor key', async () => {
    const material = fx.mats.plain[2] as string;
    const [a, b, c] = fx.bins.slice(4) as [string, string, string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '3', to: at(a) }] });
    await sql`update storage_bin set blocked = true where warehouse_id = 'W10' and bin_id = ${c}`.execute(fx.db);
    try {
      const cases: PostMaterialDocumentRequest[] = [
        // more than there is (two items drawing from one bin: the first of them is named)
        {
          items: [
            { movementType: '999', material, quantity: '2', from: at(a), to: { bin: b } },
            { movementType: '999', material, quantity: '2', from: at(a), to: { bin: b } },
          ],
        },
        // short in two bins at once (b holds none of it, a too little): both paths name the same one
        {
          items: [
            { movementType: '999', material, quantity: '1', from: at(b), to: { bin: a } },
            { movementType: '999', material, quantity: '9', from: at(a), to: { bin: b } },
          ],
        },
        // a blocked bin, an unknown bin, a cost centre that does not exist
        { items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: c } }] },
        { items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: 'NO-SUCH-BIN' } }] },
        { items: [{ movementType: '201', material, quantity: '1', from: at(a), costCenter: '999999' }] },
      ];
      for (const input of cases) {
        const docs = await countDocs();
        const viaTransaction = await rejected(post(fx.db, fx.whfra, input));
        const claim = claimOf(fx.whfra.userId);
        const posting = await preparePlainPosting(fx.db, fx.whfra, input);
        const oneCall = posting
          ? await rejected(postPlainDocument(fx.db, fx.whfra, claim, posting, answerOf(posting.result)))
          : viaTransaction; // refused while resolving: the transaction path answers (checked by the route tests)
        expect([oneCall.code, oneCall.message]).toEqual([viaTransaction.code, viaTransaction.message]);
        expect(await countDocs()).toBe(docs);
        const key = await fx.db.selectFrom('idempotency_key').select('idem_key').where('idem_key', '=', claim.key).executeTakeFirst();
        expect(key).toBeUndefined();
      }
    } finally {
      await sql`update storage_bin set blocked = false where warehouse_id = 'W10' and bin_id = ${c}`.execute(fx.db);
    }
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: a })).toBe(addQuantities('3'));
  });

  it('puts stock in transit (303 without a stock transport order) and checks transit like stock', async () => {
    const material = fx.mats.plain[5] as string;
    const [a] = fx.bins.slice(8) as [string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '2', to: at(a) }] });
    const inTransit = async () =>
      (
        await fx.db
          .selectFrom('stock_in_transit')
          .select('quantity')
          .where('material_id', '=', material)
          .where('plant_id', '=', '2000')
          .executeTakeFirst()
      )?.quantity ?? '0';
    const before = await inTransit();
    const { posting } = await postInOneCall({
      items: [{ movementType: '303', material, quantity: '1.5', from: at(a), to: { plant: '2000' } }],
    });
    expect(posting.lock.transit).toHaveLength(1);
    expect(await inTransit()).toBe(addQuantities(before, '1.5'));
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: a })).toBe('0.500');
    // more than the bin holds: refused with the transaction path's message
    const input = { items: [{ movementType: '303', material, quantity: '1', from: at(a), to: { plant: '2000' } }] };
    const viaTransaction = await rejected(post(fx.db, fx.whfra, input));
    const oneCall = await rejected(postInOneCall(input));
    expect([oneCall.code, oneCall.message]).toEqual([viaTransaction.code, viaTransaction.message]);
  });

  it('leaves to the transaction path what is not plain or is refused while resolving', async () => {
    const material = fx.mats.plain[3] as string;
    const serialized = fx.mats.serialized[0] as string;
    const [a] = fx.bins as [string];
    const notPlain: PostMaterialDocumentRequest[] = [
      { items: [{ movementType: '561', material: serialized, quantity: '1', to: at(a), serials: ['ONE-CALL-1'] }] },
      {
        reference: { type: 'PO', number: '4500000001' },
        items: [{ movementType: '101', material, quantity: '1', to: at(a), referenceItem: 10 }],
      },
      { items: [{ movementType: '561', material: 'NO-SUCH-MATERIAL', quantity: '1', to: at(a) }] },
      { items: [{ movementType: '561', material, quantity: '1', to: { plant: '9999', sloc: '0001', bin: a } }] },
    ];
    for (const input of notPlain) expect(await preparePlainPosting(fx.db, fx.whfra, input)).toBeNull();
  });

  it('re-checks the signed-in session in the same statement: a revoked session posts nothing', async () => {
    const material = fx.mats.plain[4] as string;
    const [a] = fx.bins as [string];
    const input = { items: [{ movementType: '561', material, quantity: '1', to: at(a) }] };
    const posting = await preparePlainPosting(fx.db, fx.whfra, input);
    const claim = { ...claimOf(fx.whfra.userId), session: { hash: 'f'.repeat(64), idleMinutes: 60 } };
    const docs = await countDocs();
    const error = await rejected(postPlainDocument(fx.db, fx.whfra, claim, posting as NonNullable<typeof posting>, answerOf({})));
    expect(error.code).toBe('NOT_SIGNED_IN');
    expect(await countDocs()).toBe(docs);
  });
});
