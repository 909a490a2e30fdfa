import { describe, expect, it } from 'vitest';
import { createScanFilter, DUPLICATE_SCAN_WINDOW_MS, isScanSubmitKey, normalizeScan } from './scan';

describe('scan helpers', () => {
  it('submits on Enter and Tab only', () => {
    expect(isScanSubmitKey('Enter')).toBe(true);
    expect(isScanSubmitKey('Tab')).toBe(true);
    expect(isScanSubmitKey('a')).toBe(false);
    expect(isScanSubmitKey('F3')).toBe(false);
  });

  it('strips the wedge suffix and spaces but keeps GS separators', () => {
    expect(normalizeScan(' ABC\r\n')).toBe('ABC');
    expect(normalizeScan('21A\u001d10B\t')).toBe('21A\u001d10B');
    expect(normalizeScan('\r\n')).toBe('');
  });
});

describe('duplicate scan filter', () => {
  it('uses a 500 ms window by default', () => {
    expect(DUPLICATE_SCAN_WINDOW_MS).toBe(500);
  });

  it('drops the same text within 500 ms and accepts it again afterwards', () => {
    const f = createScanFilter();
    expect(f.accept('SN1', 1000)).toBe(true);
    expect(f.accept('SN1', 1499)).toBe(false);
    expect(f.accept('SN1\r', 1200)).toBe(false);
    expect(f.accept('SN1', 1500)).toBe(true);
  });

  it('accepts a different text at once and never accepts an empty scan', () => {
    const f = createScanFilter();
    expect(f.accept('SN1', 0)).toBe(true);
    expect(f.accept('SN2', 10)).toBe(true);
    expect(f.accept('SN1', 20)).toBe(true);
    expect(f.accept('  ', 30)).toBe(false);
  });

  it('measures the window from the last accepted scan, and reset forgets it', () => {
    const f = createScanFilter(500);
    expect(f.accept('A', 0)).toBe(true);
    expect(f.accept('A', 400)).toBe(false); // dropped: does not extend the window
    expect(f.accept('A', 500)).toBe(true);
    f.reset();
    expect(f.accept('A', 501)).toBe(true);
  });

  it('does not drop when the clock went backwards', () => {
    const f = createScanFilter();
    expect(f.accept('A', 1000)).toBe(true);
    expect(f.accept('A', 900)).toBe(true);
  });
});
