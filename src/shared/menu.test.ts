import { afterEach, describe, expect, it } from 'vitest';
import { grantKey } from './access';
import { resolveCommand } from './command';
import { createTranslator, englishTranslator, setTranslatorSource } from './i18n';
import german from './i18n/locales/de.json' with { type: 'json' };
import english from './i18n/locales/en.json' with { type: 'json' };
import { buildMenu, defaultPageOptions, LOGOUT_PATH, visibleEntries, WAREHOUSE_MENU_PATH, warehouseEntries } from './menu';

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

describe("the menu in the reader's language", () => {
  afterEach(() => setTranslatorSource(() => englishTranslator));
  const user = { grants: [grantKey('MM', 'MIGO')], isWarehouseUser: true };

  it('names entries and groups from the catalogue when built, with the same addresses', () => {
    const inEnglish = buildMenu(user);
    const deutsch = createTranslator('de', 'de-DE', { ...english, ...german });
    setTranslatorSource(() => deutsch);
    const inGerman = buildMenu(user);
    expect(inGerman.map((i) => i.url)).toEqual(inEnglish.map((i) => i.url));
    expect(inEnglish.find((i) => i.url === WAREHOUSE_MENU_PATH)?.desc).toBe('Warehouse');
    expect(inGerman.find((i) => i.url === WAREHOUSE_MENU_PATH)?.desc).toBe(german['menu.warehouse']);
    expect(inGerman.find((i) => i.url === WAREHOUSE_MENU_PATH)?.sub_links[0]?.desc).toBe(german['menu.goodsReceipt']);
    expect(inGerman.flatMap((i) => i.sub_links).find((i) => i.url === LOGOUT_PATH)?.desc).toBe(german['menu.logout']);
    expect(defaultPageOptions(user)[0]?.desc).toBe(german['menu.warehouseMenu']);
  });

  it("opens an entry by its name in the reader's language or in English", () => {
    const deutsch = createTranslator('de', 'de-DE', { ...english, ...german });
    setTranslatorSource(() => deutsch);
    expect(resolveCommand(user, german['menu.goodsReceipt'])).toMatchObject({ ok: true, title: german['menu.goodsReceipt'] });
    expect(resolveCommand(user, 'goods receipt')).toMatchObject({ ok: true, path: '/supplier/warehouse/goodsreceipt/index' });
  });
});
