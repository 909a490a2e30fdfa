import { describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../shared/contracts/master-data/schemas';
import { href } from '../../../shared/pages';
import {
  binDetailPath,
  binOfScan,
  clampIndex,
  initial,
  materialDetailPath,
  materialOfScan,
  parseIndex,
  positionText,
  serialsOfScan,
  serialWhere,
  step,
  stepIndex,
} from './stock-inquiry.flow';

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
    expect(binDetailPath('R01-01-1', 0)).toBe(href('stockInquiryBin', { binNumber: 'R01-01-1', index: 0 }));
    expect(materialDetailPath('TRM/1', 2)).toBe(href('stockInquiryMaterialBin', { matNumber: 'TRM/1', index: 2 }));
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

  it('steps through the results with PREVIOUS (F8) and NEXT (F9), never past either end', () => {
    const s = initial(0, 3);
    expect(step(s, { type: 'PREVIOUS' })).toBe(s);
    const second = step(s, { type: 'NEXT' });
    expect(second).toEqual({ index: 1, total: 3 });
    const last = step(step(second, { type: 'NEXT' }), { type: 'NEXT' });
    expect(last).toEqual({ index: 2, total: 3 });
    expect(step(last, { type: 'LOADED', total: 2 })).toEqual({ index: 1, total: 2 });
    expect(initial(7, 0)).toEqual({ index: 0, total: 0 });
  });
});

describe('a scanned serial', () => {
  const serial = {
    kind: 'serial' as const,
    equipmentNumber: '10000001',
    serialNumber: 'SN-1',
    materialId: 'MON-1',
    description: 'Monitor',
    plant: '1000',
    sloc: '0001',
    warehouse: 'W10',
    bin: 'R01-09-3',
    category: 'QUALITY' as const,
    status: 'IN_STOCK',
    matchedBy: 'serialNumber' as const,
  };

  it('names the equipment and where it is', () => {
    const scan = { code: 'SN-1', gs1: null, matches: [serial] };
    expect(serialsOfScan(scan)).toEqual([serial]);
    expect(binOfScan('SN-1', scan, 'W10').ok).toBe(false);
    expect(serialWhere(serial)).toBe('R01-09-3 (0001, W10)');
    expect(serialWhere({ ...serial, warehouse: null, bin: null })).toBe('storage location 0001');
    expect(serialWhere({ ...serial, status: 'IN_TRANSIT', sloc: null, bin: null, category: null })).toBe('in transit');
  });
});
