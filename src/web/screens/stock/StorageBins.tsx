import { skipToken, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import type { StorageBin } from '../../../shared/contracts/master-data/schemas';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { storageBinPreferences } from '../../../shared/contracts/stock/screens';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { HeaderRow } from '../../ui/ListTable';
import { QueryState } from '../../ui/QueryState';
import { ScrollRegion } from '../../ui/ScrollRegion';
import type { SelectOption } from '../../ui/Select';
import { cursorOf } from './keyset-pager';
import { usePreferences } from './preferences';
import './stock.css';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { categoryName, unitSymbol } from '../../../shared/i18n/units';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { KeysetPagerBar, NoteRow, useKeysetPager, usePageLoaded } from './keyset-table';

const PAGE_SIZE = 50;
type Status = '' | 'empty' | 'occupied' | 'blocked';
const STATUSES = [
  { value: '', label: 'stock.binStatusAll' },
  { value: 'empty', label: 'stock.binStatusEmpty' },
  { value: 'occupied', label: 'stock.binStatusOccupied' },
  { value: 'blocked', label: 'stock.binStatusBlocked' },
] as const satisfies readonly { value: Status; label: MessageId }[];
/** The one-letter mark of a stock category in a bin's contents ("U"); the full name is its title. */
const CATEGORY_LETTER = {
  UNRESTRICTED: 'stock.categoryLetter.UNRESTRICTED',
  QUALITY: 'stock.categoryLetter.QUALITY',
  BLOCKED: 'stock.categoryLetter.BLOCKED',
} as const satisfies Record<string, MessageId>;
const categoryLetter = (category: string): string =>
  Object.hasOwn(CATEGORY_LETTER, category) ? t(CATEGORY_LETTER[category as keyof typeof CATEGORY_LETTER]) : category.slice(0, 1);

interface Search {
  storageType: string;
  binType: string;
  status: Status;
  prefix: string;
}
const noSearch: Search = { storageType: '', binType: '', status: '', prefix: '' };

/**
 * Storage bins (LS03N, page `storageBins`): the bins of a warehouse by
 * storage type, bin type, empty / occupied / blocked and name prefix, each with what it holds;
 * a bin opens its contents. Keyset paging; the plant and warehouse are remembered.
 */
export default function StorageBins() {
  const setup = useQuery({
    queryKey: ['storagebin-initdata'],
    queryFn: () => call(stockContracts.storageBinScreenInit),
  });
  const { prefs, loaded, save } = usePreferences('storagebin', storageBinPreferences);
  const warehouses = useMemo(
    () => (setup.data?.plants ?? []).flatMap((p) => p.warehouses.map((w) => ({ plant: p.plantId, plantName: p.name, ...w }))),
    [setup.data],
  );
  const [choice, setChoice] = useState<string | null>(null);
  const remembered = prefs.warehouse && warehouses.find((w) => w.warehouseId === prefs.warehouse && w.plant === prefs.plant);
  const current = warehouses.find((w) => `${w.plant}/${w.warehouseId}` === choice) ?? (loaded ? remembered || warehouses[0] : undefined);
  const [search, setSearch] = useState<Search>(noSearch);
  const [selected, setSelected] = useState<string | null>(null);

  const searchKey = JSON.stringify([current?.plant, current?.warehouseId, search]);
  const [pager, setPager] = useKeysetPager(searchKey, () => setSelected(null));

  const after = cursorOf(pager);
  const bins = useQuery({
    queryKey: ['storagebin-search', current?.plant, current?.warehouseId, search, after],
    queryFn: current
      ? ({ signal }) =>
          call(
            stockContracts.storageBinSearch,
            {
              query: {
                plant: current.plant,
                warehouse: current.warehouseId,
                storageType: search.storageType || undefined,
                binType: search.binType || undefined,
                occupancy: search.status === 'empty' || search.status === 'occupied' ? search.status : undefined,
                blocked: search.status === 'blocked' ? 'true' : undefined,
                prefix: search.prefix || undefined,
                after: after ?? undefined,
                limit: String(PAGE_SIZE),
              },
            },
            { signal },
          )
      : skipToken,
    placeholderData: (p) => p,
  });
  usePageLoaded(setPager, bins.data, bins.isPlaceholderData);

  const warehouseOptions: SelectOption[] = warehouses.map((w) => ({
    value: `${w.plant}/${w.warehouseId}`,
    label: t('stock.warehouseOption', { warehouse: w.warehouseId, name: w.name, plant: w.plant }),
  }));
  const typeOptions: SelectOption[] = (current?.storageTypes ?? []).map((t) => ({
    value: t.storageType,
    label: `${t.storageType} ${t.name}`,
  }));
  const binTypeOptions: SelectOption[] = (current?.binTypes ?? []).map((t) => ({
    value: t.binType,
    label: `${t.binType} ${t.description}`,
  }));
  const items = bins.data?.items ?? [];

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('stock.binsTitle')} />
      <SearchBar
        key={searchKey}
        search={search}
        warehouse={current ? `${current.plant}/${current.warehouseId}` : null}
        warehouseOptions={warehouseOptions}
        typeOptions={typeOptions}
        binTypeOptions={binTypeOptions}
        loading={setup.isPending}
        onWarehouse={(v) => {
          setChoice(v);
          const w = warehouses.find((x) => `${x.plant}/${x.warehouseId}` === v);
          if (w) save({ plant: w.plant, warehouse: w.warehouseId });
          setSearch((s) => ({ ...s, storageType: '', binType: '' }));
        }}
        onSearch={setSearch}
      />
      {setup.isError ? <p className="sp-error-text">{errorText(setup.error)}</p> : null}
      {setup.data && warehouses.length === 0 ? <p className="sp-muted">{t('noWarehouse')}</p> : null}
      <AlertLine message={bins.isError && errorText(bins.error)} />

      <div className="sv-layout">
        <div>
          <ScrollRegion className="sv-table-wrap" busy={bins.isFetching}>
            <table className="sv-table">
              <thead>
                <HeaderRow
                  columns={[
                    t('stock.colBin'),
                    t('stock.colStorageType'),
                    t('stock.colBinType'),
                    t('stock.colStatus'),
                    t('stock.colContent'),
                    { label: t('stock.colQuantity'), numeric: true },
                    { label: t('stock.colCapacity'), numeric: true },
                  ]}
                />
              </thead>
              <tbody>
                {items.map((b) => (
                  <tr
                    key={b.binId}
                    className={selected === b.binId ? 'is-selected' : undefined}
                    aria-selected={selected === b.binId}
                    onClick={() => setSelected(selected === b.binId ? null : b.binId)}
                  >
                    <td className="sv-mono">
                      <button
                        type="button"
                        className="sv-link"
                        onClick={(e) => {
                          e.stopPropagation();
                          setSelected(b.binId);
                        }}
                      >
                        <span translate="no">{b.binId}</span>
                      </button>
                    </td>
                    <td translate="no">
                      {b.storageType} <span className="sp-muted">{b.storageTypeName}</span>
                    </td>
                    <td translate="no">
                      {b.binType} <span className="sp-muted">{b.binTypeDescription}</span>
                    </td>
                    <td>
                      <BinStatus bin={b} />
                    </td>
                    <td>{contentText(b)}</td>
                    <td className="sv-num">{b.content && b.content.positions > 0 ? showQuantity(b.content.quantity) : ''}</td>
                    <td className="sv-num">{b.capacity ? showQuantity(b.capacity) : '-'}</td>
                  </tr>
                ))}
                {bins.data && items.length === 0 ? <NoteRow colSpan={7}>{t('binNothingFound')}</NoteRow> : null}
                {bins.isPending && current ? <NoteRow colSpan={7}>{t('loading')}</NoteRow> : null}
              </tbody>
            </table>
          </ScrollRegion>
          <KeysetPagerBar
            pager={pager}
            setPager={setPager}
            fetching={bins.isFetching}
            pageSize={PAGE_SIZE}
            count={items.length}
            noun="bins"
          />
        </div>
        <aside className="sv-side">
          {selected && current ? (
            <BinContents plant={current.plant} warehouse={current.warehouseId} bin={selected} onClose={() => setSelected(null)} />
          ) : (
            <div className="sv-detail">
              <p className="sp-muted">{t('stock.chooseBin')}</p>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}

function contentText(b: StorageBin): ReactNode {
  const c = b.content;
  if (!c || c.positions === 0) return '';
  if (c.materials === 1) return <span translate="no">{c.firstMaterial ?? ''}</span>;
  return (
    <>
      <span translate="no">{c.firstMaterial}</span> {t('stock.moreMaterials', { count: c.materials - 1 })}
    </>
  );
}

function BinStatus({ bin }: { bin: StorageBin }) {
  if (bin.blocked) return <span className="sv-cat sv-cat-blocked">{t('stock.binStatusBlocked')}</span>;
  if (bin.content && bin.content.positions > 0) return <span className="sv-cat sv-cat-occupied">{t('stock.binStatusOccupied')}</span>;
  return <span className="sv-cat sv-cat-empty">{t('stock.binStatusEmpty')}</span>;
}

function SearchBar(props: {
  search: Search;
  warehouse: string | null;
  warehouseOptions: SelectOption[];
  typeOptions: SelectOption[];
  binTypeOptions: SelectOption[];
  loading: boolean;
  onWarehouse: (value: string) => void;
  onSearch: (s: Search) => void;
}) {
  const { search, onSearch } = props;
  const [prefix, setPrefix] = useState(search.prefix);
  /** searches with a change of the filters, keeping the prefix typed so far */
  const searchWith = (change: Partial<Search>) => onSearch({ ...search, prefix: prefix.trim(), ...change });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    searchWith({});
  };
  return (
    <form className="sv-filters" onSubmit={submit} aria-label={t('stock.binSearch')}>
      <FilterSelect
        wide
        labelId="sb-warehouse"
        label={t('stock.warehouse')}
        options={props.warehouseOptions}
        value={props.warehouse}
        isLoading={props.loading}
        onChange={(v) => v && props.onWarehouse(v)}
      />
      <FilterSelect
        labelId="sb-type"
        label={t('stock.colStorageType')}
        options={props.typeOptions}
        value={search.storageType || null}
        isClearable
        onChange={(v) => searchWith({ storageType: v ?? '' })}
      />
      <FilterSelect
        labelId="sb-bintype"
        label={t('stock.colBinType')}
        options={props.binTypeOptions}
        value={search.binType || null}
        isClearable
        onChange={(v) => searchWith({ binType: v ?? '' })}
      />
      <fieldset className="sv-field sv-field-status sv-fieldset">
        <legend>{t('stock.colStatus')}</legend>
        <div className="sv-segments">
          {STATUSES.map((s) => (
            <button
              key={s.value || 'all'}
              type="button"
              aria-pressed={search.status === s.value}
              onClick={() => searchWith({ status: s.value })}
            >
              {t(s.label)}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField label={t('stock.binStartsWith')} narrow value={prefix} onChange={setPrefix} maxLength={18} />
      <FilterActions />
    </form>
  );
}

function BinContents({ plant, warehouse, bin, onClose }: { plant: string; warehouse: string; bin: string; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['bin-detail', plant, warehouse, bin],
    queryFn: () => call(masterData.getStorageBin, { params: { plantId: plant, warehouseId: warehouse, binId: bin } }),
  });
  const d = detail.data;
  return (
    <section className="sv-detail" aria-label={t('stock.binTitle', { bin })}>
      <header className="sv-detail-head">
        <h2 className="sv-section-title sv-mono" translate="no">
          {bin}
        </h2>
        <button type="button" className="ui-button sv-small-button" onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <QueryState query={detail} />
      {d ? (
        <>
          <p className="sv-detail-pos">
            <span translate="no">
              {d.storageType} {d.storageTypeName} · {d.binType} {d.binTypeDescription}
            </span>
            {d.capacity ? ` · ${t('stock.capacityOf', { capacity: showQuantity(d.capacity) })}` : ''}
            {d.blocked ? (
              <>
                {' '}
                · <span className="sv-cat sv-cat-blocked">{t('stock.binStatusBlocked')}</span>
              </>
            ) : null}
          </p>
          {d.fixedMaterials.length > 0 ? (
            <p className="sp-muted">{t('stock.fixedBinOf', { materials: d.fixedMaterials.map((m) => m.materialId).join(', ') })}</p>
          ) : null}
          {d.contents.length === 0 ? (
            <p className="sp-muted">{t('binEmpty', { bin: d.binId })}</p>
          ) : (
            <table className="sv-table sv-table-inner">
              <thead>
                <HeaderRow
                  columns={[t('stock.colMaterial'), t('stock.colBatch'), t('stock.colCat'), { label: t('stock.colQty'), numeric: true }]}
                />
              </thead>
              <tbody>
                {d.contents.map((c) => (
                  <tr key={`${c.materialId}|${c.slocId}|${c.batch}|${c.category}`}>
                    <td title={c.description} translate="no">
                      {c.materialId}
                      <div className="sp-muted sv-desc">{c.description}</div>
                    </td>
                    <td className="sv-mono" translate="no">
                      {c.batch}
                    </td>
                    <td>
                      <span className={`sv-cat sv-cat-${c.category.toLowerCase()}`} title={categoryName(c.category)}>
                        {categoryLetter(c.category)}
                      </span>
                    </td>
                    <td className="sv-num">
                      {showQuantity(c.quantity)} {unitSymbol(c.baseUnit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            <Link to={withQuery(href('stockOverview'), { plant, bin })}>{t('stock.overviewOfBin')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
