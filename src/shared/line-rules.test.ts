import { describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { lineProblem, serialKey } from './line-rules';

const plain = { material: 'M-PLAIN', serialized: false, batchManaged: false };
const batched = { material: 'M-BATCH', serialized: false, batchManaged: true };
const serial = { material: 'M-SER', serialized: true, batchManaged: false };

describe('lineProblem', () => {
  it('passes a line that keeps every rule', () => {
    expect(lineProblem({ ...plain, batch: '', quantity: '2.5', serials: [] })).toBeNull();
    expect(lineProblem({ ...batched, batch: 'B1', quantity: '1' })).toBeNull();
    expect(lineProblem({ ...serial, batch: null, quantity: '2', serials: ['S1', 'S2'] })).toBeNull();
  });

  it('asks a batch-managed material for a batch and refuses one elsewhere', () => {
    expect(lineProblem({ ...batched, batch: '' })).toEqual({ code: 'BATCH_REQUIRED', params: { material: 'M-BATCH' } });
    expect(lineProblem({ ...batched, batch: null })).toEqual({ code: 'BATCH_REQUIRED', params: { material: 'M-BATCH' } });
    expect(lineProblem({ ...plain, batch: 'B1' })).toEqual({ code: 'BATCH_NOT_ALLOWED', params: { material: 'M-PLAIN' } });
  });

  it('judges only what the line carries', () => {
    // no batch given: the batch rule is not judged; no quantity: the quantity rules are not
    expect(lineProblem({ ...batched, quantity: '1' })).toBeNull();
    expect(lineProblem({ material: 'M-BATCH', serialized: false, batch: '' })).toBeNull();
    expect(lineProblem({ ...serial, serials: ['S1'] })).toBeNull();
    expect(lineProblem({ ...serial, quantity: '2' })).toBeNull();
    // a quantity that is no quantity is another check's business
    expect(lineProblem({ ...serial, quantity: 'abc', serials: [] })).toBeNull();
  });

  it('wants a whole quantity of a serialized material, before counting its serials', () => {
    expect(lineProblem({ ...serial, quantity: '1.5', serials: ['S1'] })).toEqual({
      code: 'SERIAL_WHOLE_QUANTITY',
      params: { material: 'M-SER' },
    });
    expect(lineProblem({ ...serial, quantity: '1.500' })?.code).toBe('SERIAL_WHOLE_QUANTITY');
  });

  it('wants one serial per piece, the quantity shown as a reader writes it', () => {
    const problem = lineProblem({ ...serial, quantity: '3.000', serials: ['S1'] });
    expect(problem).toEqual({ code: 'SERIALS_COUNT', params: { material: 'M-SER', quantity: '3', given: 1 } });
    expect(errorText(problem?.code ?? 'INTERNAL', problem?.params)).toBe('Material M-SER is serialized: give 3 serial numbers, not 1.');
    expect(lineProblem({ ...serial, quantity: '1', serials: [] })?.code).toBe('SERIALS_COUNT');
    expect(lineProblem({ ...serial, quantity: '1', serials: ['S1', 'S2'] })?.code).toBe('SERIALS_COUNT');
  });

  it('lets serials come later when asked (a transfer order line), but counts those given', () => {
    expect(lineProblem({ ...serial, quantity: '2', serials: [] }, { serialsLater: true })).toBeNull();
    expect(lineProblem({ ...serial, quantity: '2', serials: ['S1'] }, { serialsLater: true })?.code).toBe('SERIALS_COUNT');
    expect(lineProblem({ ...serial, quantity: '2.5', serials: [] }, { serialsLater: true })?.code).toBe('SERIAL_WHOLE_QUANTITY');
  });

  it('refuses serials of a material without serials', () => {
    expect(lineProblem({ ...plain, quantity: '1', serials: ['S1'] })).toEqual({
      code: 'SERIALS_NOT_ALLOWED',
      params: { material: 'M-PLAIN' },
    });
    expect(lineProblem({ ...plain, serials: [] })).toBeNull();
  });

  it('names the first serial given twice, in the line or after an earlier line', () => {
    expect(lineProblem({ ...serial, quantity: '3', serials: ['S1', 'S2', 'S1'] })).toEqual({
      code: 'SERIAL_DUPLICATE',
      params: { serial: 'S1', material: 'M-SER' },
    });
    const earlier = new Set([serialKey('M-SER', 'S2')]);
    expect(lineProblem({ ...serial, quantity: '2', serials: ['S1', 'S2'] }, { earlierSerials: earlier })).toEqual({
      code: 'SERIAL_DUPLICATE',
      params: { serial: 'S2', material: 'M-SER' },
    });
    // the same serial of another material is another unit
    expect(lineProblem({ ...serial, material: 'M-OTHER', quantity: '1', serials: ['S2'] }, { earlierSerials: earlier })).toBeNull();
  });

  it('reports the first problem in the fixed order: batch, whole quantity, count, serials not allowed, duplicates', () => {
    expect(lineProblem({ ...serial, batchManaged: true, batch: '', quantity: '1.5', serials: ['S1', 'S1'] })?.code).toBe('BATCH_REQUIRED');
    expect(lineProblem({ ...serial, batch: '', quantity: '1.5', serials: ['S1', 'S1'] })?.code).toBe('SERIAL_WHOLE_QUANTITY');
    expect(lineProblem({ ...serial, batch: '', quantity: '3', serials: ['S1', 'S1'] })?.code).toBe('SERIALS_COUNT');
    expect(lineProblem({ ...plain, batch: 'B', quantity: '1', serials: ['S1', 'S1'] })?.code).toBe('BATCH_NOT_ALLOWED');
    expect(lineProblem({ ...plain, batch: '', quantity: '2', serials: ['S1', 'S1'] })?.code).toBe('SERIALS_NOT_ALLOWED');
  });

  it('every problem is a code of the error table whose text names the material', () => {
    const problems = [
      lineProblem({ ...batched, batch: '' }),
      lineProblem({ ...plain, batch: 'B' }),
      lineProblem({ ...serial, quantity: '0.5' }),
      lineProblem({ ...serial, quantity: '2', serials: ['S1'] }),
      lineProblem({ ...plain, serials: ['S1'] }),
      lineProblem({ ...serial, quantity: '2', serials: ['S1', 'S1'] }),
    ];
    expect(problems.map((p) => p?.code)).toEqual([
      'BATCH_REQUIRED',
      'BATCH_NOT_ALLOWED',
      'SERIAL_WHOLE_QUANTITY',
      'SERIALS_COUNT',
      'SERIALS_NOT_ALLOWED',
      'SERIAL_DUPLICATE',
    ]);
    for (const p of problems) {
      const text = errorText(p?.code ?? 'INTERNAL', p?.params);
      expect(text).toMatch(/Material M-|of material M-/);
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });
});
