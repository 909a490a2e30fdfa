import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import {
  DELIVERY_STATUSES,
  type DeliveryPreferences,
  type DeliverySearch,
  type DeliveryView,
  deliveryPreferences,
} from '../../../shared/contracts/deliveries/schemas';
import { t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { alertError, ConfirmButton, Facts, Pagination, useAction } from '../../ui';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink, StatusBadge } from '../../ui/DeliveryStatus';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { draftBinding } from '../stock/draft-binding';
import { DeliveryStateCells, deliveryPath, ErrorLog, orderPath, TableSection } from './deliveries-parts';
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
  const field = (key: keyof Filters, label: string, type: 'text' | 'date' = 'text') => (
    <TextField label={label} type={type} narrow maxLength={10} {...bind.text(key)} />
  );
  const rows = list.data?.items ?? [];
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Deliveries" />
      <form className="sv-filters" aria-label="Filters" onSubmit={apply}>
        {field('deliveryNumber', 'Delivery')}
        {field('orderNumber', 'Order')}
        {field('partner', 'Customer / receiving plant')}
        <FilterSelect
          labelId="dl-status"
          label="Status"
          isClearable
          options={setup.data?.statuses ?? DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))}
          {...bind.choice('status')}
        />
        {field('dateFrom', 'From', 'date')}
        {field('dateTo', 'To', 'date')}
        <FilterActions />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label="Deliveries"
        head={['Delivery', 'Order', 'Ship-to', 'Plant', 'Date', 'Status', 'Items']}
        loading={list.isPending}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((d) => (
          <tr key={d.deliveryNumber} onClick={() => navigate(deliveryPath(d.deliveryNumber))}>
            <td>
              <DeliveryLink number={d.deliveryNumber} />
            </td>
            <td>
              {d.orderType} {d.orderNumber}
            </td>
            <td>
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
  const { busy, run } = useAction(alertError);
  const act = async (label: string, send: (key: string) => Promise<{ status: string }>) => {
    await run(async () => {
      await send(newIdempotencyKey());
      toastSuccess(`${label}: done.`);
    });
    await queryClient.invalidateQueries({ queryKey: ['delivery', deliveryNumber] });
  };
  const params = { deliveryNumber };
  const d = delivery.data;
  const mayPost = setup.data?.mayPost ?? false;
  const mayReverse = useCan(e.reverseGoodsIssue);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={`Delivery ${deliveryNumber}`} titleLink={href('deliveries')} />
      <ErrorText error={delivery.isError ? delivery.error : null} />
      {d ? <DeliveryFacts d={d} /> : null}
      {d && mayPost ? (
        <div className="dl-actions">
          <button
            type="button"
            className="ui-button"
            disabled={busy || !['OPEN', 'PICKING'].includes(d.status)}
            onClick={() =>
              void act('Pick transfer orders', (key) => call(e.createPickOrders, { params, body: {} }, { idempotencyKey: key }))
            }
          >
            Create pick transfer orders
          </button>
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={busy || !['PICKED', 'PACKED'].includes(d.status)}
            onClick={() => void act('Goods issue', (key) => call(e.postGoodsIssue, { body: params }, { idempotencyKey: key }))}
          >
            Post goods issue
          </button>
          {mayReverse ? (
            <ConfirmButton
              label="Reverse goods issue"
              question={t('confirmReversal', { what: `the goods issue of delivery ${deliveryNumber}` })}
              confirmLabel={t('confirmReverse')}
              disabled={busy || d.status !== 'GOODS_ISSUED'}
              onConfirm={() => void act('Reversal', (key) => call(e.reverseGoodsIssue, { params, body: {} }, { idempotencyKey: key }))}
            />
          ) : null}
        </div>
      ) : null}
      {d ? <DeliveryTables d={d} /> : null}
      {d ? <ErrorLog entries={d.errors} /> : null}
    </div>
  );
}

function DeliveryFacts({ d }: { d: DeliveryView }) {
  return (
    <Facts
      className="dl-facts"
      facts={[
        ['Status', <StatusBadge key="s" status={d.status} />],
        [
          'Order',
          <Link key="o" className="sv-link" to={orderPath(d.orderType, d.orderNumber)}>
            {d.orderType} {d.orderNumber}
          </Link>,
        ],
        ['Ship-to', `${d.partner} ${d.partnerName}`],
        ['Plant', d.plant],
        ['Date', d.deliveryDate],
        ['Goods issue', d.goodsIssueMatDoc ?? '—'],
      ]}
    />
  );
}

function DeliveryTables({ d }: { d: DeliveryView }) {
  return (
    <>
      <ListTable
        label="Items"
        head={['Item', 'Material', 'Description', 'Quantity', 'Picked', 'Issued', 'Serials']}
        empty={d.items.length === 0}
      >
        {d.items.map((i) => (
          <tr key={i.itemNo}>
            <td>{i.itemNo}</td>
            <td className="sv-mono">{i.material}</td>
            <td className="sv-desc">{i.materialDescription}</td>
            <td className="sv-num">{displayQuantity(i.quantity)}</td>
            <td className="sv-num">{displayQuantity(i.pickedQuantity)}</td>
            <td className="sv-num">{displayQuantity(i.issuedQuantity)}</td>
            <td className="sv-mono">{i.serials.join(', ')}</td>
          </tr>
        ))}
      </ListTable>
      <TableSection label="Transfer orders" head={['Order', 'Status', 'Lines', 'Open lines']} empty={d.transferOrders.length === 0}>
        {d.transferOrders.map((o) => (
          <tr key={o.orderId}>
            <td>{o.orderId}</td>
            <td>{o.status}</td>
            <td>{o.lineCount}</td>
            <td>{o.openLines}</td>
          </tr>
        ))}
      </TableSection>
      <TableSection
        label="Documents"
        head={['Material document', 'Date', 'Movement', 'Reversal of', 'Reversed by']}
        empty={d.documents.length === 0}
      >
        {d.documents.map((m) => (
          <tr key={m.matDoc}>
            <td>{m.matDoc}</td>
            <td>{m.postingDate}</td>
            <td>{m.movementType}</td>
            <td>{m.reversalOf ?? ''}</td>
            <td>{m.reversedBy ?? ''}</td>
          </tr>
        ))}
      </TableSection>
    </>
  );
}
