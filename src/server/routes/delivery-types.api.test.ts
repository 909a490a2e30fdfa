import { describe, expect, it } from 'vitest';
import { appForFile, getAs } from '../testing/api-test';

const api = appForFile(['whfra', 'supplier'] as const);
const TYPES = '/supplier/api/vendorportal/delivery-types';

describe('delivery types', () => {
  it('lists the delivery types with the orders each delivers, to users of deliveries due only', async () => {
    const res = await getAs(api.whfra, TYPES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deliveryTypes: [
        { deliveryType: 'LF', description: 'Outbound delivery (sales orders)', orderType: 'SO' },
        { deliveryType: 'NL', description: 'Replenishment delivery (stock transport orders)', orderType: 'STO' },
      ],
    });
    expect((await getAs(api.supplier, TYPES)).statusCode).toBe(403);
    // hostile text in the address is refused before anything is read
    const extra = await getAs(api.whfra, `${TYPES}?orderType=SO%00`);
    expect(extra.statusCode).toBe(400);
  });
});
