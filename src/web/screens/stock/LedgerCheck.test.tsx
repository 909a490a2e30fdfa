import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LedgerCheck from './LedgerCheck';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const counts = { documents: 12, items: 30, stockRows: 9, equipment: 4 };

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LedgerCheck />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ledger check screen', () => {
  it('runs the check when opened and says the ledger is clean', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ ok: true, differences: [], counts }));
    show();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The ledger is clean: 12 documents with 30 items agree with 9 stock rows and 4 equipment.',
      ),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/supplier/api/admin/ledger-check');
    expect(screen.queryByRole('table', { name: 'Differences' })).toBeNull();
  });

  it('lists every difference, and checks again on request', async () => {
    const differences = [{ kind: 'stock', key: '1000/0001/R01-01-1/CBL-100201', expected: '5.000', actual: '4.000' }];
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => json({ ok: false, differences, counts }))
      .mockImplementationOnce(async () => json({ ok: true, differences: [], counts }));
    show();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The ledger has 1 difference(s) from 12 documents.'));
    const rows = screen.getByRole('table', { name: 'Differences' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['stock', '1000/0001/R01-01-1/CBL-100201', '5.000', '4.000'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^The ledger is clean/));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('table', { name: 'Differences' })).toBeNull();
  });
});
