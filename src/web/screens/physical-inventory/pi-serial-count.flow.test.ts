import { describe, expect, it } from 'vitest';
import { compareWithBook, initial, type PiSerialCountEvent, piSerialCountRequest, step } from './pi-serial-count.flow';

const bins = [
  { bin: 'A-1', blocked: false, counted: false },
  { bin: 'A-2', blocked: true, counted: false },
];
const book = {
  piNumber: '1000000001',
  bin: 'A-1',
  status: 'CREATED' as const,
  materials: [{ material: 'M1', description: 'Modem', batch: '', book: ['S1', 'S2'], counted: null }],
};
const run = (events: PiSerialCountEvent[]) => events.reduce(step, initial());

describe('pi serial count flow', () => {
  it('compares the scans with the book live and posts the bin', () => {
    const scanning = run([
      { type: 'DOCUMENT', piNumber: '1000000001', bins },
      { type: 'BIN', bin: 'a-1', serials: book },
      { type: 'SERIAL', serial: 's1' },
      { type: 'SERIAL', serial: 'X9' },
    ]);
    expect(scanning).toMatchObject({ step: 'serials', bin: 'A-1', scanned: ['S1', 'X9'] });
    expect(compareWithBook(scanning)).toEqual({ found: ['S1'], missing: ['S2'], unexpected: ['X9'] });
    expect(step(scanning, { type: 'SERIAL', serial: 'S1' }).error).toBe('Serial already entered');
    const posting = step(scanning, { type: 'DONE' });
    expect(piSerialCountRequest(posting)).toEqual({ piNumber: '1000000001', body: { bin: 'A-1', serials: ['S1', 'X9'] } });
    const result = {
      piNumber: '1000000001',
      status: 'COUNTING' as const,
      bin: 'A-1',
      counted: [],
      nextBin: null,
      found: ['S1'],
      missing: ['S2'],
      unexpected: ['X9'],
    };
    expect(step(posting, { type: 'POSTED', result })).toMatchObject({
      step: 'bin',
      message: 'Bin A-1 counted by serial: 1 found, 1 missing, 1 unexpected.',
    });
    expect(step(posting, { type: 'FAILED', message: 'no' })).toMatchObject({ step: 'serials', error: 'no' });
  });

  it('refuses a bin off the document or blocked, and steps back', () => {
    const opened = run([{ type: 'DOCUMENT', piNumber: '1000000001', bins }]);
    expect(step(opened, { type: 'BIN', bin: 'B-9', serials: book }).error).toMatch(/not on physical inventory document/);
    expect(step(opened, { type: 'BIN', bin: 'A-2', serials: book }).error).toMatch(/blocked/);
    expect(step(step(opened, { type: 'BIN', bin: 'A-1', serials: book }), { type: 'BACK' }).step).toBe('bin');
  });
});
