import { beforeAll, describe, expect, it } from 'vitest';
import { documentItems, post, refusal, rowCount, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { moveBinToBin } from './move-bin-to-bin';

const fx = ledgerFixture({ bins: 60, ledgerCheck: 'end' });
let serialized: string;
let plain: string;
const where = { plantId: '1000', warehouseId: 'W10' };

beforeAll(() => {
  serialized = fx.mats.serialized[0] as string;
  plain = fx.mats.plain[0] as string;
});

const move = (input: Parameters<typeof moveBinToBin>[3]) => fx.run((trx) => moveBinToBin(trx, fx.whfra, where, input));

/** Two empty bins, not used by an earlier test. */
async function emptyBins(): Promise<[string, string]> {
  const free: string[] = [];
  for (const bin of fx.bins) {
    const rows = await fx.db
      .selectFrom('stock')
      .select('quantity')
      .where('warehouse_id', '=', 'W10')
      .where('bin_id', '=', bin)
      .where('quantity', '>', '0')
      .execute();
    if (rows.length === 0) free.push(bin);
    if (free.length === 2) break;
  }
  fx.bins = fx.bins.filter((b) => !free.includes(b));
  return [free[0] as string, free[1] as string];
}

describe('bin to bin keeps the stock category', () => {
  it('moves a serial in quality inspection stock as QUALITY when the request names no category', async () => {
    const [from, to] = await emptyBins();
    await post(fx.db, fx.whfra, {
      items: [
        {
          movementType: '561',
          material: serialized,
          quantity: '2',
          to: { ...at(from), category: 'QUALITY' },
          serials: ['QB2B-1', 'QB2B-2'],
        },
      ],
    });
    const moved = await move({ sourceBin: from, material: serialized, quantity: '1', serials: ['QB2B-1'], destinationBin: to });
    expect(moved.matDoc).toMatch(/^\d+$/);
    expect(await stockOf(fx.db, { material: serialized, ...at(to), category: 'QUALITY' })).toBe('1.000');
    expect(await stockOf(fx.db, { material: serialized, ...at(to) })).toBe('0.000');
    const unit = await fx.db
      .selectFrom('equipment')
      .select(['bin_id', 'category'])
      .where('material_id', '=', serialized)
      .where('serial_number', '=', 'QB2B-1')
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({ bin_id: to, category: 'QUALITY' });
    // named explicitly as QUALITY, it moves too
    await move({ sourceBin: from, material: serialized, category: 'QUALITY', quantity: '1', serials: ['QB2B-2'], destinationBin: to });
    expect(await stockOf(fx.db, { material: serialized, ...at(to), category: 'QUALITY' })).toBe('2.000');
  });

  it('moves blocked stock of a plain material as BLOCKED', async () => {
    const [from, to] = await emptyBins();
    await post(fx.db, fx.whfra, {
      items: [{ movementType: '561', material: plain, quantity: '5', to: { ...at(from), category: 'BLOCKED' } }],
    });
    await move({ sourceBin: from, material: plain, quantity: '3', destinationBin: to });
    expect(await stockOf(fx.db, { material: plain, ...at(to), category: 'BLOCKED' })).toBe('3.000');
    expect(await stockOf(fx.db, { material: plain, ...at(from), category: 'BLOCKED' })).toBe('2.000');
  });

  it('names the real reason when the move asks for unrestricted stock and the serial is in quality or blocked stock', async () => {
    const [from, to] = await emptyBins();
    await post(fx.db, fx.whfra, {
      items: [
        { movementType: '561', material: serialized, quantity: '1', to: { ...at(from), category: 'QUALITY' }, serials: ['QB2B-3'] },
        { movementType: '561', material: serialized, quantity: '1', to: { ...at(from), category: 'BLOCKED' }, serials: ['QB2B-4'] },
      ],
    });
    const quality = await refusal(
      move({ sourceBin: from, material: serialized, category: 'UNRESTRICTED', quantity: '1', serials: ['QB2B-3'], destinationBin: to }),
    );
    expect(quality.code).toBe('SERIAL_IN_QUALITY');
    expect(quality.message).toBe('Serial QB2B-3 is in quality inspection stock; release it with 321 first.');
    const blocked = await refusal(
      move({ sourceBin: from, material: serialized, category: 'UNRESTRICTED', quantity: '1', serials: ['QB2B-4'], destinationBin: to }),
    );
    expect(blocked.code).toBe('SERIAL_BLOCKED');
    expect(blocked.message).toBe('Serial QB2B-4 is in blocked stock; release it with 343 first.');
    // two serials of different categories on one line: the second names its own category
    const mixed = await refusal(
      move({ sourceBin: from, material: serialized, quantity: '2', serials: ['QB2B-3', 'QB2B-4'], destinationBin: to }),
    );
    expect(mixed.code).toBe('SERIAL_BLOCKED');
    // a serial that is really elsewhere is still "not in bin"
    const elsewhere = await refusal(
      move({ sourceBin: to, material: serialized, quantity: '1', serials: ['QB2B-3'], destinationBin: from }),
    );
    expect(elsewhere.code).toBe('SERIAL_NOT_IN_BIN');
  });
});

describe('stock to stock of a serial in quality stock', () => {
  it('refuses 311 from unrestricted stock with the real reason, and 321 releases the serial', async () => {
    const [bin] = await emptyBins();
    await post(fx.db, fx.whfra, {
      items: [{ movementType: '561', material: serialized, quantity: '1', to: { ...at(bin), category: 'QUALITY' }, serials: ['QS2S-1'] }],
    });
    const transfer = await refusal(
      post(fx.db, fx.whfra, {
        items: [
          {
            movementType: '311',
            material: serialized,
            quantity: '1',
            from: { ...at(bin), category: 'UNRESTRICTED' },
            to: { sloc: '0002' },
            serials: ['QS2S-1'],
          },
        ],
      }),
    );
    expect(transfer.code).toBe('SERIAL_IN_QUALITY');
    expect(transfer.message).toBe('Item 1: Serial QS2S-1 is in quality inspection stock; release it with 321 first.');
    await post(fx.db, fx.whfra, {
      items: [{ movementType: '321', material: serialized, quantity: '1', from: { ...at(bin), category: 'QUALITY' }, serials: ['QS2S-1'] }],
    });
    expect(await stockOf(fx.db, { material: serialized, ...at(bin) })).toBe('1.000');
  });
});

describe('bin to bin is one posting', () => {
  it('records a confirmed BIN_TO_BIN order whose one line names the posted 999 document; nothing stays open', async () => {
    const [from, to] = await emptyBins();
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material: plain, quantity: '5', to: at(from) }] });
    const moved = await move({ sourceBin: from, material: plain, quantity: '2', destinationBin: to });
    const order = await fx.db
      .selectFrom('transfer_order')
      .select(['order_type', 'status', 'closed_by', 'line_count'])
      .where('order_id', '=', moved.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ order_type: 'BIN_TO_BIN', status: 'CONFIRMED', closed_by: fx.whfra.userId, line_count: 1 });
    const line = await fx.db
      .selectFrom('transfer_order_line')
      .select(['status', 'confirmed_bin', 'confirmed_qty', 'confirmed_mat_doc', 'destination_differs', 'quantity_short'])
      .where('order_id', '=', moved.orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      status: 'CONFIRMED',
      confirmed_bin: to,
      confirmed_qty: '2.000',
      confirmed_mat_doc: moved.matDoc,
      destination_differs: false,
      quantity_short: false,
    });
    const items = await documentItems(fx.db, moved.matDoc, ['movement_type', 'quantity']);
    expect(items).toEqual([{ movement_type: '999', quantity: '2.000' }]);
    expect(await stockOf(fx.db, { material: plain, ...at(to) })).toBe('2.000');
    // a refused move leaves no order behind
    const before = await rowCount(fx.db, 'transfer_order');
    expect((await refusal(move({ sourceBin: from, material: plain, quantity: '4', destinationBin: to }))).code).toBe('NOT_ENOUGH_STOCK');
    const after = await rowCount(fx.db, 'transfer_order');
    expect(after).toBe(before);
  });
});
