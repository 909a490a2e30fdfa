import { useQuery } from '@tanstack/react-query';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import {
  DateRangeFields,
  FormField,
  Pagination,
  QueryState,
  ScanInput,
  SearchForm,
  Select,
  Tabs,
  TextFilterField,
  useSearchForm,
} from '../../ui';
import '../warehouse/handheld.css';
import { t } from '../../../shared/i18n';

interface Filters {
  type: 'PO' | 'STO';
  vendor: string | null;
  material: string;
  plant: string | null;
  dateFrom: string | null;
  dateTo: string | null;
}

const ORDER_TABS = [
  ['PO', 'Purchase orders'],
  ['STO', 'Stock transport orders'],
] as const;

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
      <WarehouseTitleBar title={readOnly ? 'Purchase Orders' : 'Goods Receipt'} />
      <ScanInput label={readOnly ? 'Purchase order number' : 'Scan PO / STO number'} onScan={onScan} inputMode="numeric" />
      <SearchForm
        onSubmit={submit}
        label="Search open orders"
        header={
          data?.canPost ? (
            <Tabs
              tabs={ORDER_TABS}
              value={draft.type}
              onChange={(t) => {
                const next = { ...draft, type: t };
                setDraft(next);
                setFilters(next);
                setPage(1);
              }}
            />
          ) : null
        }
      >
        {draft.type === 'PO' ? (
          <FormField label="Vendor">
            <Select
              isClearable
              options={(data?.vendors ?? []).map((v) => ({ value: v.vendorId, label: `${v.vendorId} ${v.name}` }))}
              value={draft.vendor}
              onChange={(value) => setDraft({ ...draft, vendor: value })}
            />
          </FormField>
        ) : null}
        {data && data.plants.length > 0 ? (
          <FormField label="Plant">
            <Select
              isClearable
              options={data.plants.map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}` }))}
              value={draft.plant}
              onChange={(value) => setDraft({ ...draft, plant: value })}
            />
          </FormField>
        ) : null}
        <TextFilterField label="Material" value={draft.material} onChange={(material) => setDraft({ ...draft, material })} />
        <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </SearchForm>
      <QueryState query={list} />
      {list.data ? (
        <>
          {list.data.items.length === 0 ? <p className="sp-muted">No open orders found.</p> : null}
          <ul className="wm-list" aria-label="Open orders">
            {list.data.items.map((row) => (
              <li key={`${row.type}${row.number}`}>
                <button type="button" className="wm-card" onClick={() => navigate(orderPath(row))}>
                  <span className="wm-card-title">
                    {row.type} {row.number}
                  </span>
                  <span className="wm-card-meta">
                    {row.partner} · plant {row.plant} · {row.documentDate}
                  </span>
                  <span className="wm-card-meta">
                    {row.openItems} of {row.itemCount} items open
                  </span>
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
