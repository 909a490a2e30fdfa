import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
