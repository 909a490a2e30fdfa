import { DomainError } from '../errors';
import type { ReferenceHandler } from '../stock/posting/references';
import { referenceName } from '../stock/posting/types';

/**
 * A usage decision (321, 350, 553) references its inspection lot: the header names the lot's vendor;
 * the lot's quantities are checked and updated with its stock by the posting's quality step
 * (stock/posting/quality-lots.ts), so there is nothing to check here.
 */
export const qualityLotReference: ReferenceHandler = {
  async loadHeader(trx, number) {
    const lot = await trx.selectFrom('quality_lot').select('vendor_id').where('lot_number', '=', number).executeTakeFirst();
    if (!lot) throw new DomainError('REFERENCE_UNKNOWN', { reference: referenceName('QL'), number });
    return { vendor: lot.vendor_id, customer: null, receivingPlant: null, supplyingPlant: null };
  },
  check: async () => null,
};
