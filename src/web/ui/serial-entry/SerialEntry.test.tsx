import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { SerialEntry, type SerialEntryProps } from './SerialEntry';

const GTIN = '09501101530003';
const vibrateSpy = vi.fn();

beforeEach(() => {
  vibrateSpy.mockReset();
  Object.defineProperty(navigator, 'vibrate', { value: vibrateSpy, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<SerialEntryProps> = {}) {
  const onContinue = vi.fn();
  const onDiscard = vi.fn();
  const utils = render(<SerialEntry onContinue={onContinue} onDiscard={onDiscard} {...props} />);
  return { ...utils, onContinue, onDiscard };
}

const user = () => userEvent.setup({ delay: null });
const serialBox = () => screen.getByRole('textbox', { name: 'Serial' }) as HTMLInputElement;
const docBox = () => screen.getByRole('textbox', { name: 'Material Doc' }) as HTMLInputElement;
const list = () => screen.getByRole('list', { name: 'Serial numbers' });
/** the list as "n serial added|not" lines */
const listed = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((li) => {
      const [no, serial] = [li.querySelector('.ui-serial-no')!.textContent, li.querySelector('.ui-serial-text')!.textContent];
      return `${no} ${serial} ${li.classList.contains('is-added') ? 'added' : 'not'}`;
    });
const alertText = () => screen.getByRole('alert').textContent;
const bulkSwitch = () => screen.getByRole('switch', { name: 'Bulk Mode' }) as HTMLInputElement;
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;

describe('SerialEntry: layout', () => {
  it("shows the Serial input with '+', the numbered list, Discard and Done", () => {
    setup({ initialSerials: ['A1', 'B2'], quantity: 3 });
    expect(document.activeElement).toBe(serialBox());
    expect(screen.getByRole('button', { name: 'Add serial' }).textContent).toBe('+');
    expect(listed()).toEqual(['1 A1 added', '2 B2 added']);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(screen.getByText('2 of 3 added')).toBeTruthy();
    // optional parts are off by default
    expect(screen.queryByRole('textbox', { name: 'Material Doc' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });

  it('shows the Material Doc input and the Bulk Mode switch when asked; select-all only in bulk mode', async () => {
    setup({ displayMaterialDoc: true, displayBulkMode: true, fetchBulkSerials: async () => [] });
    expect(docBox()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add material document serials' }).textContent).toBe('+');
    expect(bulkSwitch().checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    await user().click(bulkSwitch());
    await waitFor(() => expect(selectAll()).toBeTruthy());
  });
});

describe('SerialEntry: entering serials', () => {
  it('Enter validates, appends as added and clears the input', async () => {
    const validateSerial = vi.fn(async () => {});
    setup({ validateSerial });
    await user().type(serialBox(), 'SN-1{Enter}');
    await waitFor(() => expect(listed()).toEqual(['1 SN-1 added']));
    expect(validateSerial).toHaveBeenCalledWith('SN-1');
    expect(serialBox().value).toBe('');
    expect(document.activeElement).toBe(serialBox());
  });

  it("Tab and '+' enter a serial too", async () => {
    setup({ validateSerial: async () => {} });
    await user().type(serialBox(), 'SN-1{Tab}');
    await waitFor(() => expect(listed()).toEqual(['1 SN-1 added']));
    await user().type(serialBox(), 'SN-2');
    await user().click(screen.getByRole('button', { name: 'Add serial' }));
    await waitFor(() => expect(listed()).toEqual(['1 SN-1 added', '2 SN-2 added']));
    expect(serialBox().value).toBe('');
  });

  it("refuses a duplicate with 'Serial already entered' in the alert, clears the input, beeps", async () => {
    const validateSerial = vi.fn(async () => {});
    setup({ validateSerial, initialSerials: ['SN-1'] });
    await user().type(serialBox(), 'SN-1{Enter}');
    await waitFor(() => expect(alertText()).toContain('Serial already entered'));
    expect(validateSerial).not.toHaveBeenCalled();
    expect(serialBox().value).toBe('');
    expect(serialBox().getAttribute('aria-invalid')).toBe('true');
    expect(vibrateSpy).toHaveBeenCalled();
    expect(listed()).toEqual(['1 SN-1 added']);
    // the alert closes with its close button
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a validation failure worded as the server response's message, and clears the input", async () => {
    const validateSerial = vi.fn(async () => {
      throw new ApiError(422, { code: 'SERIAL_NOT_IN_STOCK', message: 'Serial SN-9 is not in stock at plant 1000', reason: 'other text' });
    });
    setup({ validateSerial });
    await user().type(serialBox(), 'SN-9{Enter}');
    await waitFor(() => expect(alertText()).toContain('Serial SN-9 is not in stock at plant 1000'));
    expect(alertText()).not.toContain('other text');
    expect(serialBox().value).toBe('');
    expect(listed()).toEqual([]);
  });

  it("falls back to the thrown error's message", async () => {
    setup({ validateSerial: () => Promise.reject(new Error('Validation service unavailable')) });
    await user().type(serialBox(), 'SN-9{Enter}');
    await waitFor(() => expect(alertText()).toContain('Validation service unavailable'));
  });

  it('sends errors to the global alert through onError instead of its own', async () => {
    const onError = vi.fn();
    setup({ onError, initialSerials: ['SN-1'] });
    await user().type(serialBox(), 'SN-1{Enter}');
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Serial already entered'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(serialBox().value).toBe('');
  });

  it('reads the serial from a GS1 barcode and checks its GTIN against the material', async () => {
    const validateSerial = vi.fn(async () => {});
    setup({ validateSerial, gtins: [GTIN] });
    fireEvent.change(serialBox(), { target: { value: `]C101${GTIN}21SN-77` } });
    fireEvent.keyDown(serialBox(), { key: 'Enter' });
    await waitFor(() => expect(listed()).toEqual(['1 SN-77 added']));
    expect(validateSerial).toHaveBeenCalledWith('SN-77');
    await user().type(serialBox(), '(01)04006381333931(21)SN-78{Enter}');
    await waitFor(() => expect(alertText()).toContain('The scanned GTIN 04006381333931 does not belong to this material.'));
    expect(validateSerial).toHaveBeenCalledTimes(1);
  });

  it('the serial field is read-only while the validation runs, and Done waits for it', async () => {
    let finish!: () => void;
    setup({ validateSerial: () => new Promise<void>((r) => (finish = r)), quantity: 5 });
    await user().type(serialBox(), 'SN-5{Enter}');
    expect(serialBox().readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(listed()).toEqual(['1 SN-5 added']));
    expect(serialBox().readOnly).toBe(false);
    expect((screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('SerialEntry: scanning fast', () => {
  it('a serial scanned while the last one is checked is kept, checked after it and listed in scan order', async () => {
    const checks: { serial: string; finish: () => void }[] = [];
    const validateSerial = vi.fn((serial: string) => new Promise<void>((finish) => checks.push({ serial, finish: () => finish() })));
    setup({ validateSerial, quantity: 5 });
    const u = user();
    await u.type(serialBox(), 'S1{Enter}');
    await u.type(serialBox(), 'S2{Enter}', { skipClick: true });
    expect(checks.map((c) => c.serial)).toEqual(['S1']);
    await act(async () => checks[0]?.finish());
    await waitFor(() => expect(checks.map((c) => c.serial)).toEqual(['S1', 'S2']));
    expect(listed()).toEqual(['1 S1 added']);
    await act(async () => checks[1]?.finish());
    await waitFor(() => expect(listed()).toEqual(['1 S1 added', '2 S2 added']));
    expect(serialBox().readOnly).toBe(false);
    expect(serialBox().value).toBe('');
  });

  it('a serial scanned while the last one is refused is still checked (no dialog open): the refusal is reported, the next serial listed', async () => {
    const checks: { serial: string; finish: () => void; refuse: () => void }[] = [];
    const validateSerial = vi.fn(
      (serial: string) =>
        new Promise<void>((resolve, reject) =>
          checks.push({ serial, finish: () => resolve(), refuse: () => reject(new Error(`Serial ${serial} is not known`)) }),
        ),
    );
    const onError = vi.fn();
    setup({ validateSerial, onError });
    const u = user();
    await u.type(serialBox(), 'BAD{Enter}');
    await u.type(serialBox(), 'S2{Enter}', { skipClick: true });
    await act(async () => checks[0]?.refuse());
    await waitFor(() => expect(checks.map((c) => c.serial)).toEqual(['BAD', 'S2']));
    expect(onError).toHaveBeenCalledWith('Serial BAD is not known');
    await act(async () => checks[1]?.finish());
    await waitFor(() => expect(listed()).toEqual(['1 S2 added']));
  });
});

describe('SerialEntry: row toggle', () => {
  it('outside bulk mode an added row is deleted', async () => {
    setup({ initialSerials: ['A', 'B', 'C'] });
    await user().click(screen.getByRole('button', { name: 'Remove serial B' }));
    expect(listed()).toEqual(['1 A added', '2 C added']);
  });

  it('in bulk mode an added row becomes unmarked and a not-added row becomes added', async () => {
    setup({ initialSerials: ['A'], displayBulkMode: true, fetchBulkSerials: async () => ['A', 'B'] });
    await user().click(bulkSwitch());
    await waitFor(() => expect(listed()).toEqual(['1 A added', '2 B not']));
    const toggleA = screen.getByRole('button', { name: 'Remove serial A' });
    expect(toggleA.getAttribute('aria-pressed')).toBe('true');
    await user().click(toggleA);
    expect(listed()).toEqual(['1 A not', '2 B not']);
    await user().click(screen.getByRole('button', { name: 'Add serial B' }));
    expect(listed()).toEqual(['1 A not', '2 B added']);
  });
});

describe('SerialEntry: undo last scan (issue 34 point 4)', () => {
  it('takes the last serial back, one by one, and gives the Serial field the focus', async () => {
    setup({ validateSerial: async () => {} });
    const u = user();
    await u.type(serialBox(), 'S1{Enter}');
    await u.type(serialBox(), 'WRONG{Enter}');
    await waitFor(() => expect(listed()).toEqual(['1 S1 added', '2 WRONG added']));
    await u.click(screen.getByRole('button', { name: 'Undo last scan (WRONG)' }));
    expect(listed()).toEqual(['1 S1 added']);
    expect(document.activeElement).toBe(serialBox());
    await u.click(screen.getByRole('button', { name: 'Undo last scan (S1)' }));
    expect(listed()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Undo last scan/ })).toBeNull();
  });

  it('in bulk mode unmarks the last added serial', async () => {
    setup({ initialSerials: ['A'], displayBulkMode: true, fetchBulkSerials: async () => ['A', 'B'] });
    await user().click(bulkSwitch());
    await waitFor(() => expect(listed()).toEqual(['1 A added', '2 B not']));
    await user().click(screen.getByRole('button', { name: 'Undo last scan (A)' }));
    expect(listed()).toEqual(['1 A not', '2 B not']);
  });
});

describe('SerialEntry: bulk mode', () => {
  it("on: fetches the server's list and adds the missing serials as not-added", async () => {
    const fetchBulkSerials = vi.fn(async () => ['B', 'A', 'C']);
    setup({ initialSerials: ['A'], displayBulkMode: true, fetchBulkSerials });
    await user().click(bulkSwitch());
    await waitFor(() => expect(listed()).toEqual(['1 A added', '2 B not', '3 C not']));
    expect(fetchBulkSerials).toHaveBeenCalledTimes(1);
    expect(bulkSwitch().checked).toBe(true);
    expect(screen.getByText('1 added')).toBeTruthy();
  });

  it('off: removes the entries not marked added and resets select-all', async () => {
    setup({ initialSerials: ['A'], displayBulkMode: true, fetchBulkSerials: async () => ['B', 'C'] });
    await user().click(bulkSwitch());
    await waitFor(() => expect(selectAll()).toBeTruthy());
    await user().click(screen.getByRole('button', { name: 'Add serial C' }));
    await user().click(selectAll());
    expect(selectAll().checked).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Remove serial B' }));
    expect(listed()).toEqual(['1 A added', '2 B not', '3 C added']);
    await user().click(bulkSwitch());
    expect(bulkSwitch().checked).toBe(false);
    expect(listed()).toEqual(['1 A added', '2 C added']);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    await user().click(bulkSwitch());
    await waitFor(() => expect(selectAll().checked).toBe(false)); // reset
  });

  it("select-all sets every row's added flag to the checkbox value", async () => {
    setup({ initialSerials: ['A'], displayBulkMode: true, fetchBulkSerials: async () => ['B', 'C'] });
    await user().click(bulkSwitch());
    await waitFor(() => expect(selectAll()).toBeTruthy());
    await user().click(selectAll());
    expect(listed()).toEqual(['1 A added', '2 B added', '3 C added']);
    await user().click(selectAll());
    expect(listed()).toEqual(['1 A not', '2 B not', '3 C not']);
  });

  it('a failed list fetch leaves bulk mode off and shows the message', async () => {
    setup({
      displayBulkMode: true,
      fetchBulkSerials: () => Promise.reject(new ApiError(503, { code: 'DOWN', message: 'Serial list unavailable' })),
    });
    await user().click(bulkSwitch());
    await waitFor(() => expect(alertText()).toContain('Serial list unavailable'));
    expect(bulkSwitch().checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });
});

describe('SerialEntry: material doc', () => {
  it('fetches its serials, adds the missing ones as added, then clears the input', async () => {
    const fetchMaterialDocSerials = vi.fn(async () => ['A', 'B', 'C']);
    setup({ initialSerials: ['A'], displayMaterialDoc: true, fetchMaterialDocSerials });
    await user().type(docBox(), '4900000012{Enter}');
    await waitFor(() => expect(listed()).toEqual(['1 A added', '2 B added', '3 C added']));
    expect(fetchMaterialDocSerials).toHaveBeenCalledWith('4900000012');
    expect(docBox().value).toBe('');
    expect(document.activeElement).toBe(serialBox());
  });

  it("with '+' too; a failed lookup shows the response message and clears the input", async () => {
    const fetchMaterialDocSerials = vi.fn(async (doc: string) => {
      throw new ApiError(404, { code: 'NOT_FOUND', message: `Material document ${doc} was not found` });
    });
    setup({ displayMaterialDoc: true, fetchMaterialDocSerials });
    await user().type(docBox(), '4900000099');
    await user().click(screen.getByRole('button', { name: 'Add material document serials' }));
    await waitFor(() => expect(alertText()).toContain('Material document 4900000099 was not found'));
    expect(docBox().value).toBe('');
    expect(docBox().getAttribute('aria-invalid')).toBe('true');
    expect(listed()).toEqual([]);
  });
});

describe('SerialEntry: Done and Discard', () => {
  it("refuses more serials marked added than the quantity: 'Serial quantity is more than quantity'", async () => {
    const { onContinue } = setup({ initialSerials: ['A', 'B', 'C'], quantity: '2' });
    expect(screen.getByText('3 of 2 added').classList.contains('is-over')).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Done' }));
    expect(alertText()).toContain('Serial quantity is more than quantity');
    expect(onContinue).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Remove serial C' }));
    await user().click(screen.getByRole('button', { name: 'Done' }));
    expect(onContinue).toHaveBeenCalledWith(['A', 'B']);
  });

  it('continues with only the serials marked added', async () => {
    const { onContinue } = setup({ initialSerials: ['A'], quantity: 2, displayBulkMode: true, fetchBulkSerials: async () => ['B', 'C'] });
    await user().click(bulkSwitch());
    await waitFor(() => expect(listed()).toHaveLength(3));
    await user().click(screen.getByRole('button', { name: 'Add serial C' }));
    await user().click(screen.getByRole('button', { name: 'Done' }));
    expect(onContinue).toHaveBeenCalledWith(['A', 'C']);
  });

  it('Discard runs the discard callback', async () => {
    const { onDiscard, onContinue } = setup({ initialSerials: ['A'] });
    await user().click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe('SerialEntry: read-only', () => {
  it('hides row toggles and Done, shows Back instead of Discard, and lists the serials', async () => {
    const { onDiscard } = setup({ readOnly: true, initialSerials: ['A', 'B'], displayBulkMode: true, displayMaterialDoc: true });
    expect(listed()).toEqual(['1 A added', '2 B added']);
    expect(screen.queryByRole('button', { name: /serial/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
