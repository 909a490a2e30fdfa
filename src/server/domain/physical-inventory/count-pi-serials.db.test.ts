import { beforeAll, describe, expect, it } from 'vitest';
import { post, refusal, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { countTheRest } from '../../testing/physical-inventory';
import { countPiItem } from './count-pi-item';
import { countPiSerials, piBinSerials } from './count-pi-serials';
import { createPiDocument } from './create-pi-document';
import { postPiDifferences } from './post-pi-differences';

const fx = ledgerFixture({ bins: 10, ledgerCheck: 'end' });
let serialized: string;
let plain: string;

beforeAll(() => {
  serialized = fx.mats.serialized[0] as string;
  plain = fx.mats.plain[0] as string;
});

describe('serial count of a bin', () => {
  it('shows found, missing and unexpected; refuses a serial counted in two bins; posts 702/701 for the serials', async () => {
    const [b1, b2, b3] = fx.bins as [string, string, string];
    await post(fx.db, fx.whfra, {
      items: [
        { movementType: '561', material: serialized, quantity: '3', to: at(b1), serials: ['PSC-1', 'PSC-2', 'PSC-3'] },
        { movementType: '561', material: serialized, quantity: '1', to: at(b3), serials: ['PSC-9'] },
        { movementType: '561', material: plain, quantity: '5', to: at(b2) },
      ],
    });
    const { piNumber: n } = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b2 }));
    const book = await piBinSerials(fx.db, fx.whfra, n, b1);
    expect(book.materials.map((m) => [m.material, m.book, m.counted])).toEqual([[serialized, ['PSC-1', 'PSC-2', 'PSC-3'], null]]);
    expect((await refusal(piBinSerials(fx.db, { plants: ['9999'] }, n, b1))).code).toBe('PI_DOCUMENT_NOT_FOUND');

    const scan = (bin: string, serials: string[]) => fx.run((trx) => countPiSerials(trx, fx.whfra, n, { bin, serials }));
    expect((await refusal(scan(b1, ['PSC-1', 'PSC-1']))).code).toBe('PI_SERIAL_SCANNED_TWICE');
    expect((await refusal(scan(b1, ['PSC-1', 'NO-SUCH-SERIAL']))).code).toBe('PI_SERIAL_UNKNOWN');
    expect((await refusal(scan(b2, []))).code).toBe('PI_NO_SERIALS_IN_BIN');
    // PSC-9 sits in a bin outside the document: scanned here it is unexpected (found here, 701)
    const counted = await scan(b1, ['PSC-1', 'PSC-3', 'PSC-9']);
    expect([counted.found, counted.missing, counted.unexpected]).toEqual([['PSC-1', 'PSC-3'], ['PSC-2'], ['PSC-9']]);
    expect(counted.counted).toEqual([{ itemNo: expect.any(Number), material: serialized, version: 1, quantity: '3.000' }]);
    expect((await piBinSerials(fx.db, fx.whfra, n, b1)).materials[0]?.counted).toEqual(['PSC-1', 'PSC-3', 'PSC-9']);
    // the same serial scanned in the other bin of the document: refused, nothing written
    const twice = await refusal(scan(b2, ['PSC-1']));
    expect(twice.code).toBe('PI_SERIAL_COUNTED_ELSEWHERE');
    expect((await piBinSerials(fx.db, fx.whfra, n, b2)).materials).toEqual([]);
    await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b2, material: plain, quantity: '5.000' }));
    // PSC-9 is still in stock in b3: its 701 into b1 is refused until b3 loses it, so count it missing instead
    await scan(b1, ['PSC-1', 'PSC-3']);
    // the other bins of the range: as the book has them
    await countTheRest(fx, n);
    const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, n));
    expect(posted).toMatchObject({ gains: 0, losses: 1 });
    const units = await fx.db
      .selectFrom('equipment')
      .select(['serial_number', 'status'])
      .where('serial_number', 'like', 'PSC-%')
      .orderBy('serial_number')
      .execute();
    expect(units.map((u) => [u.serial_number, u.status])).toEqual([
      ['PSC-1', 'IN_STOCK'],
      ['PSC-2', 'LOST'],
      ['PSC-3', 'IN_STOCK'],
      ['PSC-9', 'IN_STOCK'],
    ]);
    expect(await stockOf(fx.db, { material: serialized, ...at(b1) })).toBe('2.000');
  });
});
