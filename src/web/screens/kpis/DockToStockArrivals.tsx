import { useQuery } from '@tanstack/react-query';
import * as e from '../../../shared/contracts/kpis/endpoints';
import { showNumber, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useSearchParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { AlertLine } from '../../ui/AlertLine';
import { PagedTable } from '../../ui/ListTable';
import { showTime } from '../../ui/plant-time';
import { listLink, PeriodForm, PeriodLine, usePeriodQuery } from './kpi-parts';
import '../stock/stock.css';
import './kpis.css';

/**
 * The arrivals behind the dock-to-stock figures (WM/KPI, page `dockToStockArrivals`): the notices of
 * a period (one day when a bar of the chart was clicked) from their first arrival at the dock to their
 * last confirmed put-away, slowest first, each opening its notice. The dashboard's median and p90
 * are of exactly these rows.
 */
export default function DockToStockArrivals() {
  const { query, setQuery } = usePeriodQuery(['plant', 'from', 'to']);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['kpi-dock-arrivals', query, page],
    queryFn: () => call(e.dockToStockArrivals, { query: { ...query, page, pageSize: 50 } }),
  });
  const d = list.data;
  return (
    <Page title={t('kpi.dockArrivalsTitle')}>
      <p>
        <Link to={withQuery(href('warehouseDashboard'), query)}>{t('kpi.backToDashboard')}</Link>
      </p>
      <PeriodForm key={JSON.stringify(query)} query={query} onApply={setQuery} />
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      {list.isPending ? (
        <p className="sp-muted" role="status">
          {t('kpi.loading')}
        </p>
      ) : null}
      {d ? (
        <>
          <PeriodLine period={d.period} />
          <p className="sp-muted" role="status">
            {t('kpi.dockArrivalsCount', { count: d.total })}
          </p>
          <PagedTable
            label={t('kpi.dockArrivalsList')}
            columns={[
              t('kpi.colNotice'),
              t('kpi.colSupplier'),
              t('kpi.plant'),
              t('kpi.colArrived'),
              t('kpi.colStocked'),
              { label: t('kpi.colHours'), numeric: true },
            ]}
            data={d}
            page={page}
            onPageChange={(p) => setQuery({ ...query, ...(p > 1 ? { page: String(p) } : {}) })}
            empty={t('kpi.nothingInPeriod')}
            row={(a) => {
              const to = listLink('asnView', () => href('asnView', { asnNumber: a.asnNumber }));
              return (
                <tr key={a.asnNumber}>
                  <td>{to ? <Link to={to}>{a.asnNumber}</Link> : a.asnNumber}</td>
                  <td translate="no">
                    {a.vendor} {a.vendorName}
                  </td>
                  <td>{a.plant}</td>
                  <td>{showTime(a.arrivedAt)}</td>
                  <td>{showTime(a.stockedAt)}</td>
                  <td className="sv-num">{showNumber(a.hours, { maximumFractionDigits: 1 })}</td>
                </tr>
              );
            }}
          />
        </>
      ) : null}
    </Page>
  );
}
