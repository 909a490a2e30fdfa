import type { DeliveryStatusCode } from '../../shared/contracts/deliveries/schemas';
import { href } from '../../shared/pages';
import { Link } from '../router';
import './delivery-status.css';

// A delivery as the outbound screens show it (deliveries, picking, packing, shipments).

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
    <Link className="sv-link" to={href('delivery', { deliveryNumber: number })}>
      {number}
    </Link>
  );
}

/** A delivery's status as a badge. */
export function StatusBadge({ status }: { status: DeliveryStatusCode }) {
  return <span className={`dl-status dl-status-${status.toLowerCase()}`}>{STATUS_TEXT[status]}</span>;
}
