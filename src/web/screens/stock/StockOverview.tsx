import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  EquipmentView,
  MaterialDocumentLine,
  MaterialDocumentView,
  Paged,
  StockOverview as StockOverviewData,
  StockRowView,
} from '../../../shared/contracts/stock';
import {
  type DisplayStockPreferences,
  displayStockPreferences,
  STOCK_COLUMNS,
  STOCK_SCREEN,
  type StockColumn,
  type WarehouseSetup,
} from '../../../shared/contracts/stock-visibility';
import { looksLikeGs1 } from '../../../shared/gs1';
import { errorText, messages } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { apiFetch } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination, Select, type SelectOption } from '../../ui';
import { cursorOf, firstPage, goToPage, type KeysetPager, maxPageOf, pageLoaded } from './keyset-pager';
import { usePreferences } from './preferences';
import './stock.css';

const STOCK_API = '/supplier/api/warehouse/stock';
const DOCS_API = '/supplier/api/warehouse/material-documents';
const SERIALS_API = '/supplier/api/warehouse/serialized-equipments';
const PAGE_SIZE = 50;
const FILTER_KEYS = ['q', 'plant', 'sloc', 'bin', 'batch', 'category'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Partial<Record<FilterKey, string>>;

const COLUMN_LABEL: Record<StockColumn, string> = {
  description: 'Description',
  plant: 'Plant',
  sloc: 'Storage loc.',
  bin: 'Bin',
  batch: 'Batch',
  category: 'Category',
  unit: 'Unit',
};
const CATEGORY_LABEL: Record<string, string> = {
  UNRESTRICTED: 'Unrestricted',
  QUALITY: 'Quality inspection',
  BLOCKED: 'Blocked',
  IN_TRANSIT: 'In transit',
};

function readFilters(params: URLSearchParams): Filters {
  const f: Filters = {};
  for (const k of FILTER_KEYS) {
    const v = params.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

const rowKey = (r: StockRowView) => `${r.material}|${r.plant}|${r.sloc}|${r.bin ?? ''}|${r.batch}|${r.category}`;

/**
 * Stock overview (MMBE), /supplier/warehouse/invmgmt/stock/index: stock per position in the
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
  const [pager, setPager] = useState<KeysetPager>(firstPage);
  const [selected, setSelected] = useState<StockRowView | null>(null);
  const [showColumns, setShowColumns] = useState(false);

  const setup = useQuery({ queryKey: ['stock-initdata'], queryFn: () => apiFetch<WarehouseSetup>(`${STOCK_SCREEN}/initdata.json`) });

  // the remembered plant, when the address names none
  useEffect(() => {
    if (loaded && !params.has('plant') && prefs.plant && setup.data?.plants.some((p) => p.plantId === prefs.plant)) {
      setParams((p) => {
        p.set('plant', prefs.plant as string);
        return p;
      });
    }
  }, [loaded, prefs.plant, setup.data, params, setParams]);

  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1
  useEffect(() => {
    setPager(firstPage);
    setSelected(null);
  }, [filterKey]);

  const cursor = cursorOf(pager);
  const stock = useQuery({
    queryKey: ['stock', filters, cursor],
    queryFn: ({ signal }) => apiFetch<StockOverviewData>(STOCK_API, { query: { ...filters, cursor, limit: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    if (stock.data && !stock.isPlaceholderData) setPager((p) => pageLoaded(p, stock.data.nextCursor));
  }, [stock.data, stock.isPlaceholderData]);

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
  const plantOptions: SelectOption[] = (setup.data?.plants ?? []).map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}` }));
  const slocOptions: SelectOption[] = (plant?.storageLocations ?? []).map((s) => ({
    value: s.slocId,
    label: `${s.slocId} ${s.name}${s.warehouseId ? ` (${s.warehouseId})` : ''}`,
  }));
  const categoryOptions: SelectOption[] = (setup.data?.categories ?? []).map((c) => ({ value: c, label: CATEGORY_LABEL[c] ?? c }));

  const exportHref = `${STOCK_SCREEN}/export.csv?${new URLSearchParams(filters as Record<string, string>).toString()}`;
  const rows = stock.data?.rows ?? [];
  const show = (c: StockColumn) => !hidden.has(c);

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Stock Overview" />
      <FilterBar
        key={filterKey}
        filters={filters}
        plantOptions={plantOptions}
        slocOptions={slocOptions}
        categoryOptions={categoryOptions}
        loadingSetup={setup.isPending}
        onApply={update}
      />
      {setup.isError ? <p className="sp-error-text">{errorText(setup.error)}</p> : null}

      <div className="sv-toolbar">
        <Totals data={stock.data} />
        <div className="sv-toolbar-actions">
          <div className="sv-columns">
            <button
              type="button"
              className="ui-button sv-small-button"
              aria-expanded={showColumns}
              onClick={() => setShowColumns((v) => !v)}
            >
              Columns
            </button>
            {showColumns ? (
              <fieldset className="sv-columns-menu">
                <legend className="ui-visually-hidden">Shown columns</legend>
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
                    {COLUMN_LABEL[c]}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
          <a className="ui-button sv-small-button" href={exportHref} download>
            Export CSV
          </a>
        </div>
      </div>

      {stock.isError ? (
        <p className="sp-error-text" role="alert">
          {errorText(stock.error)}
        </p>
      ) : null}
      <div className="sv-table-wrap" aria-busy={stock.isFetching || undefined}>
        <table className="sv-table">
          <thead>
            <tr>
              <th scope="col">Material</th>
              {show('description') ? <th scope="col">Description</th> : null}
              {show('plant') ? <th scope="col">Plant</th> : null}
              {show('sloc') ? <th scope="col">SLoc</th> : null}
              {show('bin') ? <th scope="col">Bin</th> : null}
              {show('batch') ? <th scope="col">Batch</th> : null}
              {show('category') ? <th scope="col">Category</th> : null}
              <th scope="col" className="sv-num">
                Quantity
              </th>
              {show('unit') ? <th scope="col">Unit</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const key = rowKey(r);
              const isSelected = selected !== null && rowKey(selected) === key;
              return (
                <tr
                  key={key}
                  className={isSelected ? 'is-selected' : undefined}
                  onClick={() => setSelected(isSelected ? null : r)}
                  aria-selected={isSelected}
                >
                  <td>
                    <button
                      type="button"
                      className="sv-link"
                      onClick={(e) => {
                        e.stopPropagation();
                        setSelected(isSelected ? null : r);
                      }}
                    >
                      {r.material}
                    </button>
                    {r.serialized ? (
                      <span className="sv-tag" title="Serialized">
                        SN
                      </span>
                    ) : null}
                  </td>
                  {show('description') ? <td className="sv-desc">{r.materialDescription}</td> : null}
                  {show('plant') ? <td>{r.plant}</td> : null}
                  {show('sloc') ? <td>{r.sloc}</td> : null}
                  {show('bin') ? <td className="sv-mono">{r.bin ?? ''}</td> : null}
                  {show('batch') ? <td className="sv-mono">{r.batch}</td> : null}
                  {show('category') ? (
                    <td>
                      <span className={`sv-cat sv-cat-${r.category.toLowerCase()}`}>{CATEGORY_LABEL[r.category]}</span>
                    </td>
                  ) : null}
                  <td className="sv-num">{displayQuantity(r.quantity)}</td>
                  {show('unit') ? <td>{r.baseUnit}</td> : null}
                </tr>
              );
            })}
            {stock.data && rows.length === 0 ? (
              <tr>
                <td colSpan={10} className="sv-empty">
                  {messages.stockNothingFound}
                </td>
              </tr>
            ) : null}
            {stock.isPending ? (
              <tr>
                <td colSpan={10} className="sv-empty">
                  {messages.loading}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className="sv-pager">
        <Pagination
          page={pager.page}
          maxPage={maxPageOf(pager)}
          onPageChange={(p) => setPager((x) => goToPage(x, p))}
          disabled={stock.isFetching}
        />
        <span className="sp-muted">
          {rows.length > 0 ? `Rows ${(pager.page - 1) * PAGE_SIZE + 1}-${(pager.page - 1) * PAGE_SIZE + rows.length}` : ''}
        </span>
      </div>

      {selected ? <RowDetail row={selected} onClose={() => setSelected(null)} /> : null}
      <InTransit data={stock.data} />
    </div>
  );
}

function FilterBar(props: {
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
        const scan = await apiFetch<{ matches: { kind: string; materialId?: string }[]; gs1: { batch: string | null } | null }>(
          `/supplier/api/warehouse/scan/${encodeURIComponent(text)}`,
        );
        const material = scan.matches.find((m) => m.kind === 'material');
        if (!material?.materialId) throw new Error(`${text} is not a material.`);
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
    <form className="sv-filters" onSubmit={submit} aria-label="Filters">
      <label className="sv-field sv-field-wide">
        <span>Material</span>
        <input
          className="ui-input"
          value={q}
          placeholder="Number, description or scan"
          onChange={(e) => setQ(e.target.value)}
          aria-invalid={scanError ? true : undefined}
          maxLength={80}
        />
        {scanError ? <span className="sv-field-error">{scanError}</span> : null}
      </label>
      <div className="sv-field">
        <span id="sv-plant">Plant</span>
        <Select
          aria-labelledby="sv-plant"
          options={props.plantOptions}
          value={filters.plant ?? null}
          isClearable
          isLoading={props.loadingSetup}
          onChange={(v) => onApply({ plant: v ?? '', sloc: '' })}
        />
      </div>
      <div className="sv-field">
        <span id="sv-sloc">Storage location</span>
        <Select
          aria-labelledby="sv-sloc"
          options={props.slocOptions}
          value={filters.sloc ?? null}
          isClearable
          isDisabled={!filters.plant}
          placeholder={filters.plant ? undefined : 'Plant first'}
          onChange={(v) => onApply({ sloc: v ?? '' })}
        />
      </div>
      <label className="sv-field sv-field-narrow">
        <span>Bin</span>
        <input className="ui-input" value={bin} onChange={(e) => setBin(e.target.value)} maxLength={18} />
      </label>
      <label className="sv-field sv-field-narrow">
        <span>Batch</span>
        <input className="ui-input" value={batch} onChange={(e) => setBatch(e.target.value)} maxLength={10} />
      </label>
      <div className="sv-field">
        <span id="sv-category">Category</span>
        <Select
          aria-labelledby="sv-category"
          options={props.categoryOptions}
          value={filters.category ?? null}
          isClearable
          onChange={(v) => onApply({ category: v ?? '' })}
        />
      </div>
      <div className="sv-filter-actions">
        <button type="submit" className="ui-button ui-button-primary">
          Search
        </button>
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
          Reset
        </button>
      </div>
    </form>
  );
}

function Totals({ data }: { data: StockOverviewData | undefined }) {
  if (!data) return <div className="sv-totals" />;
  if (!data.totals)
    return (
      <div className="sv-totals">
        <span className="sp-muted">{messages.stockTotalsNeedFilter}</span>
      </div>
    );
  const totals = data.totals;
  return (
    <dl className="sv-totals" aria-label="Totals per category">
      {(['UNRESTRICTED', 'QUALITY', 'BLOCKED', 'IN_TRANSIT'] as const).map((c) => (
        <div key={c} className={`sv-total sv-total-${c.toLowerCase()}`}>
          <dt>{CATEGORY_LABEL[c]}</dt>
          <dd>{displayQuantity(totals[c])}</dd>
        </div>
      ))}
    </dl>
  );
}

function InTransit({ data }: { data: StockOverviewData | undefined }) {
  if (!data || data.inTransit.length === 0) return null;
  return (
    <section className="sv-section" aria-labelledby="sv-transit">
      <h2 id="sv-transit" className="sv-section-title">
        In transit to your plants
      </h2>
      <div className="sv-table-wrap sv-table-short">
        <table className="sv-table">
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Description</th>
              <th scope="col">Receiving plant</th>
              <th scope="col">Batch</th>
              <th scope="col" className="sv-num">
                Quantity
              </th>
              <th scope="col">Unit</th>
            </tr>
          </thead>
          <tbody>
            {data.inTransit.map((t) => (
              <tr key={`${t.material}|${t.receivingPlant}|${t.batch}`}>
                <td>{t.material}</td>
                <td className="sv-desc">{t.materialDescription}</td>
                <td>{t.receivingPlant}</td>
                <td className="sv-mono">{t.batch}</td>
                <td className="sv-num">{displayQuantity(t.quantity)}</td>
                <td>{t.baseUnit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const sideText = (kind: string, p: MaterialDocumentLine['from']) =>
  p ? `${p.plant}/${p.sloc}${p.bin ? ` ${p.bin}` : ''} ${p.category.slice(0, 1)}` : kind.toLowerCase().replace('_', ' ');

/** The movements (material documents) of a stock row and, for serialized materials, its serials. */
function RowDetail({ row, onClose }: { row: StockRowView; onClose: () => void }) {
  const [tab, setTab] = useState<'movements' | 'serials'>('movements');
  const [page, setPage] = useState(1);
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  const position = { material: row.material, plant: row.plant, sloc: row.sloc, bin: row.bin ?? undefined, batch: row.batch };
  const movements = useQuery({
    queryKey: ['stock-movements', position, page],
    queryFn: () => apiFetch<Paged<MaterialDocumentLine>>(DOCS_API, { query: { ...position, page, pageSize: 10 } }),
    enabled: tab === 'movements',
    placeholderData: (p) => p,
  });
  const serials = useQuery({
    queryKey: ['stock-serials', position, row.category, page],
    queryFn: () => apiFetch<Paged<EquipmentView>>(SERIALS_API, { query: { ...position, category: row.category, page, pageSize: 50 } }),
    enabled: tab === 'serials' && row.serialized,
    placeholderData: (p) => p,
  });
  return (
    <section className="sv-detail" aria-label={`Stock of ${row.material}`}>
      <header className="sv-detail-head">
        <div>
          <h2 className="sv-section-title">
            {row.material} <span className="sp-muted">{row.materialDescription}</span>
          </h2>
          <p className="sv-detail-pos">
            Plant {row.plant} · SLoc {row.sloc}
            {row.bin ? ` · Bin ${row.bin}` : ''}
            {row.batch ? ` · Batch ${row.batch}` : ''} · {CATEGORY_LABEL[row.category]} ·{' '}
            <strong>
              {displayQuantity(row.quantity)} {row.baseUnit}
            </strong>
          </p>
        </div>
        <button type="button" className="ui-button sv-small-button" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="sp-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          className="sp-tab"
          aria-selected={tab === 'movements'}
          onClick={() => {
            setTab('movements');
            setPage(1);
          }}
        >
          Material documents
        </button>
        {row.serialized ? (
          <button
            type="button"
            role="tab"
            className="sp-tab"
            aria-selected={tab === 'serials'}
            onClick={() => {
              setTab('serials');
              setPage(1);
            }}
          >
            Serials
          </button>
        ) : null}
      </div>
      {tab === 'movements' ? (
        <>
          {movements.isError ? <p className="sp-error-text">{errorText(movements.error)}</p> : null}
          <table className="sv-table sv-table-inner">
            <thead>
              <tr>
                <th scope="col">Material doc.</th>
                <th scope="col">Item</th>
                <th scope="col">Posted</th>
                <th scope="col">Type</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col" className="sv-num">
                  Quantity
                </th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {movements.data?.items.map((m) => (
                <MovementRow
                  key={`${m.matDoc}-${m.itemNo}`}
                  m={m}
                  open={openDoc === m.matDoc}
                  onToggle={() => setOpenDoc(openDoc === m.matDoc ? null : m.matDoc)}
                />
              ))}
              {movements.data && movements.data.items.length === 0 ? (
                <tr>
                  <td colSpan={8} className="sv-empty">
                    No material documents.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {movements.data ? <Pagination page={page} maxPage={movements.data.maxPage} onPageChange={setPage} /> : null}
        </>
      ) : (
        <>
          {serials.isError ? <p className="sp-error-text">{errorText(serials.error)}</p> : null}
          <ul className="sv-serials" aria-label="Serials">
            {serials.data?.items.map((e) => (
              <li key={e.equipmentNumber}>
                <span className="sv-mono">{e.serialNumber}</span>
                <span className="sp-muted"> equipment {e.equipmentNumber}</span>
                {e.locked ? <span className="sv-tag sv-tag-danger">locked</span> : null}
              </li>
            ))}
          </ul>
          {serials.data ? <Pagination page={page} maxPage={serials.data.maxPage} onPageChange={setPage} /> : null}
        </>
      )}
    </section>
  );
}

function MovementRow({ m, open, onToggle }: { m: MaterialDocumentLine; open: boolean; onToggle: () => void }) {
  const doc = useQuery({
    queryKey: ['material-document', m.matDoc],
    queryFn: () => apiFetch<MaterialDocumentView>(`${DOCS_API}/${m.matDoc}`),
    enabled: open,
  });
  return (
    <>
      <tr>
        <td>
          <button type="button" className="sv-link" aria-expanded={open} onClick={onToggle}>
            {m.matDoc}
          </button>
        </td>
        <td>{m.itemNo}</td>
        <td>{m.postingDate}</td>
        <td>{m.movementType}</td>
        <td>{sideText(m.fromKind, m.from)}</td>
        <td>{sideText(m.toKind, m.to)}</td>
        <td className="sv-num">{displayQuantity(m.quantity)}</td>
        <td>{m.createdBy}</td>
      </tr>
      {open ? (
        <tr className="sv-doc-row">
          <td colSpan={8}>
            {doc.isPending ? messages.loading : null}
            {doc.isError ? <span className="sp-error-text">{errorText(doc.error)}</span> : null}
            {doc.data ? (
              <div className="sv-doc">
                <p>
                  <strong>Material document {doc.data.matDoc}</strong> posted {doc.data.postingDate} by {doc.data.createdBy}
                  {doc.data.headerText ? ` · ${doc.data.headerText}` : ''}
                  {doc.data.reversedBy ? ` · reversed by ${doc.data.reversedBy}` : ''}
                </p>
                <ol>
                  {doc.data.items.map((i) => (
                    <li key={i.itemNo}>
                      {i.movementType} {i.movementTypeText}: {displayQuantity(i.quantity)} {i.baseUnit} {i.material} from{' '}
                      {sideText(i.fromKind, i.from)} to {sideText(i.toKind, i.to)}
                      {i.reason ? ` · reason ${i.reason}` : ''}
                      {i.serials.length > 0 ? ` · serials ${i.serials.map((s) => s.serialNumber).join(', ')}` : ''}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
