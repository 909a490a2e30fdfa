import { describe, expect, it } from 'vitest';
import { initial as countInitial, step as countStep } from './pi-count.flow';
import { type CountState, countStart, documentOrBin, type PiCountBin } from './pi-document-bin.flow';
import { initial as serialInitial, step as serialStep } from './pi-serial-count.flow';

const bins: PiCountBin[] = [
  { bin: 'A-1', blocked: false, counted: true },
  { bin: 'A-2', blocked: true, counted: false },
  { bin: 'A-3', blocked: false, counted: false },
];
type State = CountState & { step: string; entered?: string };
const start = (): State => countStart();
const enter =
  (state: State) =>
  (bin: PiCountBin): State => ({ ...state, step: 'in-bin', bin: bin.bin, entered: bin.bin });
const open: State = documentOrBin(start(), { type: 'DOCUMENT', piNumber: '1000000001', bins }, start, enter(start()));

describe('the document and bin steps every count shares', () => {
  it('opens the document at its bin step with the first open bin proposed, only in the document step', () => {
    expect(open).toMatchObject({ step: 'bin', piNumber: '1000000001', bins, nextBin: 'A-3', bin: null, error: null });
    expect(documentOrBin(open, { type: 'DOCUMENT', piNumber: '1000000002', bins: [] }, start, enter(open))).toBe(open);
  });

  it("takes a bin of the document (as scanned, in any case) into the flow's own step", () => {
    expect(documentOrBin(open, { type: 'BIN', bin: 'a-3' }, start, enter(open))).toMatchObject({
      step: 'in-bin',
      bin: 'A-3',
      entered: 'A-3',
    });
  });

  it('keeps the bin step with the reason for a bin not on the document or blocked, and ignores a bin in other steps', () => {
    expect(documentOrBin(open, { type: 'BIN', bin: 'Z-9' }, start, enter(open))).toMatchObject({
      step: 'bin',
      bin: null,
      error: 'Storage bin Z-9 is not on physical inventory document 1000000001.',
    });
    expect(documentOrBin(open, { type: 'BIN', bin: 'A-2' }, start, enter(open)).error).toBe(
      'Storage bin A-2 is blocked: it cannot be counted until it is unblocked.',
    );
    expect(documentOrBin(start(), { type: 'BIN', bin: 'A-3' }, start, enter(start()))).toEqual(start());
  });

  it('is the same for the quantity count and the serial count', () => {
    const document = { type: 'DOCUMENT' as const, piNumber: '1000000001', bins };
    const counted = [document, { type: 'BIN' as const, bin: 'A-2' }].reduce((s, e) => countStep(s, e), countInitial());
    const serials = { piNumber: '1000000001', bin: 'A-2', status: 'CREATED' as const, materials: [] };
    const bySerial = [document, { type: 'BIN' as const, bin: 'A-2', serials }].reduce((s, e) => serialStep(s, e), serialInitial());
    for (const s of [counted, bySerial])
      expect(s).toMatchObject({
        step: 'bin',
        nextBin: 'A-3',
        error: 'Storage bin A-2 is blocked: it cannot be counted until it is unblocked.',
      });
  });
});
