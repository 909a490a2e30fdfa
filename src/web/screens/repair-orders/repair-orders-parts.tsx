import type { REPAIR_ITEM_STATUSES, RepairOrderView } from '../../../shared/contracts/repair-orders/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { ShortTable } from '../../ui/ListTable';
import { showDay } from '../../ui/plant-time';

export const REPAIR_STATUS_TEXT = {
  OPEN: 'repair.status.OPEN',
  SENT: 'repair.status.SENT',
  ANNOUNCED: 'repair.status.ANNOUNCED',
  RECEIVED: 'repair.status.RECEIVED',
} as const satisfies Record<(typeof REPAIR_ITEM_STATUSES)[number], MessageId>;

/** A repair order's serials: each unit's stage, its goods issue, the announced ship date, its receipt. */
export function RepairItems({ order }: { order: RepairOrderView }) {
  // as high as its rows (a short table of the page: no desk table's empty 200 px under one serial at 360 px)
  return (
    <ShortTable
      label={t('repair.serials')}
      columns={[
        t('repair.serial'),
        t('repair.material'),
        t('repair.colStatus'),
        t('repair.sentBy'),
        t('repair.shipDate'),
        t('repair.receivedBy'),
      ]}
    >
      {order.items.map((i) => (
        <tr key={i.itemNo}>
          <td className="sv-mono">
            <span translate="no">{i.serialNumber}</span>
          </td>
          <td translate="no">
            {i.material} {i.materialDescription}
          </td>
          <td>{t(REPAIR_STATUS_TEXT[i.status])}</td>
          <td>{i.sentMatDoc ?? ''}</td>
          <td>{i.announcedShipDate ? showDay(i.announcedShipDate) : ''}</td>
          <td>{i.receivedMatDoc ?? ''}</td>
        </tr>
      ))}
    </ShortTable>
  );
}
