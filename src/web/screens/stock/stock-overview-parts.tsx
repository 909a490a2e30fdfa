import { type FormEvent, useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import {
  filtersMayNarrowTotals,
  STOCK_CATEGORIES,
  type StockCategoryCode,
  type StockOverview as StockOverviewData,
  type StockRowView,
} from '../../../shared/contracts/stock/schemas';
import { STOCK_OVERVIEW_PAGE_SIZE, type StockColumn } from '../../../shared/contracts/stock/screens';
import { looksLikeGs1 } from '../../../shared/gs1';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { HeaderRow } from '../../ui/ListTable';
import { ScrollRegion } from '../../ui/ScrollRegion';
import type { SelectOption } from '../../ui/Select';

export const PAGE_SIZE = STOCK_OVERVIEW_PAGE_SIZE;
export const FILTER_KEYS = ['q', 'plant', 'sloc', 'bin', 'batch', 'category'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** The keys of the columns' names in the column chooser. */
export const COLUMN_LABEL = {
  description: 'stock.colDescription',
  plant: 'stock.colPlant',
  sloc: 'stock.colSlocShort',
  bin: 'stock.colBin',
  batch: 'stock.colBatch',
  category: 'stock.colCategory',
  unit: 'stock.colUnit',
} as const satisfies Record<StockColumn, MessageId>;
const CATEGORY_KEY = {
  UNRESTRICTED: 'stock.categoryUnrestricted',
  QUALITY: 'stock.categoryQuality',
  BLOCKED: 'stock.categoryBlocked',
  IN_TRANSIT: 'stock.categoryInTransit',
} as const satisfies Record<StockCategoryCode | 'IN_TRANSIT', MessageId>;
/** A stock category's name on the overview ("Quality inspection", "In transit"); another code shows itself. */
export const categoryLabel = (category: string): string =>
  Object.hasOwn(CATEGORY_KEY, category) ? t(CATEGORY_KEY[category as keyof typeof CATEGORY_KEY]) : category;

export function readFilters(params: URLSearchParams): Filters {
  const f: Filters = {};
  for (const k of FILTER_KEYS) {
    const v = params.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

/** The filters as the stock contracts' query: a category the address names but the ledger does not know is left out. */
export function stockQuery(filters: Filters): Omit<Filters, 'category'> & { category?: StockCategoryCode } {
  const { category, ...rest } = filters;
  const known = STOCK_CATEGORIES.find((c) => c === category);
  return known ? { ...rest, category: known } : rest;
}

export const rowKey = (r: StockRowView) => `${r.material}|${r.plant}|${r.sloc}|${r.bin ?? ''}|${r.batch}|${r.category}`;

export function FilterBar(props: {
  filters: Filters;
  plantOptions: SelectOption[];
  slocOptions: SelectOption[];
  categoryOptions: SelectOption[];
  loadingSetup: boolean;
  onApply: (patch: Filters) => void;
}) {
  const { filters, onApply } = props;
  const [q, setQ] = useState(filters.q ?? '');
  const [bin, setBin] = useState(filters.bin ?? '');
  const [batch, setBatch] = useState(filters.batch ?? '');
  const [scanError, setScanError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setScanError(null);
    let text = q.trim();
    // a GS1 scan (GTIN, batch, ...) is resolved to its material by the scan lookup
    if (text && looksLikeGs1(text)) {
      try {
        const scan = await call(masterData.resolveScan, { params: { code: text } });
        const material = scan.matches.find((m) => m.kind === 'material');
        if (material?.kind !== 'material') throw new Error(t('scanNotAMaterial', { code: text }));
        text = material.materialId;
        if (scan.gs1?.batch) setBatch(scan.gs1.batch);
        setQ(text);
        onApply({ q: text, bin: bin.trim(), batch: scan.gs1?.batch ?? batch.trim() });
        return;
      } catch (error) {
        setScanError(errorText(error));
        return;
      }
    }
    onApply({ q: text, bin: bin.trim(), batch: batch.trim() });
  };

  return (
    <form className="sv-filters" onSubmit={submit} aria-label={t('stock.filters')}>
      <label className="sv-field sv-field-wide">
        <span>{t('stock.colMaterial')}</span>
        <input
          className="ui-input"
          value={q}
          placeholder={t('stock.materialPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
          aria-invalid={scanError ? true : undefined}
          aria-describedby={scanError ? 'sv-material-error' : undefined}
          maxLength={80}
        />
        {scanError ? (
          <span id="sv-material-error" className="sv-field-error" role="alert">
            {scanError}
          </span>
        ) : null}
      </label>
      <FilterSelect
        labelId="sv-plant"
        label={t('stock.colPlant')}
        options={props.plantOptions}
        value={filters.plant ?? null}
        isClearable
        isLoading={props.loadingSetup}
        onChange={(v) => onApply({ plant: v ?? '', sloc: '' })}
      />
      <FilterSelect
        labelId="sv-sloc"
        label={t('stock.sloc')}
        options={props.slocOptions}
        value={filters.sloc ?? null}
        isClearable
        isDisabled={!filters.plant}
        placeholder={filters.plant ? undefined : t('stock.plantFirst')}
        onChange={(v) => onApply({ sloc: v ?? '' })}
      />
      <TextField label={t('stock.colBin')} narrow value={bin} onChange={setBin} maxLength={18} />
      <TextField label={t('stock.colBatch')} narrow value={batch} onChange={setBatch} maxLength={10} />
      <FilterSelect
        labelId="sv-category"
        label={t('stock.colCategory')}
        options={props.categoryOptions}
        value={filters.category ?? null}
        isClearable
        onChange={(v) => onApply({ category: v ?? '' })}
      />
      <FilterActions>
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            setQ('');
            setBin('');
            setBatch('');
            onApply({ q: '', sloc: '', bin: '', batch: '', category: '' });
          }}
        >
          {t('stock.reset')}
        </button>
      </FilterActions>
    </form>
  );
}

export function Totals({ data, filters }: { data: StockOverviewData | undefined; filters: Filters }) {
  const needFilter = (
    <div className="sv-totals">
      <span className="sp-muted">{t('stockTotalsNeedFilter')}</span>
    </div>
  );
  // filters that cannot narrow the stock have no totals, whatever the answer: said at once, not when the rows come
  if (!data) return filtersMayNarrowTotals(filters) ? <div className="sv-totals" /> : needFilter;
  if (!data.totals) return needFilter;
  if (data.totals.length === 0)
    return (
      <div className="sv-totals">
        <span className="sp-muted">{t('stockNothingFound')}</span>
      </div>
    );
  // one line per unit of measure: pieces are never added to metres
  return (
    <section className="sv-totals-list" aria-label={t('stock.totalsPerCategory')}>
      {data.totals.map((total) => (
        <dl key={total.unit} className="sv-totals" aria-label={t('stock.totalsIn', { unit: unitSymbol(total.unit) })}>
          {(['UNRESTRICTED', 'QUALITY', 'BLOCKED', 'IN_TRANSIT'] as const).map((c) => (
            <div key={c} className={`sv-total sv-total-${c.toLowerCase()}`}>
              <dt>{categoryLabel(c)}</dt>
              <dd>
                {showQuantity(total.categories[c])} {unitSymbol(total.unit)}
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}

export function InTransit({ data }: { data: StockOverviewData | undefined }) {
  if (!data || data.inTransit.length === 0) return null;
  return (
    <section className="sv-section" aria-labelledby="sv-transit">
      <h2 id="sv-transit" className="sv-section-title">
        {t('stock.inTransitTitle')}
      </h2>
      <ScrollRegion className="sv-table-wrap sv-table-short">
        <table className="sv-table">
          <thead>
            <HeaderRow
              columns={[
                t('stock.colMaterial'),
                t('stock.colDescription'),
                t('stock.colReceivingPlant'),
                t('stock.colBatch'),
                { label: t('stock.colQuantity'), numeric: true },
                t('stock.colUnit'),
              ]}
            />
          </thead>
          <tbody>
            {data.inTransit.map((row) => (
              <tr key={`${row.material}|${row.receivingPlant}|${row.batch}`}>
                <td translate="no">{row.material}</td>
                <td className="sv-desc" translate="no">
                  {row.materialDescription}
                </td>
                <td translate="no">{row.receivingPlant}</td>
                <td className="sv-mono" translate="no">
                  {row.batch}
                </td>
                <td className="sv-num">{showQuantity(row.quantity)}</td>
                <td>{unitSymbol(row.baseUnit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
