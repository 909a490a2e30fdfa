import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as transferOrders from '../../../shared/contracts/transfer-orders/endpoints';
import {
  TRANSFER_ORDER_STATUSES,
  TRANSFER_ORDER_TYPES,
  type TransferOrderLineView,
  type TransferOrderStatusCode,
  type TransferOrderTypeCode,
} from '../../../shared/contracts/transfer-orders/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { Facts } from '../../ui/Facts';
import { FormField } from '../../ui/FormField';
import { QueryState } from '../../ui/QueryState';
import { ScanInput } from '../../ui/ScanInput';
import { SearchForm } from '../../ui/SearchForm';
import { Select } from '../../ui/Select';
import { TextFilterField } from '../../ui/TextFilterField';
import { alertError, useAction } from '../../ui/use-action';
import { useSearchForm } from '../../ui/use-search-form';
import { OrderPage, OrderStatus, orderTypeName, statusName } from './order-list';
import { confirmPath } from './Putaway';
import '../warehouse/handheld.css';

const orderPath = (orderId: string) => withQuery(href('transferOrderOrders'), { order: orderId });

/** Transfer orders (`wm/transferorders`): scan an order, or go to the open orders or the search. */
export function TransferOrders() {
  const navigate = useNavigate();
  const onScan = async (text: string) => {
    const order = await call(transferOrders.getTransferOrder, { params: { orderId: text } });
    navigate(orderPath(order.orderId));
  };
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('to.title')} />
      <ScanInput label={t('to.scanOrder')} onScan={onScan} inputMode="numeric" keepsScansWhileChecking />
      <ol className="sp-wh-menu">
        <li>
          <Link className="sp-wh-menu-item" to={href('transferOrderOrders')}>
            <span className="sp-wh-menu-key">1</span>
            {t('to.openOrders')}
          </Link>
        </li>
        <li>
          <Link className="sp-wh-menu-item" to={href('transferOrderSearch')}>
            <span className="sp-wh-menu-key">2</span>
            {t('to.search')}
          </Link>
        </li>
      </ol>
      <BottomBar actions={{}} />
    </div>
  );
}

/** `wm/transferorders/orders`: the open orders, or one order (`?order=`) with its lines: confirm line by line, cancel. */
export function TransferOrderOrders() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <OrderDetail orderId={orderId} /> : <OpenOrders />;
}

function OpenOrders() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['to-open', page],
    queryFn: () => call(transferOrders.searchTransferOrders, { query: { status: 'OPEN', page, pageSize: 10 } }),
  });
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('to.openTitle')} titleLink={href('transferOrders')} />
      <QueryState query={list} />
      {list.data ? <OrderPage data={list.data} page={page} onPageChange={setPage} onOpen={(o) => navigate(orderPath(o.orderId))} /> : null}
      <BottomBar actions={{}} />
    </div>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelKey] = useState(newIdempotencyKey);
  const { busy: cancelling, run } = useAction(alertError);
  const order = useQuery({
    queryKey: ['to', orderId],
    queryFn: () => call(transferOrders.getTransferOrder, { params: { orderId } }),
  });
  const mayCancel = useCan(transferOrders.cancelTransferOrder);
  const cancel = () =>
    run(async () => {
      await call(transferOrders.cancelTransferOrder, { params: { orderId }, body: undefined }, { idempotencyKey: cancelKey });
      toastSuccess(t('orderCancelled', { orderId }));
      await queryClient.invalidateQueries({ queryKey: ['to', orderId] });
    });
  const o = order.data;
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('to.orderTitle', { orderId })} titleLink={href('transferOrders')} />
      {order.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={order.isError && errorText(order.error)} />
      {o ? (
        <>
          <p className="wm-card-meta">
            <OrderStatus status={o.status} /> {orderTypeName(o.type)} · {t('to.metaWarehouse', { warehouse: o.warehouseId })} ·{' '}
            {t('to.metaPlant', { plant: o.plant, sloc: o.sloc })}
            {o.referenceMatDoc ? ` · ${t('to.metaMatDoc', { matDoc: o.referenceMatDoc })}` : ''}
            {o.reference ? (
              <>
                {' · '}
                <span translate="no">
                  {o.reference.type} {o.reference.number}
                </span>
              </>
            ) : null}
          </p>
          <ul className="wm-list" aria-label={t('to.lines')}>
            {o.lines.map((l) => (
              <li key={l.lineNo} className="wm-item" aria-label={t('to.lineNamed', { line: l.lineNo })}>
                <div className="wm-card-title">
                  {l.lineNo} · <span translate="no">{l.material}</span> <OrderStatus status={l.status} />
                </div>
                <div className="wm-card-meta" translate="no">
                  {l.materialDescription}
                </div>
                <Facts className="wm-facts" facts={lineFacts(l)} />
                {l.destinationDiffers ? <p className="wm-flag">{t('to.otherDestination')}</p> : null}
                {l.quantityShort ? <p className="wm-flag">{t('to.shortQuantity')}</p> : null}
                {l.serials.length > 0 ? (
                  <p className="wm-card-meta">
                    {t('to.serials')} <span translate="no">{l.serials.join(', ')}</span>
                  </p>
                ) : null}
                {l.status === 'OPEN' && o.status === 'OPEN' ? (
                  <button
                    type="button"
                    className="ui-button ui-button-primary wm-wide"
                    onClick={() => navigate(confirmPath(o.orderId, l.lineNo))}
                  >
                    {t('to.confirmLine', { line: l.lineNo })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {o.status === 'OPEN' && mayCancel ? (
            <button type="button" className="ui-button wm-wide wm-danger" disabled={cancelling} onClick={() => void cancel()}>
              {t('to.cancelOpenLines')}
            </button>
          ) : null}
        </>
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}

interface SearchFilters {
  warehouse: string;
  status: TransferOrderStatusCode | null;
  type: TransferOrderTypeCode | null;
  material: string;
  bin: string;
  dateFrom: string | null;
  dateTo: string | null;
}

/** What a line card lists: quantity, source and destination bin, and for a confirmed line what was confirmed and its document. */
function lineFacts(l: TransferOrderLineView): [term: string, value: ReactNode][] {
  const facts: [string, ReactNode][] = [
    [t('to.factQuantity'), `${showQuantity(l.quantity)} ${unitSymbol(l.baseUnit)}`],
    [
      t('to.factFrom'),
      <span key="from" translate="no">
        {l.sourceBin}
      </span>,
    ],
    [
      t('to.factTo'),
      <span key="to" translate="no">
        {l.destinationBin}
      </span>,
    ],
  ];
  if (l.status === 'CONFIRMED')
    facts.push(
      [
        t('to.factConfirmed'),
        <span key="confirmed">
          {showQuantity(l.confirmedQuantity ?? '0')} → <span translate="no">{l.confirmedBin ?? ''}</span>
        </span>,
      ],
      [t('to.factDocument'), l.confirmedMatDoc ?? ''],
    );
  return facts;
}

/** A clearable select of fixed codes, each shown by its name in the reader's language. */
function CodeSelect<C extends string>(props: {
  label: string;
  codes: readonly C[];
  nameOf: (code: C) => string;
  value: C | null;
  onChange: (code: C | null) => void;
}) {
  return (
    <FormField label={props.label}>
      <Select
        isClearable
        options={props.codes.map((c) => ({ value: c, label: props.nameOf(c) }))}
        value={props.value}
        onChange={(value) => props.onChange(props.codes.find((c) => c === value) ?? null)}
      />
    </FormField>
  );
}

/** `wm/transferorders/search`: by warehouse, status, type, material, bin and date. */
export function TransferOrderSearch() {
  const navigate = useNavigate();
  const empty: SearchFilters = { warehouse: '', status: null, type: null, material: '', bin: '', dateFrom: null, dateTo: null };
  const { draft, setDraft, filters, page, setPage, submit } = useSearchForm(empty, null);
  const list = useQuery({
    queryKey: ['to-search', filters, page],
    enabled: filters !== null,
    queryFn: () =>
      call(transferOrders.searchTransferOrders, {
        query: {
          warehouse: filters?.warehouse.trim() || undefined,
          status: filters?.status ?? undefined,
          type: filters?.type ?? undefined,
          material: filters?.material.trim() || undefined,
          bin: filters?.bin.trim() || undefined,
          dateFrom: filters?.dateFrom ?? undefined,
          dateTo: filters?.dateTo ?? undefined,
          page,
          pageSize: 10,
        },
      }),
  });
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('to.searchTitle')} titleLink={href('transferOrders')} />
      <SearchForm onSubmit={submit}>
        <TextFilterField label={t('to.warehouse')} value={draft.warehouse} onChange={(warehouse) => setDraft({ ...draft, warehouse })} />
        <CodeSelect
          label={t('to.status')}
          codes={TRANSFER_ORDER_STATUSES}
          nameOf={statusName}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
        <CodeSelect
          label={t('to.type')}
          codes={TRANSFER_ORDER_TYPES}
          nameOf={orderTypeName}
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type })}
        />
        <TextFilterField label={t('to.material')} value={draft.material} onChange={(material) => setDraft({ ...draft, material })} />
        <TextFilterField label={t('to.bin')} value={draft.bin} onChange={(bin) => setDraft({ ...draft, bin })} />
        <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </SearchForm>
      <AlertLine message={list.isError && errorText(list.error)} />
      {list.data ? <OrderPage data={list.data} page={page} onPageChange={setPage} onOpen={(o) => navigate(orderPath(o.orderId))} /> : null}
      <BottomBar actions={{}} />
    </div>
  );
}
