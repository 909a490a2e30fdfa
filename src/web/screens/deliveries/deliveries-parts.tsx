import type { DeliveryStatusCode, ErrorLogEntry } from '../../../shared/contracts/deliveries/schemas';
import type { TRANSFER_ORDER_STATUSES } from '../../../shared/contracts/transfer-orders/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { StatusBadge } from '../../ui/DeliveryStatus';
import { ListTable } from '../../ui/ListTable';
import '../stock/stock.css';
import './deliveries.css';
import { showDay, showTime } from '../../ui/plant-time';

/** An order by its type and number: "SO 1234", "STO 4700000001". */
export const ORDER_TYPE = { SO: 'dlv.orderSO', STO: 'dlv.orderSTO' } as const satisfies Record<'SO' | 'STO', MessageId>;

/** A transfer order's status in words. */
export const TRANSFER_ORDER_STATUS = {
  OPEN: 'dlv.toStatus.OPEN',
  CONFIRMED: 'dlv.toStatus.CONFIRMED',
  CANCELLED: 'dlv.toStatus.CANCELLED',
} as const satisfies Record<(typeof TRANSFER_ORDER_STATUSES)[number], MessageId>;
export const transferOrderStatus = (status: string): string =>
  status in TRANSFER_ORDER_STATUS ? t(TRANSFER_ORDER_STATUS[status as keyof typeof TRANSFER_ORDER_STATUS]) : status;

export const orderPath = (type: 'SO' | 'STO', number: string) =>
  type === 'SO' ? href('deliveryDueSalesOrder', { salesOrderNumber: number }) : href('deliveryDueSto', { stoNumber: number });
export const deliveryPath = (deliveryNumber: string) => href('delivery', { deliveryNumber });

/** The last cells of a delivery's row in every delivery list: its date, status and item count. */
export function DeliveryStateCells({ d }: { d: { deliveryDate: string; status: DeliveryStatusCode; itemCount: number } }) {
  return (
    <>
      <td>{showDay(d.deliveryDate)}</td>
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
    <TableSection
      label={t('dlv.errorLog')}
      head={[t('dlv.colWhen'), t('dlv.colItem'), t('dlv.colMessage'), t('dlv.colUser')]}
      empty={false}
    >
      {entries.map((e) => (
        <tr key={e.logId}>
          <td>{showTime(e.createdAt)}</td>
          <td>{e.itemNo ?? ''}</td>
          <td translate="no">{e.message}</td>
          <td translate="no">{e.createdBy}</td>
        </tr>
      ))}
    </TableSection>
  );
}
