import { fillPath } from '../../../shared/contracts/endpoint';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { HandlingUnitSummary, ShipmentView } from '../../../shared/contracts/shipping/schemas';
import { href } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import '../stock/stock.css';
import '../deliveries/deliveries.css';
import './shipping.css';

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
      <img src={huLabelUrl(handlingUnit, 'svg')} alt={`SSCC label of handling unit ${handlingUnit}`} />
      <figcaption>
        <a className="sv-link" href={huLabelUrl(handlingUnit, 'pdf')} target="_blank" rel="noreferrer">
          Label PDF
        </a>{' '}
        ·{' '}
        <a className="sv-link" href={huLabelUrl(handlingUnit, 'zpl')} target="_blank" rel="noreferrer">
          ZPL
        </a>
      </figcaption>
    </figure>
  );
}

/** One line per HU: number, SSCC, packaging, weight. */
export function huText(h: HandlingUnitSummary): string {
  return `${h.huNumber} · SSCC ${h.sscc} · ${h.packagingMaterial}${h.grossWeight ? ` · ${displayQuantity(h.grossWeight)} kg` : ''}`;
}

/** The delivery date and the signer of a proof of delivery (one shipment or many). */
export function PodSignature(props: { podDate: string; signer: string; onDate: (v: string) => void; onSigner: (v: string) => void }) {
  return (
    <>
      <label className="sv-field">
        <span>Delivered on</span>
        <input className="ui-input" type="date" name="podDate" value={props.podDate} onChange={(ev) => props.onDate(ev.target.value)} />
      </label>
      <label className="sv-field">
        <span>Signed by</span>
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
      <td>
        {item.material} {item.materialDescription}
      </td>
      <td>{displayQuantity(item.issuedQuantity)}</td>
    </>
  );
}
