import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { Catalogue, CompiledCatalogue } from '../src/shared/i18n/catalogue';
import { MESSAGE_COPY_PREFIX } from '../src/web/offline/message-files';
import { catalogueModule, compileCatalogue } from './vite-page-preloads';

/**
 * Messages travel with the code that shows them (issue 41). The browser used to load the reader's whole catalogue
 * (3,600 messages, 42 KiB brotli) before the first screen, of which a handheld's goods receipt shows some 500. The
 * web build now splits each language's catalogue by where the app's code names a message:
 * - the **core**: the messages named by the app's entry and what it imports statically (the shell, the menu, the
 *   translator's own), loaded before the first render as the whole catalogue was (web/i18n.ts);
 * - a **part** for each module the app imports lazily (a screen, a screen's later piece, the offline runtime): the
 *   messages its chunk and that chunk's static imports name, less the core's. The lazy import waits for its part
 *   (web/message-parts.ts `withMessages`, wrapped around every relative `import()` of the app's code by this
 *   plugin), so a screen never renders before its text is there. The server names the first page's part in the
 *   page's HTML beside the page's code (shared/page-preloads.ts).
 * A message is named by its key as a string in the built code (`'gr.title'`, a map of keys, a schema's field title),
 * or by a template's fixed start (`` `error.${code}` ``: every key that starts so). A key no code of the app names
 * (the server's mails, PDF labels and sign-in pages) is not shipped to the browser.
 * Every part is a module of its own (`export default JSON.parse('…')`), its name the hash of its content. The service
 * worker precaches all of a language's message files as one (`messages-worker-<language>-<hash>.json`: each file's
 * text by its URL path) and answers each from it (web/sw.ts): its install fetches the precache one file after another
 * (Workbox), and 80 small files per language had made it take twice as long as the build's code alone.
 */

/** The helper wrapped around the app's lazy imports (web/message-parts.ts). */
const HELPER = 'withMessages';

/** A relative dynamic import in source: `import('./screens/x/X')`, `import("../offline/runtime")`. */
const RELATIVE_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*\)/g;

/** String literals of the built code that may be a key, and templates' fixed starts (`prefix${`, `"prefix"+`). */
const LITERAL = /["'`]([A-Za-z][\w.-]*)["'`]/g;
const TEMPLATE_START = /`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g;
const CONCAT_START = /["']([A-Za-z][\w-]*\.(?:[\w-]+\.)*)["']\s*\+/g;

/** The keys of `keys` that `code` names (as a string, or by a template's or a concatenation's fixed start). */
export function keysNamedBy(code: string, keys: ReadonlySet<string>, sortedKeys: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const m of code.matchAll(LITERAL)) if (keys.has(m[1] as string)) named.add(m[1] as string);
  for (const pattern of [TEMPLATE_START, CONCAT_START]) {
    for (const m of code.matchAll(pattern)) {
      const start = m[1] as string;
      for (const key of sortedKeys) if (key.startsWith(start)) named.add(key);
    }
  }
  return named;
}

/** `source` with every relative `import('…')` wrapped: `withMessages(import('…'), '<id>')`, the id as `idOf` gives it. */
export function wrapLazyImports(source: string, idOf: (specifier: string) => string | null): string | null {
  let changed = false;
  const code = source.replace(RELATIVE_IMPORT, (whole, _quote: string, specifier: string) => {
    const id = idOf(specifier);
    if (id === null) return whole;
    changed = true;
    return `${HELPER}(${whole}, ${JSON.stringify(id)})`;
  });
  return changed ? code : null;
}

/** What the split needs of a chunk of the bundle. */
export interface PartsChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * The split of one build: the core's keys; the parts (by name: a lazily imported module's, or a large chunk's that
 * several modules share); for each lazily imported module (by its id) the names of the parts it waits for.
 */
export interface MessageSplit {
  core: string[];
  parts: Record<string, string[]>;
  modules: Record<string, string[]>;
}

/** How the split weighs copies of a message in several parts against the number of files a screen fetches. */
export const SPLIT = {
  /** a key at least this share of the lazily imported modules need goes to the core */
  coreShare: 1 / 3,
  /** keys the same modules need, which copied into each of their parts would add more than this many characters to
   * the parts in all, are a part of their own the modules share */
  copiedChars: 8_000,
} as const;

/**
 * The keys of the entry's static closure (the core), and for each lazily imported module (`lazyIds`, ids as the
 * chunks name their modules) the parts it waits for: what its chunk and the chunks it imports statically name beyond
 * the core, as one part of its own, less the keys it shares with other modules where copying them into each would
 * cost more than `SPLIT.copiedChars`: keys needed by the same modules are a part of their own then (the errors'
 * texts, 40 KB, which nine screens name through one common chunk; a contract's validation texts, which Rolldown
 * copies into each screen with the small chunk that holds them). A key a third of the modules need is in the core.
 * A chunk the app loads (statically or lazily) that names keys but is reached neither way (a lazy import this plugin
 * did not wrap) gives its keys to the core. The other entries' chunks (the sign-in pages) read no catalogue.
 * `sizeOf` is a key's size in a part (its English message's length, say). Parts are named by a module's id or, when
 * shared, `shared-<n>`.
 */
export function splitMessages(
  chunks: readonly PartsChunk[],
  entryFile: string,
  lazyIds: readonly string[],
  keys: readonly string[],
  sizeOf: (key: string) => number = () => 1,
): MessageSplit {
  const keySet = new Set(keys);
  const sorted = [...keys].sort();
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const named = new Map<string, Set<string>>();
  const namedBy = (c: PartsChunk) => {
    let set = named.get(c.fileName);
    if (!set) {
      set = keysNamedBy(c.code, keySet, sorted);
      named.set(c.fileName, set);
    }
    return set;
  };
  const closure = (start: PartsChunk, lazyToo = false): PartsChunk[] => {
    const seen = new Map<string, PartsChunk>();
    const visit = (c: PartsChunk | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.set(c.fileName, c);
      for (const file of c.imports) visit(byFile.get(file));
      if (lazyToo) for (const file of c.dynamicImports) visit(byFile.get(file));
    };
    visit(start);
    return [...seen.values()];
  };
  const entry = byFile.get(entryFile);
  if (!entry) throw new Error(`message parts: no entry chunk ${entryFile}`);
  const core = new Set<string>();
  for (const c of closure(entry)) for (const key of namedBy(c)) core.add(key);
  // what each lazily imported module needs beyond the entry's
  const needs = new Map<string, Set<string>>();
  const covered = new Set<string>();
  for (const id of lazyIds) {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) continue; // a module no chunk holds (tree-shaken away)
    const need = new Set<string>();
    for (const c of closure(chunk)) {
      covered.add(c.fileName);
      for (const key of namedBy(c)) if (!core.has(key)) need.add(key);
    }
    needs.set(id, need);
  }
  for (const c of closure(entry, true)) if (!covered.has(c.fileName)) for (const key of namedBy(c)) core.add(key);
  // the modules that need each key, and keys grouped by the modules that need them
  const users = new Map<string, string[]>();
  for (const [id, need] of needs) for (const key of need) if (!core.has(key)) users.set(key, [...(users.get(key) ?? []), id]);
  const groups = new Map<string, { modules: string[]; keys: string[]; size: number }>();
  for (const [key, modules] of users) {
    if (modules.length >= Math.max(2, needs.size * SPLIT.coreShare)) {
      core.add(key);
      continue;
    }
    const signature = modules.join('\n');
    const group = groups.get(signature) ?? { modules, keys: [], size: 0 };
    group.keys.push(key);
    group.size += sizeOf(key);
    groups.set(signature, group);
  }
  const parts: Record<string, string[]> = {};
  const modules: Record<string, string[]> = {};
  const own = new Map<string, string[]>();
  let shared = 0;
  for (const group of [...groups.values()].sort((a, b) => b.size - a.size)) {
    if (group.modules.length > 1 && group.size * (group.modules.length - 1) > SPLIT.copiedChars) {
      const name = `shared-${++shared}`;
      parts[name] = group.keys.sort();
      for (const id of group.modules) modules[id] = [...(modules[id] ?? []), name];
    } else for (const id of group.modules) own.set(id, [...(own.get(id) ?? []), ...group.keys]);
  }
  for (const [id, keysOfModule] of own) {
    parts[id] = keysOfModule.sort();
    modules[id] = [id, ...(modules[id] ?? [])];
  }
  return { core: [...core].sort(), parts, modules };
}

const pick = (catalogue: CompiledCatalogue, keys: readonly string[]): CompiledCatalogue =>
  Object.fromEntries(keys.flatMap((key) => (Object.hasOwn(catalogue, key) ? [[key, catalogue[key] as CompiledCatalogue[string]]] : [])));

/** A file's name by its content, eight characters as Vite names the build's other files (the server keeps such a file
 * for good: app.ts HASHED_ASSET). */
const contentHash = (text: string) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8);

/** The files of one build: each language's core, and by language each lazily imported module's parts (by its id, relative). */
export interface MessageFiles {
  core: Record<string, string>;
  parts: Record<string, Record<string, string[]>>;
}

/**
 * The plugin (app build only). `webRoot` is src/web (whose relative lazy imports are wrapped; web/i18n.ts and the
 * helper's module are not), `locales` the catalogues' folder, `helper` web/message-parts.ts. `files()` answers
 * what the last build wrote (for page-preloads.json).
 */
export function messagePartsPlugin(options: { webRoot: string; locales: string; helper: string }): Plugin & { files(): MessageFiles } {
  const root = join(options.webRoot, '..', '..');
  const lazyIds = new Set<string>();
  let base = '/';
  let assetsDir = 'assets';
  let written: MessageFiles = { core: {}, parts: {} };
  const skip = new Set([options.helper, join(options.webRoot, 'i18n.ts')]);
  return {
    name: 'portal-message-parts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    files: () => written,
    async transform(source, id) {
      if (!id.startsWith(`${options.webRoot}/`) || skip.has(id) || !/\.tsx?$/.test(id) || !source.includes('import(')) return null;
      const targets = new Map<string, string | null>();
      for (const m of source.matchAll(RELATIVE_IMPORT)) {
        const specifier = m[2] as string;
        if (!targets.has(specifier)) targets.set(specifier, (await this.resolve(specifier, id))?.id ?? null);
      }
      const code = wrapLazyImports(source, (specifier) => {
        const target = targets.get(specifier);
        if (!target) return null;
        lazyIds.add(target);
        return relative(root, target);
      });
      if (code === null) return null;
      return { code: `import { ${HELPER} } from ${JSON.stringify(options.helper)};\n${code}`, map: null };
    },
    generateBundle(_output, bundle) {
      const chunks: PartsChunk[] = [];
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.push(output);
      const app = chunks.find((c) => c.isEntry && c.facadeModuleId === join(options.webRoot, 'index.html'));
      if (!app) return; // another build (the service worker's)
      const languages = readdirSync(options.locales)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      const catalogues = new Map<string, CompiledCatalogue>(
        languages.map((language) => [
          language,
          compileCatalogue(JSON.parse(readFileSync(join(options.locales, `${language}.json`), 'utf8')) as Catalogue),
        ]),
      );
      const english = catalogues.get('en');
      if (!english) throw new Error('message parts: no English catalogue');
      const split = splitMessages(chunks, app.fileName, [...lazyIds], Object.keys(english), (key) => {
        const message = english[key];
        return key.length + (typeof message === 'string' ? message.length : JSON.stringify(message).length);
      });
      // every message file of a language, by URL path: the service worker's copy (below)
      const sources = new Map<string, Record<string, string>>();
      const emit = (language: string, name: string, source: string) => {
        const fileName = `${assetsDir}/messages-${language}-${name}-${contentHash(source)}.js`;
        if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source });
        const ofLanguage = sources.get(language) ?? {};
        ofLanguage[`${base}${fileName}`] = source;
        sources.set(language, ofLanguage);
        return fileName;
      };
      // a part's file is named by its module (`GoodsReceiptIndex`) or as shared (`shared-1`)
      const nameOf = (part: string) => (part.split('/').pop() ?? 'part').replace(/\.\w+$/, '').replace(/[^\w-]/g, '_');
      written = { core: {}, parts: {} };
      for (const [language, catalogue] of catalogues) {
        const files = new Map(
          Object.entries(split.parts).map(([part, keys]) => [part, emit(language, nameOf(part), catalogueModule(pick(catalogue, keys)))]),
        );
        const parts: Record<string, string[]> = {};
        for (const [id, names] of Object.entries(split.modules)) {
          const rel = relative(root, id);
          parts[rel] = names.map((name) => files.get(name) as string);
          const byLanguage = written.parts[rel] ?? {};
          byLanguage[language] = parts[rel];
          written.parts[rel] = byLanguage;
        }
        // the core names the parts of every lazily imported module in its language (web/message-parts.ts), as URL paths
        const urls = Object.fromEntries(Object.entries(parts).map(([rel, list]) => [rel, list.map((file) => `${base}${file}`)]));
        written.core[language] = emit(language, 'core', catalogueModule(pick(catalogue, split.core), { parts: urls }));
        // the service worker precaches a language's message files as one file and answers each from it (web/sw.ts):
        // 80 small files fetched one by one made every first visit's install slower than the build's code
        const worker = JSON.stringify(sources.get(language));
        const fileName = `${assetsDir}/${MESSAGE_COPY_PREFIX}${language}-${contentHash(worker)}.json`;
        this.emitFile({ type: 'asset', fileName, source: worker });
      }
    },
  };
}
