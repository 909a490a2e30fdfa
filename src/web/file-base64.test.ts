import { describe, expect, it } from 'vitest';
import { fileBase64 } from './file-base64';

describe('fileBase64', () => {
  it('encodes a file as base64 without a data: prefix', async () => {
    expect(await fileBase64(new Blob(['Hello, portal!']))).toBe(Buffer.from('Hello, portal!').toString('base64'));
    expect(await fileBase64(new Blob([]))).toBe('');
  });

  it('encodes files larger than one chunk, every byte value', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(await fileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
