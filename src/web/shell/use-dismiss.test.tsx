import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popup({ open, close }: { open: boolean; close: (by: 'outside' | 'escape') => void }) {
  const box = useRef<HTMLDivElement>(null);
  useDismiss(open, [box], close);
  return (
    <div>
      <div ref={box} data-testid="inside">
        inside
      </div>
      <p data-testid="outside">outside</p>
    </div>
  );
}

describe('useDismiss', () => {
  it('closes on a press outside and on Escape, not on a press inside', () => {
    const close = vi.fn();
    const { getByTestId } = render(<Popup open close={close} />);
    fireEvent.mouseDown(getByTestId('inside'));
    expect(close).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByTestId('outside'));
    expect(close).toHaveBeenLastCalledWith('outside');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).toHaveBeenLastCalledWith('escape');
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('listens only while open', () => {
    const close = vi.fn();
    const { getByTestId, rerender } = render(<Popup open={false} close={close} />);
    fireEvent.mouseDown(getByTestId('outside'));
    rerender(<Popup open close={close} />);
    rerender(<Popup open={false} close={close} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
  });
});
