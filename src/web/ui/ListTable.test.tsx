import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../shared/i18n';
import { PagedTable, ShortTable } from './ListTable';
import { QueryState } from './QueryState';

describe('ShortTable', () => {
  it('names the table and heads its columns, numeric ones right-aligned', () => {
    render(
      <ShortTable label="Orders" columns={['Order', { label: 'Items', numeric: true }]}>
        <tr>
          <td>4500000001</td>
          <td>2</td>
        </tr>
      </ShortTable>,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Order', 'Items']);
    expect(heads[1]?.className).toBe('sv-num');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});

describe('PagedTable', () => {
  const props = { label: 'Tickets', columns: ['Ticket'], page: 1, onPageChange: vi.fn(), empty: 'No tickets.' };
  it('renders a row per item and no empty note', () => {
    render(
      <PagedTable
        {...props}
        data={{ items: ['A', 'B'], maxPage: 1 }}
        row={(t) => (
          <tr key={t}>
            <td>{t}</td>
          </tr>
        )}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('No tickets.')).toBeNull();
  });
  it('says so when the page is empty', () => {
    render(<PagedTable {...props} data={{ items: [], maxPage: 1 }} row={() => null} />);
    expect(screen.getByText('No tickets.')).toBeTruthy();
  });
});

describe('QueryState', () => {
  it('shows the loading note while pending, the error text when failed, nothing when done', () => {
    const { rerender, container } = render(<QueryState query={{ isPending: true, isError: false, error: null }} />);
    expect(screen.getByText(t('loading'))).toBeTruthy();
    rerender(<QueryState query={{ isPending: false, isError: true, error: new Error('Down.') }} />);
    expect(container.querySelector('.sp-error-text')?.textContent).toBeTruthy();
    rerender(<QueryState query={{ isPending: false, isError: false, error: null }} />);
    expect(container.textContent).toBe('');
  });
});
