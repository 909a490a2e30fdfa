import type { DeliveryStatusCode } from '../../shared/contracts/deliveries/schemas';
import { type MessageId, t } from '../../shared/i18n';
import { href } from '../../shared/pages';
import { Link } from '../router';
import './delivery-status.css';

// A delivery as the outbound screens show it (deliveries, picking, packing, shipments).

const STATUS_TEXT = {
  OPEN: 'ui.deliveryStatus.OPEN',
  PICKING: 'ui.deliveryStatus.PICKING',
  PICKED: 'ui.deliveryStatus.PICKED',
  PACKED: 'ui.deliveryStatus.PACKED',
  GOODS_ISSUED: 'ui.deliveryStatus.GOODS_ISSUED',
  DELIVERED: 'ui.deliveryStatus.DELIVERED',
} as const satisfies Record<DeliveryStatusCode, MessageId>;

/** A delivery's status in the reader's language. */
export const deliveryStatusText = (status: DeliveryStatusCode): string => t(STATUS_TEXT[status]);

/** A delivery's number, linked to its screen. */
export function DeliveryLink({ number }: { number: string }) {
  return (
    <Link className="sv-link" to={href('delivery', { deliveryNumber: number })}>
      {number}
    </Link>
  );
}

/** A delivery's status as a badge. */
export function StatusBadge({ status }: { status: DeliveryStatusCode }) {
  return <span className={`dl-status dl-status-${status.toLowerCase()}`}>{deliveryStatusText(status)}</span>;
}
