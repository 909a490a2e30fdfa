import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { PodConfirmed } from '../../../shared/contracts/shipping/schemas';
import { t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { fileBase64 } from '../../file-base64';
import { Link, useParams } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { Facts } from '../../ui/Facts';
import { ListTable } from '../../ui/ListTable';
import { localDay } from '../../ui/local-day';
import { alertError, useAction } from '../../ui/use-action';
import { PodSignature, ShipmentItemCells } from './shipping-parts';

/** Proof of delivery (`shipment/:shipmentNumber/pod`, POD): delivered quantity per item, date, signer, photo. */
export default function ShipmentPod() {
  const { shipmentNumber = '' } = useParams();
  const shipment = useQuery({ queryKey: ['shipment', shipmentNumber], queryFn: () => call(e.getShipment, { params: { shipmentNumber } }) });
  const [delivered, setDelivered] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [podDate, setPodDate] = useState(() => localDay()); // a proof of delivery is dated in the signer's day, not UTC's
  const [signer, setSigner] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const { busy, run } = useAction(alertError);
  const [done, setDone] = useState<PodConfirmed | null>(null);
  const [key] = useState(newIdempotencyKey);
  const s = shipment.data;
  const onPhoto = async (file: File | undefined) => {
    if (!file) return setPhoto(null);
    setPhoto(await fileBase64(file));
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!s) return;
    await run(async () => {
      const items = s.items
        .filter((i) => {
          const v = delivered[`${i.deliveryNumber}-${i.itemNo}`];
          return v !== undefined && v.trim() !== '' && v.trim() !== displayQuantity(i.issuedQuantity);
        })
        .map((i) => {
          const k = `${i.deliveryNumber}-${i.itemNo}`;
          return {
            deliveryNumber: i.deliveryNumber,
            itemNo: i.itemNo,
            deliveredQuantity: (delivered[k] ?? '').trim(),
            ...(reasons[k] ? { reason: reasons[k] } : {}),
          };
        });
      const result = await call(
        e.confirmPod,
        { params: { shipmentNumber }, body: { podDate, signer, items, ...(photo ? { photo } : {}) } },
        { idempotencyKey: key },
      );
      setDone(result);
      toastSuccess(`Proof of delivery of shipment ${shipmentNumber} confirmed.`);
    });
  };
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={`Proof of delivery ${shipmentNumber}`} titleLink={href('shipments')} />
      {shipment.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={shipment.isError ? shipment.error : null} />
      {done ? (
        <section className="dl-section" aria-label="Confirmed">
          <p role="status">
            Shipment {done.shipmentNumber} delivered
            {done.podDifference ? ` with ${done.differences.length} POD difference(s).` : ' in full.'}
          </p>
          {done.differences.map((d) => (
            <p key={`${d.deliveryNumber}-${d.itemNo}`} className="wm-flag">
              Delivery {d.deliveryNumber} item {d.itemNo} ({d.material}): {displayQuantity(d.difference)} short.
            </p>
          ))}
          <Link className="ui-button" to={href('shipments')}>
            Shipments
          </Link>
        </section>
      ) : s ? (
        <form aria-label="Proof of delivery" onSubmit={submit}>
          <Facts
            className="dl-facts"
            facts={[
              ['Carrier', `${s.carrier} ${s.carrierName}`],
              ['Status', s.status.toLowerCase()],
              ['Deliveries', String(s.deliveries.length)],
            ]}
          />
          <ListTable
            label="Delivered quantities"
            head={['Delivery', 'Item', 'Material', 'Issued', 'Delivered', 'Reason']}
            empty={s.items.length === 0}
          >
            {s.items.map((i) => {
              const k = `${i.deliveryNumber}-${i.itemNo}`;
              return (
                <tr key={k}>
                  <ShipmentItemCells item={i} />
                  <td>
                    <input
                      className="ui-input"
                      aria-label={`Delivered ${i.deliveryNumber} ${i.itemNo}`}
                      inputMode="decimal"
                      value={delivered[k] ?? displayQuantity(i.issuedQuantity)}
                      onChange={(ev) => setDelivered({ ...delivered, [k]: ev.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="ui-input"
                      aria-label={`Reason ${i.deliveryNumber} ${i.itemNo}`}
                      maxLength={200}
                      value={reasons[k] ?? ''}
                      onChange={(ev) => setReasons({ ...reasons, [k]: ev.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </ListTable>
          <div className="sh-form">
            <PodSignature podDate={podDate} signer={signer} onDate={setPodDate} onSigner={setSigner} />
            <label className="sv-field">
              <span>Photo (optional)</span>
              <input className="ui-input" type="file" accept="image/png,image/jpeg" onChange={(ev) => void onPhoto(ev.target.files?.[0])} />
            </label>
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || s.status !== 'SHIPPED'}>
              Confirm proof of delivery
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
