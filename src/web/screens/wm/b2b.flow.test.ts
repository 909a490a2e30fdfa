import { describe, expect, it } from 'vitest';
import { type B2bEvent, type B2bState, type BinContent, b2bReducer, b2bRequest, initialB2b } from './b2b.flow';

const cable: BinContent = {
  materialId: 'CBL-1',
  description: 'Cable',
  baseUnit: 'EA',
  serialized: false,
  batch: '',
  category: 'UNRESTRICTED',
  quantity: '10.000',
};
const terminal: BinContent = { ...cable, materialId: 'TRM-1', description: 'Terminal', serialized: true, quantity: '2.000' };
const run = (...events: B2bEvent[]) => events.reduce<B2bState>(b2bReducer, initialB2b('k1'));

describe('bin to bin flow', () => {
  it('moves a quantity: source, material, quantity, destination, posted', () => {
    let s = run({ type: 'SOURCE', bin: 'R01', blocked: false, contents: [cable, terminal] }, { type: 'ITEM', material: 'cbl-1' });
    expect(s.step).toBe('quantity');
    s = b2bReducer(s, { type: 'QUANTITY', text: '3,5' });
    expect(s).toMatchObject({ step: 'destination', quantity: '3.500' });
    s = b2bReducer(s, { type: 'DESTINATION', bin: 'R02', blocked: false });
    expect(b2bRequest(s)).toEqual({
      sourceBin: 'R01',
      material: 'CBL-1',
      category: 'UNRESTRICTED',
      quantity: '3.500',
      destinationBin: 'R02',
    });
    s = b2bReducer(s, { type: 'POSTED', result: { orderId: '1', matDoc: '4900000001' } });
    expect(s).toMatchObject({ step: 'done', result: { matDoc: '4900000001' } });
    expect(b2bReducer(s, { type: 'RESTART', key: 'k2' })).toEqual(initialB2b('k2'));
  });

  it('refuses blocked and empty source bins, blocked and same destination bins', () => {
    expect(run({ type: 'SOURCE', bin: 'R01', blocked: true, contents: [cable] })).toMatchObject({
      step: 'source',
      error: 'Storage bin R01 is blocked.',
    });
    expect(run({ type: 'SOURCE', bin: 'R01', blocked: false, contents: [] })).toMatchObject({
      step: 'source',
      error: 'Storage bin R01 is empty.',
    });
    const atDestination = run(
      { type: 'SOURCE', bin: 'R01', blocked: false, contents: [cable] },
      { type: 'ITEM', material: 'CBL-1' },
      { type: 'QUANTITY', text: '1' },
    );
    expect(b2bReducer(atDestination, { type: 'DESTINATION', bin: 'r01', blocked: false })).toMatchObject({
      step: 'destination',
      error: 'The destination is the source bin R01: scan another bin.',
    });
    expect(b2bReducer(atDestination, { type: 'DESTINATION', bin: 'R09', blocked: true }).error).toBe('Storage bin R09 is blocked.');
  });

  it('refuses a material not in the bin and more than the bin holds', () => {
    const s = run({ type: 'SOURCE', bin: 'R01', blocked: false, contents: [cable] }, { type: 'ITEM', material: 'MON-9' });
    expect(s).toMatchObject({ step: 'item', error: 'Material MON-9 is not in bin R01.' });
    const q = run(
      { type: 'SOURCE', bin: 'R01', blocked: false, contents: [cable] },
      { type: 'ITEM', material: 'CBL-1' },
      { type: 'QUANTITY', text: '11' },
    );
    expect(q).toMatchObject({ step: 'quantity', error: 'Bin R01 holds 10 of material CBL-1: 11 is more than that.' });
    expect(b2bReducer(q, { type: 'QUANTITY', text: 'abc' }).error).toBeTruthy();
    expect(b2bReducer(q, { type: 'QUANTITY', text: '0' }).step).toBe('quantity');
  });

  it('moves serials that are in the source bin only, each once', () => {
    let s = run(
      { type: 'SOURCE', bin: 'R01', blocked: false, contents: [terminal] },
      { type: 'ITEM', material: 'TRM-1', serialsInBin: ['SN1', 'SN2'], firstSerial: 'SN1' },
    );
    expect(s).toMatchObject({ step: 'serials', serials: ['SN1'] });
    expect(b2bReducer(s, { type: 'SERIAL', serial: 'SN9' }).error).toBe('Serial SN9 is not in bin R01.');
    expect(b2bReducer(s, { type: 'SERIAL', serial: 'sn1' }).error).toBe('Serial already entered');
    s = b2bReducer(s, { type: 'SERIALS_DONE' });
    s = b2bReducer(s, { type: 'DESTINATION', bin: 'R02', blocked: false });
    expect(b2bRequest(s)).toMatchObject({ material: 'TRM-1', quantity: '1.000', serials: ['SN1'] });
    expect(
      b2bReducer(run({ type: 'SOURCE', bin: 'R01', blocked: false, contents: [terminal] }, { type: 'ITEM', material: 'TRM-1' }), {
        type: 'SERIALS_DONE',
      }).error,
    ).toBe('Scan at least one serial.');
  });

  it('keeps the key after a lost connection and takes a new one after a refusal; BACK steps back', () => {
    const posting = run(
      { type: 'SOURCE', bin: 'R01', blocked: false, contents: [cable] },
      { type: 'ITEM', material: 'CBL-1' },
      { type: 'QUANTITY', text: '1' },
      { type: 'DESTINATION', bin: 'R02', blocked: false },
    );
    expect(b2bReducer(posting, { type: 'FAILED', message: 'offline' })).toMatchObject({ step: 'destination', key: 'k1', error: 'offline' });
    expect(b2bReducer(posting, { type: 'FAILED', message: 'refused', nextKey: 'k9' }).key).toBe('k9');
    const back = b2bReducer(b2bReducer(posting, { type: 'FAILED', message: 'x' }), { type: 'BACK' });
    expect(back.step).toBe('quantity');
    expect(b2bRequest(back)).toBeNull();
  });
});
