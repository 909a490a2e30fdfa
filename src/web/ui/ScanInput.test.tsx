import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeBufferedKeys } from '../shell/key-buffer';
import { resetFeedbackForTests } from './feedback';
import { ScanInput } from './ScanInput';

const oscillators: { frequency: number; started: boolean }[] = [];
const vibrateSpy = vi.fn();

class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {});
  createOscillator() {
    const o = { type: '', frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
    o.start = vi.fn(() => oscillators.push({ frequency: o.frequency.value, started: true }));
    return o;
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  }
}

beforeEach(() => {
  oscillators.length = 0;
  vibrateSpy.mockReset();
  resetFeedbackForTests();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'vibrate', { value: vibrateSpy, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Controlled({ onScan }: { onScan: (text: string) => void }) {
  const [v, setV] = useState('');
  return (
    <>
      <ScanInput label="Serial" onScan={onScan} value={v} onValueChange={setV} submitLabel="+" submitAriaLabel="Add serial" />
      <output data-testid="mirror">{v}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Serial' }) as HTMLInputElement;
const user = () => userEvent.setup({ delay: null });

describe('ScanInput', () => {
  it('takes focus and submits the scan on Enter, without the wedge suffix, then clears and keeps focus', async () => {
    const onScan = vi.fn();
    render(<ScanInput label="Serial" onScan={onScan} />);
    expect(document.activeElement).toBe(field());
    await user().type(field(), '  SN-1 {Enter}');
    expect(onScan).toHaveBeenCalledWith('SN-1');
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });

  it('submits on the Tab a scanner sends; Tab on an empty field still moves focus', async () => {
    const onScan = vi.fn();
    render(
      <>
        <ScanInput label="Serial" onScan={onScan} />
        <button type="button">Next</button>
      </>,
    );
    await user().type(field(), 'SN-2{Tab}');
    expect(onScan).toHaveBeenCalledWith('SN-2');
    expect(document.activeElement).toBe(field());
    await user().tab();
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('ignores Enter on an empty field', async () => {
    const onScan = vi.fn();
    render(<ScanInput label="Serial" onScan={onScan} />);
    await user().type(field(), '   {Enter}');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('keeps the GS separator of GS1 scans', async () => {
    const onScan = vi.fn();
    render(<ScanInput label="Serial" onScan={onScan} />);
    fireEvent.change(field(), { target: { value: '21A\u001d10B\r\n' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('21A\u001d10B'));
  });

  it('drops the same scan within 500 ms and takes it again afterwards', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onScan = vi.fn();
    render(<ScanInput label="Serial" onScan={onScan} />);
    await user().type(field(), 'SN-3{Enter}');
    now += 200;
    await user().type(field(), 'SN-3{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(field().value).toBe(''); // the dropped repeat is cleared too
    now += 100;
    await user().type(field(), 'SN-4{Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
    now += 500;
    await user().type(field(), 'SN-3{Enter}');
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['SN-3', 'SN-4', 'SN-3']);
  });

  it('is read-only while the scan is being posted, ignoring further input, then usable and focused again', async () => {
    let finish!: () => void;
    const onScan = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<ScanInput label="Serial" onScan={onScan} clearOnScan={false} />);
    await user().type(field(), 'SN-5{Enter}');
    expect(field().readOnly).toBe(true);
    expect(field().getAttribute('aria-busy')).toBe('true');
    await user().type(field(), 'X{Enter}');
    expect(field().value).toBe('SN-5');
    expect(onScan).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(field().readOnly).toBe(false);
    expect(document.activeElement).toBe(field());
  });

  it('a check, not a posting: a scan made while the last one is checked is kept and scanned after it, every key', async () => {
    const finishes: (() => void)[] = [];
    const onScan = vi.fn((_text: string) => new Promise<void>((r) => finishes.push(r)));
    render(<ScanInput label="Serial" onScan={onScan} keepsScansWhileChecking />);
    await user().type(field(), 'SN-7{Enter}');
    expect(field().readOnly).toBe(true);
    // the next scan and the start of a third, while SN-7 is checked
    await user().type(field(), 'SN-8{Enter}SN-', { skipClick: true });
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['SN-7']);
    await act(async () => finishes[0]?.());
    await waitFor(() => expect(onScan.mock.calls.map((c) => c[0])).toEqual(['SN-7', 'SN-8']));
    expect(field().readOnly).toBe(true);
    await act(async () => finishes[1]?.());
    // the third scan's first keys are in the field, its rest is typed on
    await waitFor(() => expect(field().value).toBe('SN-'));
    await user().type(field(), '9{Enter}', { skipClick: true });
    await act(async () => finishes[2]?.());
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['SN-7', 'SN-8', 'SN-9']);
    expect(document.activeElement).toBe(field());
  });

  it('a scan kept behind a check that is refused (rejected, or the screen shows an error) is not scanned', async () => {
    const finishes: { ok: () => void; fail: () => void }[] = [];
    const onScan = vi.fn(
      (_text: string) => new Promise<void>((ok, fail) => finishes.push({ ok: () => ok(), fail: () => fail(new Error('No such bin')) })),
    );
    function WithScreenError() {
      const [error, setError] = useState<string | null>(null);
      return (
        <ScanInput
          label="Serial"
          keepsScansWhileChecking
          error={error}
          onScan={async (text) => {
            try {
              await onScan(text);
            } catch (e) {
              setError(`${(e as Error).message}: ${text}`);
            }
          }}
        />
      );
    }
    // rejected
    const { unmount } = render(<ScanInput label="Serial" onScan={onScan} keepsScansWhileChecking />);
    await user().type(field(), 'BIN-1{Enter}');
    await user().type(field(), 'MAT-1{Enter}', { skipClick: true });
    await act(async () => finishes[0]?.fail());
    await waitFor(() => expect(field().readOnly).toBe(false));
    expect(screen.getByText('No such bin')).toBeTruthy();
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['BIN-1']);
    unmount();
    // refused by the screen's error
    render(<WithScreenError />);
    await user().type(field(), 'BIN-2{Enter}');
    await user().type(field(), 'MAT-2{Enter}', { skipClick: true });
    await act(async () => finishes[1]?.fail());
    await waitFor(() => expect(field().readOnly).toBe(false));
    expect(screen.getByText('No such bin: BIN-2')).toBeTruthy();
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['BIN-1', 'BIN-2']);
    expect(field().value).toBe('');
    // the next scan after the refusal is taken as usual
    await user().type(field(), 'BIN-3{Enter}', { skipClick: true });
    expect(onScan.mock.calls.map((c) => c[0])).toEqual(['BIN-1', 'BIN-2', 'BIN-3']);
  });

  it('a scan kept while the last one is checked goes to the next step\u2019s field when that check moves the flow on', async () => {
    takeBufferedKeys();
    const checks: { text: string; done: () => void }[] = [];
    const onNext = vi.fn();
    function TwoSteps() {
      const [step, setStep] = useState<'bin' | 'material'>('bin');
      return step === 'bin' ? (
        <ScanInput
          key="bin"
          label="Source bin"
          keepsScansWhileChecking
          onScan={(text) =>
            new Promise<void>((done) => checks.push({ text, done: () => done() })).then(() => {
              setStep('material');
            })
          }
        />
      ) : (
        <ScanInput key="material" label="Material" onScan={onNext} keepsScansWhileChecking />
      );
    }
    render(<TwoSteps />);
    const bin = screen.getByRole('textbox', { name: 'Source bin' });
    await user().type(bin, 'BIN-1{Enter}');
    await user().type(bin, 'MAT-1{Enter}', { skipClick: true });
    await act(async () => checks[0]?.done());
    await waitFor(() => expect(onNext).toHaveBeenCalledWith('MAT-1'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Material' }));
    expect(checks.map((c) => c.text)).toEqual(['BIN-1']);
  });

  it('is read-only while the screen says busy', async () => {
    const onScan = vi.fn();
    const { rerender } = render(<ScanInput label="Serial" onScan={onScan} busy />);
    expect(field().readOnly).toBe(true);
    fireEvent.change(field(), { target: { value: 'SN-6' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
    rerender(<ScanInput label="Serial" onScan={onScan} busy={false} />);
    expect(field().readOnly).toBe(false);
  });

  it('shows a rejected scan in-line, with a beep and a vibration, and clears the error on typing', async () => {
    const onScan = vi.fn(async () => {
      throw new Error('Serial SN-7 is not in stock');
    });
    render(<ScanInput label="Serial" onScan={onScan} />);
    await user().type(field(), 'SN-7{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Serial SN-7 is not in stock');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(oscillators).toHaveLength(1);
    expect(vibrateSpy).toHaveBeenCalledTimes(1);
    expect(field().value).toBe('');
    await user().type(field(), 'S');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the same bad barcode may be rescanned at once after an error', async () => {
    const now = 5_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onScan = vi.fn(async () => {
      throw new Error('no');
    });
    render(<ScanInput label="Serial" onScan={onScan} />);
    await user().type(field(), 'SN-8{Enter}');
    await user().type(field(), 'SN-8{Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('shows the error of the screen and signals each new one once; feedback can be turned off', () => {
    const { rerender } = render(<ScanInput label="Serial" onScan={() => {}} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ScanInput label="Serial" onScan={() => {}} error="Bin is blocked" />);
    expect(screen.getByRole('alert').textContent).toBe('Bin is blocked');
    rerender(<ScanInput label="Serial" onScan={() => {}} error="Bin is blocked" />);
    expect(vibrateSpy).toHaveBeenCalledTimes(1);
    rerender(<ScanInput label="Serial" onScan={() => {}} error="Other" feedback={false} showErrorText={false} />);
    expect(vibrateSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it("submits with a '+' button too, and works controlled", async () => {
    const onScan = vi.fn();
    render(<Controlled onScan={onScan} />);
    await user().type(field(), 'SN-9');
    expect(screen.getByTestId('mirror').textContent).toBe('SN-9');
    await user().click(screen.getByRole('button', { name: 'Add serial' }));
    expect(onScan).toHaveBeenCalledWith('SN-9');
    // the field clears once the scan has been handed over (a state update, not synchronous)
    await waitFor(() => expect(screen.getByTestId('mirror').textContent).toBe(''));
    expect(document.activeElement).toBe(field());
  });

  it('takes focus back when it falls to nothing, but not from another control', async () => {
    render(
      <>
        <ScanInput label="Serial" onScan={() => {}} />
        <input aria-label="Other" />
      </>,
    );
    field().blur();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    screen.getByRole('textbox', { name: 'Other' }).focus();
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Other' }));
  });

  it('stays silent without Web Audio or vibration support', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('AudioContext', undefined);
    Object.defineProperty(navigator, 'vibrate', { value: undefined, configurable: true });
    const onScan = vi.fn(async () => {
      throw new Error('bad');
    });
    render(<ScanInput label="Serial" onScan={onScan} />);
    await user().type(field(), 'X{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('bad');
  });
});
