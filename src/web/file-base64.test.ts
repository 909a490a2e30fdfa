import { describe, expect, it } from 'vitest';
import { fileBase64, namedFilesBase64 } from './file-base64';

describe('fileBase64', () => {
  it('encodes a file as base64 without a data: prefix', async () => {
    expect(await fileBase64(new Blob(['Hello, portal!']))).toBe(Buffer.from('Hello, portal!').toString('base64'));
    expect(await fileBase64(new Blob([]))).toBe('');
  });

  it('encodes files larger than one chunk, every byte value', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(await fileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('gives chosen files as name and base64 content, and names a file that cannot be read', async () => {
    const files = [new File(['a,b'], 'list.csv'), new File([], 'empty.txt')];
    expect(await namedFilesBase64(files)).toEqual([
      { fileName: 'list.csv', content: Buffer.from('a,b').toString('base64') },
      { fileName: 'empty.txt', content: '' },
    ]);
    const broken = new File(['x'], 'photo.jpg');
    broken.arrayBuffer = () => Promise.reject(new Error('NotReadableError'));
    await expect(namedFilesBase64([broken])).rejects.toThrow('File photo.jpg could not be read.');
  });
});
