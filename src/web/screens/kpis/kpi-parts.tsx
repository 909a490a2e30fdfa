import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { Figure } from '../../../shared/contracts/kpis/schemas';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import { showCalendarDay, showNumber, t } from '../../../shared/i18n';
import { type PageName, pageTable } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useNavigate, useSearchParams } from '../../router';
import { can } from '../../shell/can';
import { FilterActions } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { ScrollRegion } from '../../ui/ScrollRegion';
import type { Series } from './charts';
import { downloadCsv, downloadXlsx, type ExportColumn } from './export';

/** Recharts comes with its own chunk, after the figures: the page reads before the charts draw. */
const BarsChart = lazy(() => import('./charts').then((m) => ({ default: m.BarsChart })));

/** A link to a list page when the reader may open it, else none. */
export function listLink<N extends PageName>(page: N, build: () => string): string | null {
  return can(pageTable[page]) ? build() : null;
}

/** The period and plant of a dashboard, kept in the address (a link opens the same figures). */
export function usePeriodQuery(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const k of keys) {
    const v = params.get(k)?.trim();
    if (v) query[k] = v;
  }
  return { query, setQuery: (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v))) };
}

/** Plant, from and to (and whatever else a dashboard filters by), applied with one button. */
export function PeriodForm({
  query,
  onApply,
  plants = true,
  children,
}: {
  query: Record<string, string>;
  onApply: (q: Record<string, string>) => void;
  plants?: boolean;
  children?: (draft: Record<string, string>, set: (k: string, v: string) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(query);
  const plantList = useQuery({
    queryKey: ['kpi-plants'],
    queryFn: () => call(masterData.listPlants),
    enabled: plants,
    staleTime: 300_000,
  });
  const set = (k: string, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const plantLabel = useId();
  return (
    <form
      className="sv-filters kp-filters"
      aria-label={t('kpi.periodFilters')}
      onSubmit={(ev) => {
        ev.preventDefault();
        onApply(draft);
      }}
    >
      {plants ? (
        <label className="sv-field sv-field-narrow">
          <span id={plantLabel}>{t('kpi.plant')}</span>
          <select className="ui-input" value={draft.plant ?? ''} onChange={(ev) => set('plant', ev.target.value)}>
            <option value="">{t('kpi.allPlants')}</option>
            {(plantList.data?.items ?? []).map((p) => (
              <option key={p.plantId} value={p.plantId} translate="no">
                {p.plantId} {p.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {children?.(draft, set)}
      <DateField label={t('kpi.from')} narrow value={draft.from} onChange={(v) => set('from', v)} />
      <DateField label={t('kpi.to')} narrow value={draft.to} onChange={(v) => set('to', v)} />
      <FilterActions submit={t('kpi.apply')} />
    </form>
  );
}

/** The period the figures are of, and the one they are compared with. */
export function PeriodLine({ period }: { period: { from: string; to: string; previousFrom: string; previousTo: string } }) {
  return (
    <p className="sp-muted kp-period">
      {t('kpi.periodLine', {
        from: showCalendarDay(period.from),
        to: showCalendarDay(period.to),
        previousFrom: showCalendarDay(period.previousFrom),
        previousTo: showCalendarDay(period.previousTo),
      })}
    </p>
  );
}

export const valueText = (v: number | null, unit?: 'pct' | 'hours') => {
  if (v === null) return '—';
  if (unit === 'pct') return t('kpi.percent', { value: showNumber(v, { maximumFractionDigits: 1 }) });
  if (unit === 'hours') return t('kpi.hours', { value: showNumber(v, { maximumFractionDigits: 1 }) });
  return showNumber(v, { maximumFractionDigits: 3 });
};

/** One figure: its value in the period, the previous period's, the trend in words (not by colour alone). */
export function FigureCard({ label, figure, unit, to }: { label: string; figure: Figure; unit?: 'pct' | 'hours'; to?: string | null }) {
  const { current, previous } = figure;
  const trend =
    current === null || previous === null
      ? t('kpi.trendNone')
      : current > previous
        ? t('kpi.trendUp', { previous: valueText(previous, unit) })
        : current < previous
          ? t('kpi.trendDown', { previous: valueText(previous, unit) })
          : t('kpi.trendSame');
  const arrow = current === null || previous === null || current === previous ? '' : current > previous ? '▲ ' : '▼ ';
  const value = <span className="kp-value">{valueText(current, unit)}</span>;
  return (
    <li className="kp-card">
      <span className="kp-label">{label}</span>
      {to ? (
        <Link to={to} className="kp-value-link" aria-label={t('kpi.openList', { figure: label, value: valueText(current, unit) })}>
          {value}
        </Link>
      ) : (
        value
      )}
      <span className="kp-trend">
        <span aria-hidden="true">{arrow}</span>
        {trend}
      </span>
    </li>
  );
}

export interface TableColumn<R> extends ExportColumn<R> {
  numeric?: boolean;
  /** the cells are data (a product category, a defect code, a vendor): shown as they are, not translated */
  data?: boolean;
  /** what the cell shows (a link to the list behind it); the exported value otherwise */
  show?: (row: R) => ReactNode;
}

/** A table's cell: numbers in the reader's locale. */
function cellOf<R>(c: TableColumn<R>, r: R, links: boolean): ReactNode {
  if (c.show && links) return c.show(r);
  const v = c.value(r);
  if (v === null) return '—';
  if (typeof v === 'number') return showNumber(v, { maximumFractionDigits: 3 });
  return v;
}

/**
 * A chart with its numbers: the table is always in the page for screen readers, and shown on
 * demand; the table exports to CSV and Excel in the reader's locale.
 */
export function ChartPanel<R>({
  id,
  title,
  rows,
  columns,
  chart,
  fileName,
  rowKey,
  tableOnly,
}: {
  id: string;
  title: string;
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  chart?: {
    rows: readonly Record<string, unknown>[];
    x: string;
    series: readonly Series[];
    stacked?: boolean;
    horizontal?: boolean;
    /** the list behind a bar (its row, its series), opened when the bar is clicked; the table's links are the keyboard's way */
    drill?: (row: Record<string, unknown>, series: string) => string | null;
    /** every row is something to open, even where its value is 0 (a bar of minimal height) */
    drillZeros?: boolean;
  };
  fileName: string;
  rowKey: (row: R) => string;
  tableOnly?: boolean;
}) {
  const [showTable, setShowTable] = useState(Boolean(tableOnly));
  const navigate = useNavigate();
  const drill = chart?.drill;
  const onBar = drill
    ? (index: number, series: string) => {
        const row = chart?.rows[index];
        const to = row ? drill(row, series) : null;
        if (to) navigate(to);
      }
    : undefined;
  const [exporting, setExporting] = useState(false);
  const tableId = `${id}-table`;
  return (
    <section className="kp-panel" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="kp-panel-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="kp-panel-actions">
          {tableOnly ? null : (
            <button
              type="button"
              className="ui-button"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((s) => !s)}
            >
              {showTable ? t('kpi.hideTable') : t('kpi.showTable')}
            </button>
          )}
          <button type="button" className="ui-button" onClick={() => downloadCsv(fileName, columns, rows)}>
            {t('kpi.exportCsv')}
          </button>
          <button
            type="button"
            className="ui-button"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              void downloadXlsx(fileName, title, columns, rows).finally(() => setExporting(false));
            }}
          >
            {t('kpi.exportXlsx')}
          </button>
        </div>
      </div>
      {chart && !tableOnly && rows.length > 0 ? (
        <div className="kp-chart" aria-hidden="true">
          <Suspense fallback={<div className="kp-chart-wait" />}>
            <BarsChart
              rows={chart.rows}
              x={chart.x}
              series={chart.series}
              stacked={chart.stacked}
              horizontal={chart.horizontal}
              onBar={onBar}
              barsAlwaysShown={chart.drillZeros}
            />
          </Suspense>
        </div>
      ) : null}
      {rows.length === 0 ? <p className="sp-muted">{t('kpi.nothingInPeriod')}</p> : null}
      {showTable ? (
        <div id={tableId}>
          <ScrollRegion className="sv-table-wrap sv-table-short">
            <DataTable title={title} rows={rows} columns={columns} rowKey={rowKey} links />
          </ScrollRegion>
        </div>
      ) : (
        // the numbers for screen readers while the table is not shown: no links (nothing to focus unseen)
        <div id={tableId} className="ui-visually-hidden">
          <DataTable title={title} rows={rows} columns={columns} rowKey={rowKey} links={false} />
        </div>
      )}
    </section>
  );
}

function DataTable<R>({
  title,
  rows,
  columns,
  rowKey,
  links,
}: {
  title: string;
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  rowKey: (row: R) => string;
  links: boolean;
}) {
  return (
    <table className="sv-table" aria-label={title}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.numeric ? 'sv-num' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <td key={c.label} className={c.numeric ? 'sv-num' : undefined} translate={c.data ? 'no' : undefined}>
                {cellOf(c, r, links)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
