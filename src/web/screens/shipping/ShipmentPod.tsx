import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import type { PodConfirmed } from '../../../shared/contracts/shipping/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { href } from '../../../shared/pages';
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
import { PodSignature, ShipmentItemCells, shipmentStatusLower } from './shipping-parts';

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
  // a delivered quantity the reader's locale cannot read: said at its field, and nothing is sent
  const unreadable = (k: string) => {
    const text = delivered[k];
    return text?.trim() && readQuantity(text) === null ? unreadableQuantity(text) : null;
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!s) return;
    if (s.items.some((i) => unreadable(`${i.deliveryNumber}-${i.itemNo}`))) return;
    await run(async () => {
      const items = s.items
        .filter((i) => {
          const v = delivered[`${i.deliveryNumber}-${i.itemNo}`];
          return v !== undefined && v.trim() !== '' && readQuantity(v) !== readQuantity(showQuantity(i.issuedQuantity));
        })
        .map((i) => {
          const k = `${i.deliveryNumber}-${i.itemNo}`;
          return {
            deliveryNumber: i.deliveryNumber,
            itemNo: i.itemNo,
            deliveredQuantity: readQuantity(delivered[k] ?? '') ?? (delivered[k] ?? '').trim(),
            ...(reasons[k] ? { reason: reasons[k] } : {}),
          };
        });
      const result = await call(
        e.confirmPod,
        { params: { shipmentNumber }, body: { podDate, signer, items, ...(photo ? { photo } : {}) } },
        { idempotencyKey: key },
      );
      setDone(result);
      toastSuccess(t('shp.podConfirmed', { shipment: shipmentNumber }));
    });
  };
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('shp.podTitle', { shipment: shipmentNumber })} titleLink={href('shipments')} />
      {shipment.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <ErrorText error={shipment.isError ? shipment.error : null} />
      {done ? (
        <section className="dl-section" aria-label={t('shp.confirmed')}>
          <p role="status">
            {done.podDifference
              ? t('shp.deliveredWithDifferences', { shipment: done.shipmentNumber, count: done.differences.length })
              : t('shp.deliveredInFull', { shipment: done.shipmentNumber })}
          </p>
          {done.differences.map((d) => (
            <p key={`${d.deliveryNumber}-${d.itemNo}`} className="wm-flag">
              {t('shp.itemShort', {
                delivery: d.deliveryNumber,
                item: d.itemNo,
                material: d.material,
                quantity: showQuantity(d.difference),
              })}
            </p>
          ))}
          <Link className="ui-button" to={href('shipments')}>
            {t('shp.title')}
          </Link>
        </section>
      ) : s ? (
        <form aria-label={t('shp.pod')} onSubmit={submit}>
          <Facts
            className="dl-facts"
            facts={[
              [
                t('shp.carrier'),
                <span key="carrier" translate="no">
                  {s.carrier} {s.carrierName}
                </span>,
              ],
              [t('shp.status'), shipmentStatusLower(s.status)],
              [t('shp.deliveries'), String(s.deliveries.length)],
            ]}
          />
          <ListTable
            label={t('shp.deliveredQuantities')}
            head={[t('shp.delivery'), t('shp.item'), t('shp.material'), t('shp.issued'), t('shp.delivered'), t('shp.reason')]}
            empty={s.items.length === 0}
          >
            {s.items.map((i) => {
              const k = `${i.deliveryNumber}-${i.itemNo}`;
              return (
                <tr key={k}>
                  <ShipmentItemCells item={i} />
                  <td>
                    <input
                      type="text"
                      className="ui-input"
                      aria-label={t('shp.deliveredOf', { delivery: i.deliveryNumber, item: i.itemNo })}
                      inputMode="decimal"
                      aria-invalid={unreadable(k) ? true : undefined}
                      aria-describedby={unreadable(k) ? `pod-qty-${k}-error` : undefined}
                      value={delivered[k] ?? showQuantity(i.issuedQuantity)}
                      onChange={(ev) => setDelivered({ ...delivered, [k]: ev.target.value })}
                    />
                    {unreadable(k) ? (
                      <span id={`pod-qty-${k}-error`} className="sp-error-text" role="alert">
                        {unreadable(k)}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <input
                      className="ui-input"
                      aria-label={t('shp.reasonOf', { delivery: i.deliveryNumber, item: i.itemNo })}
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
              <span>{t('shp.photo')}</span>
              <input className="ui-input" type="file" accept="image/png,image/jpeg" onChange={(ev) => void onPhoto(ev.target.files?.[0])} />
            </label>
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || s.status !== 'SHIPPED'}>
              {t('shp.confirmPod')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
