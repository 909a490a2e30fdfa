import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { xferPostingSchema } from '../../../shared/contracts/transfer-posting/schemas';
import type { Database } from '../../db/connect';
import { actorOf, demoMaterials, expectLedgerClean, post, refusal, reverse, stockOf } from '../../testing/ledger';
import { createTestDatabase } from '../../testing/test-db';
import { checkLedger, formatDifferences } from '../stock/ledger-check';
import type { PostingActor } from '../stock/posting/post-material-document';
import { withPostingRetry } from '../stock/posting-retry';
import { listTransitTransfers } from './list-transit-transfers';
import { postTransferPosting } from './post-transfer-posting';

let database: Database;
let admin: PostingActor;
let frankfurt: PostingActor;
let newark: PostingActor;
let mats: Awaited<ReturnType<typeof demoMaterials>>;
const issuing = { plant: '1000', sloc: '0002' };
const receiving = { plant: '2000', sloc: '0002' };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await actorOf(database.db, 'admin');
  frankfurt = await actorOf(database.db, 'whfra');
  newark = await actorOf(database.db, 'whnwk');
  mats = await demoMaterials(database.db);
});
afterAll(async () => {
  if (database) await expectLedgerClean(database.db);
  await database?.close();
});

const xfer = (actor: PostingActor, body: XferPostingRequest) =>
  withPostingRetry(database.db, (trx) => postTransferPosting(trx, actor, xferPostingSchema.parse(body)));
const inTransit = async (material: string, plant = '2000') =>
  (
    await database.db
      .selectFrom('stock_in_transit')
      .select('quantity')
      .where('material_id', '=', material)
      .where('plant_id', '=', plant)
      .where('batch', '=', '')
      .executeTakeFirst()
  )?.quantity ?? '0.000';
const documents = async () =>
  (
    await database.db
      .selectFrom('material_document')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const unit = (material: string, serial: string) =>
  database.db
    .selectFrom('equipment')
    .select(['status', 'plant_id', 'sloc_id'])
    .where('material_id', '=', material)
    .where('serial_number', '=', serial)
    .executeTakeFirstOrThrow();
const add = (a: string, b: string) => (Number(a) + Number(b)).toFixed(3);

describe('two steps plant to plant (303 into transit, 305 out of it)', () => {
  it('moves a plain material through transit; refuses placing more than the 303 left in transit, with nothing written; reverses 306 then 304', async () => {
    const material = mats.plain[1] as string;
    await post(database.db, admin, { items: [{ movementType: '561', material, quantity: '10', to: issuing }] });
    const transitBefore = await inTransit(material);
    const stockBefore = await stockOf(database.db, { material, ...receiving });

    // 303: the receiving plant only, another than the source
    expect(
      (await refusal(xfer(frankfurt, { movementType: '303', from: issuing, to: { plant: '1000' }, lines: [{ material, quantity: '1' }] })))
        .code,
    ).toBe('DESTINATION_MUST_DIFFER');
    expect(
      (await refusal(xfer(frankfurt, { movementType: '303', from: issuing, to: receiving, lines: [{ material, quantity: '1' }] }))).code,
    ).toBe('TRANSIT_DESTINATION_PLANT_ONLY');
    expect((await refusal(xfer(frankfurt, { movementType: '303', from: issuing, lines: [{ material, quantity: '1' }] }))).code).toBe(
      'DESTINATION_REQUIRED',
    );
    const out = await xfer(frankfurt, {
      movementType: '303',
      from: issuing,
      to: { plant: '2000' },
      lines: [{ material, quantity: '6', reason: '0001' }],
    });
    expect(out).toMatchObject({ movementType: '303', itemCount: 1 });
    expect(await stockOf(database.db, { material, ...issuing })).toBe('4.000');
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));

    // what Newark sees to place: the open 303 item
    const open = (await listTransitTransfers(database.db, newark.plants, {})).items.find((i) => i.matDoc === out.matDoc);
    expect(open).toMatchObject({ itemNo: 1, material, issuingPlant: '1000', receivingPlant: '2000', openQuantity: '6.000', serials: [] });
    expect((await listTransitTransfers(database.db, frankfurt.plants, {})).items.some((i) => i.matDoc === out.matDoc)).toBe(false);

    // 305 for more than the 303 item left in transit: refused, nothing written
    const count = await documents();
    const tooMuch = await refusal(
      xfer(newark, {
        movementType: '305',
        transitDocument: out.matDoc,
        to: receiving,
        lines: [{ material, quantity: '7', transitItem: 1 }],
      }),
    );
    expect(tooMuch.code).toBe('TRANSIT_OVER_OPEN');
    expect(tooMuch.message).toContain('6');
    expect(await documents()).toBe(count);
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));
    // two lines on the same 303 item add up
    expect(
      (
        await refusal(
          xfer(newark, {
            movementType: '305',
            transitDocument: out.matDoc,
            to: receiving,
            lines: [
              { material, quantity: '4', transitItem: 1 },
              { material, quantity: '3', transitItem: 1 },
            ],
          }),
        )
      ).code,
    ).toBe('TRANSIT_OVER_OPEN');
    // not for a plant of the user, not another plant than the 303's, not another material, not a document without 303
    expect(
      (
        await refusal(
          xfer(frankfurt, {
            movementType: '305',
            transitDocument: out.matDoc,
            to: receiving,
            lines: [{ material, quantity: '1', transitItem: 1 }],
          }),
        )
      ).code,
    ).toBe('PLANT_SCOPE');
    expect(
      (
        await refusal(
          xfer(admin, {
            movementType: '305',
            transitDocument: out.matDoc,
            to: { plant: '3000', sloc: '0002' },
            lines: [{ material, quantity: '1', transitItem: 1 }],
          }),
        )
      ).code,
    ).toBe('REFERENCE_PLANT_MISMATCH');
    expect(
      (
        await refusal(
          xfer(newark, {
            movementType: '305',
            transitDocument: out.matDoc,
            to: receiving,
            lines: [{ material: mats.plain[2] as string, quantity: '1', transitItem: 1 }],
          }),
        )
      ).code,
    ).toBe('REFERENCE_MATERIAL_MISMATCH');
    const opening = (await database.db.selectFrom('material_document').select('mat_doc').orderBy('mat_doc').executeTakeFirstOrThrow())
      .mat_doc;
    expect(
      (
        await refusal(
          xfer(newark, {
            movementType: '305',
            transitDocument: opening,
            to: receiving,
            lines: [{ material, quantity: '1', transitItem: 1 }],
          }),
        )
      ).code,
    ).toMatch(/TRANSIT_DOCUMENT_NONE|ALREADY_REVERSED/);

    const placed = await xfer(newark, {
      movementType: '305',
      transitDocument: out.matDoc,
      to: receiving,
      lines: [{ material, quantity: '4', transitItem: 1 }],
    });
    expect(await stockOf(database.db, { material, ...receiving })).toBe(add(stockBefore, '4'));
    expect(await inTransit(material)).toBe(add(transitBefore, '2'));
    const header = await database.db
      .selectFrom('material_document')
      .selectAll()
      .where('mat_doc', '=', placed.matDoc)
      .executeTakeFirstOrThrow();
    expect([header.reference_type, header.reference_number]).toEqual(['MD', out.matDoc]);
    expect(
      (await listTransitTransfers(database.db, newark.plants, { plant: '2000' })).items.find((i) => i.matDoc === out.matDoc)?.openQuantity,
    ).toBe('2.000');
    expect(formatDifferences(await checkLedger(database.db))).toEqual([]);

    // 304 while part of the 303 is placed: refused; 306 puts it back into transit, then 304 takes all back to the issuing plant
    expect((await refusal(reverse(database.db, admin, out.matDoc))).code).toBe('TRANSIT_ALREADY_PLACED');
    const back = await reverse(database.db, admin, placed.matDoc);
    const backItems = await database.db
      .selectFrom('material_document_item')
      .select(['movement_type', 'to_kind'])
      .where('mat_doc', '=', back.matDoc)
      .execute();
    expect(backItems).toEqual([{ movement_type: '306', to_kind: 'TRANSIT' }]);
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));
    expect(await stockOf(database.db, { material, ...receiving })).toBe(stockBefore);
    const undone = await reverse(database.db, admin, out.matDoc);
    const undoneItems = await database.db
      .selectFrom('material_document_item')
      .select(['movement_type', 'from_kind'])
      .where('mat_doc', '=', undone.matDoc)
      .execute();
    expect(undoneItems).toEqual([{ movement_type: '304', from_kind: 'TRANSIT' }]);
    expect(await inTransit(material)).toBe(transitBefore);
    expect(await stockOf(database.db, { material, ...issuing })).toBe('10.000');
    expect(
      (
        await refusal(
          xfer(newark, {
            movementType: '305',
            transitDocument: out.matDoc,
            to: receiving,
            lines: [{ material, quantity: '1', transitItem: 1 }],
          }),
        )
      ).code,
    ).toBe('ALREADY_REVERSED');
    expect((await listTransitTransfers(database.db, newark.plants, {})).items.some((i) => i.matDoc === out.matDoc)).toBe(false);
    expect(formatDifferences(await checkLedger(database.db))).toEqual([]);
  });

  it('takes serials into transit to the receiving plant and places only the 303 document’s serials there', async () => {
    const material = mats.serialized[2] as string;
    await post(database.db, admin, {
      items: [{ movementType: '561', material, quantity: '3', to: issuing, serials: ['TT-1', 'TT-2', 'TT-3'] }],
    });
    const first = await xfer(frankfurt, {
      movementType: '303',
      from: issuing,
      to: { plant: '2000' },
      lines: [{ material, quantity: '2', serials: ['TT-1', 'TT-2'] }],
    });
    const second = await xfer(frankfurt, {
      movementType: '303',
      from: issuing,
      to: { plant: '2000' },
      lines: [{ material, quantity: '1', serials: ['TT-3'] }],
    });
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    const open = (await listTransitTransfers(database.db, newark.plants, {})).items.find((i) => i.matDoc === first.matDoc);
    expect(open?.serials).toEqual(['TT-1', 'TT-2']);

    const place = (serials: string[], transitDocument = first.matDoc) =>
      xfer(newark, {
        movementType: '305',
        transitDocument,
        to: receiving,
        lines: [{ material, quantity: String(serials.length), transitItem: 1, serials }],
      });
    // a serial in transit to the plant, but by the other 303 document
    const count = await documents();
    expect((await refusal(place(['TT-3']))).code).toBe('TRANSIT_SERIAL_NOT_IN_DOCUMENT');
    expect(await documents()).toBe(count);
    expect((await refusal(place(['TT-9']))).code).toBe('SERIAL_UNKNOWN');
    expect((await refusal(place(['TT-1', 'TT-2', 'TT-3']))).code).toBe('TRANSIT_OVER_OPEN');

    // the second 303, never placed, goes back with 304: TT-3 in stock at the issuing plant again
    await reverse(database.db, admin, second.matDoc);
    expect(await unit(material, 'TT-3')).toEqual({ status: 'IN_STOCK', plant_id: '1000', sloc_id: '0002' });

    const placed = await place(['TT-1']);
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_STOCK', plant_id: '2000', sloc_id: '0002' });
    expect(await unit(material, 'TT-2')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    // placed already: TT-1 is not in transit any more
    expect((await refusal(place(['TT-1']))).code).toBe('SERIAL_NOT_AT');
    expect(await stockOf(database.db, { material, ...receiving })).toBe('1.000');

    // 304 while TT-1 is placed: refused; 306 puts TT-1 back into transit, where 305 can place it again
    expect((await refusal(reverse(database.db, admin, first.matDoc))).code).toBe('TRANSIT_ALREADY_PLACED');
    await reverse(database.db, admin, placed.matDoc);
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    expect(await stockOf(database.db, { material, ...receiving })).toBe('0.000');
    // a reversal puts back only serials nothing moved since: TT-1 moved (305, 306), so the first 303 stays
    expect((await refusal(reverse(database.db, admin, first.matDoc))).code).toBe('SERIAL_MOVED_SINCE');
    await place(['TT-1', 'TT-2']);
    expect(await unit(material, 'TT-2')).toEqual({ status: 'IN_STOCK', plant_id: '2000', sloc_id: '0002' });
    expect(await stockOf(database.db, { material, ...receiving })).toBe('2.000');
    expect(await stockOf(database.db, { material, ...issuing })).toBe('1.000');
    expect(formatDifferences(await checkLedger(database.db))).toEqual([]);
  });
});
