import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('./first-paint');

/** The gate as a fresh module (its state is the page's: one per test). */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import('./first-paint');
}

function Chrome({ gate }: { gate: Gate }) {
  const painted = gate.useFirstPainted();
  return painted ? <output aria-label="bell">bell</output> : null;
}

describe('the first-paint gate', () => {
  let gate: Gate;
  beforeEach(async () => {
    gate = await freshGate();
  });

  it('is open when the entry does not hold it: a screen rendered alone has everything at once', async () => {
    expect(gate.isFirstPainted()).toBe(true);
    render(<Chrome gate={gate} />);
    expect(screen.getByLabelText('bell')).toBeTruthy();
    await expect(gate.afterFirstPaint()).resolves.toBeUndefined();
  });

  it('held by the entry, keeps what waits until the first paint, then lets all of it go once', async () => {
    gate.holdUntilFirstPaint();
    expect(gate.isFirstPainted()).toBe(false);
    const ran = vi.fn();
    void gate.afterFirstPaint().then(ran);
    render(<Chrome gate={gate} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByLabelText('bell')).toBeNull();
    expect(ran).not.toHaveBeenCalled();

    await act(async () => {
      gate.firstPainted();
      await Promise.resolve();
    });
    expect(ran).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('bell')).toBeTruthy();
    // once open it stays open: a second signal (the entry's fallback timer) changes nothing
    gate.firstPainted();
    expect(ran).toHaveBeenCalledTimes(1);
    await expect(gate.afterFirstPaint()).resolves.toBeUndefined();
  });

  it('a component mounted after the paint shows at once, and one unmounted before it is let go', async () => {
    gate.holdUntilFirstPaint();
    const early = render(<Chrome gate={gate} />);
    early.unmount();
    await act(async () => {
      gate.firstPainted();
      await Promise.resolve();
    });
    render(<Chrome gate={gate} />);
    expect(screen.getByLabelText('bell')).toBeTruthy();
  });
});
