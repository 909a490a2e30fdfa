import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as e from '../../../shared/contracts/kpis/endpoints';
import type { SupplierRow } from '../../../shared/contracts/kpis/schemas';
import { type MessageId, showNumber, showQuantity, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { AlertLine } from '../../ui/AlertLine';
import { TextField } from '../../ui/FilterBar';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { COLORS } from './colors';
import { downloadCsv, downloadXlsx, type ExportColumn } from './export';
import { ChartPanel, FigureCard, listLink, PeriodForm, PeriodLine, usePeriodQuery, valueText } from './kpi-parts';
import '../stock/stock.css';
import './kpis.css';

type SortKey = keyof SupplierRow;

interface RankColumn extends ExportColumn<SupplierRow> {
  key: SortKey;
  unit?: 'pct' | 'hours';
  numeric?: boolean;
}

const col = (key: SortKey, label: MessageId, unit?: 'pct' | 'hours'): RankColumn => ({
  key,
  label: t(label),
  unit,
  numeric: key !== 'vendorId' && key !== 'name',
  value: (r) => r[key],
});

/**
 * The supplier scorecard (MM/SCORE, page `supplierScorecard`): administrators rank every supplier, a
 * supplier reads its own row. Totals against the previous period, the ranking table sortable by any
 * column, exported as CSV and Excel; a supplier's number opens its purchase orders.
 */
export default function SupplierScorecard() {
  const { query, setQuery } = usePeriodQuery(['vendor', 'plant', 'from', 'to']);
  const data = useQuery({ queryKey: ['kpi-suppliers', query], queryFn: () => call(e.supplierKpis, { query }) });
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'onTimePct', desc: true });
  const d = data.data;
  const columns: RankColumn[] = [
    col('vendorId', 'kpi.colVendor'),
    col('name', 'kpi.colVendorName'),
    col('poItems', 'kpi.colPoItems'),
    col('confirmationRatePct', 'kpi.colConfirmationRate', 'pct'),
    col('confirmMedianHours', 'kpi.colConfirmHours', 'hours'),
    col('confirmationsChanged', 'kpi.colConfirmationsChanged'),
    col('asns', 'kpi.colAsns'),
    { ...col('announcedQuantity', 'kpi.colAnnounced'), value: (r) => r.announcedQuantity },
    { ...col('receivedQuantity', 'kpi.colReceived'), value: (r) => r.receivedQuantity },
    col('asnAccuracyPct', 'kpi.colAsnAccuracy', 'pct'),
    col('serialsNotReceived', 'kpi.colSerialsNotReceived'),
    col('cartonsMissing', 'kpi.colCartonsMissing'),
    col('onTimePct', 'kpi.colOnTime', 'pct'),
    col('lateArrivals', 'kpi.colLate'),
    col('noShows', 'kpi.colNoShows'),
    col('defectRatePct', 'kpi.colDefectRate', 'pct'),
  ];
  const rows = [...(d?.suppliers ?? [])].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const order =
      x === null
        ? 1
        : y === null
          ? -1
          : typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y), undefined, { numeric: true });
    return (x === null || y === null ? order : sort.desc ? -order : order) || a.vendorId.localeCompare(b.vendorId);
  });
  const file = `supplier-scorecard-${d?.period.from ?? ''}-${d?.period.to ?? ''}`;
  const ordersLink = listLink('purchaseOrders', () => href('purchaseOrders'));
  // the lists behind the other figures: the shipping notices, the dock's slots, the quality lots
  const noticesLink = listLink('asnIndex', () => href('asnIndex'));
  const slotsLink = listLink('dockSchedule', () => href('dockSchedule'));
  const lotsLink = listLink('qualityHome', () => href('qualityHome'));
  const cell = (c: RankColumn, r: SupplierRow) => {
    const v = r[c.key];
    if (c.key === 'announcedQuantity' || c.key === 'receivedQuantity') return showQuantity(String(v));
    if (c.key === 'vendorId' && ordersLink) return <Link to={ordersLink}>{r.vendorId}</Link>;
    if (typeof v === 'number' || v === null) return valueText(v as number | null, c.unit);
    return v;
  };
  return (
    <Page title={t('kpi.scorecardTitle')}>
      <PeriodForm key={JSON.stringify(query)} query={query} onApply={setQuery}>
        {(draft, set) => (
          <TextField label={t('kpi.vendor')} narrow maxLength={10} value={draft.vendor} onChange={(v) => set('vendor', v)} />
        )}
      </PeriodForm>
      <AlertLine message={data.isError ? errorText(data.error) : null} />
      {data.isPending ? (
        <p className="sp-muted" role="status">
          {t('kpi.loading')}
        </p>
      ) : null}
      {d ? (
        <>
          <PeriodLine period={d.period} />
          <ul className="kp-cards" aria-label={t('kpi.figures')}>
            <FigureCard label={t('kpi.colConfirmationRate')} figure={d.totals.confirmationRatePct} unit="pct" to={ordersLink} />
            <FigureCard label={t('kpi.colConfirmHours')} figure={d.totals.confirmMedianHours} unit="hours" to={ordersLink} />
            <FigureCard label={t('kpi.colAsnAccuracy')} figure={d.totals.asnAccuracyPct} unit="pct" to={noticesLink} />
            <FigureCard label={t('kpi.colCartonsMissing')} figure={d.totals.cartonsMissing} to={noticesLink} />
            <FigureCard label={t('kpi.colOnTime')} figure={d.totals.onTimePct} unit="pct" to={slotsLink} />
            <FigureCard label={t('kpi.colNoShows')} figure={d.totals.noShows} to={slotsLink} />
            <FigureCard label={t('kpi.colDefectRate')} figure={d.totals.defectRatePct} unit="pct" to={lotsLink} />
          </ul>
          <section className="kp-panel" aria-labelledby="kpi-ranking-title" data-testid="kpi-ranking">
            <div className="kp-panel-head">
              <h2 id="kpi-ranking-title">{t('kpi.rankingTitle')}</h2>
              <div className="kp-panel-actions">
                <button type="button" className="ui-button" onClick={() => downloadCsv(file, columns, rows)}>
                  {t('kpi.exportCsv')}
                </button>
                <button type="button" className="ui-button" onClick={() => void downloadXlsx(file, t('kpi.rankingTitle'), columns, rows)}>
                  {t('kpi.exportXlsx')}
                </button>
              </div>
            </div>
            {rows.length === 0 ? <p className="sp-muted">{t('kpi.nothingInPeriod')}</p> : null}
            <ScrollRegion className="sv-table-wrap">
              <table className="sv-table kp-ranking" aria-label={t('kpi.rankingTitle')}>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th
                        key={c.key}
                        scope="col"
                        className={c.numeric ? 'sv-num' : undefined}
                        aria-sort={sort.key === c.key ? (sort.desc ? 'descending' : 'ascending') : undefined}
                      >
                        <button
                          type="button"
                          className="kp-sort"
                          onClick={() => setSort((s) => ({ key: c.key, desc: s.key === c.key ? !s.desc : c.numeric === true }))}
                        >
                          {c.label}
                          <span aria-hidden="true">{sort.key === c.key ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.vendorId}>
                      {columns.map((c) => (
                        <td
                          key={c.key}
                          className={c.numeric ? 'sv-num' : undefined}
                          translate={c.key === 'name' || c.key === 'vendorId' ? 'no' : undefined}
                        >
                          {cell(c, r)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
          <ul className="kp-supplier-cards" aria-label={t('kpi.rankingTitle')}>
            {rows.map((r) => (
              <li key={r.vendorId} className="kp-card">
                <span className="kp-label" translate="no">
                  {r.vendorId} {r.name}
                </span>
                <dl className="kp-facts">
                  {columns.slice(2).map((c) => (
                    <div key={c.key}>
                      <dt>{c.label}</dt>
                      <dd>{cell(c, r)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <ChartPanel
            id="kpi-on-time"
            title={t('kpi.onTimeTitle')}
            fileName={`${file}-on-time`}
            rows={rows}
            rowKey={(r) => r.vendorId}
            columns={[
              { label: t('kpi.colVendor'), value: (r) => r.vendorId, data: true },
              { label: t('kpi.colOnTimeArrivals'), value: (r) => r.onTimeArrivals, numeric: true },
              { label: t('kpi.colLate'), value: (r) => r.lateArrivals, numeric: true },
              { label: t('kpi.colNoShows'), value: (r) => r.noShows, numeric: true },
            ]}
            chart={{
              rows: rows.slice(0, 15).map((r) => ({ ...r, label: r.vendorId })),
              x: 'label',
              stacked: true,
              horizontal: true,
              series: [
                { key: 'onTimeArrivals', label: t('kpi.colOnTimeArrivals'), color: COLORS[2] },
                { key: 'lateArrivals', label: t('kpi.colLate'), color: COLORS[0] },
                { key: 'noShows', label: t('kpi.colNoShows'), color: COLORS[3] },
              ],
            }}
          />
          <p className="sp-muted">{t('kpi.suppliersCount', { count: showNumber(rows.length) })}</p>
        </>
      ) : null}
    </Page>
  );
}
