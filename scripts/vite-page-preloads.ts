import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { type Catalogue, type CompiledCatalogue, needsFormatter, PARSE_OPTIONS } from '../src/shared/i18n/catalogue';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../src/shared/page-preloads';
import type { MessageFiles } from './vite-message-parts';

/**
 * Each page's screen code, named in the server's HTML for that page (issue 41): the page's screen chunk and
 * its static imports as `<link rel="modulepreload">` (its stylesheets as `rel="preload" as="style"`), so a
 * handheld on slow Wi-Fi downloads the screen while the app's entry downloads, not after the app has started.
 * The build writes `page-preloads.json` next to index.html: page name -> the files (beyond the entry's own,
 * which index.html already names), read by the server (server/http/html.ts renderAppShell; shared/page-preloads.ts).
 */
/**
 * Page name -> its screen's module (`screens/goods-receipt/GoodsReceiptIndex`, as src/web/screens.tsx imports
 * it), read from screens.tsx's source: the loaders (`const x = () => import('./screens/...')`, also inside an
 * object: `profile.edit`) and the table (`name: lazyScreen(loader, ...)`, `...oneScreen([names], lazyScreen(loader, ...))`,
 * `...each([names], loader)`, where a name may be a template `` `prefix/${step}` ``: the pattern `prefix/*`). A page
 * of the table with no loader is one the entry holds (the menu).
 */
export function screenModulesOf(source: string): Record<string, string> {
  const loaders = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)) loaders.set(m[1] as string, m[2] as string);
  for (const block of source.matchAll(/const (\w+) = \{([^}]*)\};/g)) {
    for (const m of (block[2] as string).matchAll(/(\w+): \(\) => import\('\.\/([^']+)'\)/g))
      loaders.set(`${block[1]}.${m[1]}`, m[2] as string);
  }
  const table = source.slice(source.indexOf('export const screens'));
  const modules: Record<string, string> = {};
  const loaderOf = (name: string) => {
    const module = loaders.get(name);
    if (!module) throw new Error(`screens.tsx: no loader named ${name}`);
    return module;
  };
  const namesIn = (list: string) =>
    [...list.matchAll(/'([^']+)'|`([^`$]*)\$\{\w+\}([^`]*)`/g)].flatMap((m) => {
      if (m[1] !== undefined) return [m[1]];
      return [`${m[2]}*${m[3]}`];
    });
  for (const m of table.matchAll(/^\s*'?([\w/]+)'?: lazyScreen\(([\w.]+),/gm)) modules[m[1] as string] = loaderOf(m[2] as string);
  for (const m of table.matchAll(/\.\.\.oneScreen\(\s*\[([^\]]*)\],\s*lazyScreen\(([\w.]+),/g))
    for (const name of namesIn(m[1] as string)) modules[name] = loaderOf(m[2] as string);
  for (const m of table.matchAll(/\.\.\.each\(\s*\[([\s\S]*?)\],\s*([\w.]+),?\s*\)/g))
    for (const name of namesIn(m[1] as string)) modules[name] = loaderOf(m[2] as string);
  return modules;
}

/** What the plugin needs of a chunk of the bundle (Rollup's OutputChunk, with Vite's CSS metadata). */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a chunk loads (itself, its static imports, their stylesheets), without those of `skip`. */
function filesOf(chunks: Map<string, BundleChunk>, chunk: BundleChunk, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (c: BundleChunk | undefined) => {
    if (!c || files.includes(c.fileName) || skip.has(c.fileName)) return;
    files.push(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) if (!skip.has(css) && !files.includes(css)) files.push(css);
    for (const imported of c.imports) visit(chunks.get(imported));
  };
  visit(chunk);
  return files;
}

/**
 * Page name (or name pattern, `serialInspection/*`) -> the files its screen loads beyond those of the entry
 * chunk `entryHtml` (the app's index.html, whose own files the built HTML names already); language -> its catalogue's.
 */
export function pagePreloads(
  bundle: Record<string, { type: string }>,
  webRoot: string,
  screenModules: Record<string, string>,
  messages: MessageFiles = { core: {}, parts: {} },
  entryHtml = 'index.html',
): PagePreloads {
  const chunks = new Map<string, BundleChunk>();
  for (const [name, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(name, output as BundleChunk);
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId === join(webRoot, entryHtml));
  if (!entry) throw new Error(`page-preloads: no entry chunk of ${entryHtml}`);
  const entryFiles = new Set(filesOf(chunks, entry, new Set()));
  const pages: Record<string, string[]> = {};
  for (const [page, module] of Object.entries(screenModules)) {
    const ids = [`${module}.tsx`, `${module}.ts`].map((file) => join(webRoot, file));
    // the chunk the screen's module is the facade of (a lazy import's target); a module of a common chunk copied into
    // its importers (vite.config.ts) is listed by each copy
    const chunk =
      [...chunks.values()].find((c) => c.facadeModuleId !== null && ids.includes(c.facadeModuleId)) ??
      [...chunks.values()].find((c) => c.moduleIds.some((id) => ids.includes(id)));
    if (!chunk) throw new Error(`page-preloads: page ${page}: no chunk holds ${module}`);
    pages[page] = filesOf(chunks, chunk, entryFiles);
  }
  // each language's catalogue core, and by language the part of each page's screen (scripts/vite-message-parts.ts)
  const languages: Record<string, string[]> = {};
  for (const [language, file] of Object.entries(messages.core)) languages[language] = [file];
  const pageMessages: Record<string, Record<string, string[]>> = {};
  for (const [page, module] of Object.entries(screenModules)) {
    const ids = [`${module}.tsx`, `${module}.ts`].map((file) => relative(join(webRoot, '..', '..'), join(webRoot, file)));
    const byLanguage = ids.map((id) => messages.parts[id]).find((part) => part !== undefined);
    if (byLanguage) pageMessages[page] = byLanguage;
  }
  return { pages, languages, pageMessages };
}

/**
 * The Vite plugin: writes `page-preloads.json` into the app's build (not the service worker's). After the bundle is
 * final (writeBundle): Vite drops the chunks that held only CSS late, and a preload of one of them would be a 404.
 */
export function pagePreloadsPlugin(options: { webRoot: string; messages: () => MessageFiles }): Plugin {
  let outDir = '';
  return {
    name: 'portal-page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(output, bundle) {
      const isAppBuild = Object.values(bundle).some(
        (o) => o.type === 'chunk' && o.isEntry && o.facadeModuleId === join(options.webRoot, 'index.html'),
      );
      if (!isAppBuild) return;
      const modules = screenModulesOf(readFileSync(join(options.webRoot, 'screens.tsx'), 'utf8'));
      const preloads = pagePreloads(bundle, options.webRoot, modules, options.messages());
      const messageFiles = Object.entries(preloads.pageMessages ?? {}).flatMap(([page, byLanguage]) =>
        Object.entries(byLanguage).map(([language, files]): [string, readonly string[]] => [`${page} (${language})`, files]),
      );
      for (const [page, files] of [...Object.entries(preloads.pages), ...Object.entries(preloads.languages), ...messageFiles]) {
        const gone = files.filter((file) => !(file in bundle));
        if (gone.length > 0) throw new Error(`page-preloads: page ${page}: ${gone.join(', ')} not in the build`);
      }
      writeFileSync(join(output.dir ?? outDir, PAGE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
    },
  };
}

/**
 * The web build's catalogues (issue 41):
 * - shared/i18n has no catalogue of its own: its English translator (what `t()` answers before a language is set;
 *   the server's and the tests' default) reads an empty catalogue in the browser, where web/i18n.ts loads the
 *   reader's catalogue, and only that one, before the first render: in the build the core of it, each screen's part
 *   coming with the screen (vite-message-parts.ts, which compiles its parts as below); on the dev server all of it;
 * - each catalogue is compiled (shared/i18n/catalogue.ts CompiledCatalogue): a message only FormatJS's formatter can
 *   give (a plural, a select, a formatted number; 93 of 3,600) is parsed here, the rest stays text for the
 *   translator to fill, so FormatJS in the browser gets its no-parser build: no ICU message or skeleton parser in
 *   the app's start (29 KiB minified). The pseudo-locale, made in the browser from English, parses in its own chunk.
 */
export function webCataloguesPlugin(options: { sharedI18n: string; locales: string }): Plugin {
  const EMPTY = '\0portal-empty-catalogue';
  const PARSER = '@formatjs/icu-messageformat-parser';
  const formatJs = /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl)[\\/]/;
  const locales = `${options.locales.replace(/[\\/]+$/, '')}/`;
  return {
    name: 'portal-web-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (importer === options.sharedI18n && source === './locales/en.json') return EMPTY;
      if (source === PARSER && importer && formatJs.test(importer))
        return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      return null;
    },
    async load(id) {
      if (id === EMPTY) return 'export default {};';
      if (!id.startsWith(locales) || !id.endsWith('.json')) return null;
      // one JSON text (not Vite's JSON module, one export per message): 1.9 KiB less brotli for English; its import
      // at 4x CPU took as long either way (median 119 / 118 ms, most of it reading the file from the cache)
      const compiled = compileCatalogue(JSON.parse(await readFile(id, 'utf8')) as Catalogue);
      return { code: catalogueModule(compiled), moduleType: 'js' };
    },
  };
}

/**
 * A catalogue (or a part of one, vite-message-parts.ts) as a module: its default export the messages, one JSON text
 * the engine parses; `extra` as named exports before it.
 */
export function catalogueModule(messages: CompiledCatalogue, extra: Record<string, unknown> = {}): string {
  const exports = Object.entries(extra).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`);
  return `${exports.join('')}export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
}

/** A catalogue as the web build ships it: each message that needs FormatJS's formatter parsed, the rest as text. */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, needsFormatter(message) ? parse(message, PARSE_OPTIONS) : message]),
  );
}
