import type { ReactNode } from 'react';
import type { DeliveryStatusCode, ErrorLogEntry } from '../../../shared/contracts/deliveries/schemas';
import { errorText, messages } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { Link } from '../../router';
import { AlertLine } from '../../ui/AlertLine';
import { HeaderRow } from '../../ui/ListTable';
import '../stock/stock.css';
import './deliveries.css';
import { showTime } from '../../ui/plant-time';

export const orderPath = (type: 'SO' | 'STO', number: string) =>
  type === 'SO' ? href('deliveryDueSalesOrder', { salesOrderNumber: number }) : href('deliveryDueSto', { stoNumber: number });
export const deliveryPath = (deliveryNumber: string) => href('delivery', { deliveryNumber });

const STATUS_TEXT: Record<DeliveryStatusCode, string> = {
  OPEN: 'Open',
  PICKING: 'Picking',
  PICKED: 'Picked',
  PACKED: 'Packed',
  GOODS_ISSUED: 'Goods issued',
  DELIVERED: 'Delivered',
};

/** A delivery's number, linked to its screen. */
export function DeliveryLink({ number }: { number: string }) {
  return (
    <Link className="sv-link" to={deliveryPath(number)}>
      {number}
    </Link>
  );
}

export function StatusBadge({ status }: { status: DeliveryStatusCode }) {
  return <span className={`dl-status dl-status-${status.toLowerCase()}`}>{STATUS_TEXT[status]}</span>;
}

/** The last cells of a delivery's row in every delivery list: its date, status and item count. */
export function DeliveryStateCells({ d }: { d: { deliveryDate: string; status: DeliveryStatusCode; itemCount: number } }) {
  return (
    <>
      <td>{d.deliveryDate}</td>
      <td>
        <StatusBadge status={d.status} />
      </td>
      <td>{d.itemCount}</td>
    </>
  );
}

/** A table of the screen's rows, with a note when there are none or while loading. */
export function Table(props: { label: string; head: string[]; loading?: boolean; empty: boolean; children: ReactNode }) {
  return (
    <div className="sv-table-wrap" aria-busy={props.loading || undefined}>
      <table className="sv-table" aria-label={props.label}>
        <thead>
          <HeaderRow columns={props.head} />
        </thead>
        <tbody>
          {props.children}
          {props.loading ? (
            <tr>
              <td colSpan={props.head.length}>{messages.loading}</td>
            </tr>
          ) : props.empty ? (
            <tr>
              <td colSpan={props.head.length}>Nothing found.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** A table under its own heading (the label). */
export function TableSection(props: Parameters<typeof Table>[0]) {
  return (
    <section className="dl-section">
      <h2>{props.label}</h2>
      <Table {...props} />
    </section>
  );
}

/** The error log of an order or a delivery: refused creations, pick plans and goods issues. */
export function ErrorLog({ entries }: { entries: ErrorLogEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <TableSection label="Error log" head={['When', 'Item', 'Message', 'User']} empty={false}>
      {entries.map((e) => (
        <tr key={e.logId}>
          <td>{showTime(e.createdAt)}</td>
          <td>{e.itemNo ?? ''}</td>
          <td>{e.message}</td>
          <td>{e.createdBy}</td>
        </tr>
      ))}
    </TableSection>
  );
}

/** A screen's load error, or nothing. */
export function ErrorText({ error }: { error: unknown }) {
  return <AlertLine message={error ? errorText(error) : null} />;
}
