import { useQuery } from '@tanstack/react-query';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { ShortTable } from '../../ui/ListTable';
import { QueryState } from '../../ui/QueryState';
import './stock.css';

/**
 * The ledger check for administrators (page `adminLedgerCheck`, ADMIN/SU01): `npm run ledger:check`
 * on a screen. Stock, stock in transit and serial positions are recomputed from the posted
 * documents when the screen opens (and again on "Check again"); every difference is listed.
 */
export default function LedgerCheck() {
  const check = useQuery({
    queryKey: ['ledger-check'],
    queryFn: () => call(stock.ledgerCheck),
    staleTime: 0,
    gcTime: 0,
  });
  const result = check.data;
  return (
    <Page title="Ledger Check">
      <p className="sp-muted">Stock, stock in transit and serial positions recomputed from every posted document.</p>
      <QueryState query={check} />
      {result && !check.isFetching ? (
        <>
          <p role="status" className={result.ok ? undefined : 'sp-error-text'}>
            {result.ok
              ? `The ledger is clean: ${result.counts.documents} documents with ${result.counts.items} items agree with ${result.counts.stockRows} stock rows and ${result.counts.equipment} equipment.`
              : `The ledger has ${result.differences.length} difference(s) from ${result.counts.documents} documents.`}
          </p>
          {result.differences.length > 0 ? (
            <ShortTable label="Differences" columns={['Kind', 'Key', 'Expected', 'Actual']}>
              {result.differences.map((d) => (
                <tr key={`${d.kind}:${d.key}`}>
                  <td>{d.kind}</td>
                  <td className="sv-mono">{d.key}</td>
                  <td>{d.expected}</td>
                  <td>{d.actual}</td>
                </tr>
              ))}
            </ShortTable>
          ) : null}
        </>
      ) : null}
      {check.isFetching && result ? <p className="sp-muted">Checking…</p> : null}
      <button type="button" className="ui-button" disabled={check.isFetching} onClick={() => void check.refetch()}>
        Check again
      </button>
    </Page>
  );
}
