import { beforeAll, describe, expect, it } from 'vitest';
import type { XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { xferPostingSchema } from '../../../shared/contracts/transfer-posting/schemas';
import { actorOf, documentItems, expectLedgerClean, post, refusal, refusalCode, reverse, rowCount, stockOf } from '../../testing/ledger';
import { ledgerFixture } from '../../testing/ledger-fixture';
import type { PostingActor } from '../stock/posting/post-material-document';
import { listTransitTransfers } from './list-transit-transfers';
import { postTransferPosting } from './post-transfer-posting';

const fx = ledgerFixture({ ledgerCheck: 'end' });
let newark: PostingActor;
const issuing = { plant: '1000', sloc: '0002' };
const receiving = { plant: '2000', sloc: '0002' };

beforeAll(async () => {
  newark = await actorOf(fx.db, 'whnwk');
});

const xfer = (actor: PostingActor, body: XferPostingRequest) =>
  fx.run((trx) => postTransferPosting(trx, actor, xferPostingSchema.parse(body)));
const inTransit = async (material: string, plant = '2000') =>
  (
    await fx.db
      .selectFrom('stock_in_transit')
      .select('quantity')
      .where('material_id', '=', material)
      .where('plant_id', '=', plant)
      .where('batch', '=', '')
      .executeTakeFirst()
  )?.quantity ?? '0.000';
const documents = () => rowCount(fx.db, 'material_document');
/** A 303 by Frankfurt from storage location 0002 into transit to Newark. */
const issue303 = (lines: XferPostingRequest['lines']) =>
  xfer(fx.whfra, { movementType: '303', from: issuing, to: { plant: '2000' }, lines });
/** A 305 placing `lines` of the 303 document `transitDocument` into `to` (storage location 0002 of Newark unless named). */
const place305 = (
  actor: PostingActor,
  transitDocument: string,
  lines: XferPostingRequest['lines'],
  to: XferPostingRequest['to'] = receiving,
) => xfer(actor, { movementType: '305', transitDocument, to, lines });
const unit = (material: string, serial: string) =>
  fx.db
    .selectFrom('equipment')
    .select(['status', 'plant_id', 'sloc_id'])
    .where('material_id', '=', material)
    .where('serial_number', '=', serial)
    .executeTakeFirstOrThrow();
const add = (a: string, b: string) => (Number(a) + Number(b)).toFixed(3);

describe('two steps plant to plant (303 into transit, 305 out of it)', () => {
  it('moves a plain material through transit; refuses placing more than the 303 left in transit, with nothing written; reverses 306 then 304', async () => {
    const material = fx.mats.plain[1] as string;
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material, quantity: '10', to: issuing }] });
    const transitBefore = await inTransit(material);
    const stockBefore = await stockOf(fx.db, { material, ...receiving });

    // 303: the receiving plant only, another than the source
    expect(
      await refusalCode(
        xfer(fx.whfra, { movementType: '303', from: issuing, to: { plant: '1000' }, lines: [{ material, quantity: '1' }] }),
      ),
    ).toBe('DESTINATION_MUST_DIFFER');
    expect(
      await refusalCode(xfer(fx.whfra, { movementType: '303', from: issuing, to: receiving, lines: [{ material, quantity: '1' }] })),
    ).toBe('TRANSIT_DESTINATION_PLANT_ONLY');
    expect(await refusalCode(xfer(fx.whfra, { movementType: '303', from: issuing, lines: [{ material, quantity: '1' }] }))).toBe(
      'DESTINATION_REQUIRED',
    );
    const out = await issue303([{ material, quantity: '6', reason: '0001' }]);
    expect(out).toMatchObject({ movementType: '303', itemCount: 1 });
    expect(await stockOf(fx.db, { material, ...issuing })).toBe('4.000');
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));

    // what Newark sees to place: the open 303 item
    const open = (await listTransitTransfers(fx.db, newark.plants, {})).items.find((i) => i.matDoc === out.matDoc);
    expect(open).toMatchObject({ itemNo: 1, material, issuingPlant: '1000', receivingPlant: '2000', openQuantity: '6.000', serials: [] });
    expect((await listTransitTransfers(fx.db, fx.whfra.plants, {})).items.some((i) => i.matDoc === out.matDoc)).toBe(false);

    // 305 for more than the 303 item left in transit: refused, nothing written
    const count = await documents();
    const tooMuch = await refusal(place305(newark, out.matDoc, [{ material, quantity: '7', transitItem: 1 }]));
    expect(tooMuch.code).toBe('TRANSIT_OVER_OPEN');
    expect(tooMuch.message).toContain('6');
    expect(await documents()).toBe(count);
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));
    // two lines on the same 303 item add up
    expect(
      await refusalCode(
        place305(newark, out.matDoc, [
          { material, quantity: '4', transitItem: 1 },
          { material, quantity: '3', transitItem: 1 },
        ]),
      ),
    ).toBe('TRANSIT_OVER_OPEN');
    // not for a plant of the user, not another plant than the 303's, not another material, not a document without 303
    expect(await refusalCode(place305(fx.whfra, out.matDoc, [{ material, quantity: '1', transitItem: 1 }]))).toBe('PLANT_SCOPE');
    expect(
      await refusalCode(place305(fx.admin, out.matDoc, [{ material, quantity: '1', transitItem: 1 }], { plant: '3000', sloc: '0002' })),
    ).toBe('REFERENCE_PLANT_MISMATCH');
    expect(await refusalCode(place305(newark, out.matDoc, [{ material: fx.mats.plain[2] as string, quantity: '1', transitItem: 1 }]))).toBe(
      'REFERENCE_MATERIAL_MISMATCH',
    );
    const opening = (await fx.db.selectFrom('material_document').select('mat_doc').orderBy('mat_doc').executeTakeFirstOrThrow()).mat_doc;
    expect(await refusalCode(place305(newark, opening, [{ material, quantity: '1', transitItem: 1 }]))).toMatch(
      /TRANSIT_DOCUMENT_NONE|ALREADY_REVERSED/,
    );

    const placed = await place305(newark, out.matDoc, [{ material, quantity: '4', transitItem: 1 }]);
    expect(await stockOf(fx.db, { material, ...receiving })).toBe(add(stockBefore, '4'));
    expect(await inTransit(material)).toBe(add(transitBefore, '2'));
    const header = await fx.db.selectFrom('material_document').selectAll().where('mat_doc', '=', placed.matDoc).executeTakeFirstOrThrow();
    expect([header.reference_type, header.reference_number]).toEqual(['MD', out.matDoc]);
    expect(
      (await listTransitTransfers(fx.db, newark.plants, { plant: '2000' })).items.find((i) => i.matDoc === out.matDoc)?.openQuantity,
    ).toBe('2.000');
    await expectLedgerClean(fx.db);

    // 304 while part of the 303 is placed: refused; 306 puts it back into transit, then 304 takes all back to the issuing plant
    expect(await refusalCode(reverse(fx.db, fx.admin, out.matDoc))).toBe('TRANSIT_ALREADY_PLACED');
    const back = await reverse(fx.db, fx.admin, placed.matDoc);
    const backItems = await documentItems(fx.db, back.matDoc, ['movement_type', 'to_kind']);
    expect(backItems).toEqual([{ movement_type: '306', to_kind: 'TRANSIT' }]);
    expect(await inTransit(material)).toBe(add(transitBefore, '6'));
    expect(await stockOf(fx.db, { material, ...receiving })).toBe(stockBefore);
    const undone = await reverse(fx.db, fx.admin, out.matDoc);
    const undoneItems = await documentItems(fx.db, undone.matDoc, ['movement_type', 'from_kind']);
    expect(undoneItems).toEqual([{ movement_type: '304', from_kind: 'TRANSIT' }]);
    expect(await inTransit(material)).toBe(transitBefore);
    expect(await stockOf(fx.db, { material, ...issuing })).toBe('10.000');
    expect(await refusalCode(place305(newark, out.matDoc, [{ material, quantity: '1', transitItem: 1 }]))).toBe('ALREADY_REVERSED');
    expect((await listTransitTransfers(fx.db, newark.plants, {})).items.some((i) => i.matDoc === out.matDoc)).toBe(false);
    await expectLedgerClean(fx.db);
  });

  it('takes serials into transit to the receiving plant and places only the 303 document’s serials there', async () => {
    const material = fx.mats.serialized[2] as string;
    await post(fx.db, fx.admin, {
      items: [{ movementType: '561', material, quantity: '3', to: issuing, serials: ['TT-1', 'TT-2', 'TT-3'] }],
    });
    const first = await issue303([{ material, quantity: '2', serials: ['TT-1', 'TT-2'] }]);
    const second = await issue303([{ material, quantity: '1', serials: ['TT-3'] }]);
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    const open = (await listTransitTransfers(fx.db, newark.plants, {})).items.find((i) => i.matDoc === first.matDoc);
    expect(open?.serials).toEqual(['TT-1', 'TT-2']);

    const place = (serials: string[], transitDocument = first.matDoc) =>
      place305(newark, transitDocument, [{ material, quantity: String(serials.length), transitItem: 1, serials }]);
    // a serial in transit to the plant, but by the other 303 document
    const count = await documents();
    expect(await refusalCode(place(['TT-3']))).toBe('TRANSIT_SERIAL_NOT_IN_DOCUMENT');
    expect(await documents()).toBe(count);
    expect(await refusalCode(place(['TT-9']))).toBe('SERIAL_UNKNOWN');
    expect(await refusalCode(place(['TT-1', 'TT-2', 'TT-3']))).toBe('TRANSIT_OVER_OPEN');

    // the second 303, never placed, goes back with 304: TT-3 in stock at the issuing plant again
    await reverse(fx.db, fx.admin, second.matDoc);
    expect(await unit(material, 'TT-3')).toEqual({ status: 'IN_STOCK', plant_id: '1000', sloc_id: '0002' });

    const placed = await place(['TT-1']);
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_STOCK', plant_id: '2000', sloc_id: '0002' });
    expect(await unit(material, 'TT-2')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    // placed already: TT-1 is not in transit any more
    expect(await refusalCode(place(['TT-1']))).toBe('SERIAL_NOT_AT');
    expect(await stockOf(fx.db, { material, ...receiving })).toBe('1.000');

    // 304 while TT-1 is placed: refused; 306 puts TT-1 back into transit, where 305 can place it again
    expect(await refusalCode(reverse(fx.db, fx.admin, first.matDoc))).toBe('TRANSIT_ALREADY_PLACED');
    await reverse(fx.db, fx.admin, placed.matDoc);
    expect(await unit(material, 'TT-1')).toEqual({ status: 'IN_TRANSIT', plant_id: '2000', sloc_id: null });
    expect(await stockOf(fx.db, { material, ...receiving })).toBe('0.000');
    // a reversal puts back only serials nothing moved since: TT-1 moved (305, 306), so the first 303 stays
    expect(await refusalCode(reverse(fx.db, fx.admin, first.matDoc))).toBe('SERIAL_MOVED_SINCE');
    await place(['TT-1', 'TT-2']);
    expect(await unit(material, 'TT-2')).toEqual({ status: 'IN_STOCK', plant_id: '2000', sloc_id: '0002' });
    expect(await stockOf(fx.db, { material, ...receiving })).toBe('2.000');
    expect(await stockOf(fx.db, { material, ...issuing })).toBe('1.000');
    await expectLedgerClean(fx.db);
  });
});
