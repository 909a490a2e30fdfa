import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QmList, QmTable, StatusSelect, TextFilters } from './quality-parts';

describe('quality parts', () => {
  it('QmTable: the empty note is one row across all columns', () => {
    render(
      <QmTable label="Lots" columns={['Lot', { label: 'Quantity', numeric: true }]} empty="No lot.">
        {null}
      </QmTable>,
    );
    const cell = screen.getByRole('cell', { name: 'No lot.' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.getByRole('table', { name: 'Lots' })).toBeTruthy();
  });
  it('QmList: the empty note only once the list is loaded', () => {
    const { rerender } = render(
      <QmList items={undefined} empty="None.">
        {(x: string) => <li key={x}>{x}</li>}
      </QmList>,
    );
    expect(screen.queryByText('None.')).toBeNull();
    rerender(
      <QmList items={[]} empty="None.">
        {(x: string) => <li key={x}>{x}</li>}
      </QmList>,
    );
    expect(screen.getByText('None.')).toBeTruthy();
    rerender(
      <QmList items={['A']} empty="None.">
        {(x: string) => <li key={x}>{x}</li>}
      </QmList>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A']);
  });
  it('StatusSelect and TextFilters report the chosen values', () => {
    const onStatus = vi.fn();
    const onFilters = vi.fn();
    render(
      <form>
        <StatusSelect statuses={['IN_STOCK']} any="Any" value="" onChange={onStatus} />
        <TextFilters names={['material']} labels={{ material: 'Material' }} values={{}} onChange={onFilters} />
      </form>,
    );
    expect(screen.getByRole('option', { name: 'in stock' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'IN_STOCK' } });
    expect(onStatus).toHaveBeenCalledWith('IN_STOCK');
    fireEvent.change(screen.getByLabelText('Material'), { target: { value: ' M-1 ' } });
    expect(onFilters).toHaveBeenCalledWith({ material: 'M-1' });
  });
});
