import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addQuantities, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import { blockedBin, countingStatements, freeBins, post, setSerialLocked, stockOf } from '../../testing/ledger';
import { at, ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import { postMaterialDocument } from './posting/post-material-document';
import { withPostingRetry } from './posting-retry';

const fx = ledgerFixture();
const serials = serialCounter();

describe('postMaterialDocument', () => {
  it('brings stock in (561), moves it bin to bin (999) and issues it to a cost centre (201)', async () => {
    const material = fx.mats.plain[0] as string;
    const [a, b] = fx.bins as [string, string];
    const before = {
      a: await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: a }),
      b: await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b }),
    };
    const doc = await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '10.5', to: at(a) }] });
    expect(doc.matDoc).toMatch(/^49\d{8}$/);
    expect(doc.itemCount).toBe(1);
    await post(fx.db, fx.whfra, { items: [{ movementType: '999', material, quantity: '4.25', from: at(a), to: { bin: b } }] });
    await post(fx.db, fx.whfra, { items: [{ movementType: '201', material, quantity: '0.25', from: at(b), costCenter: '101000' }] });
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: a })).toBe(addQuantities(before.a, '6.25'));
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin: b })).toBe(addQuantities(before.b, '4'));
    const header = await fx.db.selectFrom('material_document').selectAll().where('mat_doc', '=', doc.matDoc).executeTakeFirstOrThrow();
    expect(header.created_by).toBe(fx.whfra.userId);
    const audit = await fx.db.selectFrom('audit_log').selectAll().where('object_id', '=', doc.matDoc).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('MATERIAL_DOCUMENT_POSTED');
  });

  it('refuses negative stock naming material, position, available and requested, and writes nothing', async () => {
    const material = fx.mats.plain[1] as string;
    const bin = fx.bins[2] as string;
    const available = await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin });
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '3', to: at(bin) }] });
    const docsBefore = await countDocs();
    const requested = addQuantities(available, '3', '2');
    const error = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '201', material, quantity: requested, from: at(bin), costCenter: '101000' }] }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('INSUFFICIENT_STOCK');
    expect(error.message).toContain(material);
    expect(error.message).toContain(`plant 1000, storage location 0001, bin ${bin}`);
    expect(error.message).toContain(`${Number(addQuantities(available, '3'))} available`);
    expect(error.message).toContain(`${Number(requested)} requested`);
    expect(await countDocs()).toBe(docsBefore);
    expect(await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin })).toBe(addQuantities(available, '3'));
  });

  it('sums several items drawing from one position before checking it', async () => {
    const material = fx.mats.plain[2] as string;
    const bin = fx.bins[3] as string;
    const have = await stockOf(fx.db, { material, plant: '1000', sloc: '0001', bin });
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(bin) }] });
    const total = addQuantities(have, '5');
    const half = fromMilliUnits(toMilliUnits(total) / 2n + 1n);
    const error = await rejected(
      post(fx.db, fx.whfra, {
        items: [
          { movementType: '201', material, quantity: half, from: at(bin), costCenter: '101000' },
          { movementType: '201', material, quantity: half, from: at(bin), costCenter: '101000' },
        ],
      }),
    );
    expect(error.code).toBe('INSUFFICIENT_STOCK');
    expect(error.message).toMatch(/^Item 1: /);
  });

  it('receives serials once, moves them only from where they are, and keeps stock equal to serial count', async () => {
    const material = fx.mats.serialized[0] as string;
    const [a, b] = [fx.bins[4] as string, fx.bins[5] as string];
    const sn = serials(3);
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '3', to: at(a), serials: sn }] });
    const again = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: at(b), serials: [sn[0] as string] }] }),
    );
    expect(again.code).toBe('SERIAL_ALREADY_PRESENT');
    expect(again.message).toContain(
      `Serial ${sn[0]} of material ${material} is already in stock at plant 1000, storage location 0001, bin ${a}`,
    );
    const wrongBin = await rejected(
      post(fx.db, fx.whfra, {
        items: [{ movementType: '999', material, quantity: '1', from: at(b), to: { bin: a }, serials: [sn[0] as string] }],
      }),
    );
    expect(wrongBin.code).toBe('SERIAL_NOT_AT');
    await post(fx.db, fx.whfra, {
      items: [{ movementType: '999', material, quantity: '2', from: at(a), to: { bin: b }, serials: sn.slice(0, 2) }],
    });
    const eq = await fx.db.selectFrom('equipment').selectAll().where('serial_number', 'in', sn).orderBy('serial_number').execute();
    expect(eq.map((e) => e.bin_id)).toEqual([b, b, a]);
    expect(eq.every((e) => e.status === 'IN_STOCK')).toBe(true);
    const history = await fx.db
      .selectFrom('serial_history')
      .selectAll()
      .where('equipment_number', '=', eq[0]?.equipment_number as string)
      .execute();
    expect(history).toHaveLength(2);
  });

  it('checks serial counts and refuses serials for non-serialized materials', async () => {
    const serialized = fx.mats.serialized[1] as string;
    const plain = fx.mats.plain[3] as string;
    const bin = fx.bins[6] as string;
    const count = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '561', material: serialized, quantity: '2', to: at(bin), serials: serials(1) }] }),
    );
    expect(count.message).toBe(`Item 1: Material ${serialized} is serialized: give 2 serial numbers, not 1.`);
    const fraction = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '561', material: serialized, quantity: '1.5', to: at(bin), serials: serials(1) }] }),
    );
    expect(fraction.message).toContain('must be a whole number');
    const notSerialized = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '561', material: plain, quantity: '1', to: at(bin), serials: serials(1) }] }),
    );
    expect(notSerialized.message).toBe(`Item 1: Material ${plain} is not serialized: it takes no serial numbers.`);
    const dup = serials(1);
    const duplicate = await rejected(
      post(fx.db, fx.whfra, {
        items: [{ movementType: '561', material: serialized, quantity: '2', to: at(bin), serials: [dup[0] as string, dup[0] as string] }],
      }),
    );
    expect(duplicate.message).toContain('appears twice');
  });

  it('never moves locked equipment', async () => {
    const material = fx.mats.serialized[2] as string;
    const [a, b] = [fx.bins[7] as string, fx.bins[8] as string];
    const sn = serials(1);
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: at(a), serials: sn }] });
    await setSerialLocked(fx.db, { material, serial: sn[0] as string }, true);
    const error = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '999', material, quantity: '1', from: at(a), to: { bin: b }, serials: sn }] }),
    );
    expect(error.code).toBe('SERIAL_LOCKED');
    await setSerialLocked(fx.db, { material, serial: sn[0] as string }, false);
  });

  it('validates master data and movement rules with clear messages', async () => {
    const material = fx.mats.plain[4] as string;
    const bin = fx.bins[0] as string;
    const cases: [Parameters<typeof post>[2], RegExp][] = [
      [{ items: [{ movementType: '561', material: 'NOPE-1', quantity: '1', to: at(bin) }] }, /Material NOPE-1 does not exist/],
      [{ items: [{ movementType: '561', material, quantity: '1', to: { plant: '9999', sloc: '0001' } }] }, /Plant 9999 does not exist/],
      [
        { items: [{ movementType: '561', material, quantity: '1', to: at('NO-SUCH-BIN') }] },
        /Storage bin NO-SUCH-BIN does not exist in warehouse W10/,
      ],
      [
        { items: [{ movementType: '561', material, quantity: '1', to: { plant: '1000', sloc: '0001' } }] },
        /warehouse-managed: give a storage bin/,
      ],
      [{ items: [{ movementType: '561', material, quantity: '1', to: { plant: '1000', sloc: '0002', bin } }] }, /not warehouse-managed/],
      [{ items: [{ movementType: '123', material, quantity: '1', to: at(bin) }] }, /Movement type 123 is posted only by reversing/],
      [{ items: [{ movementType: '555', material, quantity: '1', to: at(bin) }] }, /Movement type 555 does not exist/],
      [{ items: [{ movementType: '201', material, quantity: '1', from: at(bin) }] }, /needs a cost centre/],
      [
        { items: [{ movementType: '201', material, quantity: '1', from: at(bin), costCenter: '201000' }] },
        /company code US01, not to company code DE01/,
      ],
      [{ items: [{ movementType: '311', material, quantity: '1', from: at(bin), to: { sloc: '0001' } }] }, /must differ/],
      [{ items: [{ movementType: '321', material, quantity: '1', from: at(bin, 'BLOCKED') }] }, /posts from QUALITY stock, not BLOCKED/],
      [{ items: [{ movementType: '101', material, quantity: '1', to: at(bin) }] }, /reference document \(PO or STO\)/],
      [{ items: [{ movementType: '561', material, quantity: '1', to: at(bin), reason: '0009' }] }, /Movement reason 0009 does not exist/],
      [
        { items: [{ movementType: '601', material, quantity: '1', from: at(bin), customer: 'NOCUST9' }] },
        /Customer NOCUST9 does not exist/,
      ],
      [{ items: [{ movementType: '122', material, quantity: '1', from: at(bin), vendor: 'NOVEND9' }] }, /Vendor NOVEND9 does not exist/],
      [{ items: [{ movementType: '561', material, quantity: '0', to: at(bin) }] }, /greater than 0/],
      [{ items: [{ movementType: '561', material, quantity: '1.2345', to: at(bin) }] }, /at most 3 decimals/],
      [{ items: [{ movementType: '561', material, quantity: '-1', to: at(bin) }] }, /cannot be negative/],
    ];
    for (const [input, message] of cases) {
      const error = await rejected(post(fx.db, fx.whfra, input));
      expect(error.message).toMatch(message);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
    }
    const blocked = await blockedBin(fx.db, 'W10');
    if (blocked) {
      const error = await rejected(post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: at(blocked) }] }));
      expect(error.message).toContain('is blocked');
    }
  });

  it('keeps a warehouse user to its plants', async () => {
    const material = fx.mats.plain[5] as string;
    const error = await rejected(
      post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: { plant: '3000', sloc: '0002' } }] }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('You are not authorized for plant 3000.');
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material, quantity: '1', to: { plant: '3000', sloc: '0002' } }] });
  });

  it('changes categories (344, 343) in place and scraps blocked stock (551)', async () => {
    const material = fx.mats.plain[6] as string;
    const pos = { plant: '3000', sloc: '0003' };
    const before = await stockOf(fx.db, { material, ...pos, category: 'BLOCKED' });
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material, quantity: '8', to: pos }] });
    await post(fx.db, fx.admin, { items: [{ movementType: '344', material, quantity: '5', from: pos }] });
    await post(fx.db, fx.admin, { items: [{ movementType: '343', material, quantity: '1', from: { ...pos, category: 'BLOCKED' } }] });
    await post(fx.db, fx.admin, {
      items: [{ movementType: '551', material, quantity: '2', from: { ...pos, category: 'BLOCKED' }, reason: '0001' }],
    });
    expect(await stockOf(fx.db, { material, ...pos, category: 'BLOCKED' })).toBe(addQuantities(before, '2'));
  });

  it('posts a 5,000-item document with the same number of statements as a 2-item one', async () => {
    const material = fx.mats.plain[7] as string;
    const target = await freeBins(fx.db, 'W10', 60);
    const counted = async (n: number) => {
      const counting = countingStatements(fx.db);
      const items = Array.from({ length: n }, (_, i) => ({
        movementType: '561',
        material,
        quantity: '1.001',
        to: at(target[i % target.length] as string),
      }));
      const started = performance.now();
      await withPostingRetry(counting.db, (trx) => postMaterialDocument(trx, fx.whfra, { items }));
      return { statements: counting.statements(), ms: performance.now() - started };
    };
    const small = await counted(2);
    const big = await counted(5000);
    expect(big.statements).toBe(small.statements);
    // master data, the bins and material-plant checks, the locks, the writes (migration 0093): one round trip each
    expect(small.statements).toBe(4);
    // timing is asserted by the stress suite (a shared CI box is no stopwatch); here only a sanity bound
    expect(big.ms).toBeLessThan(20_000);
  });

  it('only runs inside a transaction (Transaction<DB> is enforced by the type and at run time)', async () => {
    // @ts-expect-error a Kysely instance is not a Transaction
    await expect(postMaterialDocument(fx.db, fx.whfra, { items: [] })).rejects.toThrow(/inside a transaction/);
  });

  it('refuses UPDATE and DELETE on posted documents, items, serial history and audit rows in the database', async () => {
    const doc = await fx.db.selectFrom('material_document').select('mat_doc').executeTakeFirstOrThrow();
    const statements = [
      sql`update material_document set header_text = 'x' where mat_doc = ${doc.mat_doc}`,
      sql`delete from material_document where mat_doc = ${doc.mat_doc}`,
      sql`update material_document_item set quantity = quantity + 1 where mat_doc = ${doc.mat_doc}`,
      sql`delete from material_document_item where mat_doc = ${doc.mat_doc}`,
      sql`update serial_history set bin_id = null`,
      sql`delete from serial_history`,
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`truncate material_document_item cascade`,
    ];
    for (const statement of statements) {
      await expect(fx.db.transaction().execute((trx) => statement.execute(trx))).rejects.toThrow(/immutable|append-only/);
    }
    // through the posting path the refusal reaches a user as a 409 in words, not as a fx.database error
    const mapped = await withPostingRetry(fx.db, (trx) => statements[0]?.execute(trx) as Promise<unknown>).catch((e: unknown) => e);
    expect(mapped).toBeInstanceOf(DomainError);
    expect((mapped as DomainError).status).toBe(409);
    expect((mapped as DomainError).message).not.toMatch(/immutable|55000/);
    // the stock table's own CHECK is the last line of defence against negative stock
    await expect(sql`update stock set quantity = -1 where stock_id = (select min(stock_id) from stock)`.execute(fx.db)).rejects.toThrow(
      /stock_quantity_not_negative/,
    );
  });
});

async function countDocs(): Promise<number> {
  const row = await fx.db.selectFrom('material_document').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
