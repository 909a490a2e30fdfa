import { useQuery } from '@tanstack/react-query';
import * as e from '../../../shared/contracts/kpis/endpoints';
import {
  type WarehouseDashboard as Dashboard,
  ISSUE_TYPES,
  type OpenWorkKind,
  type Period,
  RECEIPT_TYPES,
} from '../../../shared/contracts/kpis/schemas';
import { type MessageId, showCalendarDay, showNumber, showQuantity, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { AlertLine } from '../../ui/AlertLine';
import { COLORS } from './colors';
import { ChartPanel, FigureCard, listLink, PeriodForm, PeriodLine, usePeriodQuery } from './kpi-parts';
import '../stock/stock.css';
import './kpis.css';

const OPEN_WORK: Record<OpenWorkKind, { label: MessageId; link: () => string | null }> = {
  PUTAWAY: { label: 'kpi.work.PUTAWAY', link: () => listLink('transferOrders', () => href('transferOrders')) },
  PICK: { label: 'kpi.work.PICK', link: () => listLink('transferOrders', () => href('transferOrders')) },
  COUNT: { label: 'kpi.work.COUNT', link: () => listLink('piDocuments', () => href('piDocuments')) },
  QUALITY_LOT: { label: 'kpi.work.QUALITY_LOT', link: () => listLink('qualityHome', () => href('qualityHome')) },
  DELIVERY: { label: 'kpi.work.DELIVERY', link: () => listLink('deliveriesDue', () => href('deliveriesDue')) },
};

/**
 * The material document items behind a movements figure: received (IN: put into the plant, 101) or
 * issued (OUT: taken from the plant, every issue type), of a day or the period, the plant if one is asked.
 */
function documentsLink(direction: 'IN' | 'OUT', days: { from: string; to: string }, plant: string | undefined, movementType?: string) {
  return listLink('materialDocuments', () =>
    withQuery(href('materialDocuments'), {
      plant,
      plantSide: plant ? (direction === 'IN' ? 'to' : 'from') : undefined,
      movementTypes: movementType ?? (direction === 'IN' ? RECEIPT_TYPES : ISSUE_TYPES).join(','),
      dateFrom: days.from,
      dateTo: days.to,
    }),
  );
}

/** The arrivals behind the dock-to-stock figures, of a day or the period. */
function arrivalsLink(days: { from: string; to: string }, plant: string | undefined) {
  return listLink('dockToStockArrivals', () => withQuery(href('dockToStockArrivals'), { plant, from: days.from, to: days.to }));
}

const period = (p: Period) => ({ from: p.from, to: p.to });
const oneDay = (day: string) => ({ from: day, to: day });

/** Items per day, receipts and issues side by side (the chart); the table keeps each movement type. */
function dailyMovements(d: Dashboard) {
  const byDay = new Map<string, { day: string; received: number; issued: number }>();
  for (const r of d.movementsByDay) {
    const row = byDay.get(r.day) ?? { day: r.day, received: 0, issued: 0 };
    if (r.direction === 'IN') row.received += r.items;
    else row.issued += r.items;
    byDay.set(r.day, row);
  }
  return [...byDay.values()].map((r) => ({ ...r, label: showCalendarDay(r.day) }));
}

/**
 * The warehouse dashboard (WM/KPI, page `warehouseDashboard`): the figures of the reader's plants for a
 * period against the one before, each chart with its table (shown on demand, exported as CSV and
 * Excel), figures linking to the list behind them. At 360 px the figures are a card list.
 */
export default function WarehouseDashboard() {
  const { query, setQuery } = usePeriodQuery(['plant', 'from', 'to']);
  const data = useQuery({ queryKey: ['kpi-warehouse', query], queryFn: () => call(e.warehouseKpis, { query }) });
  const d = data.data;
  const f = d?.figures;
  const plant = query.plant;
  const stockLink = (category?: string) => listLink('stockOverview', () => withQuery(href('stockOverview'), { plant, category }));
  // the lists without filters of their own: the transfer orders (picks), the count documents, the quality lots
  const ordersLink = listLink('transferOrders', () => href('transferOrders'));
  const countsLink = listLink('piDocuments', () => href('piDocuments'));
  const lotsLink = listLink('qualityHome', () => href('qualityHome'));
  const file = (name: string) => `${name}-${d?.period.from ?? ''}-${d?.period.to ?? ''}`;
  return (
    <Page title={t('kpi.warehouseTitle')}>
      <PeriodForm key={JSON.stringify(query)} query={query} onApply={setQuery} />
      <AlertLine message={data.isError ? errorText(data.error) : null} />
      {data.isPending ? (
        <p className="sp-muted" role="status">
          {t('kpi.loading')}
        </p>
      ) : null}
      {d && f ? (
        <>
          <PeriodLine period={d.period} />
          <ul className="kp-cards" aria-label={t('kpi.figures')}>
            <FigureCard label={t('kpi.receivedItems')} figure={f.receivedItems} to={documentsLink('IN', period(d.period), plant)} />
            <FigureCard label={t('kpi.receivedDocuments')} figure={f.receivedDocuments} to={documentsLink('IN', period(d.period), plant)} />
            <FigureCard label={t('kpi.issuedItems')} figure={f.issuedItems} to={documentsLink('OUT', period(d.period), plant)} />
            <FigureCard label={t('kpi.issuedDocuments')} figure={f.issuedDocuments} to={documentsLink('OUT', period(d.period), plant)} />
            <FigureCard
              label={t('kpi.dockToStockMedian')}
              figure={f.dockToStockMedianHours}
              unit="hours"
              to={arrivalsLink(period(d.period), plant)}
            />
            <FigureCard
              label={t('kpi.dockToStockP90')}
              figure={f.dockToStockP90Hours}
              unit="hours"
              to={arrivalsLink(period(d.period), plant)}
            />
            <FigureCard label={t('kpi.pickAccuracy')} figure={f.pickAccuracyPct} unit="pct" to={ordersLink} />
            <FigureCard label={t('kpi.shortPicks')} figure={f.shortPicks} to={ordersLink} />
            <FigureCard
              label={t('kpi.onTimeGoodsIssue')}
              figure={f.onTimeGoodsIssuePct}
              unit="pct"
              to={listLink('deliveries', () => href('deliveries'))}
            />
            <FigureCard label={t('kpi.inventoryAccuracy')} figure={f.inventoryAccuracyPct} unit="pct" to={countsLink} />
            <FigureCard label={t('kpi.differenceQuantity')} figure={f.differenceQuantity} to={countsLink} />
            <FigureCard label={t('kpi.lotsOpened')} figure={f.lotsOpened} to={lotsLink} />
            <FigureCard label={t('kpi.lotsDecided')} figure={f.lotsDecided} to={lotsLink} />
            <FigureCard label={t('kpi.defects')} figure={f.defects} to={lotsLink} />
            <FigureCard label={t('kpi.repairTurnaround')} figure={f.repairTurnaroundMedianHours} unit="hours" to={lotsLink} />
          </ul>
          <div className="kp-grid">
            <ChartPanel
              id="kpi-movements"
              title={t('kpi.movementsTitle')}
              fileName={file('movements')}
              rows={d.movementsByDay}
              rowKey={(r) => `${r.day}/${r.movementType}`}
              columns={[
                { label: t('kpi.colDay'), value: (r) => r.day, show: (r) => showCalendarDay(r.day) },
                { label: t('kpi.colMovementType'), value: (r) => r.movementType },
                { label: t('kpi.colDirection'), value: (r) => t(r.direction === 'IN' ? 'kpi.received' : 'kpi.issued') },
                {
                  label: t('kpi.colItems'),
                  value: (r) => r.items,
                  numeric: true,
                  show: (r) => {
                    const to = documentsLink(r.direction, oneDay(r.day), plant, r.movementType);
                    return to ? <Link to={to}>{showNumber(r.items)}</Link> : showNumber(r.items);
                  },
                },
                { label: t('kpi.colDocuments'), value: (r) => r.documents, numeric: true },
              ]}
              chart={{
                rows: dailyMovements(d),
                x: 'label',
                drill: (r, series) => documentsLink(series === 'received' ? 'IN' : 'OUT', oneDay(String(r.day)), plant),
                series: [
                  { key: 'received', label: t('kpi.received'), color: COLORS[1] },
                  { key: 'issued', label: t('kpi.issued'), color: COLORS[0] },
                ],
              }}
            />
            <ChartPanel
              id="kpi-dock"
              title={t('kpi.dockTitle')}
              fileName={file('dock-to-stock')}
              rows={d.dockToStockByDay}
              rowKey={(r) => r.day}
              columns={[
                { label: t('kpi.colDay'), value: (r) => r.day, show: (r) => showCalendarDay(r.day) },
                {
                  label: t('kpi.colArrivals'),
                  value: (r) => r.arrivals,
                  numeric: true,
                  show: (r) => {
                    const to = arrivalsLink(oneDay(r.day), plant);
                    return to ? <Link to={to}>{showNumber(r.arrivals)}</Link> : showNumber(r.arrivals);
                  },
                },
                { label: t('kpi.colMedianHours'), value: (r) => r.medianHours, numeric: true },
                { label: t('kpi.colP90Hours'), value: (r) => r.p90Hours, numeric: true },
              ]}
              chart={{
                rows: d.dockToStockByDay.map((r) => ({ ...r, label: showCalendarDay(r.day) })),
                x: 'label',
                drill: (r) => arrivalsLink(oneDay(String(r.day)), plant),
                // a day has arrivals even when they were stocked within minutes (0.0 hours)
                drillZeros: true,
                series: [
                  { key: 'medianHours', label: t('kpi.colMedianHours'), color: COLORS[1] },
                  { key: 'p90Hours', label: t('kpi.colP90Hours'), color: COLORS[0] },
                ],
              }}
            />
            <ChartPanel
              id="kpi-open-work"
              title={t('kpi.openWorkTitle')}
              fileName={file('open-work')}
              rows={d.openWork}
              rowKey={(r) => r.kind}
              columns={[
                {
                  label: t('kpi.colWork'),
                  value: (r) => t(OPEN_WORK[r.kind].label),
                  show: (r) => {
                    const to = OPEN_WORK[r.kind].link();
                    return to ? <Link to={to}>{t(OPEN_WORK[r.kind].label)}</Link> : t(OPEN_WORK[r.kind].label);
                  },
                },
                { label: t('kpi.colToday'), value: (r) => r.today, numeric: true },
                { label: t('kpi.colDays1to3'), value: (r) => r.days1to3, numeric: true },
                { label: t('kpi.colOlder'), value: (r) => r.older, numeric: true },
              ]}
              chart={{
                rows: d.openWork.map((r) => ({ ...r, label: t(OPEN_WORK[r.kind].label) })),
                x: 'label',
                stacked: true,
                horizontal: true,
                series: [
                  { key: 'today', label: t('kpi.colToday'), color: COLORS[2] },
                  { key: 'days1to3', label: t('kpi.colDays1to3'), color: COLORS[0] },
                  { key: 'older', label: t('kpi.colOlder'), color: COLORS[3] },
                ],
              }}
            />
            <ChartPanel
              id="kpi-stock"
              title={t('kpi.stockTitle')}
              fileName={file('stock')}
              rows={d.stockByCategory}
              rowKey={(r) => r.category}
              columns={[
                {
                  label: t('kpi.colCategory'),
                  value: (r) => t(`kpi.stock.${r.category}` as MessageId),
                  show: (r) => {
                    const to = r.category === 'IN_TRANSIT' ? null : stockLink(r.category);
                    const text = t(`kpi.stock.${r.category}` as MessageId);
                    return to ? <Link to={to}>{text}</Link> : text;
                  },
                },
                { label: t('kpi.colQuantity'), value: (r) => r.quantity, numeric: true, show: (r) => showQuantity(r.quantity) },
                { label: t('kpi.colPositions'), value: (r) => r.positions, numeric: true },
                { label: t('kpi.colAge0to30'), value: (r) => r.age0to30, numeric: true },
                { label: t('kpi.colAge31to90'), value: (r) => r.age31to90, numeric: true },
                { label: t('kpi.colAgeOver90'), value: (r) => r.ageOver90, numeric: true },
              ]}
              chart={{
                rows: d.stockByCategory.map((r) => ({ ...r, label: t(`kpi.stock.${r.category}` as MessageId) })),
                x: 'label',
                stacked: true,
                horizontal: true,
                series: [
                  { key: 'age0to30', label: t('kpi.colAge0to30'), color: COLORS[2] },
                  { key: 'age31to90', label: t('kpi.colAge31to90'), color: COLORS[0] },
                  { key: 'ageOver90', label: t('kpi.colAgeOver90'), color: COLORS[3] },
                ],
              }}
            />
            <ChartPanel
              id="kpi-defects"
              title={t('kpi.defectsTitle')}
              fileName={file('defects')}
              rows={d.defectsByCode}
              rowKey={(r) => `${r.prodcat}/${r.codeGroup}/${r.code}`}
              columns={[
                {
                  label: t('kpi.colProdcat'),
                  value: (r) => r.prodcat,
                  data: true,
                  show: (r) => {
                    const to = listLink('lotSearch', () => href('lotSearch', { prodcat: r.prodcat }));
                    return to ? <Link to={to}>{r.prodcat}</Link> : r.prodcat;
                  },
                },
                { label: t('kpi.colCodeGroup'), value: (r) => r.codeGroup, data: true },
                { label: t('kpi.colCode'), value: (r) => r.code, data: true },
                { label: t('kpi.colDefects'), value: (r) => r.defects, numeric: true },
              ]}
              chart={{
                rows: d.defectsByCode.slice(0, 10).map((r) => ({ ...r, label: `${r.prodcat} ${r.code}` })),
                x: 'label',
                horizontal: true,
                series: [{ key: 'defects', label: t('kpi.colDefects'), color: COLORS[3] }],
              }}
            />
            <ChartPanel
              id="kpi-defect-rate"
              title={t('kpi.defectRateTitle')}
              fileName={file('defect-rate')}
              rows={d.defectRateByCategory}
              rowKey={(r) => r.prodcat}
              tableOnly
              columns={[
                {
                  label: t('kpi.colProdcat'),
                  value: (r) => r.prodcat,
                  data: true,
                  show: (r) => {
                    const to = listLink('lotSearch', () => href('lotSearch', { prodcat: r.prodcat }));
                    return to ? <Link to={to}>{r.prodcat}</Link> : r.prodcat;
                  },
                },
                { label: t('kpi.colLots'), value: (r) => r.lots, numeric: true },
                { label: t('kpi.colLotsWithDefects'), value: (r) => r.lotsWithDefects, numeric: true },
                { label: t('kpi.colRatePct'), value: (r) => r.ratePct, numeric: true },
              ]}
            />
          </div>
        </>
      ) : null}
    </Page>
  );
}
