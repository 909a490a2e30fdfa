import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertLine } from './AlertLine';

describe('AlertLine', () => {
  it('shows a message as an alert line and nothing without one', () => {
    const { rerender, container } = render(<AlertLine message={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<AlertLine message="No such bin." />);
    expect(screen.getByRole('alert').textContent).toBe('No such bin.');
    expect(screen.getByRole('alert').className).toBe('sp-error-text');
  });
});
