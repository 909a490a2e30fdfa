import type { PI_DOCUMENT_STATUSES, PI_ITEM_STATUSES } from '../../../shared/contracts/physical-inventory/schemas';
import { type MessageId, t } from '../../../shared/i18n';

const DOCUMENT_STATUS = {
  CREATED: 'pi.docStatus.CREATED',
  COUNTING: 'pi.docStatus.COUNTING',
  COUNTED: 'pi.docStatus.COUNTED',
  RECOUNT: 'pi.docStatus.RECOUNT',
  POSTED: 'pi.docStatus.POSTED',
} as const satisfies Record<(typeof PI_DOCUMENT_STATUSES)[number], MessageId>;

const ITEM_STATUS = {
  OPEN: 'pi.itemStatus.OPEN',
  COUNTED: 'pi.itemStatus.COUNTED',
  RECOUNT: 'pi.itemStatus.RECOUNT',
  POSTED: 'pi.itemStatus.POSTED',
} as const satisfies Record<(typeof PI_ITEM_STATUSES)[number], MessageId>;

/** A physical-inventory document's status in the reader's language; an unknown code shows itself. */
export const piDocumentStatus = (status: string): string =>
  Object.hasOwn(DOCUMENT_STATUS, status) ? t(DOCUMENT_STATUS[status as keyof typeof DOCUMENT_STATUS]) : status;

/** A physical-inventory item's status in the reader's language; an unknown code shows itself. */
export const piItemStatus = (status: string): string =>
  Object.hasOwn(ITEM_STATUS, status) ? t(ITEM_STATUS[status as keyof typeof ITEM_STATUS]) : status;
