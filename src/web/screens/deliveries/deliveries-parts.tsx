import type { DeliveryStatusCode, ErrorLogEntry } from '../../../shared/contracts/deliveries/schemas';
import { href } from '../../../shared/pages';
import { StatusBadge } from '../../ui/DeliveryStatus';
import { ListTable } from '../../ui/ListTable';
import '../stock/stock.css';
import './deliveries.css';
import { showTime } from '../../ui/plant-time';

export const orderPath = (type: 'SO' | 'STO', number: string) =>
  type === 'SO' ? href('deliveryDueSalesOrder', { salesOrderNumber: number }) : href('deliveryDueSto', { stoNumber: number });
export const deliveryPath = (deliveryNumber: string) => href('delivery', { deliveryNumber });

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

/** A table under its own heading (the label). */
export function TableSection(props: Parameters<typeof ListTable>[0]) {
  return (
    <section className="dl-section">
      <h2>{props.label}</h2>
      <ListTable {...props} />
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
