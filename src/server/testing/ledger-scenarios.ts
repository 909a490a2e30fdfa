import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { subtractQuantities, toMilliUnits } from '../../shared/quantity';
import type { DB } from '../db/schema';
import { DomainError } from '../domain/errors';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { seededRandom } from '../seed/random';
import { actorOf, demoMaterials, expectLedgerClean, freeBins, post, reverse, stockOf } from './ledger';
import type { TestApp } from './test-app';

/**
 * Concurrency scenarios shared by the PostgreSQL tests (small counts, every CI run) and the
 * stress suite (full counts). Each one checks its own outcome and ends with a clean ledger.
 */

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

/**
 * `clients` concurrent clients, `perClient` postings each, over 5 hot material/bin pairs:
 * 70% issue one unit from a pair (stock is set to 80% of the issues planned per pair, so about
 * a fifth of them overdraw), 30% net-zero documents that move a unit out of two hot bins and
 * back in random item order (they lock several hot rows at once). Whatever the interleaving,
 * the oracle knows how many issues must be refused: sum over pairs of max(0, planned - stock).
 */
export async function hotPairs(db: Kysely<DB>, options: { clients: number; perClient: number; seed?: number }) {
  const actor = await actorOf(db, 'whfra');
  const rnd = seededRandom(options.seed ?? 7);
  const materials = (await demoMaterials(db)).plain.slice(20, 25);
  const bins = await freeBins(db, 'W10', 10);
  const hot = materials.map((material, i) => ({ material, bin: bins[i] as string, cold: bins[i + 5] as string }));
  type Posting = { tag: string; kind: 'issue' | 'shuffle'; pairs: number[] };
  const plans: Posting[][] = [];
  const planned = hot.map(() => 0);
  for (let c = 0; c < options.clients; c++) {
    const list: Posting[] = [];
    for (let n = 0; n < options.perClient; n++) {
      const tag = `hot-${c}-${n}`;
      if (rnd.chance(0.7)) {
        const pair = rnd.int(0, hot.length - 1);
        planned[pair] = (planned[pair] ?? 0) + 1;
        list.push({ tag, kind: 'issue', pairs: [pair] });
      } else {
        const a = rnd.int(0, hot.length - 1);
        list.push({ tag, kind: 'shuffle', pairs: [a, (a + rnd.int(1, hot.length - 1)) % hot.length] });
      }
    }
    plans.push(list);
  }
  // stock of each hot pair: 80% of the issues planned for it
  const target = planned.map((n) => Math.floor(n * 0.8));
  for (const [i, p] of hot.entries()) {
    const have = await stockOf(db, { material: p.material, plant: '1000', sloc: '0001', bin: p.bin });
    const diff = subtractQuantities(`${target[i]}`, have);
    if (toMilliUnits(diff) > 0n)
      await post(db, actor, { items: [{ movementType: '561', material: p.material, quantity: diff, to: at(p.bin) }] });
    if (toMilliUnits(diff) < 0n)
      await post(db, actor, {
        items: [
          { movementType: '201', material: p.material, quantity: subtractQuantities('0', diff), from: at(p.bin), costCenter: '101000' },
        ],
      });
  }
  const docsBefore = await documentCount(db);
  const outcomes = await Promise.all(
    plans.map(async (list) => {
      const mine: { tag: string; kind: Posting['kind']; ok: boolean; code?: string; raw?: string }[] = [];
      for (const p of list) {
        const items =
          p.kind === 'issue'
            ? [
                {
                  movementType: '201',
                  material: hot[p.pairs[0] as number]?.material as string,
                  quantity: '1',
                  from: at(hot[p.pairs[0] as number]?.bin as string),
                  costCenter: '101000',
                },
              ]
            : p.pairs
                .flatMap((i) => {
                  const h = hot[i] as (typeof hot)[number];
                  return [
                    { movementType: '999', material: h.material, quantity: '1', from: at(h.bin), to: { bin: h.cold } },
                    { movementType: '999', material: h.material, quantity: '1', from: at(h.cold), to: { bin: h.bin } },
                  ];
                })
                .sort(() => rnd.next() - 0.5);
        try {
          await post(db, actor, { headerText: p.tag, items });
          mine.push({ tag: p.tag, kind: p.kind, ok: true });
        } catch (error) {
          if (error instanceof DomainError) mine.push({ tag: p.tag, kind: p.kind, ok: false, code: error.code });
          else mine.push({ tag: p.tag, kind: p.kind, ok: false, raw: String(error) });
        }
      }
      return mine;
    }),
  );
  const all = outcomes.flat();
  const expectedRejected = planned.reduce((sum, n, i) => sum + Math.max(0, n - (target[i] ?? 0)), 0);
  expect(all.filter((o) => o.raw)).toEqual([]);
  expect(all.filter((o) => !o.ok && o.code !== 'INSUFFICIENT_STOCK')).toEqual([]);
  expect(all.filter((o) => o.kind === 'shuffle' && !o.ok)).toEqual([]);
  const rejected = all.filter((o) => !o.ok).length;
  expect(rejected).toBe(expectedRejected);
  // every accepted posting is one document, none lost, none twice
  const accepted = all.filter((o) => o.ok).map((o) => o.tag);
  const docs = await db.selectFrom('material_document').select('header_text').where('header_text', 'like', 'hot-%').execute();
  expect(docs.map((d) => d.header_text).sort()).toEqual([...accepted].sort());
  expect(await documentCount(db)).toBe(docsBefore + accepted.length);
  for (const p of hot) {
    expect(await stockOf(db, { material: p.material, plant: '1000', sloc: '0001', bin: p.bin })).toBe('0.000');
  }
  const negative = await sql<{ n: number }>`select count(*)::int as n from stock where quantity < 0`.execute(db);
  expect(negative.rows[0]?.n).toBe(0);
  await expectLedgerClean(db);
  return { postings: all.length, rejected, expectedRejected };
}

/**
 * `keys` postings through the HTTP API, each sent 1 to 5 times with one Idempotency-Key, some
 * duplicates one after the other and some at the same moment: exactly one document per key and
 * every answer for a key the same, byte for byte.
 */
export async function retryStorm(t: TestApp, options: { keys: number; inFlight: number; seed?: number }) {
  const client = await t.signIn('admin'); // 561 (initial entry) is for administrators;
  const rnd = seededRandom(options.seed ?? 11);
  const materials = (await demoMaterials(t.database.db)).plain.slice(30, 40);
  const bins = await freeBins(t.database.db, 'W10', 20);
  const run = `${Date.now().toString(36)}`;
  const tasks = Array.from({ length: options.keys }, (_, k) => {
    const key = `storm-${run}-${k}`;
    const payload = {
      headerText: key,
      items: [{ movementType: '561', material: rnd.pick(materials), quantity: `${rnd.int(1, 9)}`, to: at(rnd.pick(bins)) }],
    };
    const copies = rnd.int(1, 5);
    const together = rnd.chance(0.5);
    return async () => {
      const send = () =>
        client.inject({ method: 'POST', url: '/supplier/api/warehouse/material-documents', payload, headers: { 'idempotency-key': key } });
      const answers = [];
      if (together) answers.push(...(await Promise.all(Array.from({ length: copies }, send))));
      else for (let i = 0; i < copies; i++) answers.push(await send());
      return { key, answers: answers.map((a) => ({ status: a.statusCode, body: a.body })) };
    };
  });
  const results = await pool(options.inFlight, tasks);
  for (const r of results) {
    expect(r.answers.map((a) => a.status)).toEqual(r.answers.map(() => 201));
    expect(new Set(r.answers.map((a) => a.body)).size).toBe(1);
  }
  const docs = await t.database.db
    .selectFrom('material_document')
    .select(['header_text', sql<number>`count(*)::int`.as('n')])
    .where('header_text', 'like', `storm-${run}-%`)
    .groupBy('header_text')
    .execute();
  expect(docs.length).toBe(options.keys);
  expect(docs.filter((d) => d.n !== 1)).toEqual([]);
  const matDocs = new Map(results.map((r) => [r.key, JSON.parse(r.answers[0]?.body ?? '{}').matDoc]));
  const keyed = await t.database.db
    .selectFrom('idempotency_key')
    .select(['idem_key', 'mat_doc'])
    .where('idem_key', 'like', `storm-${run}-%`)
    .execute();
  expect(keyed.length).toBe(options.keys);
  for (const k of keyed) expect(k.mat_doc).toBe(matDocs.get(k.idem_key));
  await expectLedgerClean(t.database.db);
  return { keys: options.keys, requests: results.reduce((n, r) => n + r.answers.length, 0) };
}

/** `racers` concurrent reversals of one document: exactly one succeeds, the others are told it is already reversed. */
export async function reversalRace(db: Kysely<DB>, options: { racers: number }) {
  const admin: PostingActor = await actorOf(db, 'admin');
  const material = (await demoMaterials(db)).serialized[5] as string;
  const [a, b] = await freeBins(db, 'W10', 2);
  const serials = Array.from({ length: 3 }, (_, i) => `RACE${Date.now().toString(36)}${i}`);
  await post(db, admin, { items: [{ movementType: '561', material, quantity: '3', to: at(a as string), serials }] });
  const move = await post(db, admin, {
    items: [{ movementType: '999', material, quantity: '3', from: at(a as string), to: { bin: b as string }, serials }],
  });
  const outcomes = await Promise.all(
    Array.from({ length: options.racers }, () =>
      reverse(db, admin, move.matDoc).then(
        (doc) => ({ ok: true as const, matDoc: doc.matDoc }),
        (error: unknown) => ({ ok: false as const, code: error instanceof DomainError ? error.code : `raw: ${String(error)}` }),
      ),
    ),
  );
  expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  expect(outcomes.filter((o) => !o.ok).map((o) => (o as { code: string }).code)).toEqual(
    Array(options.racers - 1).fill('ALREADY_REVERSED'),
  );
  const reversals = await db.selectFrom('material_document').select('mat_doc').where('reversal_of', '=', move.matDoc).execute();
  expect(reversals).toHaveLength(1);
  await expectLedgerClean(db);
}

const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });

async function documentCount(db: Kysely<DB>): Promise<number> {
  const row = await sql<{ n: number }>`select count(*)::int as n from material_document`.execute(db);
  return row.rows[0]?.n ?? 0;
}
