import { useQuery } from '@tanstack/react-query';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { FormField } from '../../ui/FormField';
import { Pagination } from '../../ui/Pagination';
import { QueryState } from '../../ui/QueryState';
import { ScanInput } from '../../ui/ScanInput';
import { SearchForm } from '../../ui/SearchForm';
import { Select } from '../../ui/Select';
import { Tabs } from '../../ui/Tabs';
import { TextFilterField } from '../../ui/TextFilterField';
import { useSearchForm } from '../../ui/use-search-form';
import '../warehouse/handheld.css';
import { type MessageId, t } from '../../../shared/i18n';
import { showDay } from '../../ui/plant-time';
import { KIND_TITLE } from './receipt-order';

interface Filters {
  type: 'PO' | 'STO';
  vendor: string | null;
  material: string;
  plant: string | null;
  dateFrom: string | null;
  dateTo: string | null;
}

const ORDER_TABS = [
  ['PO', 'gr.tabPo'],
  ['STO', 'gr.tabSto'],
] as const satisfies readonly (readonly ['PO' | 'STO', MessageId])[];

const orderPath = (row: { type: 'PO' | 'STO'; number: string }) =>
  row.type === 'PO' ? href('goodsReceiptPo', { purchaseOrderNo: row.number }) : href('goodsReceiptSto', { stoNumber: row.number });

/**
 * Goods receipt, step 1: scan or type a purchase order / stock transport order number, or search
 * open orders by vendor, material, plant and date. Suppliers see their own purchase orders here,
 * read-only.
 */
export function GoodsReceiptIndex() {
  const navigate = useNavigate();
  const init = useQuery({ queryKey: ['gr-init'], queryFn: () => call(goodsReceipt.goodsReceiptInit) });
  const empty: Filters = { type: 'PO', vendor: null, material: '', plant: null, dateFrom: null, dateTo: null };
  const { draft, setDraft, filters, setFilters, page, setPage, submit } = useSearchForm(empty, empty);
  const list = useQuery({
    queryKey: ['gr-list', filters, page],
    queryFn: () =>
      call(goodsReceipt.goodsReceiptList, {
        query: {
          type: filters.type,
          vendor: filters.type === 'PO' ? (filters.vendor ?? undefined) : undefined,
          material: filters.material.trim() || undefined,
          plant: filters.plant ?? undefined,
          dateFrom: filters.dateFrom ?? undefined,
          dateTo: filters.dateTo ?? undefined,
          page,
          pageSize: 10,
        },
      }),
  });
  const data = init.data;
  const readOnly = data ? !data.canPost : false;

  const onScan = async (text: string) => {
    const found = await call(goodsReceipt.goodsReceiptList, { query: { number: text } });
    const row = found.items[0];
    if (!row) throw new Error(t('scanOrderNotFound', { number: text }));
    navigate(orderPath(row));
  };

  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={readOnly ? t('gr.titleReadOnly') : t('gr.title')} />
      <ScanInput label={readOnly ? t('gr.scanReadOnly') : t('gr.scan')} onScan={onScan} inputMode="numeric" keepsScansWhileChecking />
      <SearchForm
        onSubmit={submit}
        label={t('gr.searchOpen')}
        header={
          // shown while the order types load too (a warehouse user posts): the form does not move when they arrive
          init.isPending || data?.canPost ? (
            <Tabs
              tabs={ORDER_TABS.map(([type, label]) => [type, t(label)] as const)}
              value={draft.type}
              onChange={(type) => {
                const next = { ...draft, type };
                setDraft(next);
                setFilters(next);
                setPage(1);
              }}
            />
          ) : null
        }
      >
        {draft.type === 'PO' ? (
          <FormField label={t('gr.vendor')}>
            <Select
              isClearable
              options={(data?.vendors ?? []).map((v) => ({ value: v.vendorId, label: `${v.vendorId} ${v.name}` }))}
              value={draft.vendor}
              onChange={(value) => setDraft({ ...draft, vendor: value })}
            />
          </FormField>
        ) : null}
        {!data || data.plants.length > 0 ? (
          <FormField label={t('gr.plant')}>
            <Select
              isClearable
              options={(data?.plants ?? []).map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}` }))}
              value={draft.plant}
              onChange={(value) => setDraft({ ...draft, plant: value })}
            />
          </FormField>
        ) : null}
        <TextFilterField label={t('gr.material')} value={draft.material} onChange={(material) => setDraft({ ...draft, material })} />
        <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </SearchForm>
      <QueryState query={list} />
      {list.data ? (
        <>
          {list.data.items.length === 0 ? <p className="sp-muted">{t('gr.noOpenOrders')}</p> : null}
          <ul className="wm-list" aria-label={t('gr.openOrders')}>
            {list.data.items.map((row) => (
              <li key={`${row.type}${row.number}`}>
                <button type="button" className="wm-card" onClick={() => navigate(orderPath(row))}>
                  <span className="wm-card-title">{t(KIND_TITLE[row.type], { number: row.number })}</span>
                  <span className="wm-card-meta">
                    <span translate="no">{row.partner}</span> · {t('gr.cardPlant', { plant: row.plant, date: showDay(row.documentDate) })}
                  </span>
                  <span className="wm-card-meta">{t('gr.itemsOpen', { open: row.openItems, count: row.itemCount })}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} />
        </>
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}
