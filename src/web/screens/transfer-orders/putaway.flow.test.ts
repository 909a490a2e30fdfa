import { describe, expect, it } from 'vitest';
import { confirmationRequest, initial, type PutawayLine, type PutawayState, step, stepLabel } from './putaway.flow';

const plain: PutawayLine = {
  orderId: '6000000001',
  lineNo: 1,
  material: 'CBL-1',
  description: 'Cable',
  serialized: false,
  quantity: '10.000',
  serials: [],
  sourceBin: 'GR-ZONE-01',
  destinationBin: 'S05-01-1',
};
const serialized: PutawayLine = { ...plain, material: 'KBD-1', serialized: true, quantity: '3.000', serials: ['A', 'B', 'C'] };
const scan = (s: PutawayState, ...texts: string[]) => texts.reduce((state, text) => step(state, { type: 'scanned', text }), s);

describe('put-away flow', () => {
  it('walks source bin, material, quantity, destination and builds the confirmation', () => {
    let s = initial(plain);
    expect(stepLabel(s)).toBe('Scan source bin GR-ZONE-01');
    s = scan(s, 'R01-01-1');
    expect(s).toMatchObject({
      step: 'source',
      error: 'Bin R01-01-1 is not the source bin of this line: take the stock from bin GR-ZONE-01.',
    });
    s = scan(s, 'gr-zone-01', 'CBL-2');
    expect(s).toMatchObject({ step: 'material', error: 'Material CBL-2 is not the material of this line (CBL-1).' });
    s = scan(s, 'CBL-1', '11');
    expect(s).toMatchObject({ step: 'quantity', error: 'The quantity 11 is more than the 10 of this line.' });
    s = scan(s, '7.5');
    expect(s.step).toBe('destination');
    expect(stepLabel(s)).toBe('Scan destination bin (suggested S05-01-1)');
    expect(confirmationRequest(s)).toBeNull();
    s = scan(s, 'GR-ZONE-01');
    expect(s.error).toBe('Line 1: the source and the destination are both bin GR-ZONE-01.');
    s = scan(s, 's05-02-1');
    expect(confirmationRequest(s)).toEqual({ sourceBin: 'GR-ZONE-01', material: 'CBL-1', quantity: '7.5', destinationBin: 'S05-02-1' });
    s = step(s, { type: 'postStarted' });
    expect(s.step).toBe('posting');
    expect(scan(s, 'X')).toBe(s);
    const failed = step(s, { type: 'postFailed', error: 'Storage bin S05-02-1 in warehouse W10 is blocked.' });
    expect(failed).toMatchObject({
      step: 'destination',
      error: 'Storage bin S05-02-1 in warehouse W10 is blocked.',
      destinationBin: 'S05-02-1',
    });
    const done = step(step(failed, { type: 'postStarted' }), {
      type: 'postSucceeded',
      result: { matDoc: '4900000009', destinationDiffers: true, quantityShort: true, orderStatus: 'CONFIRMED' },
    });
    expect(done.step).toBe('done');
  });

  it('moves all known serials of a full serialized line; part of it asks for the serials', () => {
    const full = scan(initial(serialized), 'GR-ZONE-01', 'KBD-1', '3', 'S05-01-1');
    expect(confirmationRequest(full)).toMatchObject({ quantity: '3', serials: ['A', 'B', 'C'], destinationBin: 'S05-01-1' });
    let part = scan(initial(serialized), 'GR-ZONE-01', 'B', '2');
    expect(part).toMatchObject({ step: 'serials', serials: ['B'] });
    expect(scan(part, 'B').error).toBe('Serial already entered');
    expect(scan(part, 'Z').error).toBe('Serial Z is not on this line.');
    expect(scan(part, '1.5', 'x').step).toBe('serials');
    part = scan(part, 'C');
    expect(part.step).toBe('destination');
    part = scan(part, 'S05-09-1');
    expect(confirmationRequest(part)).toEqual({
      sourceBin: 'GR-ZONE-01',
      material: 'KBD-1',
      quantity: '2',
      serials: ['B', 'C'],
      destinationBin: 'S05-09-1',
    });
    expect(scan(initial(serialized), 'GR-ZONE-01', 'KBD-1', '1.5').error).toBe(
      'Material KBD-1 is serialized: the quantity must be a whole number.',
    );
    const back = step(part, { type: 'stepBack' });
    expect(back).toMatchObject({ step: 'quantity', serials: [], destinationBin: '' });
  });
});
