import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagePreloads, PAGE_PRELOADS_FILE, type PagePreloads, pageMessagePreloads, preloadsFor } from '../../src/shared/page-preloads';
import { pages } from '../../src/shared/pages';
import { catalogueFiles, FIRST_SCREENS, firstScreen, messagePartFiles, readManifest } from './web-size';

/**
 * The web app built afresh (into a directory of its own): what each handheld page loads before its scan
 * field stays within its budget, and holds neither react-select nor react-datepicker (issue 41: those load
 * when a select or date field is reached for). A screen that imports one of them again fails here.
 */
const out = mkdtempSync(join(tmpdir(), 'portal-web-size-'));

beforeAll(async () => {
  // as `npm run build:web` builds it: vitest sets NODE_ENV=test, which would bundle React's development build
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    configFile: resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'error',
    build: { outDir: out, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the handheld before its first scan field', () => {
  it('in German: the German catalogue, not the English one as well (goods receipt within its budget)', () => {
    const screen = FIRST_SCREENS.find((s) => s.page === 'goods receipt');
    const german = firstScreen(out, screen?.module ?? '', 'de');
    const english = firstScreen(out, screen?.module ?? '', 'en');
    const messagesOf = (language: string) => [...catalogueFiles(out, language), ...messagePartFiles(out, language, screen?.module ?? '')];
    const [de, en] = [messagesOf('de'), messagesOf('en')];
    expect(de).toHaveLength(2); // the core and the screen's part
    expect(german.files).toEqual(expect.arrayContaining([...de]));
    expect(german.files.filter((file) => en.includes(file))).toEqual([]);
    expect(english.files.filter((file) => de.includes(file))).toEqual([]);
    // German texts run longer than English ones: 5 KiB over the English page's budget
    expect(german.gzippedKiB).toBeLessThanOrEqual((screen?.budgetKiB ?? 0) + 5);
  });

  it("the app's start in few files: the entry, React, the rest of what the entry imports, the catalogue (and two of Rolldown's and Vite's helpers)", () => {
    // a handheld on HTTP/1.1 fetches six files at once: the entry's modules split into ten files kept the screen's
    // waiting for a free connection (scripts/vite-start-chunk.ts)
    expect(firstScreen(out, null).files.length).toBeLessThanOrEqual(6);
  });

  it("a handheld screen in few files: its chunk, the few larger ones it shares, the screens' stylesheet (vite.config.ts)", () => {
    // the goods receipt fetched 23 scripts before its scan field when every small common chunk was a file of its own,
    // and a stylesheet per area: six at a time on HTTP/1.1, each further file a round trip later. Its messages: the
    // core and one part of its own (scripts/vite-message-parts.ts). Until 2026-11-30 the whole catalogue was one file
    // (50 KiB gzipped) and the limit was 12 files in all; the core and the part are two (7-9 KiB), so the stock
    // overview fetches 13: one file more for 40 KiB less
    const preloads = JSON.parse(readFileSync(join(out, PAGE_PRELOADS_FILE), 'utf8')) as PagePreloads;
    for (const [screen, page] of [
      ['goods receipt', 'goodsReceipt'],
      ['stock overview', 'stockOverview'],
    ] as const) {
      const module = FIRST_SCREENS.find((s) => s.page === screen)?.module ?? '';
      const files = firstScreen(out, module).files;
      const messages = files.filter((file) => /\/messages-/.test(file));
      expect(messages, screen).toHaveLength(2);
      expect(files.length - messages.length, screen).toBeLessThanOrEqual(11);
      expect(
        preloadsFor(preloads, page).filter((file) => file.endsWith('.css')),
        screen,
      ).toHaveLength(1);
    }
  });

  it('FormatJS without its ICU parser: the catalogues come parsed (scripts/vite-page-preloads.ts webCataloguesPlugin)', () => {
    // an error kind only the parser holds (the no-parser build FormatJS gets has none)
    for (const screen of FIRST_SCREENS) {
      const code = firstScreen(out, screen.module).files.map((file) => readFileSync(join(out, file), 'utf8'));
      expect(
        code.filter((text) => text.includes('EXPECT_ARGUMENT_CLOSING_BRACE')),
        screen.page,
      ).toEqual([]);
    }
  });

  it("the stock overview without what it shows later: a row's movements and serials, a day's field (it filters by none)", () => {
    const manifest = readManifest(out);
    const later = Object.entries(manifest)
      .filter(([key]) => /StockRowDetail|DateInput|FilterDateField/.test(key))
      .map(([key, chunk]) => ({ key, file: chunk.file }));
    // a row's detail and the date input are chunks of their own; the day's field (FilterDateField), small, is copied
    // into the screens that import it (vite.config.ts) and brings the date input's chunk with it
    expect(later.map((chunk) => chunk.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(/StockRowDetail/), expect.stringMatching(/DateInput/)]),
    );
    const files = later.map((chunk) => chunk.file);
    expect(firstScreen(out, 'screens/stock/StockOverview.tsx').files.filter((file) => files.includes(file))).toEqual([]);
  });

  for (const screen of FIRST_SCREENS) {
    it(`${screen.page}: at most ${screen.budgetKiB} KiB gzipped, no select or date-picker library`, () => {
      const first = firstScreen(out, screen.module);
      expect(first.libraries).toEqual([]);
      expect(first.gzippedKiB).toBeLessThanOrEqual(screen.budgetKiB);
    });
  }
});

describe("each page's screen code, named in its HTML (page-preloads.json)", () => {
  it('names, for every page but the menu, files of the build: the screen chunk and its imports, none of the entry', () => {
    const preloads = JSON.parse(readFileSync(join(out, PAGE_PRELOADS_FILE), 'utf8')) as PagePreloads;
    const entry = new Set(firstScreen(out, null).files.filter((file) => !languagePreloads(preloads, 'en').includes(file)));
    for (const page of pages) {
      const files = preloadsFor(preloads, page.name);
      if (page.name === 'warehouseMenu') {
        expect(files).toEqual([]);
        continue;
      }
      expect(files.length, page.name).toBeGreaterThan(0);
      for (const file of files) {
        expect(existsSync(join(out, file)), `${page.name}: ${file}`).toBe(true);
        expect(entry.has(file), `${page.name}: ${file} is the entry's`).toBe(false);
      }
    }
    // the goods receipt index: what it loads before its scan field, every file of it named at once
    const screen = FIRST_SCREENS.find((s) => s.page === 'goods receipt');
    const needed = firstScreen(out, screen?.module ?? '').files.filter(
      (file) => !entry.has(file) && !languagePreloads(preloads, 'en').includes(file),
    );
    expect([...preloadsFor(preloads, 'goodsReceipt'), ...pageMessagePreloads(preloads, 'goodsReceipt', 'en')]).toEqual(
      expect.arrayContaining(needed),
    );
  });

  it("keeps every catalogue out of the entry, each a chunk of its own the page names by its reader's language", () => {
    const preloads = JSON.parse(readFileSync(join(out, PAGE_PRELOADS_FILE), 'utf8')) as PagePreloads;
    const entryCode = firstScreen(out, null)
      .files.filter((file) => !languagePreloads(preloads, 'en').includes(file))
      .map((file) => readFileSync(join(out, file), 'utf8'));
    for (const language of ['en', 'de']) {
      const files = languagePreloads(preloads, language);
      expect(files.length, language).toBe(1);
      expect(
        // an import statement naming it (the lazy import and the list of files to preload with it name it too)
        entryCode.some((code) => new RegExp(`(from|import)\\s*["']\\./${basename(files[0] as string).replace('.', '\\.')}["']`).test(code)),
        `${language} statically imported by the entry`,
      ).toBe(false);
    }
    // a message of each catalogue the goods receipt shows: in that screen's part (named by its page's HTML), not in the
    // core, in no chunk of the entry; one the menu shows: in the core
    for (const [language, text, menuText] of [
      ['en', 'Scan PO / STO number', 'Goods Receipt'],
      ['de', 'Bestell- oder Umlagerungsbestellnummer scannen', 'Wareneingang'],
    ] as const) {
      const core = readFileSync(join(out, languagePreloads(preloads, language)[0] as string), 'utf8');
      const part = pageMessagePreloads(preloads, 'goodsReceipt', language).map((file) => readFileSync(join(out, file), 'utf8'));
      expect(part.some((code) => code.includes(text))).toBe(true);
      expect(core).not.toContain(text);
      expect(core).toContain(menuText);
      expect(
        entryCode.some((code) => code.includes(text)),
        `${language} text in the entry`,
      ).toBe(false);
    }
  });

  it("ships each language's messages about once: its parts together at most twice the catalogue", () => {
    // keys several screens need are copied into each screen's part only while that stays small
    // (scripts/vite-message-parts.ts SPLIT); a split that copied the errors' texts into each screen shipped 1.2 MB
    for (const language of ['en', 'de']) {
      const files = readdirSync(join(out, 'assets')).filter((file) => file.startsWith(`messages-${language}-`) && file.endsWith('.js'));
      const shipped = files.reduce((sum, file) => sum + statSync(join(out, 'assets', file)).size, 0);
      const catalogue = statSync(resolve(import.meta.dirname, `../../src/shared/i18n/locales/${language}.json`)).size;
      expect(shipped, language).toBeLessThanOrEqual(2 * catalogue);
    }
  });

  it("gives the service worker each language's message files as one file: every one of them, as built, and none alone", () => {
    // the worker's install fetches its precache one file after another; ~80 message files per language made it take
    // twice as long (web/offline/message-files.ts answers each file from its language's copy)
    const worker = readFileSync(join(out, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(precached.filter((url) => /messages-/.test(url)).sort()).toEqual(
      ['de', 'en'].map((language) => expect.stringMatching(new RegExp(`^assets/messages-worker-${language}-\\w+\\.json$`))),
    );
    for (const language of ['en', 'de']) {
      const copy = precached.find((url) => url.startsWith(`assets/messages-worker-${language}-`)) as string;
      const texts = JSON.parse(readFileSync(join(out, copy), 'utf8')) as Record<string, string>;
      const files = readdirSync(join(out, 'assets')).filter((file) => file.startsWith(`messages-${language}-`) && file.endsWith('.js'));
      expect(Object.keys(texts).sort(), language).toEqual(files.map((file) => `/supplier/assets/${file}`).sort());
      for (const file of files) expect(texts[`/supplier/assets/${file}`], file).toBe(readFileSync(join(out, 'assets', file), 'utf8'));
    }
  });
});
