import { describe, expect, it } from 'vitest';
import { href } from '../../../shared/pages';
import { countPath, firstOpenBin, initial, type PiCountEvent, type PiCountState, piCountRequest, step } from './pi-count.flow';

const bins = [
  { bin: 'A-1', blocked: false, counted: false },
  { bin: 'A-2', blocked: true, counted: false },
  { bin: 'A-3', blocked: false, counted: false },
];
const run = (events: PiCountEvent[], from: PiCountState = initial()) => events.reduce(step, from);
const result = (bin: string, version: number, nextBin: string | null) => ({
  type: 'POSTED' as const,
  result: {
    piNumber: '1000000001',
    status: 'COUNTING' as const,
    bin,
    counted: [{ itemNo: 1, material: 'M1', version, quantity: '4.000' }],
    nextBin,
  },
});

describe('pi count flow', () => {
  it('counts a material, stays in the bin, proposes the next bin and confirms an empty bin', () => {
    const opened = run([{ type: 'DOCUMENT', piNumber: '1000000001', bins }]);
    expect(opened).toMatchObject({ step: 'bin', nextBin: 'A-1' });
    const quantity = run(
      [
        { type: 'BIN', bin: 'a-1' },
        { type: 'MATERIAL', material: 'm1' },
        { type: 'QUANTITY', text: '4' },
      ],
      opened,
    );
    expect(piCountRequest(quantity)).toEqual({
      kind: 'count',
      piNumber: '1000000001',
      body: { bin: 'A-1', material: 'M1', quantity: '4.000' },
    });
    const counted = step(quantity, result('A-1', 1, 'A-3'));
    expect(counted).toMatchObject({ step: 'material', bin: 'A-1', nextBin: 'A-3', message: 'Counted 4 of M1 in bin A-1.' });
    const next = step(counted, { type: 'NEXT_BIN' });
    expect(next).toMatchObject({ step: 'bin', nextBin: 'A-3' });
    const empty = run([{ type: 'BIN', bin: 'A-3' }, { type: 'EMPTY_ASK', counts: [] }, { type: 'EMPTY' }], next);
    expect(piCountRequest(empty)).toEqual({ kind: 'empty', piNumber: '1000000001', body: { bin: 'A-3' } });
    const done = step(empty, { ...result('A-3', 1, null), result: { ...result('A-3', 1, null).result, counted: [] } });
    expect(done.step).toBe('bin');
    expect(done.message).toMatch(/confirmed empty.*Every bin/);
  });

  it('refuses bins not on the document, blocked bins and negative counts; a recount says so; a failure goes back', () => {
    const opened = run([{ type: 'DOCUMENT', piNumber: '1000000001', bins }]);
    expect(step(opened, { type: 'BIN', bin: 'B-9' }).error).toBe('Storage bin B-9 is not on physical inventory document 1000000001.');
    expect(step(opened, { type: 'BIN', bin: 'A-2' }).error).toMatch(/blocked/);
    const quantity = run(
      [
        { type: 'BIN', bin: 'A-1' },
        { type: 'MATERIAL', material: 'M1' },
      ],
      opened,
    );
    expect(step(quantity, { type: 'QUANTITY', text: '-2' }).error).toMatch(/cannot be negative/);
    expect(step(quantity, { type: 'QUANTITY', text: '0' }).quantity).toBe('0.000');
    const posting = step(quantity, { type: 'QUANTITY', text: '4' });
    expect(step(posting, result('A-1', 2, null)).message).toMatch(/Recounted .*count 2/);
    expect(step(posting, { type: 'FAILED', message: 'no' })).toMatchObject({ step: 'quantity', error: 'no' });
    expect(step(quantity, { type: 'BACK' })).toMatchObject({ step: 'material', material: null });
    expect(firstOpenBin(bins, 'A-1')).toBe('A-3');
  });

  it('counts a serialized material by its serials (each once) and sends them with the quantity', () => {
    const material = run([
      { type: 'DOCUMENT', piNumber: '1000000001', bins },
      { type: 'BIN', bin: 'A-1' },
    ]);
    const serials = run(
      [
        { type: 'MATERIAL', material: 'kbd-1', serialized: true },
        { type: 'SERIAL', serial: 'S1' },
        { type: 'SERIAL', serial: 'S2' },
      ],
      material,
    );
    expect(step(serials, { type: 'SERIAL', serial: 's1' }).error).toMatch(/already/);
    const posting = step(serials, { type: 'SERIALS_DONE' });
    expect(piCountRequest(posting)).toEqual({
      kind: 'count',
      piNumber: '1000000001',
      body: { bin: 'A-1', material: 'KBD-1', quantity: '2.000', serials: ['S1', 'S2'] },
    });
    expect(step(posting, { type: 'FAILED', message: 'no' })).toMatchObject({ step: 'serials', serials: ['S1', 'S2'] });
    expect(step(posting, result('A-1', 1, null))).toMatchObject({ step: 'material', serials: [] });
  });

  it('F4 (BIN_DONE) never empties a counted bin: it goes on to the next bin; an uncounted bin is asked about first', () => {
    const opened = run([{ type: 'DOCUMENT', piNumber: '1000000001', bins }]);
    const counted = run(
      [{ type: 'BIN', bin: 'A-1' }, { type: 'MATERIAL', material: 'M1' }, { type: 'QUANTITY', text: '10' }, result('A-1', 1, 'A-3')],
      opened,
    );
    // EMPTY straight from the material step (the old F4) does nothing
    expect(step(counted, { type: 'EMPTY' })).toBe(counted);
    const done = step(counted, { type: 'BIN_DONE' });
    expect(done).toMatchObject({ step: 'bin', bin: null, nextBin: 'A-3', message: 'Bin A-1 done.' });
    expect(piCountRequest(done)).toBeNull();
    // a bin with nothing counted: done asks whether it is empty; no goes back, yes posts the empty bin
    const asked = run([{ type: 'BIN', bin: 'A-3' }, { type: 'BIN_DONE' }], done);
    expect(asked).toMatchObject({ step: 'emptybin', bin: 'A-3', binCounts: [] });
    expect(step(asked, { type: 'BACK' })).toMatchObject({ step: 'material', bin: 'A-3' });
    expect(piCountRequest(step(asked, { type: 'EMPTY' }))).toEqual({ kind: 'empty', piNumber: '1000000001', body: { bin: 'A-3' } });
    // "Empty bin" on a counted bin names the counts it would replace; a failure comes back to the question
    const overwrite = run([{ type: 'EMPTY_ASK', counts: [{ material: 'M1', quantity: '10.000' }] }], counted);
    expect(overwrite).toMatchObject({ step: 'emptybin', binCounts: [{ material: 'M1', quantity: '10.000' }] });
    expect(step(step(overwrite, { type: 'EMPTY' }), { type: 'FAILED', message: 'no' })).toMatchObject({ step: 'emptybin', error: 'no' });
  });

  it('gives the steps of a bin addresses of their own', () => {
    const base = href('piCount', { counttype: 'bin' });
    const material = run([
      { type: 'DOCUMENT', piNumber: '1000000001', bins },
      { type: 'BIN', bin: 'A-1' },
    ]);
    expect(countPath(base, material)).toBe(base);
    expect(countPath(base, step(material, { type: 'MATERIAL', material: 'm 1/x' }))).toBe(`${base}/bin/A-1/item/M%201%2FX`);
    expect(countPath(base, step(material, { type: 'MATERIAL', material: 'K', serialized: true }))).toBe(`${base}/bin/A-1/item/K`);
    expect(countPath(base, step(material, { type: 'EMPTY_ASK', counts: [] }))).toBe(`${base}/emptybin/A-1`);
    expect(countPath(base, run([{ type: 'EMPTY_ASK', counts: [] }, { type: 'EMPTY' }], material))).toBeNull();
  });
});
