import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from './BottomBar';
import { actionOfKey, FUNCTION_KEYS } from './function-keys';
import { getUiState, resetUiState, showAlert } from './ui-state';

beforeEach(() => resetUiState());

describe('function-key map', () => {
  it('is the one map of DESIGN.md: F1 help, F2 step back, F3 back, F4 done, F7 menu, F8/F9 previous/next', () => {
    expect(FUNCTION_KEYS).toEqual({ help: 'F1', stepBack: 'F2', back: 'F3', done: 'F4', menu: 'F7', previous: 'F8', next: 'F9' });
    expect(actionOfKey('F4')).toBe('done');
    expect(actionOfKey('F9')).toBe('next');
    expect(actionOfKey('F6')).toBeNull();
    expect(actionOfKey('Enter')).toBeNull();
  });
});

describe('bottom bar', () => {
  it('shows the keys the screen uses as buttons and runs them by key, not when disabled or while an alert is open', () => {
    const done = vi.fn();
    const next = vi.fn();
    render(<BottomBar actions={{ done: { run: done, label: 'Post' }, next: { run: next, disabled: true }, stepBack: null }} />);
    const bar = screen.getByRole('navigation', { name: 'Function keys' });
    expect(bar.textContent).toBe('F1HelpF9NextF4Post');
    expect((screen.getByRole('button', { name: /F9\s*Next/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /F2/ })).toBeNull();
    fireEvent.keyDown(window, { key: 'F4' });
    expect(done).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'F9' });
    expect(next).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /F4\s*Post/ }));
    expect(done).toHaveBeenCalledTimes(2);
    act(() => showAlert('danger', 'Bin R01 is blocked.'));
    fireEvent.keyDown(window, { key: 'F4' });
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('F1 shows the help of the screen with its keys', () => {
    render(<BottomBar actions={{ stepBack: () => {}, done: { run: () => {}, label: 'Post' } }} help="Scan the destination bin." />);
    fireEvent.keyDown(window, { key: 'F1' });
    expect(getUiState().alert).toMatchObject({ show: true, type: 'info' });
    expect(getUiState().alert.message).toBe('Scan the destination bin.\nF2 Step back · F4 Post · F3 Back · F7 Menu');
  });
});
