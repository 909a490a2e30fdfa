import type { Paged } from '../../../shared/contracts/stock/schemas';
import type {
  TransferOrderStatusCode,
  TransferOrderSummary,
  TransferOrderTypeCode,
} from '../../../shared/contracts/transfer-orders/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { Pagination } from '../../ui/Pagination';
import { showTime } from '../../ui/plant-time';

const STATUS_NAMES = {
  OPEN: 'to.statusOpen',
  CONFIRMED: 'to.statusConfirmed',
  CANCELLED: 'to.statusCancelled',
} as const satisfies Record<TransferOrderStatusCode, MessageId>;

const TYPE_NAMES = {
  PUTAWAY: 'to.typePutaway',
  PICK: 'to.typePick',
  BIN_TO_BIN: 'to.typeBinToBin',
} as const satisfies Record<TransferOrderTypeCode, MessageId>;

/** A transfer order's (or a line's) status in the reader's language; an unknown code as itself. */
export const statusName = (status: string): string =>
  status in STATUS_NAMES ? t(STATUS_NAMES[status as TransferOrderStatusCode]) : status;

/** A transfer order's type in the reader's language; an unknown code as itself. */
export const orderTypeName = (type: string): string => (type in TYPE_NAMES ? t(TYPE_NAMES[type as TransferOrderTypeCode]) : type);

/** The status badge of an order or a line: its word (the colour only repeats it). */
export function OrderStatus({ status }: { status: string }) {
  return <span className={`wm-status wm-status-${status.toLowerCase()}`}>{statusName(status)}</span>;
}

/** The transfer orders of a page as cards (a note when there are none). */
function OrderList({ page, onOpen }: { page: Paged<TransferOrderSummary>; onOpen: (o: TransferOrderSummary) => void }) {
  if (page.items.length === 0) return <p className="sp-muted">{t('to.noneFound')}</p>;
  return (
    <ul className="wm-list" aria-label={t('to.listLabel')}>
      {page.items.map((o) => (
        <li key={o.orderId}>
          <button type="button" className="wm-card" onClick={() => onOpen(o)}>
            <span className="wm-card-title">
              {t('to.orderTitle', { orderId: o.orderId })} <OrderStatus status={o.status} />
            </span>
            <span className="wm-card-meta">
              {orderTypeName(o.type)} · <span translate="no">{o.warehouseId}</span> ·{' '}
              {t('to.linesOpen', { open: o.openLines, count: o.lineCount })}
            </span>
            <span className="wm-card-meta">
              {o.reference ? (
                <>
                  <span translate="no">
                    {o.reference.type} {o.reference.number}
                  </span>
                  {' · '}
                </>
              ) : null}
              <span translate="no">{o.createdBy}</span> · {showTime(o.createdAt)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One page of transfer orders (put-away, open orders, the search) with its pager. */
export function OrderPage(props: {
  data: Paged<TransferOrderSummary>;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (o: TransferOrderSummary) => void;
}) {
  return (
    <>
      <OrderList page={props.data} onOpen={props.onOpen} />
      <Pagination page={props.page} maxPage={props.data.maxPage} onPageChange={props.onPageChange} />
    </>
  );
}
