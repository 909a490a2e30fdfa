import { describe, expect, it } from 'vitest';
import type { PickLine } from '../../../shared/contracts/deliveries/schemas';
import { initial, type PickState, pickRequest, step, stepLabel } from './pick.flow';

const line: PickLine = {
  orderId: '6000000001',
  plant: '1000',
  sloc: '0001',
  lineNo: 1,
  material: 'KBD-1',
  materialDescription: 'Keyboard',
  serialized: true,
  batch: '',
  quantity: '2.000',
  sourceBin: 'R01-01-1',
  destinationBin: 'SHIP-01',
  gtins: ['04012345000016'],
};
const scan = (s: PickState, ...texts: string[]) => texts.reduce((state, text) => step(state, { type: 'scanned', text }), s);

describe('pick flow', () => {
  it('walks bin, material, quantity and serials, refusing a wrong bin, material and a serial twice', () => {
    let s = scan(initial('8000000001', line), 'R09-09-9');
    expect(s).toMatchObject({ step: 'bin', error: expect.stringContaining('R01-01-1') });
    s = scan(s, 'r01-01-1', 'X', 'KBD-1', '3');
    expect(s).toMatchObject({ step: 'quantity', error: expect.stringContaining('more than') });
    s = scan(s, '2', 'S1', 'S1');
    expect(s).toMatchObject({ step: 'serials', error: 'Serial already entered' });
    expect(stepLabel(s)).toBe('Scan serial 2 of 2');
    s = step(s, { type: 'refused', error: 'Serial X is not in stock at bin R01-01-1' });
    expect(s).toMatchObject({ step: 'serials', serials: ['S1'], error: 'Serial X is not in stock at bin R01-01-1' });
    s = scan(s, 'S2');
    expect(s.step).toBe('ready');
    expect(pickRequest(s)).toEqual({ sourceBin: 'R01-01-1', material: 'KBD-1', quantity: '2', serials: ['S1', 'S2'] });
    s = step(step(s, { type: 'postStarted' }), { type: 'postFailed', error: 'Serial S2 is not at bin R01-01-1' });
    // a failed posting keeps the scans: only the refused serial is taken back
    expect(s).toMatchObject({ step: 'ready', serials: ['S1', 'S2'], error: 'Serial S2 is not at bin R01-01-1' });
    s = step(s, { type: 'unscan', serial: 'S2' });
    expect(s).toMatchObject({ step: 'serials', serials: ['S1'], error: null });
    expect(stepLabel(s)).toBe('Scan serial 2 of 2');
    s = scan(s, 'S3');
    expect(pickRequest(s)).toMatchObject({ serials: ['S1', 'S3'] });
  });

  it('takes one scanned serial back, or the last one, while scanning (issue 34 point 4)', () => {
    let s = scan(initial('8000000001', { ...line, quantity: '3.000' }), 'R01-01-1', 'KBD-1', '3', 'S1', 'UNKNOWN', 'S3');
    expect(s.step).toBe('ready');
    s = step(s, { type: 'unscan', serial: 'UNKNOWN' });
    expect(s).toMatchObject({ step: 'serials', serials: ['S1', 'S3'] });
    s = step(s, { type: 'unscan', serial: 'S3' });
    expect(s.serials).toEqual(['S1']);
    expect(step(s, { type: 'unscan', serial: 'NOT-SCANNED' })).toBe(s);
  });

  it('takes the material by its GTIN or a GS1 scan of it', () => {
    expect(scan(initial('8000000001', line), 'R01-01-1', '4012345000016').step).toBe('quantity');
    expect(scan(initial('8000000001', line), 'R01-01-1', '(01)04012345000016(21)S9').step).toBe('quantity');
    expect(scan(initial('8000000001', line), 'R01-01-1', '(01)04012345000023').step).toBe('material');
  });

  it('asks the reason of a short pick and sends where the rest goes', () => {
    let s = scan(initial('8000000001', { ...line, serialized: false, quantity: '5.000' }), 'R01-01-1', 'KBD-1', '3');
    expect(s.step).toBe('reason');
    s = step(scan(s, 'damaged'), { type: 'toggleDifference' });
    expect(pickRequest(s)).toEqual({
      sourceBin: 'R01-01-1',
      material: 'KBD-1',
      quantity: '3',
      shortReason: 'damaged',
      remainder: 'DIFFERENCE',
    });
    expect(step(s, { type: 'stepBack' })).toMatchObject({ step: 'quantity', shortReason: '' });
  });
});
