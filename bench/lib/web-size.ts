import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { languagePreloads, PAGE_PRELOADS_FILE, type PagePreloads } from '../../src/shared/page-preloads';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JavaScript files a page loads: an entry and its static imports, plus named lazy chunks. */
export function jsFilesFor(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
}

/** The lazily loaded chunk whose source path contains `needle` (a screen's module). */
export function chunkKeyFor(manifest: Manifest, needle: string): string | undefined {
  return Object.keys(manifest).find((key) => key.includes(needle) && !manifest[key]?.isEntry);
}

/** Libraries a handheld's first screen must not load before its scan field (issue 41): a marker string of each one's code. */
export const DEFERRED_LIBRARIES = { 'react-select': 'react-select-', 'react-datepicker': 'react-datepicker__' } as const;

/** The files of `language`'s message catalogue core (named by the page's HTML), none in an older build. */
export function catalogueFiles(distDir: string, language: string): readonly string[] {
  const file = join(distDir, PAGE_PRELOADS_FILE);
  return existsSync(file) ? languagePreloads(JSON.parse(readFileSync(file, 'utf8')) as PagePreloads, language) : [];
}

/**
 * The messages parts a screen's module waits for in `language` (scripts/vite-message-parts.ts: the core names them by
 * module id, `src/web/<module>`), none without a split.
 */
export function messagePartFiles(distDir: string, language: string, screenModule: string): readonly string[] {
  const [core] = catalogueFiles(distDir, language);
  if (!core) return [];
  const parts = /^export const parts = (\{.*\});$/m.exec(readFileSync(join(distDir, core), 'utf8'))?.[1];
  const urls = parts ? ((JSON.parse(parts) as Record<string, string[]>)[`src/web/${screenModule}`] ?? []) : [];
  return urls.map((url) => url.replace(/^\/supplier\//, ''));
}

/**
 * What a page loads before its first screen shows: the app entry, the reader's message catalogue's core, the screen's
 * chunk, its messages parts and their static imports (the chunks a screen loads later, on reach or when idle, are not counted),
 * gzipped, and which of DEFERRED_LIBRARIES that code holds.
 */
export function firstScreen(distDir: string, screenModule: string | null, language = 'en') {
  const manifest = readManifest(distDir);
  const key = screenModule === null ? undefined : chunkKeyFor(manifest, screenModule);
  if (screenModule !== null && !key) throw new Error(`no chunk of ${screenModule} in the build`);
  const messages = [...catalogueFiles(distDir, language), ...(screenModule ? messagePartFiles(distDir, language, screenModule) : [])];
  const files = [...new Set([...jsFilesFor(manifest, key ? ['index.html', key] : ['index.html']), ...messages])];
  const code = files.map((file) => readFileSync(join(distDir, file), 'utf8'));
  const libraries = Object.entries(DEFERRED_LIBRARIES)
    .filter(([, marker]) => code.some((text) => text.includes(marker)))
    .map(([name]) => name);
  return { files, gzippedKiB: Math.round(gzippedBytes(distDir, files) / 102.4) / 10, libraries };
}

/** The handheld pages whose first screen is counted, and the most each may load gzipped before its scan field. */
export const FIRST_SCREENS = [
  // the menu is part of the app's entry (src/web/screens.tsx)
  { page: 'warehouse menu', module: null, budgetKiB: 192 },
  { page: 'goods receipt', module: 'screens/goods-receipt/GoodsReceiptIndex.tsx', budgetKiB: 220 },
  { page: 'stock overview', module: 'screens/stock/StockOverview.tsx', budgetKiB: 212 },
] as const;
