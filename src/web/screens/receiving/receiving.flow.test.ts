import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../../shared/gs1';
import { initial, initialUnloading, type ReceivingEvent, type ReceivingState, ssccOf, step } from './receiving.flow';

const body = '04012345000000001';
const SSCC = `${body}${gs1CheckDigit(body)}`;
const run = (events: ReceivingEvent[], from: ReceivingState = initial()) => events.reduce(step, from);
const received = {
  asnNumber: '1800000001',
  sscc: SSCC,
  kind: 'PALLET' as const,
  matDoc: '4900000001',
  cartons: ['1', '2'],
  quantity: '10.000',
  serialCount: 10,
  transferOrder: '6000000001',
  putawayWarning: null,
  asnStatus: 'RECEIVED' as const,
};

describe('receiving flow', () => {
  it('reads an SSCC as digits, with (00) or from a GS1-128 label, and refuses anything else', () => {
    expect(ssccOf(SSCC)).toBe(SSCC);
    expect(ssccOf(`(00)${SSCC}`)).toBe(SSCC);
    expect(ssccOf(`]C100${SSCC}`)).toBe(SSCC);
    expect(ssccOf('12345')).toBeNull();
  });

  it('posts a scanned SSCC at once and shows the receipt', () => {
    const posting = run([{ type: 'SSCC', text: ` ${SSCC} ` }]);
    expect(posting).toMatchObject({ step: 'posting', pending: { kind: 'receive', sscc: SSCC } });
    const done = step(posting, { type: 'RECEIVED', result: received });
    expect(done).toMatchObject({ step: 'receive', pending: null, last: { kind: 'receive', result: received } });
  });

  it('F9 switches the next scan to record a missing carton; a failure returns to the step with the error', () => {
    const missing = run([{ type: 'MISSING_MODE' }, { type: 'SSCC', text: SSCC }]);
    expect(missing.pending).toEqual({ kind: 'missing', sscc: SSCC });
    const failed = step(missing, { type: 'FAILED', message: 'SSCC x was received already' });
    expect(failed).toMatchObject({ step: 'missing', error: 'SSCC x was received already', pending: null });
    expect(run([{ type: 'SSCC', text: 'PALLET' }]).error).toContain('18 digits');
    expect(run([{ type: 'MISSING_MODE' }, { type: 'MISSING_MODE' }]).step).toBe('receive');
  });

  it('with a truck chosen it unloads first; F8 switches to receiving; a check answer shows and clears with the next scan', () => {
    const unloading = step(initialUnloading(), { type: 'SSCC', text: SSCC });
    expect(unloading).toMatchObject({ step: 'posting', pending: { kind: 'unload', sscc: SSCC } });
    const packages = {
      arrival: {
        arrivalId: 1,
        plant: '1000',
        door: 'D01',
        carrier: 'C',
        plate: 'P',
        asnNumber: '1800000001',
        arrivedAt: '2026-11-24T00:00:00.000Z',
      },
      packages: [],
      toUnload: 0,
      unloaded: 2,
    };
    const unloaded = step(unloading, { type: 'UNLOADED', sscc: SSCC, result: packages });
    expect(unloaded).toMatchObject({ step: 'unload', pending: null, last: { kind: 'unload', sscc: SSCC } });
    const refused = step(unloading, { type: 'FAILED', message: 'not on this truck' });
    expect(refused).toMatchObject({ step: 'unload', error: 'not on this truck' });
    const check = {
      expected: false,
      kind: 'UNKNOWN' as const,
      asnNumber: null,
      sscc: null,
      material: null,
      openQuantity: null,
      message: 'X is not expected on this truck',
    };
    const checked = step(unloaded, { type: 'CHECKED', result: check });
    expect(checked.check).toEqual(check);
    expect(step(checked, { type: 'SSCC', text: SSCC }).check).toBeNull();
    expect(step(unloaded, { type: 'UNLOAD_MODE' }).step).toBe('receive');
    expect(run([{ type: 'UNLOAD_MODE' }, { type: 'SSCC', text: SSCC }]).pending).toEqual({ kind: 'unload', sscc: SSCC });
  });
});
