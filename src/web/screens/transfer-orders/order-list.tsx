import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { TransferOrderSummary } from '../../../shared/contracts/transfer-orders/schemas';
import { Pagination } from '../../ui';
import { showTime } from '../../ui/plant-time';

/** The transfer orders of a page as cards (a note when there are none). */
function OrderList({ page, onOpen }: { page: Paged<TransferOrderSummary>; onOpen: (o: TransferOrderSummary) => void }) {
  if (page.items.length === 0) return <p className="sp-muted">No transfer orders found.</p>;
  return (
    <ul className="wm-list" aria-label="Transfer orders">
      {page.items.map((o) => (
        <li key={o.orderId}>
          <button type="button" className="wm-card" onClick={() => onOpen(o)}>
            <span className="wm-card-title">
              TO {o.orderId} <span className={`wm-status wm-status-${o.status.toLowerCase()}`}>{o.status}</span>
            </span>
            <span className="wm-card-meta">
              {o.type} · {o.warehouseId} · {o.openLines} of {o.lineCount} lines open
            </span>
            <span className="wm-card-meta">
              {o.reference ? `${o.reference.type} ${o.reference.number} · ` : ''}
              {o.createdBy} · {showTime(o.createdAt)}
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
