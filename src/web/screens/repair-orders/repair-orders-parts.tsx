import type { REPAIR_ITEM_STATUSES, RepairOrderView } from '../../../shared/contracts/repair-orders/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { showDay } from '../../ui/plant-time';

export const REPAIR_STATUS_TEXT = {
  OPEN: 'repair.status.OPEN',
  SENT: 'repair.status.SENT',
  ANNOUNCED: 'repair.status.ANNOUNCED',
  RECEIVED: 'repair.status.RECEIVED',
} as const satisfies Record<(typeof REPAIR_ITEM_STATUSES)[number], MessageId>;

/** A repair order's serials: each unit's stage, its goods issue, the announced ship date, its receipt. */
export function RepairItems({ order }: { order: RepairOrderView }) {
  return (
    <div className="sv-table-wrap">
      <table className="sv-table" aria-label={t('repair.serials')}>
        <thead>
          <tr>
            <th scope="col">{t('repair.serial')}</th>
            <th scope="col">{t('repair.material')}</th>
            <th scope="col">{t('repair.colStatus')}</th>
            <th scope="col">{t('repair.sentBy')}</th>
            <th scope="col">{t('repair.shipDate')}</th>
            <th scope="col">{t('repair.receivedBy')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
