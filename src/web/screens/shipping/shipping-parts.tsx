import { useId } from 'react';
import type { DeliveryStatusCode } from '../../../shared/contracts/deliveries/schemas';
import { fillPath } from '../../../shared/contracts/endpoint';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { HandlingUnitSummary, ShipmentView } from '../../../shared/contracts/shipping/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { DateInput } from '../../ui/DateInput';
import '../stock/stock.css';
import '../deliveries/deliveries.css';
import './shipping.css';

/** A shipment's status in words. */
export const SHIPMENT_STATUS = {
  PLANNED: 'shp.status.PLANNED',
  LOADING: 'shp.status.LOADING',
  SHIPPED: 'shp.status.SHIPPED',
  DELIVERED: 'shp.status.DELIVERED',
} as const satisfies Record<string, MessageId>;
export const shipmentStatus = (status: string): string =>
  status in SHIPMENT_STATUS ? t(SHIPMENT_STATUS[status as keyof typeof SHIPMENT_STATUS]) : status;

/** A shipment's status in running text ("shipped"). */
const SHIPMENT_STATUS_LOWER = {
  PLANNED: 'shp.statusLower.PLANNED',
  LOADING: 'shp.statusLower.LOADING',
  SHIPPED: 'shp.statusLower.SHIPPED',
  DELIVERED: 'shp.statusLower.DELIVERED',
} as const satisfies Record<keyof typeof SHIPMENT_STATUS, MessageId>;
export const shipmentStatusLower = (status: string): string =>
  status in SHIPMENT_STATUS_LOWER ? t(SHIPMENT_STATUS_LOWER[status as keyof typeof SHIPMENT_STATUS_LOWER]) : status;

/** A delivery's status in running text ("goods issued"). */
const DELIVERY_STATUS = {
  OPEN: 'shp.deliveryStatus.OPEN',
  PICKING: 'shp.deliveryStatus.PICKING',
  PICKED: 'shp.deliveryStatus.PICKED',
  PACKED: 'shp.deliveryStatus.PACKED',
  GOODS_ISSUED: 'shp.deliveryStatus.GOODS_ISSUED',
  DELIVERED: 'shp.deliveryStatus.DELIVERED',
} as const satisfies Record<DeliveryStatusCode, MessageId>;
export const deliveryStatusText = (status: string): string =>
  status in DELIVERY_STATUS ? t(DELIVERY_STATUS[status as DeliveryStatusCode]) : status;

/** A gross weight: "12.5 kg". */
export const weightText = (weight: string) => t('shp.weightKg', { weight: showQuantity(weight) });

export const huPath = (handlingUnitNumber: string) => href('handlingUnit', { handlingUnitNumber });
export const shipmentPodPath = (shipmentNumber: string) => href('shipmentPod', { shipmentNumber });

/** The address of an HU's SSCC label (PDF, ZPL or the SVG preview). */
export function huLabelUrl(handlingUnitNumber: string, format: 'pdf' | 'zpl' | 'svg'): string {
  return `${fillPath(e.handlingUnitLabel.path, { handlingUnitNumber })}?format=${format}`;
}

/** The delivery labels of a delivery. */
export function deliveryLabelUrl(deliveryNumber: string, format: 'pdf' | 'zpl' | 'svg'): string {
  return `${fillPath(e.deliveryLabels.path, { deliveryNumber })}?format=${format}`;
}

/** The SVG preview of an HU's label, with links to the PDF and the ZPL. */
export function LabelPreview({ handlingUnit }: { handlingUnit: string }) {
  return (
    <figure className="sh-label">
      <img src={huLabelUrl(handlingUnit, 'svg')} alt={t('shp.labelAlt', { hu: handlingUnit })} />
      <figcaption>
        <a className="sv-link" href={huLabelUrl(handlingUnit, 'pdf')} target="_blank" rel="noreferrer">
          {t('shp.labelPdf')}
        </a>{' '}
        ·{' '}
        <a className="sv-link" href={huLabelUrl(handlingUnit, 'zpl')} target="_blank" rel="noreferrer">
          {t('shp.labelZpl')}
        </a>
      </figcaption>
    </figure>
  );
}

/** One line per HU: number, SSCC, packaging, weight. */
export function huText(h: HandlingUnitSummary): string {
  const values = { hu: h.huNumber, sscc: h.sscc, packaging: h.packagingMaterial };
  return h.grossWeight ? t('shp.huLineWeight', { ...values, weight: weightText(h.grossWeight) }) : t('shp.huLine', values);
}

/** The delivery date and the signer of a proof of delivery (one shipment or many). */
export function PodSignature(props: { podDate: string; signer: string; onDate: (v: string) => void; onSigner: (v: string) => void }) {
  const dateId = useId();
  return (
    <>
      <div className="sv-field">
        <label htmlFor={dateId}>{t('shp.deliveredOn')}</label>
        <DateInput id={dateId} name="podDate" value={props.podDate || null} onChange={(day) => props.onDate(day ?? '')} />
      </div>
      <label className="sv-field">
        <span>{t('shp.signedBy')}</span>
        <input className="ui-input" name="signer" maxLength={80} value={props.signer} onChange={(ev) => props.onSigner(ev.target.value)} />
      </label>
    </>
  );
}

/** The cells a shipment's item starts with: delivery, item, material, issued quantity. */
export function ShipmentItemCells({ item }: { item: ShipmentView['items'][number] }) {
  return (
    <>
      <td>{item.deliveryNumber}</td>
      <td>{item.itemNo}</td>
      <td translate="no">
        {item.material} {item.materialDescription}
      </td>
      <td>{showQuantity(item.issuedQuantity)}</td>
    </>
  );
}
