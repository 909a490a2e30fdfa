import { describe, expect, it } from 'vitest';
import { closeLotRequest, initial, step } from './close-lot.flow';

describe('close-lot flow', () => {
  it('takes a lot, decisions per serial and posts them once', () => {
    let s = step(initial(), { type: 'LOT', lotNumber: ' 3000000001 ' });
    expect(s).toMatchObject({ step: 'decide', lotNumber: '3000000001' });
    expect(step(s, { type: 'POST' }).error).toBe('Decide at least one unit.');
    s = step(s, { type: 'SERIAL', serial: 'A', open: ['A', 'B'] });
    s = step(s, { type: 'CHOOSE', serial: 'B', decision: 'REJECT' });
    expect(step(s, { type: 'SERIAL', serial: 'X', open: ['A', 'B'] }).error).toBe('Serial X is not an undecided serial of lot 3000000001.');
    expect(closeLotRequest(s)).toEqual({
      lotNumber: '3000000001',
      decisions: [
        { serial: 'A', decision: 'ACCEPT' },
        { serial: 'B', decision: 'REJECT' },
      ],
    });
    s = step(s, { type: 'POST' });
    expect(s.step).toBe('posting');
    expect(step(s, { type: 'FAILED', message: 'no' })).toMatchObject({ step: 'decide', error: 'no' });
    s = step(s, {
      type: 'POSTED',
      result: { lotNumber: '3000000001', status: 'CLOSED', matDoc: '4900000001', decidedQuantity: '2', quantity: '2' },
    });
    expect(s).toMatchObject({ step: 'done', choices: {} });
  });

  it('decides quantities of a non-serialized lot and refuses a malformed lot number', () => {
    expect(step(initial(), { type: 'LOT', lotNumber: '12' }).error).toBe('An inspection lot number has 10 digits.');
    let s = step(initial(), { type: 'LOT', lotNumber: '3000000002' });
    s = step(s, { type: 'QUANTITY', decision: 'SCRAP', text: '2' });
    s = step(s, { type: 'QUANTITY', decision: 'ACCEPT', text: ' ' });
    expect(closeLotRequest(s)?.decisions).toEqual([{ decision: 'SCRAP', quantity: '2' }]);
    expect(step(s, { type: 'BACK' }).step).toBe('lot');
  });

  it('keeps the lot step after an unknown lot (ERROR): the field stays for the next scan', () => {
    const s = step(initial(), { type: 'ERROR', message: 'Inspection lot 3999999999 does not exist.' });
    expect(s).toMatchObject({ step: 'lot', lotNumber: null, error: 'Inspection lot 3999999999 does not exist.' });
    expect(step(s, { type: 'LOT', lotNumber: '3000000001' })).toMatchObject({ step: 'decide', error: null });
  });
});
