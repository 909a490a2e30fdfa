import { describe, expect, it } from 'vitest';
import { initial, receiveRequest, step } from './receive-return.flow';

const result = {
  rmaNumber: '2200000001',
  matDoc: '4900000001',
  status: 'RECEIVED' as const,
  category: 'QUALITY' as const,
  bin: null,
  lots: [],
};

describe('receive-return flow', () => {
  it('order -> serials -> post -> done; the serial that found the order counts as scanned', () => {
    let s = step(initial(), { type: 'ORDER', rmaNumber: '2200000001', serial: 'A1' });
    expect(s).toMatchObject({ step: 'serials', serials: ['A1'] });
    s = step(s, { type: 'SERIAL', serial: 'A2' });
    s = step(s, { type: 'SERIAL', serial: 'A2' });
    expect(s.serials).toEqual(['A1', 'A2']);
    expect(s.error).toContain('A2');
    expect(receiveRequest(s)).toEqual({ rmaNumber: '2200000001', serials: ['A1', 'A2'] });
    s = step(s, { type: 'POST' });
    expect(s.step).toBe('posting');
    s = step(s, { type: 'FAILED', message: 'lost' });
    expect(s).toMatchObject({ step: 'serials', error: 'lost', serials: ['A1', 'A2'] });
    s = step(step(s, { type: 'POST' }), { type: 'POSTED', result });
    expect(s).toMatchObject({ step: 'done', serials: [], result });
  });

  it('refuses to post nothing, keeps the step on an error, removes a scan, steps back to the order', () => {
    let s = step(initial(), { type: 'ORDER', rmaNumber: '2200000001' });
    expect(step(s, { type: 'POST' })).toMatchObject({ step: 'serials' });
    expect(step(s, { type: 'POST' }).error).not.toBeNull();
    expect(receiveRequest(s)).toBeNull();
    s = step(s, { type: 'SERIAL', serial: 'B1' });
    s = step(s, { type: 'ERROR', message: 'never shipped' });
    expect(s).toMatchObject({ step: 'serials', serials: ['B1'], error: 'never shipped' });
    expect(step(s, { type: 'REMOVE', serial: 'B1' }).serials).toEqual([]);
    expect(step(s, { type: 'BACK' })).toEqual(initial());
    // a serial outside the serials step changes nothing
    expect(step(initial(), { type: 'SERIAL', serial: 'C1' })).toEqual(initial());
  });
});
