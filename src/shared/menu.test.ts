import { describe, expect, it } from 'vitest';
import { grantKey } from './access';
import { visibleEntries, warehouseEntries } from './menu';

const s2s = (entries: { url: string }[]) => entries.filter((e) => e.url.includes('/s2s/')).map((e) => e.url.split('/').pop());

describe('warehouse menu: stock to stock', () => {
  it('offers every stock-to-stock movement type the user is granted, each with its text', () => {
    const user = { grants: [grantKey('IM', 'MB1B')], isWarehouseUser: true };
    const entries = visibleEntries(user, warehouseEntries);
    expect(s2s(entries)).toEqual(['311', '321', '343', '344', '349', '350']);
    expect(entries.map((e) => e.desc)).toContain('Stock to Stock 321 Quality inspection to unrestricted');
    expect(entries.map((e) => e.desc)).toContain('Stock to Stock 350 Quality inspection to blocked');
  });

  it('offers none without the transfer-posting grant', () => {
    expect(s2s(visibleEntries({ grants: new Set<string>(), isWarehouseUser: true }, warehouseEntries))).toEqual([]);
  });
});
