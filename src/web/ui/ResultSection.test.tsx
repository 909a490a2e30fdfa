import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n';
import { QueuedResult, ResultSection } from './ResultSection';

describe('ResultSection', () => {
  it('is a wm-result section named by its label: the title as a status line, then the rest', () => {
    render(
      <ResultSection label="Picked" title={<>Delivery 80000001: nothing left to pick.</>}>
        <button type="button">Next delivery</button>
      </ResultSection>,
    );
    const section = screen.getByRole('region', { name: 'Picked' });
    expect(section.className).toBe('wm-result');
    expect(screen.getByRole('status').className).toBe('wm-result-title');
    expect(screen.getByRole('status').textContent).toBe('Delivery 80000001: nothing left to pick.');
    expect(section.lastElementChild?.textContent).toBe('Next delivery');
  });

  it('QueuedResult says the posting waits in the journal', () => {
    render(<QueuedResult>next</QueuedResult>);
    expect(screen.getByRole('region', { name: 'Waiting in the journal' }).textContent).toBe(`${t('journalQueued')}next`);
  });
});
