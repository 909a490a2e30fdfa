import { describe, expect, it } from 'vitest';
import { mergeOperationIds } from './operation-ids';

describe('the published operationIds', () => {
  const published = ['readEvents GET /supplier/api/integration/v1/events', 'readStockLevels GET /supplier/api/integration/v1/stock'];

  it('takes new operations in, sorted', () => {
    const now = [...published, 'readSerials GET /supplier/api/integration/v1/serials'];
    expect(mergeOperationIds(published, now)).toEqual({
      lines: [published[0], 'readSerials GET /supplier/api/integration/v1/serials', published[1]],
      removed: [],
    });
  });

  it('names a renamed, removed or moved operation', () => {
    const now = ['listEvents GET /supplier/api/integration/v1/events', 'readStockLevels GET /supplier/api/integration/v1/stocks'];
    expect(mergeOperationIds(published, now).removed).toEqual(published);
    expect(mergeOperationIds(published, [published[0] as string]).removed).toEqual([published[1]]);
  });
});
