import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import type { Claim } from './idempotency';
import { postingCalls } from './posting/batch-calls';
import { postPlainDocument, preparePlainPosting } from './posting/post-in-one-call';

const fx = ledgerFixture();

const answerOf = (result: object) => ({ status: 201, body: JSON.stringify(result) });

/** Posts a plain document through the one-call path as the HTTP layer does: its answer body, or its refusal's code. */
async function postInOneCall(input: PostMaterialDocumentRequest, claim: Claim) {
  const posting = await preparePlainPosting(fx.db, fx.whfra, input);
  if (!posting) throw new Error('expected a plain document');
  try {
    const posted = await postPlainDocument(fx.db, fx.whfra, claim, posting, answerOf(posting.result));
    if (!posted) throw new Error('expected the one-call path to post');
    return { body: posted.response.body, replayed: posted.replayed };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error.code };
    throw error;
  }
}

const claimOf = (key = randomUUID()): Claim => ({ userId: fx.whfra.userId, key, requestHash: 'b'.repeat(64), session: null });
const documentsOf = async (tag: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from material_document where header_text = ${tag}`.execute(fx.db)).rows[0]?.n);

describe('natural batching of one-call postings', () => {
  it('postings that arrive together share calls; the one that would overdraw is refused alone, the others post', async () => {
    const material = fx.mats.plain[3] as string;
    const bin = fx.bins[0] as string;
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '10', to: at(bin) }] });
    // resolve once so the twelve below are resolved from the cache and reach the queue together
    await preparePlainPosting(fx.db, fx.whfra, {
      items: [{ movementType: '201', material, quantity: '1', from: at(bin), costCenter: '101000' }],
    });
    const before = { ...postingCalls(fx.db).counts };
    const issue = {
      headerText: 'batched-issue',
      items: [{ movementType: '201', material, quantity: '1', from: at(bin), costCenter: '101000' }],
    };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => postInOneCall(issue, claimOf())));
    const counts = postingCalls(fx.db).counts;
    expect(counts.documents - before.documents).toBe(12);
    // the first postings start calls at once; the rest waited and went together
    expect(counts.calls - before.calls).toBeLessThan(12);
    expect(outcomes.filter((o) => 'refused' in o).map((o) => o.refused)).toEqual(['INSUFFICIENT_STOCK', 'INSUFFICIENT_STOCK']);
    const posted = outcomes.filter((o) => 'body' in o).map((o) => (JSON.parse(o.body as string) as { matDoc: string }).matDoc);
    expect(new Set(posted).size).toBe(10);
    expect(await documentsOf('batched-issue')).toBe(10);
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin })).toBe('0.000');
  });

  it('the same Idempotency-Key three times in one batch posts once; the others replay its answer', async () => {
    const material = fx.mats.plain[4] as string;
    const [a, b] = fx.bins.slice(1) as [string, string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '4', to: at(a) }] });
    const move = { headerText: 'batched-key', items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b } }] };
    await preparePlainPosting(fx.db, fx.whfra, move);
    const key = randomUUID();
    const others = { ...move, headerText: 'batched-other' };
    const outcomes = await Promise.all([
      postInOneCall(others, claimOf()),
      postInOneCall(others, claimOf()),
      postInOneCall(move, claimOf(key)),
      postInOneCall(move, claimOf(key)),
      postInOneCall(move, claimOf(key)),
    ]);
    const same = outcomes.slice(2) as { body: string; replayed: boolean }[];
    expect(new Set(same.map((o) => o.body)).size).toBe(1);
    expect(same.filter((o) => o.replayed)).toHaveLength(2);
    expect(await documentsOf('batched-key')).toBe(1);
    expect(await documentsOf('batched-other')).toBe(2);
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b })).toBe('3.000');
  });
});
