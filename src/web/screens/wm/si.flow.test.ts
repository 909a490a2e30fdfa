import { describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../shared/contracts/master-data';
import { binDetailPath, binOfScan, clampIndex, materialDetailPath, materialOfScan, parseIndex, positionText, stepIndex } from './si.flow';

const bin = (warehouseId: string, binId: string) =>
  ({ kind: 'bin', plantId: '1000', warehouseId, binId, storageType: '001', binType: 'P1', blocked: false }) as const;
const material = (materialId: string) =>
  ({
    kind: 'material',
    materialId,
    description: 'x',
    baseUnit: 'EA',
    serialized: false,
    batchManaged: false,
    matchedBy: 'gtin',
    gtin: null,
  }) as const;
const scan = (...matches: ScanResponse['matches']): ScanResponse => ({ code: 'c', gs1: null, matches });

describe('stock inquiry flow', () => {
  it('takes a bin of the operator warehouse and refuses others', () => {
    expect(binOfScan('R01-01-1', scan(bin('W20', 'R01-01-1'), bin('W10', 'R01-01-1')), 'W10')).toEqual({ ok: true, target: 'R01-01-1' });
    expect(binOfScan('R01-01-1', scan(bin('W20', 'R01-01-1')), 'W10')).toEqual({
      ok: false,
      message: 'R01-01-1 is not a storage bin of warehouse W10.',
    });
    expect(binOfScan('TRM-1', scan(material('TRM-1')), 'W10').ok).toBe(false);
  });

  it('takes one material, refuses none or several', () => {
    expect(materialOfScan('04001', scan(material('TRM-1'), material('TRM-1')))).toEqual({ ok: true, target: 'TRM-1' });
    expect(materialOfScan('04001', scan(material('A'), material('B')))).toEqual({
      ok: false,
      message: '04001 matches several materials: scan the material number.',
    });
    expect(materialOfScan('R01', scan(bin('W10', 'R01')))).toEqual({ ok: false, message: 'R01 is not a material.' });
  });

  it('builds the detail paths of the route table', () => {
    expect(binDetailPath('R01-01-1', 0)).toBe('/supplier/warehouse/wm/si/bindetails/binNumber/R01-01-1/index/0');
    expect(materialDetailPath('TRM/1', 2)).toBe('/supplier/warehouse/wm/si/binmatdetails/matNum/TRM%2F1/index/2');
  });

  it('steps through the results one at a time and stops at the ends', () => {
    expect(parseIndex('3')).toBe(3);
    expect(parseIndex('-1')).toBe(0);
    expect(parseIndex('x')).toBe(0);
    expect(parseIndex(undefined)).toBe(0);
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(0, 0)).toBeNull();
    expect(stepIndex(0, 3, -1)).toBeNull();
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBeNull();
    expect(positionText(1, 5)).toBe('2 of 5');
  });
});
