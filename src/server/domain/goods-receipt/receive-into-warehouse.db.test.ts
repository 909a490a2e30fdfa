import { describe, expect, it } from 'vitest';
import { ledgerFixture, rejected } from '../../testing/ledger-fixture';
import { createPutawayAfterReceipt, type ReceivedLine } from './receive-into-warehouse';

const fx = ledgerFixture();

const line = (material: string): ReceivedLine => ({
  plant: '1000',
  sloc: '0001',
  bin: 'GR-ZONE-01',
  material,
  quantity: '1',
  batch: '',
  serials: [],
});

describe('put-away after a goods receipt', () => {
  it('a refused put-away leaves the receipt standing with a warning naming the reason', async () => {
    const result = await fx.run((trx) =>
      createPutawayAfterReceipt(trx, fx.whfra, '4999999999', { type: 'PO', number: '4500000000' }, [line('NO-SUCH-MATERIAL')]),
    );
    expect(result.transferOrder).toBeNull();
    expect(result.warning).toBe(
      'The receipt is posted, but no put-away transfer order was created: Item 1: Material NO-SUCH-MATERIAL does not exist.',
    );
  });

  it('a plant outside the user’s scope is no warning but a refusal of the whole call', async () => {
    const outsider = { ...fx.whfra, plants: ['2000'] };
    const error = await rejected(
      fx.run((trx) =>
        createPutawayAfterReceipt(trx, outsider, '4999999999', { type: 'PO', number: '4500000000' }, [line(fx.mats.plain[0] as string)]),
      ),
    );
    expect(error.code).toBe('PLANT_SCOPE');
  });
});
