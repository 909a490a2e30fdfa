import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { compressAssets } from './compress-assets.mjs';

describe('compress-assets', () => {
  it('writes brotli and gzip copies of the text assets of 1 KiB or more, which decompress to the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'assets-'));
    mkdirSync(join(dir, 'nested'));
    const script = `export const x = ${JSON.stringify('abc'.repeat(2000))};\n`;
    writeFileSync(join(dir, 'app-12345678.js'), script);
    writeFileSync(join(dir, 'nested', 'style.css'), 'a{color:red}'.repeat(200));
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    const totals = compressAssets(dir);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app-12345678.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app-12345678.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'nested', 'style.css.br')).length).toBeLessThan(2400);
    expect(() => readFileSync(join(dir, 'tiny.js.br'))).toThrow(); // too small to gain anything
    expect(() => readFileSync(join(dir, 'logo.png.gz'))).toThrow(); // already compressed formats are left alone
  });
});
