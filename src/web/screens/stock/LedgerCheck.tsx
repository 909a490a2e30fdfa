import { useQuery } from '@tanstack/react-query';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { showNumber, t } from '../../../shared/i18n';
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
    <Page title={t('stock.ledgerTitle')}>
      <p className="sp-muted">{t('stock.ledgerIntro')}</p>
      <QueryState query={check} />
      {result && !check.isFetching ? (
        <>
          <p role="status" className={result.ok ? undefined : 'sp-error-text'}>
            {result.ok
              ? t('stock.ledgerClean', {
                  documents: showNumber(result.counts.documents),
                  items: showNumber(result.counts.items),
                  stockRows: showNumber(result.counts.stockRows),
                  equipment: showNumber(result.counts.equipment),
                })
              : t('stock.ledgerDifferences', { count: result.differences.length, documents: showNumber(result.counts.documents) })}
          </p>
          {result.differences.length > 0 ? (
            <ShortTable
              label={t('stock.ledgerDifferencesLabel')}
              columns={[t('stock.ledgerColKind'), t('stock.ledgerColKey'), t('stock.ledgerColExpected'), t('stock.ledgerColActual')]}
            >
              {result.differences.map((d) => (
                <tr key={`${d.kind}:${d.key}`}>
                  <td translate="no">{d.kind}</td>
                  <td className="sv-mono" translate="no">
                    {d.key}
                  </td>
                  <td>{d.expected}</td>
                  <td>{d.actual}</td>
                </tr>
              ))}
            </ShortTable>
          ) : null}
        </>
      ) : null}
      {check.isFetching && result ? <p className="sp-muted">{t('stock.ledgerChecking')}</p> : null}
      <button type="button" className="ui-button" disabled={check.isFetching} onClick={() => void check.refetch()}>
        {t('stock.ledgerCheckAgain')}
      </button>
    </Page>
  );
}
