// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../../shared/i18n';
import {
  addedSerials,
  enterMaterialDoc,
  enterSerial,
  finishSerialEntry,
  initial,
  loadBulkSerials,
  parseQuantity,
  type SerialEntryEvent,
  type SerialEntryState,
  serialErrorText,
  serialFromScan,
  step,
} from './serial-entry.flow';

const GTIN = '09501101530003';
const run = (state: SerialEntryState, ...actions: SerialEntryEvent[]) => actions.reduce(step, state);
const rows = (s: SerialEntryState) => s.serialDisplayList.map((r) => `${r.serialNumber}:${r.isSerialAdded ? 'added' : 'not'}`);

describe('initial state', () => {
  it("holds the spec's fields with defaults", () => {
    expect(initial()).toEqual({
      serial: '',
      materialDoc: '',
      serialDisplayList: [],
      bulkMode: false,
      bulkSelect: false,
      readOnly: false,
      displayMaterialDoc: false,
      displayBulkMode: false,
      quantity: null,
      pending: null,
    });
  });

  it('lists initial serials as added (trimmed, once) and parses the quantity', () => {
    const s = initial({
      initialSerials: [' A ', 'B', 'A', ''],
      quantity: '5.000',
      displayBulkMode: true,
      displayMaterialDoc: true,
    });
    expect(rows(s)).toEqual(['A:added', 'B:added']);
    expect(s.quantity).toBe(5);
    expect(s.displayBulkMode && s.displayMaterialDoc).toBe(true);
  });

  it('parses quantities from routes and documents', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(2)).toBe(2);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
    expect(parseQuantity(-1)).toBeNull();
  });
});

describe('serial entered (Enter, Tab or +)', () => {
  it('is validated, appended as added, and the input is cleared', async () => {
    const validateSerial = vi.fn(async () => ({ ok: true }));
    let s = run(initial(), { type: 'serialChanged', value: 'SN1' });
    const out = await enterSerial(s, s.serial, { validateSerial });
    expect(validateSerial).toHaveBeenCalledWith('SN1');
    expect(out).toEqual({ action: { type: 'serialAdded', serial: 'SN1' } });
    s = run(s, { type: 'started', what: 'serial' }, out!.action);
    expect(rows(s)).toEqual(['SN1:added']);
    expect(s.serial).toBe('');
    expect(s.pending).toBeNull();
  });

  it("refuses a serial already in the list with 'Serial already entered' without calling validation, and clears the input", async () => {
    const validateSerial = vi.fn(async () => {});
    let s = initial({ initialSerials: ['SN1'] });
    s = run(s, { type: 'serialChanged', value: 'SN1' });
    const out = await enterSerial(s, ' SN1\r\n', { validateSerial });
    expect(out).toEqual({ action: { type: 'serialFailed' }, error: 'Serial already entered' });
    expect(validateSerial).not.toHaveBeenCalled();
    s = run(s, out!.action);
    expect(s.serial).toBe('');
    expect(rows(s)).toEqual(['SN1:added']);
  });

  it('counts a not-added bulk row as already in the list', async () => {
    const s = run(initial(), { type: 'bulkLoaded', serials: ['B1'] });
    expect((await enterSerial(s, 'B1', {}))?.error).toBe(t('serialAlreadyEntered'));
  });

  it("refuses a serial the screen's validation rejects, with the response's message, else the error's message", async () => {
    const s = initial();
    const apiLike = Object.assign(new Error('Request failed'), { body: { code: 'X', message: 'Serial SN9 is not in stock' } });
    expect(await enterSerial(s, 'SN9', { validateSerial: () => Promise.reject(apiLike) })).toEqual({
      action: { type: 'serialFailed' },
      error: 'Serial SN9 is not in stock',
    });
    const axiosLike = Object.assign(new Error('Request failed with status code 400'), {
      response: { data: { message: 'Blocked serial' } },
    });
    expect((await enterSerial(s, 'SN9', { validateSerial: () => Promise.reject(axiosLike) }))?.error).toBe('Blocked serial');
    expect((await enterSerial(s, 'SN9', { validateSerial: () => Promise.reject(new Error('Network down')) }))?.error).toBe('Network down');
    expect((await enterSerial(s, 'SN9', { validateSerial: () => Promise.reject(42) }))?.error).toBe(t('unknownError'));
  });

  it('does nothing for an empty input or in read-only mode', async () => {
    expect(await enterSerial(initial(), '  ', {})).toBeUndefined();
    expect(await enterSerial(initial({ readOnly: true }), 'SN1', {})).toBeUndefined();
  });

  it('adds without a validation call when the screen supplies none', async () => {
    expect(await enterSerial(initial(), 'SN2', {})).toEqual({ action: { type: 'serialAdded', serial: 'SN2' } });
  });

  it('a serial that arrived meanwhile (bulk list) is marked, not listed twice', () => {
    const s = run(initial(), { type: 'bulkLoaded', serials: ['SN1'] }, { type: 'serialAdded', serial: 'SN1' });
    expect(rows(s)).toEqual(['SN1:added']);
  });
});

describe('GS1 scans in the serial field', () => {
  it('takes AI 21 as the serial, with AI 01 checked against the material GTINs', async () => {
    expect(serialFromScan(`]C101${GTIN}21SN-77`, [GTIN])).toEqual({ serial: 'SN-77' });
    expect(serialFromScan(`(01)${GTIN}(21)SN-78`, ['9501101530003'])).toEqual({ serial: 'SN-78' }); // GTIN-13 form matches
    expect(serialFromScan(`(01)${GTIN}(21)SN-79`)).toEqual({ serial: 'SN-79' }); // no GTINs given: not checked
    expect(serialFromScan(`(21)SN-80`, [GTIN])).toEqual({ serial: 'SN-80' }); // no AI 01 in the scan
    expect(serialFromScan('PLAIN-1', [GTIN])).toEqual({ serial: 'PLAIN-1' });
  });

  it('refuses another GTIN, a barcode without AI 21, and a broken GS1 barcode', async () => {
    expect(serialFromScan(`(01)04006381333931(21)X`, [GTIN])).toEqual({
      error: 'The scanned GTIN 04006381333931 does not belong to this material.',
    });
    expect(serialFromScan(`(01)${GTIN}(10)LOT`)).toEqual({ error: t('serialNotInBarcode') });
    const broken = serialFromScan(`(01)09501101530004(21)X`);
    expect('error' in broken && broken.error).toBe('The check digit of AI (01) 09501101530004 is wrong.');
  });

  it('does not lose a scan with an application identifier nobody knows', () => {
    // the serial read before the unknown AI counts (its GTIN still checked) ...
    expect(serialFromScan(`]C101${GTIN}21SN-90\u001d88XYZ`, [GTIN])).toEqual({ serial: 'SN-90' });
    expect(serialFromScan(']C1010400638133393121SN\u001d88X', [GTIN])).toEqual({
      error: 'The scanned GTIN 04006381333931 does not belong to this material.',
    });
    // ... and without one the scan is a plain serial (symbology identifier removed)
    expect(serialFromScan(']C1SN-91')).toEqual({ serial: 'SN-91' });
    expect(serialFromScan('(88)SN-92')).toEqual({ serial: '(88)SN-92' });
  });

  it('validates and lists the serial read from the barcode', async () => {
    const validateSerial = vi.fn(async () => {});
    const out = await enterSerial(initial(), `]d201${GTIN}21SN-81`, { validateSerial, gtins: [GTIN] });
    expect(validateSerial).toHaveBeenCalledWith('SN-81');
    expect(out?.action).toEqual({ type: 'serialAdded', serial: 'SN-81' });
    const dup = run(initial(), out!.action);
    expect((await enterSerial(dup, `(01)${GTIN}(21)SN-81`, {}))?.error).toBe(t('serialAlreadyEntered'));
  });
});

describe('bulk mode', () => {
  it("on: the server's list is fetched and serials not yet present are added as not-added", async () => {
    let s = initial({ initialSerials: ['A'], displayBulkMode: true });
    const out = await loadBulkSerials({ fetchBulkSerials: async () => ['A', 'B', 'C'] });
    s = run(s, { type: 'started', what: 'bulk' }, out.action);
    expect(s.bulkMode).toBe(true);
    expect(rows(s)).toEqual(['A:added', 'B:not', 'C:not']);
    expect(s.pending).toBeNull();
  });

  it('on, failing: stays off with the error text', async () => {
    const out = await loadBulkSerials({ fetchBulkSerials: () => Promise.reject(new Error('List unavailable')) });
    expect(out).toEqual({ action: { type: 'bulkFailed' }, error: 'List unavailable' });
    const s = run(initial(), { type: 'started', what: 'bulk' }, out.action);
    expect(s.bulkMode).toBe(false);
    expect(s.pending).toBeNull();
  });

  it('off: every entry not marked added is removed and select-all is reset', () => {
    let s = run(
      initial({ initialSerials: ['A'] }),
      { type: 'bulkLoaded', serials: ['B', 'C', 'D'] },
      { type: 'selectAllChanged', checked: true },
      { type: 'rowToggled', index: 2 }, // C unmarked
    );
    expect(s.bulkSelect).toBe(true);
    expect(rows(s)).toEqual(['A:added', 'B:added', 'C:not', 'D:added']);
    s = run(s, { type: 'bulkOff' });
    expect(s.bulkMode).toBe(false);
    expect(s.bulkSelect).toBe(false);
    expect(rows(s)).toEqual(['A:added', 'B:added', 'D:added']);
  });

  it('select-all sets every row to the checkbox value', () => {
    let s = run(initial({ initialSerials: ['A'] }), { type: 'bulkLoaded', serials: ['B', 'C'] });
    s = run(s, { type: 'selectAllChanged', checked: true });
    expect(rows(s)).toEqual(['A:added', 'B:added', 'C:added']);
    expect(s.bulkSelect).toBe(true);
    s = run(s, { type: 'selectAllChanged', checked: false });
    expect(rows(s)).toEqual(['A:not', 'B:not', 'C:not']);
    expect(s.bulkSelect).toBe(false);
  });
});

describe('row toggle', () => {
  it('in bulk mode an added row becomes unmarked and a not-added row becomes added', () => {
    let s = run(initial({ initialSerials: ['A'] }), { type: 'bulkLoaded', serials: ['B'] });
    s = run(s, { type: 'rowToggled', index: 0 });
    expect(rows(s)).toEqual(['A:not', 'B:not']);
    s = run(s, { type: 'rowToggled', index: 1 });
    expect(rows(s)).toEqual(['A:not', 'B:added']);
  });

  it('outside bulk mode an added row is deleted', () => {
    let s = initial({ initialSerials: ['A', 'B', 'C'] });
    s = run(s, { type: 'rowToggled', index: 1 });
    expect(rows(s)).toEqual(['A:added', 'C:added']);
  });

  it('outside bulk mode a not-added row becomes added', () => {
    const s: SerialEntryState = { ...initial(), serialDisplayList: [{ serialNumber: 'X', isSerialAdded: false }] };
    expect(rows(run(s, { type: 'rowToggled', index: 0 }))).toEqual(['X:added']);
  });

  it('ignores an index outside the list', () => {
    const s = initial({ initialSerials: ['A'] });
    expect(run(s, { type: 'rowToggled', index: 5 })).toBe(s);
  });
});

describe('material doc', () => {
  it('fetches its serials, adds the missing ones as added, then clears the input', async () => {
    const fetchMaterialDocSerials = vi.fn(async () => ['A', 'B', 'C']);
    let s = run(
      initial({ displayMaterialDoc: true }),
      { type: 'bulkLoaded', serials: ['B'] },
      { type: 'materialDocChanged', value: '4900000012' },
    );
    const out = await enterMaterialDoc(s, ` ${s.materialDoc} `, { fetchMaterialDocSerials });
    expect(fetchMaterialDocSerials).toHaveBeenCalledWith('4900000012');
    s = run(s, { type: 'started', what: 'materialDoc' }, out!.action);
    expect(rows(s)).toEqual(['B:not', 'A:added', 'C:added']); // B was present: left as it was
    expect(s.materialDoc).toBe('');
    expect(s.pending).toBeNull();
  });

  it('says why when a material document holds no serials of the material, instead of doing nothing', async () => {
    const out = await enterMaterialDoc(initial(), '4900000013', { fetchMaterialDocSerials: async () => [] });
    expect(out).toEqual({
      action: { type: 'materialDocFailed' },
      error: 'Material document 4900000013 holds no serial numbers of this material.',
    });
    const without = await enterMaterialDoc(initial(), '4900000013', {});
    expect(without?.error).toContain('holds no serial numbers');
  });

  it('a failed lookup gives the error text and clears the input', async () => {
    const err = Object.assign(new Error('x'), { body: { message: 'Material document 49 not found' } });
    const out = await enterMaterialDoc(initial(), '49', { fetchMaterialDocSerials: () => Promise.reject(err) });
    expect(out).toEqual({ action: { type: 'materialDocFailed' }, error: 'Material document 49 not found' });
    const s = run(initial(), { type: 'materialDocChanged', value: '49' }, out!.action);
    expect(s.materialDoc).toBe('');
  });

  it('does nothing for an empty input', async () => {
    expect(await enterMaterialDoc(initial(), ' ', { fetchMaterialDocSerials: async () => ['A'] })).toBeUndefined();
  });
});

describe('Done', () => {
  it("refuses more serials marked added than the quantity: 'Serial quantity is more than quantity'", () => {
    const s = initial({ initialSerials: ['A', 'B', 'C'], quantity: 2 });
    expect(finishSerialEntry(s)).toEqual({ ok: false, error: 'Serial quantity is more than quantity' });
  });

  it('continues with the added serials when they do not exceed the quantity', () => {
    let s = run(initial({ initialSerials: ['A', 'B'], quantity: '2' }), { type: 'bulkLoaded', serials: ['C', 'D'] });
    expect(finishSerialEntry(s)).toEqual({ ok: true, serials: ['A', 'B'] });
    s = run(s, { type: 'rowToggled', index: 2 });
    expect(finishSerialEntry(s)).toEqual({ ok: false, error: t('serialQuantityTooHigh') });
    expect(finishSerialEntry(initial({ quantity: 1 }))).toEqual({ ok: true, serials: [] });
    expect(finishSerialEntry(initial({ initialSerials: ['A', 'B', 'C'] }))).toEqual({ ok: true, serials: ['A', 'B', 'C'] });
  });

  it('lists added serials in order', () => {
    const s = run(initial({ initialSerials: ['A'] }), { type: 'bulkLoaded', serials: ['B', 'C'] }, { type: 'rowToggled', index: 2 });
    expect(addedSerials(s)).toEqual(['A', 'C']);
  });
});

describe('read-only mode', () => {
  it('changes nothing', () => {
    const s = initial({ initialSerials: ['A'], readOnly: true });
    const actions: SerialEntryEvent[] = [
      { type: 'serialChanged', value: 'x' },
      { type: 'serialAdded', serial: 'B' },
      { type: 'bulkLoaded', serials: ['C'] },
      { type: 'rowToggled', index: 0 },
      { type: 'selectAllChanged', checked: false },
      { type: 'materialDocLoaded', serials: ['D'] },
      { type: 'bulkOff' },
    ];
    for (const a of actions) expect(step(s, a)).toBe(s);
  });
});

describe('serialErrorText', () => {
  it('prefers the response message, then the error message', () => {
    expect(serialErrorText({ body: { message: 'm1' }, message: 'm2' })).toBe('m1');
    expect(serialErrorText({ message: 'm2' })).toBe('m2');
    expect(serialErrorText('plain')).toBe('plain');
    expect(serialErrorText(null)).toBe(t('unknownError'));
  });
});
