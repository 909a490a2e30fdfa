import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import {
  DELIVERY_STATUSES,
  type DeliveryPreferences,
  type DeliverySearch,
  type DeliveryView,
  deliveryPreferences,
} from '../../../shared/contracts/deliveries/schemas';
import * as vendorReturns from '../../../shared/contracts/vendor-returns/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { href, pageTable } from '../../../shared/pages';
import { ApiError, call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { can, useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { DeliveryLink, StatusBadge } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { ListTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay } from '../../ui/plant-time';
import { alertError, useAction } from '../../ui/use-action';
import { DeliveryNoteButton, DocumentHistory } from '../shipping/DocumentHistory';
import { draftBinding } from '../stock/draft-binding';
import { DeliveryStateCells, deliveryPath, ErrorLog, ORDER_TYPE, orderPath, TableSection, transferOrderStatus } from './deliveries-parts';
import { useRememberedFilters } from './use-filters';

type Filters = DeliveryPreferences;

/** Deliveries (VL02N, page `deliveries`): search by number, order, ship-to, status and date. */
export function DeliveryIndex() {
  const navigate = useNavigate();
  const { draft, setDraft, filters, query, page, setPage, apply } = useRememberedFilters('delivery', deliveryPreferences);
  const setup = useQuery({ queryKey: ['delivery-init'], queryFn: () => call(e.deliveryInit) });
  const list = useQuery({
    queryKey: ['deliveries', filters, page],
    enabled: filters !== null,
    queryFn: () => call(e.searchDeliveries, { query: { ...query, page, pageSize: 25 } as DeliverySearch }),
  });
  const bind = draftBinding(draft, setDraft);
  const field = (key: keyof Filters, label: string, type: 'text' | 'date' = 'text') =>
    type === 'date' ? (
      <DateField label={label} narrow {...bind.text(key)} />
    ) : (
      <TextField label={label} narrow maxLength={10} {...bind.text(key)} />
    );
  const rows = list.data?.items ?? [];
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('dlv.title')} />
      <form className="sv-filters" aria-label={t('dlv.filters')} onSubmit={apply}>
        {field('deliveryNumber', t('dlv.delivery'))}
        {field('orderNumber', t('dlv.order'))}
        {field('partner', t('dlv.partner'))}
        <FilterSelect
          labelId="dl-status"
          label={t('dlv.status')}
          isClearable
          options={setup.data?.statuses ?? DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))}
          {...bind.choice('status')}
        />
        {field('dateFrom', t('dlv.from'), 'date')}
        {field('dateTo', t('dlv.to'), 'date')}
        <FilterActions />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label={t('dlv.list')}
        head={[
          t('dlv.colDelivery'),
          t('dlv.colOrder'),
          t('dlv.colShipTo'),
          t('dlv.colPlant'),
          t('dlv.colDate'),
          t('dlv.colStatus'),
          t('dlv.colItems'),
        ]}
        loading={list.isPending}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((d) => (
          <tr key={d.deliveryNumber} onClick={() => navigate(deliveryPath(d.deliveryNumber))}>
            <td>
              <DeliveryLink number={d.deliveryNumber} />
            </td>
            <td>{t(ORDER_TYPE[d.orderType], { number: d.orderNumber })}</td>
            <td translate="no">
              {d.partner} {d.partnerName}
            </td>
            <td>{d.plant}</td>
            <DeliveryStateCells d={d} />
          </tr>
        ))}
      </ListTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </div>
  );
}

/** delivery/:deliveryNumber: items, pick progress, transfer orders, serials, goods-issue documents, error log; the actions. */
export function DeliveryDetail() {
  const { deliveryNumber = '' } = useParams();
  const queryClient = useQueryClient();
  const setup = useQuery({ queryKey: ['delivery-init'], queryFn: () => call(e.deliveryInit) });
  const delivery = useQuery({ queryKey: ['delivery', deliveryNumber], queryFn: () => call(e.getDelivery, { params: { deliveryNumber } }) });
  const openingReturn = useReturnToVendorPage(deliveryNumber, delivery.error);
  const { busy, run } = useAction(alertError);
  const act = async (label: string, send: (key: string) => Promise<{ status: string }>) => {
    await run(async () => {
      await send(newIdempotencyKey());
      toastSuccess(t('dlv.actionDone', { action: label }));
    });
    await queryClient.invalidateQueries({ queryKey: ['delivery', deliveryNumber] });
  };
  const params = { deliveryNumber };
  const d = delivery.data;
  const mayPost = setup.data?.mayPost ?? false;
  const mayReverse = useCan(e.reverseGoodsIssue);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('dlv.deliveryTitle', { delivery: deliveryNumber })} titleLink={href('deliveries')} />
      <ErrorText error={delivery.isError && !openingReturn ? delivery.error : null} />
      {d ? <DeliveryFacts d={d} /> : null}
      {d && mayPost ? (
        <div className="dl-actions">
          <button
            type="button"
            className="ui-button"
            disabled={busy || !['OPEN', 'PICKING'].includes(d.status)}
            onClick={() =>
              void act(t('dlv.actionPickOrders'), (key) => call(e.createPickOrders, { params, body: {} }, { idempotencyKey: key }))
            }
          >
            {t('dlv.createPickOrders')}
          </button>
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={busy || !['PICKED', 'PACKED'].includes(d.status)}
            onClick={() => void act(t('dlv.actionGoodsIssue'), (key) => call(e.postGoodsIssue, { body: params }, { idempotencyKey: key }))}
          >
            {t('dlv.postGoodsIssue')}
          </button>
          {mayReverse ? (
            <ConfirmButton
              label={t('dlv.reverseGoodsIssue')}
              question={t('confirmReversal', { what: t('dlv.reversalWhat', { delivery: deliveryNumber }) })}
              confirmLabel={t('confirmReverse')}
              disabled={busy || d.status !== 'GOODS_ISSUED'}
              onConfirm={() =>
                void act(t('dlv.actionReversal'), (key) => call(e.reverseGoodsIssue, { params, body: {} }, { idempotencyKey: key }))
              }
            />
          ) : null}
        </div>
      ) : null}
      {d ? (
        <div className="dl-actions">
          <DeliveryNoteButton of={{ type: 'delivery', deliveryNumber }} />
        </div>
      ) : null}
      {d ? <DeliveryTables d={d} /> : null}
      {d ? <ErrorLog entries={d.errors} /> : null}
      {d ? <DocumentHistory of={{ type: 'delivery', deliveryNumber }} /> : null}
    </div>
  );
}

/**
 * A return to vendor's delivery is not a published delivery (its page answers not found): a link to it
 * (a shipment's deliveries, a notification) opens the return's own page instead, for a reader who may.
 */
function useReturnToVendorPage(deliveryNumber: string, error: Error | null): boolean {
  const navigate = useNavigate();
  const notFound = error instanceof ApiError && error.status === 404 && can(pageTable.vendorReturn);
  const vendorReturn = useQuery({
    queryKey: ['vendor-return-of-delivery', deliveryNumber],
    enabled: notFound,
    retry: false,
    queryFn: () => call(vendorReturns.getVendorReturn, { params: { deliveryNumber } }),
  });
  useEffect(() => {
    if (vendorReturn.isSuccess) navigate(href('vendorReturn', { deliveryNumber }), { replace: true });
  }, [vendorReturn.isSuccess, navigate, deliveryNumber]);
  // while it is looked up (and once found) the delivery's "not found" is not the answer
  return notFound && !vendorReturn.isError;
}

function DeliveryFacts({ d }: { d: DeliveryView }) {
  return (
    <Facts
      className="dl-facts"
      facts={[
        [t('dlv.status'), <StatusBadge key="s" status={d.status} />],
        [
          t('dlv.order'),
          <Link key="o" className="sv-link" to={orderPath(d.orderType, d.orderNumber)}>
            {t(ORDER_TYPE[d.orderType], { number: d.orderNumber })}
          </Link>,
        ],
        [
          t('dlv.colShipTo'),
          <span key="p" translate="no">
            {d.partner} {d.partnerName}
          </span>,
        ],
        [t('dlv.colPlant'), d.plant],
        [t('dlv.colDate'), showDay(d.deliveryDate)],
        [t('dlv.goodsIssue'), d.goodsIssueMatDoc ?? '—'],
      ]}
    />
  );
}

function DeliveryTables({ d }: { d: DeliveryView }) {
  return (
    <>
      <ListTable
        label={t('dlv.items')}
        head={[
          t('dlv.colItem'),
          t('dlv.colMaterial'),
          t('dlv.colDescription'),
          t('dlv.colQuantity'),
          t('dlv.colPicked'),
          t('dlv.colIssued'),
          t('dlv.colSerials'),
        ]}
        empty={d.items.length === 0}
      >
        {d.items.map((i) => (
          <tr key={i.itemNo}>
            <td>{i.itemNo}</td>
            <td className="sv-mono" translate="no">
              {i.material}
            </td>
            <td className="sv-desc" translate="no">
              {i.materialDescription}
            </td>
            <td className="sv-num">{showQuantity(i.quantity)}</td>
            <td className="sv-num">{showQuantity(i.pickedQuantity)}</td>
            <td className="sv-num">{showQuantity(i.issuedQuantity)}</td>
            <td className="sv-mono" translate="no">
              {i.serials.join(', ')}
            </td>
          </tr>
        ))}
      </ListTable>
      <TableSection
        label={t('dlv.transferOrders')}
        head={[t('dlv.colOrder'), t('dlv.colStatus'), t('dlv.colLines'), t('dlv.colOpenLines')]}
        empty={d.transferOrders.length === 0}
      >
        {d.transferOrders.map((o) => (
          <tr key={o.orderId}>
            <td>{o.orderId}</td>
            <td>{transferOrderStatus(o.status)}</td>
            <td>{o.lineCount}</td>
            <td>{o.openLines}</td>
          </tr>
        ))}
      </TableSection>
      <TableSection
        label={t('dlv.documents')}
        head={[t('dlv.colMatDoc'), t('dlv.colDate'), t('dlv.colMovement'), t('dlv.colReversalOf'), t('dlv.colReversedBy')]}
        empty={d.documents.length === 0}
      >
        {d.documents.map((m) => (
          <tr key={m.matDoc}>
            <td>{m.matDoc}</td>
            <td>{showDay(m.postingDate)}</td>
            <td>{m.movementType}</td>
            <td>{m.reversalOf ?? ''}</td>
            <td>{m.reversedBy ?? ''}</td>
          </tr>
        ))}
      </TableSection>
    </>
  );
}
