import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { needsFormatter, PARSE_OPTIONS } from '../src/shared/i18n/catalogue';
import german from '../src/shared/i18n/locales/de.json' with { type: 'json' };
import english from '../src/shared/i18n/locales/en.json' with { type: 'json' };
import { createTranslator } from '../src/shared/i18n/translator';
import { languagePreloads, pageMessagePreloads, preloadsFor } from '../src/shared/page-preloads';
import { pages } from '../src/shared/pages';
import { compileCatalogue, pagePreloads, screenModulesOf, webCataloguesPlugin } from './vite-page-preloads';

const webRoot = resolve(import.meta.dirname, '../src/web');

describe('page preloads (issue 41: a page names its screen code in its HTML)', () => {
  it('finds the screen module of every page of the page table in screens.tsx (the menu is in the entry)', () => {
    const modules = screenModulesOf(readFileSync(join(webRoot, 'screens.tsx'), 'utf8'));
    const asPreloads = { pages: Object.fromEntries(Object.entries(modules).map(([page, module]) => [page, [module]])), languages: {} };
    const missing = pages.filter((page) => preloadsFor(asPreloads, page.name).length === 0).map((page) => page.name);
    expect(missing).toEqual(['warehouseMenu']);
    expect(modules.goodsReceipt).toBe('screens/goods-receipt/GoodsReceiptIndex');
    expect(modules['profile' as string]).toBeUndefined();
    expect(modules.profileEdit).toBe('screens/profile/EditProfile');
    expect(modules.piCountEmptyBin).toBe('screens/physical-inventory/PiCount');
    expect(modules.manualLotSearch).toBe('screens/quality/LotSearch');
    expect(preloadsFor(asPreloads, 'serialInspection/repair')).toEqual(['screens/quality/Inspection']);
    expect(preloadsFor(asPreloads, 'materialInspection/summary')).toEqual(['screens/quality/Inspection']);
  });

  it('lists a screen chunk, its static imports and their stylesheets, without what the entry loads', () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = [], facade: string | null = null) => ({
      type: 'chunk',
      fileName,
      isEntry: facade !== null,
      facadeModuleId: facade,
      moduleIds,
      imports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      'assets/app.js': chunk(
        'assets/app.js',
        [join(webRoot, 'main.tsx')],
        ['assets/react.js'],
        ['assets/app.css'],
        join(webRoot, 'index.html'),
      ),
      'assets/react.js': chunk('assets/react.js', ['/node_modules/react/index.js'], []),
      'assets/Screen.js': chunk('assets/Screen.js', [join(webRoot, 'screens/a/Screen.tsx')], ['assets/react.js', 'assets/ui.js']),
      'assets/ui.js': chunk('assets/ui.js', [join(webRoot, 'ui/Field.tsx')], ['assets/Screen.js'], ['assets/ui.css']),
      'assets/ui.css': { type: 'asset' },
    };
    // the catalogue's files (scripts/vite-message-parts.ts): each language's core, and the parts of a screen's module
    const messages = {
      core: { de: 'assets/messages-de-core.js' },
      parts: { 'src/web/screens/a/Screen.tsx': { de: ['assets/messages-de-Screen.js', 'assets/messages-de-shared-1.js'] } },
    };
    expect(pagePreloads(bundle, webRoot, { a: 'screens/a/Screen' }, messages)).toEqual({
      pages: { a: ['assets/Screen.js', 'assets/ui.js', 'assets/ui.css'] },
      languages: { de: ['assets/messages-de-core.js'] },
      pageMessages: { a: { de: ['assets/messages-de-Screen.js', 'assets/messages-de-shared-1.js'] } },
    });
    expect(pageMessagePreloads(pagePreloads(bundle, webRoot, { a: 'screens/a/Screen' }, messages), 'a', 'de')).toEqual([
      'assets/messages-de-Screen.js',
      'assets/messages-de-shared-1.js',
    ]);
    expect(() => pagePreloads(bundle, webRoot, { b: 'screens/b/Gone' })).toThrow(/page b: no chunk holds screens\/b\/Gone/);
  });

  it('reads a name pattern only for names of its shape', () => {
    const preloads = { pages: { 'serialInspection/*': ['assets/Inspection.js'], goodsReceipt: ['assets/Gr.js'] }, languages: {} };
    expect(preloadsFor(preloads, 'goodsReceipt')).toEqual(['assets/Gr.js']);
    expect(preloadsFor(preloads, 'serialInspection/summary')).toEqual(['assets/Inspection.js']);
    expect(preloadsFor(preloads, 'serialInspection/')).toEqual([]);
    expect(preloadsFor(preloads, 'lotSerialInspection/summary')).toEqual([]);
    expect(preloadsFor(preloads, 'warehouseMenu')).toEqual([]);
  });

  it("names a language's catalogue; the pseudo-locale reads English's", () => {
    const preloads = { pages: {}, languages: { en: ['assets/en.js'], de: ['assets/de.js'] } };
    expect(languagePreloads(preloads, 'de')).toEqual(['assets/de.js']);
    expect(languagePreloads(preloads, 'en-XA')).toEqual(['assets/en.js']);
    expect(languagePreloads(preloads, 'fr')).toEqual([]);
  });
});

describe('the web build\u2019s compiled catalogues (FormatJS without its parser in the browser)', () => {
  /** A value of each argument a message's elements name, of the kind its element takes. */
  function valuesFor(elements: MessageFormatElement[], values: Record<string, string | number | Date> = {}) {
    for (const element of elements) {
      if (element.type === TYPE.argument) values[element.value] ??= 'x<1>';
      if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 1234.5;
      if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(Date.UTC(2026, 10, 28, 12));
      if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0] ?? 'other';
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) valuesFor(option.value, values);
      }
    }
    return values;
  }

  it('parses exactly the messages only the formatter can give, and every message reads as from the text', () => {
    let parsed = 0;
    for (const [language, catalogue] of Object.entries({ en: english, de: { ...english, ...german } })) {
      const compiled = compileCatalogue(catalogue);
      const fromText = createTranslator(language, language, catalogue);
      const fromCompiled = createTranslator(language, language, compiled);
      for (const [id, message] of Object.entries(catalogue)) {
        expect(typeof compiled[id] !== 'string', id).toBe(needsFormatter(message));
        if (typeof compiled[id] !== 'string') parsed++;
        const values = valuesFor(parse(message, PARSE_OPTIONS));
        expect(fromCompiled.t(id as never, values), id).toBe(fromText.t(id as never, values));
      }
    }
    // the plurals, selects and formatted numbers of both languages: a handful, not the catalogue
    expect(parsed).toBeGreaterThan(100);
    expect(parsed).toBeLessThan(400);
  });

  it('ships each catalogue as one JSON text the engine parses (not a module of 3,600 exports), the compiled catalogue', async () => {
    const locales = resolve(import.meta.dirname, '../src/shared/i18n/locales');
    const plugin = webCataloguesPlugin({ sharedI18n: resolve(import.meta.dirname, '../src/shared/i18n/index.ts'), locales });
    const load = plugin.load as (id: string) => Promise<{ code: string; moduleType: string } | string | null>;
    const loaded = await load(join(locales, 'de.json'));
    if (!loaded || typeof loaded === 'string') throw new Error('the catalogue was not loaded as a module');
    expect(loaded.moduleType).toBe('js');
    const text = /^export default JSON\.parse\((".*")\);$/s.exec(loaded.code)?.[1];
    expect(text).toBeDefined();
    expect(JSON.parse(JSON.parse(text as string))).toEqual(compileCatalogue(german));
    // other JSON is not the plugin's
    expect(await load(resolve(import.meta.dirname, '../package.json'))).toBeNull();
  });
});
