import { describe, expect, it } from 'vitest';
import { parseSerialCsv, parseSerialText } from './serial-text';

describe('serial entry text', () => {
  it('reads typed and pasted serials whatever separates them', () => {
    expect(parseSerialText('SN1\nSN2, SN3;SN4\tSN5  SN6\r\n\n')).toEqual(['SN1', 'SN2', 'SN3', 'SN4', 'SN5', 'SN6']);
    expect(parseSerialText('Serial\n"SN7"')).toEqual(['SN7']);
  });
  it('reads the first column of a CSV file and skips its header', () => {
    expect(parseSerialCsv('Serial number,Note\nA-1,first\n"A-2",second\n\nA-3')).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
