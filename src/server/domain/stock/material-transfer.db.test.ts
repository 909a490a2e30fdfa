import { describe, expect, it } from 'vitest';
import { documentItems, post, refusal, reverse, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';

const fx = ledgerFixture({ bins: 4, ledgerCheck: 'end' });

const unit = (material: string, serial: string) =>
  fx.db
    .selectFrom('equipment')
    .select(['status', 'bin_id'])
    .where('material_id', '=', material)
    .where('serial_number', '=', serial)
    .executeTakeFirst();

describe('material to material (309)', () => {
  it('moves serials from one material to another in two legs; refuses unpaired or unbalanced legs; reverses with 310', async () => {
    const [a, b] = fx.mats.serialized as [string, string];
    const [p1, p2] = fx.mats.plain as [string, string];
    const [b1, b2] = fx.bins as [string, string];
    await post(fx.db, fx.admin, {
      items: [
        { movementType: '561', material: a, quantity: '2', to: at(b1), serials: ['MTM-1', 'MTM-2'] },
        { movementType: '561', material: p1, quantity: '5', to: at(b1) },
      ],
    });
    const out = { movementType: '309', material: a, quantity: '1', from: at(b1), serials: ['MTM-1'] };
    const into = { movementType: '309', material: b, quantity: '1', to: at(b2), serials: ['MTM-1'], reason: '0001' };
    expect((await refusal(post(fx.db, fx.whfra, { items: [out] }))).code).toBe('MATERIAL_TRANSFER_UNPAIRED');
    expect((await refusal(post(fx.db, fx.whfra, { items: [into, out] }))).code).toBe('MATERIAL_TRANSFER_UNPAIRED');
    expect((await refusal(post(fx.db, fx.whfra, { items: [out, { ...into, serials: ['MTM-2'] }] }))).code).toBe(
      'MATERIAL_TRANSFER_MISMATCH',
    );
    const same = [
      { movementType: '309', material: p1, quantity: '1', from: at(b1) },
      { movementType: '309', material: p1, quantity: '1', to: at(b1) },
    ];
    expect((await refusal(post(fx.db, fx.whfra, { items: same }))).code).toBe('MATERIAL_TRANSFER_MISMATCH');

    const posted = await post(fx.db, fx.whfra, { items: [out, into] });
    expect(await unit(a, 'MTM-1')).toEqual({ status: 'REMOVED', bin_id: null });
    expect(await unit(b, 'MTM-1')).toEqual({ status: 'IN_STOCK', bin_id: b2 });
    expect(await stockOf(fx.db, { material: a, ...at(b1) })).toBe('1.000');
    expect(await stockOf(fx.db, { material: b, ...at(b2) })).toBe('1.000');

    // plain materials: quantities only, in the same bin
    await post(fx.db, fx.whfra, {
      items: [
        { movementType: '309', material: p1, quantity: '2', from: at(b1) },
        { movementType: '309', material: p2, quantity: '2', to: at(b1) },
      ],
    });
    expect(await stockOf(fx.db, { material: p2, ...at(b1) })).toBe('2.000');

    const reversed = await reverse(fx.db, fx.admin, posted.matDoc);
    const types = await documentItems(fx.db, reversed.matDoc, ['movement_type']);
    expect(types.map((t) => t.movement_type)).toEqual(['310', '310']);
    expect(await unit(a, 'MTM-1')).toEqual({ status: 'IN_STOCK', bin_id: b1 });
    expect(await unit(b, 'MTM-1')).toEqual({ status: 'REMOVED', bin_id: null });
  });
});
