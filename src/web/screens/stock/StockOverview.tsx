import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { StockRowView } from '../../../shared/contracts/stock/schemas';
import {
  type DisplayStockPreferences,
  displayStockPreferences,
  STOCK_COLUMNS,
  type StockColumn,
} from '../../../shared/contracts/stock/screens';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { useSearchParams } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { plantOptions } from '../../ui/CheckGroup';
import { deferredLibrary, useDeferredLibrary } from '../../ui/deferred-library';
import { ScrollRegion } from '../../ui/ScrollRegion';
import type { SelectOption } from '../../ui/Select';
import { cursorOf } from './keyset-pager';
import { usePreferences } from './preferences';
import './stock.css';

import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { KeysetPagerBar, NoteRow, useKeysetPager, usePageLoaded } from './keyset-table';
import {
  COLUMN_LABEL,
  categoryLabel,
  FilterBar,
  type Filters,
  InTransit,
  PAGE_SIZE,
  readFilters,
  rowKey,
  stockQuery,
  Totals,
} from './stock-overview-parts';

// a row's movements and serials: a chunk of their own, fetched when the page is idle or a row is opened (nobody
// reads them on the screen's first load, issue 41)
const rowDetail = deferredLibrary(() => import('./StockRowDetail'));

/**
 * Stock overview (MMBE, page `stockOverview`): stock per position in the
 * user's plants by material (number, description, GTIN or a GS1 scan), plant, storage location,
 * bin, batch and category; totals per category; stock in transit; a row opens its movements
 * (material documents) and, for serialized materials, its serials. Keyset paging, CSV export.
 * Filters live in the address (shareable, back button); plant and hidden columns are remembered.
 */
export default function StockOverview() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const { prefs, loaded, save } = usePreferences('displaystock', displayStockPreferences);
  const hidden = new Set<StockColumn>(prefs.hiddenColumns ?? []);
  // the hidden columns as one value the rows' memo compares
  const hiddenKey = [...hidden].sort().join(' ');
  const [selected, setSelected] = useState<StockRowView | null>(null);
  // a row's material or the row opens its detail, a second tap closes it (one function for every render: the rows are memoized)
  const toggle = useCallback((r: StockRowView) => setSelected((open) => (open && rowKey(open) === rowKey(r) ? null : r)), []);
  const [showColumns, setShowColumns] = useState(false);
  const [detail, loadDetail] = useDeferredLibrary(rowDetail);

  const setup = useQuery({ queryKey: ['stock-initdata'], queryFn: () => call(stockContracts.stockScreenInit) });

  // the remembered plant, when the address names none and it is still one of the reader's plants
  const remembered =
    loaded && !params.has('plant') && prefs.plant && setup.data?.plants.some((p) => p.plantId === prefs.plant) ? prefs.plant : null;
  useEffect(() => {
    if (remembered) {
      setParams((p) => {
        p.set('plant', remembered);
        return p;
      });
    }
  }, [remembered, setParams]);
  // the list is asked for once it is known which: not before the preferences say whether a plant is remembered (and
  // the plants whether it still is one of the reader's), so that a remembered plant does not first fetch and show
  // every plant's stock (the server's page names the same first request, shared/page-data.ts)
  const decided = params.has('plant') || (loaded && (!prefs.plant || !setup.isPending || setup.failureCount > 0));

  const filterKey = JSON.stringify(filters);
  const [pager, setPager] = useKeysetPager(filterKey, () => setSelected(null));

  const cursor = cursorOf(pager);
  const stock = useQuery({
    queryKey: ['stock', filters, cursor],
    queryFn: ({ signal }) =>
      call(stockContracts.stockOverview, { query: { ...stockQuery(filters), cursor: cursor ?? undefined, limit: PAGE_SIZE } }, { signal }),
    placeholderData: (previous) => previous,
    enabled: decided && remembered === null,
  });
  usePageLoaded(setPager, stock.data, stock.isPlaceholderData);

  const update = (patch: Filters) => {
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: false },
    );
    if ('plant' in patch) save({ plant: patch.plant ?? '' } as Partial<DisplayStockPreferences>);
  };

  const plant = setup.data?.plants.find((p) => p.plantId === filters.plant);
  const slocOptions: SelectOption[] = (plant?.storageLocations ?? []).map((s) => ({
    value: s.slocId,
    label: `${s.slocId} ${s.name}${s.warehouseId ? ` (${s.warehouseId})` : ''}`,
  }));
  const categoryOptions: SelectOption[] = (setup.data?.categories ?? []).map((c) => ({ value: c, label: categoryLabel(c) }));

  const exportHref = `${stockContracts.stockExport.path}?${new URLSearchParams(filters as Record<string, string>).toString()}`;
  // the stock is shown once the screen's choices are there too: the plant's name in the filter bar may take several
  // lines (four in a desktop filter column), and rows shown before it would move under the reader's click
  const shown = setup.isPending ? undefined : stock.data;
  const rows = shown?.rows ?? [];
  const show = (c: StockColumn) => !hidden.has(c);

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('stock.overviewTitle')} />
      <FilterBar
        key={filterKey}
        filters={filters}
        plantOptions={plantOptions(setup.data?.plants) ?? []}
        slocOptions={slocOptions}
        categoryOptions={categoryOptions}
        loadingSetup={setup.isPending}
        onApply={update}
      />
      {setup.isError ? <p className="sp-error-text">{errorText(setup.error)}</p> : null}

      <div className="sv-toolbar">
        <Totals data={shown} filters={filters} />
        <div className="sv-toolbar-actions">
          <div className="sv-columns">
            <button
              type="button"
              className="ui-button sv-small-button"
              aria-expanded={showColumns}
              onClick={() => setShowColumns((v) => !v)}
            >
              {t('stock.columns')}
            </button>
            {showColumns ? (
              <fieldset className="sv-columns-menu">
                <legend className="ui-visually-hidden">{t('stock.shownColumns')}</legend>
                {STOCK_COLUMNS.map((c) => (
                  <label key={c} className="sv-check">
                    <input
                      type="checkbox"
                      checked={show(c)}
                      onChange={(e) => {
                        const next = new Set(hidden);
                        if (e.target.checked) next.delete(c);
                        else next.add(c);
                        save({ hiddenColumns: STOCK_COLUMNS.filter((x) => next.has(x)) });
                      }}
                    />
                    {t(COLUMN_LABEL[c])}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
          <a className="ui-button sv-small-button" href={exportHref} download>
            {t('stock.exportCsv')}
          </a>
        </div>
      </div>

      <AlertLine message={stock.isError && errorText(stock.error)} />
      <ScrollRegion className="sv-table-wrap" busy={stock.isFetching}>
        <table className="sv-table">
          <thead>
            <tr>
              <th scope="col">{t('stock.colMaterial')}</th>
              {show('description') ? <th scope="col">{t('stock.colDescription')}</th> : null}
              {show('plant') ? <th scope="col">{t('stock.colPlant')}</th> : null}
              {show('sloc') ? <th scope="col">{t('stock.colSloc')}</th> : null}
              {show('bin') ? <th scope="col">{t('stock.colBin')}</th> : null}
              {show('batch') ? <th scope="col">{t('stock.colBatch')}</th> : null}
              {show('category') ? <th scope="col">{t('stock.colCategory')}</th> : null}
              <th scope="col" className="sv-num">
                {t('stock.colQuantity')}
              </th>
              {show('unit') ? <th scope="col">{t('stock.colUnit')}</th> : null}
            </tr>
          </thead>
          <tbody>
            <StockRows rows={rows} selectedKey={selected ? rowKey(selected) : null} hidden={hiddenKey} onToggle={toggle} />
            {shown && rows.length === 0 ? <NoteRow colSpan={10}>{t('stockNothingFound')}</NoteRow> : null}
            {!shown && !stock.isError ? <NoteRow colSpan={10}>{t('loading')}</NoteRow> : null}
          </tbody>
        </table>
      </ScrollRegion>
      <KeysetPagerBar pager={pager} setPager={setPager} fetching={stock.isFetching} pageSize={PAGE_SIZE} count={rows.length} noun="rows" />

      {selected ? (
        detail ? (
          <detail.RowDetail row={selected} onClose={() => setSelected(null)} />
        ) : (
          <RowDetailLoading load={loadDetail} />
        )
      ) : null}
      <InTransit data={shown} />
    </div>
  );
}

/** Where a row's detail comes while its code is on the way (a row opened before the page was idle). */
function RowDetailLoading({ load }: { load: () => void }) {
  useEffect(load, [load]);
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/**
 * The page's rows, rendered again only when they, the open row or the hidden columns change: not for the screen's
 * other state (a fetch starting, the filter bar's choices arriving, the row detail's code loaded when the page is
 * idle), each of which drew the fifty rows again in one task on a handheld's slow CPU (issue 41).
 */
const StockRows = memo(function StockRows(props: {
  rows: readonly StockRowView[];
  selectedKey: string | null;
  /** the hidden columns, sorted, separated by spaces */
  hidden: string;
  onToggle: (row: StockRowView) => void;
}) {
  const hidden = new Set(props.hidden.split(' '));
  const show = (c: StockColumn) => !hidden.has(c);
  return props.rows.map((r) => {
    const key = rowKey(r);
    const isSelected = props.selectedKey === key;
    return (
      <tr key={key} className={isSelected ? 'is-selected' : undefined} onClick={() => props.onToggle(r)} aria-selected={isSelected}>
        <td>
          <button
            type="button"
            className="sv-link"
            onClick={(e) => {
              e.stopPropagation();
              props.onToggle(r);
            }}
          >
            <span translate="no">{r.material}</span>
          </button>
          {r.serialized ? (
            <span className="sv-tag" title={t('stock.serialized')}>
              {t('stock.serializedTag')}
            </span>
          ) : null}
        </td>
        {show('description') ? (
          <td className="sv-desc" translate="no">
            {r.materialDescription}
          </td>
        ) : null}
        {show('plant') ? <td translate="no">{r.plant}</td> : null}
        {show('sloc') ? <td translate="no">{r.sloc}</td> : null}
        {show('bin') ? (
          <td className="sv-mono" translate="no">
            {r.bin ?? ''}
          </td>
        ) : null}
        {show('batch') ? (
          <td className="sv-mono" translate="no">
            {r.batch}
          </td>
        ) : null}
        {show('category') ? (
          <td>
            <span className={`sv-cat sv-cat-${r.category.toLowerCase()}`}>{categoryLabel(r.category)}</span>
          </td>
        ) : null}
        <td className="sv-num">{showQuantity(r.quantity)}</td>
        {show('unit') ? <td>{unitSymbol(r.baseUnit)}</td> : null}
      </tr>
    );
  });
});
