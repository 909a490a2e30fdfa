import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('marks the current tab and tells which one was chosen', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        tabs={[
          ['users', 'Users'],
          ['roles', 'Roles'],
        ]}
        value="users"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).toBe('false');
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    expect(onChange).toHaveBeenCalledWith('roles');
  });
});
