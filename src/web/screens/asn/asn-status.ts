import type { ASN_STATUSES } from '../../../shared/contracts/asn/schemas';
import type { MessageId } from '../../../shared/i18n';

/** A shipping notice's receipt status in words (keys: t() when rendering). */
export const ASN_STATUS_TEXT = {
  ANNOUNCED: 'asn.status.ANNOUNCED',
  ARRIVED: 'asn.status.ARRIVED',
  PARTIALLY_RECEIVED: 'asn.status.PARTIALLY_RECEIVED',
  RECEIVED: 'asn.status.RECEIVED',
} as const satisfies Record<(typeof ASN_STATUSES)[number], MessageId>;
