import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { Database } from '../../db/connect';
import type { DB } from '../../db/schema';
import { actorOf, demoMaterials, expectLedgerClean, freeBins, post, reverse } from '../../testing/ledger';
import { createTestDatabase } from '../../testing/test-db';
import { DomainError } from '../errors';
import type { PostingActor } from './posting/post-material-document';

/**
 * Random postings and reversals against an oracle: every posting the oracle accepts is
 * accepted, every one it refuses is refused with a DomainError, stock never goes negative,
 * and the ledger check stays clean after every run.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 12);

let database: Database;
let db: Kysely<DB>;
let actor: PostingActor;
let bins: string[];
let plainPool: string[];
let serialPool: string[];
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  actor = await actorOf(db, 'admin');
  bins = await freeBins(db, 'W10', 3);
  const mats = await demoMaterials(db);
  plainPool = mats.plain;
  serialPool = mats.serialized;
});
afterAll(async () => {
  await database?.close();
});

type Category = 'UNRESTRICTED' | 'BLOCKED';
interface Move {
  material: string;
  from: string | null;
  to: string | null;
  qty: bigint;
  serials: string[];
}
interface Doc {
  matDoc: string;
  moves: Move[];
  reversal: boolean;
  reversed: boolean;
}

const op = fc.record({
  kind: fc.constantFrom('receive', 'receive', 'move', 'move', 'issue', 'block', 'unblock', 'reverse'),
  material: fc.constantFrom(0, 1, 2, 2),
  bin: fc.nat(2),
  bin2: fc.nat(2),
  category: fc.constantFrom<Category>('UNRESTRICTED', 'UNRESTRICTED', 'BLOCKED'),
  milli: fc.integer({ min: 1, max: 20_000 }),
  count: fc.integer({ min: 1, max: 3 }),
  pick: fc.nat(1000),
});

describe('ledger property', () => {
  it('random postings and reversals keep stock non-negative, agree with an oracle and pass ledger:check', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        run++;
        // fresh materials per run: two plain, one serialized; the oracle starts from the database
        const materials = [
          plainPool[(run * 2) % plainPool.length],
          plainPool[(run * 2 + 1) % plainPool.length],
          serialPool[run % serialPool.length],
        ] as string[];
        const qty = new Map<string, bigint>();
        const key = (material: string, bin: string, category: Category) => `${material}|${bin}|${category}`;
        for (const row of await db
          .selectFrom('stock')
          .select(['material_id', 'bin_id', 'category', 'quantity'])
          .where('material_id', 'in', materials)
          .where('plant_id', '=', '1000')
          .where('bin_id', 'in', bins)
          .execute()) {
          qty.set(key(row.material_id, row.bin_id as string, row.category as Category), toMilliUnits(row.quantity));
        }
        const serialAt = new Map<string, string | null>();
        const lastDoc = new Map<string, string>();
        const docs: Doc[] = [];
        let serialNo = 0;

        const predict = (moves: Move[], reversalOf: Doc | null): boolean => {
          const next = new Map(qty);
          const seen = new Set<string>();
          for (const m of moves) {
            if (m.from === m.to) return false;
            if (m.from) next.set(m.from, (next.get(m.from) ?? 0n) - m.qty);
            if (m.to) next.set(m.to, (next.get(m.to) ?? 0n) + m.qty);
            for (const s of m.serials) {
              if (seen.has(s)) return false;
              seen.add(s);
              if (reversalOf) {
                if (lastDoc.get(s) !== reversalOf.matDoc) return false;
              } else if (m.from) {
                if (serialAt.get(s) !== m.from) return false;
              } else if (serialAt.get(s)) return false;
            }
          }
          for (const m of moves) if (m.from && (next.get(m.from) ?? 0n) < 0n) return false;
          return true;
        };
        const apply = (moves: Move[], matDoc: string) => {
          for (const m of moves) {
            if (m.from) qty.set(m.from, (qty.get(m.from) ?? 0n) - m.qty);
            if (m.to) qty.set(m.to, (qty.get(m.to) ?? 0n) + m.qty);
            for (const s of m.serials) {
              serialAt.set(s, m.to);
              lastDoc.set(s, matDoc);
            }
          }
        };

        for (const o of ops) {
          const material = materials[o.material] as string;
          const serialized = o.material === 2;
          // now and then serials from elsewhere, taken from a bin that holds enough: only the serial check can refuse those
          const sourceCategory: Category = o.kind === 'block' ? 'UNRESTRICTED' : o.kind === 'unblock' ? 'BLOCKED' : o.category;
          const fullest = [...bins].sort((a, b) =>
            Number((qty.get(key(material, b, sourceCategory)) ?? 0n) - (qty.get(key(material, a, sourceCategory)) ?? 0n)),
          )[0] as string;
          const stray =
            serialized &&
            o.kind !== 'receive' &&
            o.pick % 3 === 0 &&
            (qty.get(key(material, fullest, sourceCategory)) ?? 0n) >= BigInt(o.count) * 1000n;
          const bin = (stray ? fullest : bins[o.bin]) as string;
          const bin2 = bins[o.bin2] as string;
          const pos = { plant: '1000', sloc: '0001', bin };
          const units = serialized ? BigInt(o.count) * 1000n : BigInt(o.milli);
          // serials: new ones for receipts, else some the oracle knows (maybe not where claimed)
          const known = [...serialAt.keys()].filter((s) => s.startsWith(`P${run}-`));
          const pickSerials = () => {
            if (o.kind === 'receive') return Array.from({ length: o.count }, () => `P${run}-${++serialNo}`);
            const here = known.filter((s) => serialAt.get(s) === key(material, bin, sourceCategory));
            const pool = stray ? known.filter((s) => serialAt.get(s) && serialAt.get(s) !== key(material, bin, sourceCategory)) : here;
            return pool.length > 0
              ? Array.from({ length: Math.min(o.count, pool.length) }, (_, i) => pool[(o.pick + i) % pool.length] as string)
              : [];
          };
          let item: PostingItemInput | null = null;
          let move: Move | null = null;
          const serials = serialized ? [...new Set(pickSerials())] : [];
          if (serialized && serials.length === 0 && o.kind !== 'reverse') continue;
          const q = serialized ? BigInt(serials.length) * 1000n : units;
          const quantity = fromMilliUnits(q);
          const withSerials = serialized ? { serials } : {};
          switch (o.kind) {
            case 'receive':
              item = { movementType: '561', material, quantity, to: { ...pos, category: o.category }, ...withSerials };
              move = { material, from: null, to: key(material, bin, o.category), qty: q, serials };
              break;
            case 'move':
              item = { movementType: '999', material, quantity, from: { ...pos, category: o.category }, to: { bin: bin2 }, ...withSerials };
              move = { material, from: key(material, bin, o.category), to: key(material, bin2, o.category), qty: q, serials };
              break;
            case 'issue':
              item = serialized
                ? { movementType: '551', material, quantity, from: { ...pos, category: o.category }, ...withSerials }
                : { movementType: '201', material, quantity, from: pos, costCenter: '101000' };
              move = { material, from: key(material, bin, serialized ? o.category : 'UNRESTRICTED'), to: null, qty: q, serials };
              break;
            case 'block':
            case 'unblock': {
              const [from, to] = o.kind === 'block' ? (['UNRESTRICTED', 'BLOCKED'] as const) : (['BLOCKED', 'UNRESTRICTED'] as const);
              item = {
                movementType: o.kind === 'block' ? '344' : '343',
                material,
                quantity,
                from: { ...pos, category: from },
                ...withSerials,
              };
              move = { material, from: key(material, bin, from), to: key(material, bin, to), qty: q, serials };
              break;
            }
            case 'reverse': {
              const doc = docs[o.pick % Math.max(1, docs.length)];
              if (!doc) continue;
              const mirrored = doc.moves.map((m) => ({ ...m, from: m.to, to: m.from }));
              const expected = !doc.reversal && !doc.reversed && predict(mirrored, doc);
              const outcome = await reverse(db, actor, doc.matDoc).then(
                (r) => r,
                (e: unknown) => {
                  if (!(e instanceof DomainError)) throw e;
                  return null;
                },
              );
              expect({ reverse: doc.matDoc, accepted: outcome !== null }).toEqual({ reverse: doc.matDoc, accepted: expected });
              if (outcome) {
                apply(mirrored, outcome.matDoc);
                doc.reversed = true;
                docs.push({ matDoc: outcome.matDoc, moves: mirrored, reversal: true, reversed: false });
              }
              continue;
            }
          }
          if (!item || !move) continue;
          const expected = predict([move], null);
          const outcome = await post(db, actor, { items: [item] }).then(
            (r) => r,
            (e: unknown) => {
              if (!(e instanceof DomainError)) throw e;
              return null;
            },
          );
          expect({ item, accepted: outcome !== null }).toEqual({ item, accepted: expected });
          if (outcome) {
            apply([move], outcome.matDoc);
            docs.push({ matDoc: outcome.matDoc, moves: [move], reversal: false, reversed: false });
          }
        }
        // the database agrees with the oracle, position by position
        for (const [k, milli] of qty) {
          const [material, bin, category] = k.split('|') as [string, string, Category];
          const row = await db
            .selectFrom('stock')
            .select('quantity')
            .where('material_id', '=', material)
            .where('plant_id', '=', '1000')
            .where('bin_id', '=', bin)
            .where('category', '=', category)
            .executeTakeFirst();
          expect({ k, quantity: row?.quantity ?? '0.000' }).toEqual({ k, quantity: fromMilliUnits(milli) });
          expect(milli >= 0n).toBe(true);
        }
        await expectLedgerClean(db);
      }),
      { numRuns: RUNS },
    );
  });
});
