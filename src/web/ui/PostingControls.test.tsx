import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../shared/i18n';
import { DiscardButton, PostingBusy } from './PostingControls';

describe('posting controls', () => {
  it('Discard drops the draft unless a posting is under way; the busy line says it is', () => {
    const onDiscard = vi.fn();
    const { rerender } = render(<DiscardButton disabled={false} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: t('discard') }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    rerender(<DiscardButton disabled onDiscard={onDiscard} />);
    expect((screen.getByRole('button', { name: t('discard') }) as HTMLButtonElement).disabled).toBe(true);
    render(<PostingBusy />);
    expect(screen.getByRole('status').textContent).toBe(t('scanBusy'));
  });
});
