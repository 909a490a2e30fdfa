import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { needsTracking, type ShipmentSearch, type ShipmentView } from '../../../shared/contracts/shipping/schemas';
import { errorText } from '../../../shared/errors';
import { showQuantity, t } from '../../../shared/i18n';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { plantInstant, showDay, showTime } from '../../ui/plant-time';
import { alertError, useAction } from '../../ui/use-action';
import { useSearchForm } from '../../ui/use-search-form';
import { draftBinding } from '../stock/draft-binding';
import { DeliveryNoteButton, DocumentHistory } from './DocumentHistory';
import {
  deliveryLabelUrl,
  deliveryStatusText,
  huPath,
  ShipmentItemCells,
  shipmentPodPath,
  shipmentStatus,
  shipmentStatusLower,
  weightText,
} from './shipping-parts';

/**
 * Shipments (`shipment/index`, VT02N): search, create a shipment of packed deliveries with carrier,
 * service and shipping profile, move it to loading and shipped, open its proof of delivery.
 */
export default function Shipments() {
  const setup = useQuery({ queryKey: ['shipment-init'], queryFn: () => call(e.shipmentInit) });
  const { draft, setDraft, filters, page, setPage, submit: apply } = useSearchForm<Record<string, string>, Record<string, string>>({}, {});
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['shipments', filters, page],
    queryFn: () =>
      call(e.shipmentList, {
        query: { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page, pageSize: 25 } as ShipmentSearch,
      }),
  });
  const bind = draftBinding(draft, setDraft);
  const rows = list.data?.items ?? [];
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('shp.title')} />
      {setup.data?.mayCreate ? <CreateShipment onCreated={setSelected} /> : null}
      <form className="sv-filters" aria-label={t('shp.filters')} onSubmit={apply}>
        <TextField label={t('shp.shipment')} narrow maxLength={10} {...bind.text('shipmentNumber')} />
        <TextField label={t('shp.delivery')} narrow maxLength={10} {...bind.text('deliveryNumber')} />
        <FilterSelect
          labelId="sh-status"
          label={t('shp.status')}
          isClearable
          options={setup.data?.statuses ?? []}
          {...bind.choice('status')}
        />
        <FilterActions />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label={t('shp.title')}
        head={[
          t('shp.shipment'),
          t('shp.plant'),
          t('shp.carrier'),
          t('shp.service'),
          t('shp.tracking'),
          t('shp.deliveries'),
          t('shp.status'),
        ]}
        loading={list.isPending}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((s) => (
          <tr key={s.shipmentNumber} onClick={() => setSelected(s.shipmentNumber)} aria-selected={selected === s.shipmentNumber}>
            <td>
              <button type="button" className="sv-link" onClick={() => setSelected(s.shipmentNumber)}>
                {s.shipmentNumber}
              </button>
            </td>
            <td>{s.plant}</td>
            <td translate="no">{s.carrierName}</td>
            <td translate="no">{s.service}</td>
            <td translate="no">{s.trackingNumber ?? ''}</td>
            <td>{s.deliveryCount}</td>
            <td>
              {shipmentStatus(s.status)}
              {s.podDifference ? ` ${t('shp.podDifference')}` : ''}
            </td>
          </tr>
        ))}
      </ListTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
      {selected ? <ShipmentDetail shipmentNumber={selected} mayPod={!!setup.data?.mayConfirmPod} /> : null}
    </div>
  );
}

function CreateShipment({ onCreated }: { onCreated: (n: string) => void }) {
  const queryClient = useQueryClient();
  const setup = useQuery({ queryKey: ['shipment-init'], queryFn: () => call(e.shipmentInit) });
  const [deliveries, setDeliveries] = useState('');
  const [carrier, setCarrier] = useState<string | null>(null);
  const [profile, setProfile] = useState<string | null>(null);
  const [tracking, setTracking] = useState('');
  const [departure, setDeparture] = useState('');
  const { busy, run } = useAction(alertError);
  const profiles = (setup.data?.profiles ?? []).filter((p) => !carrier || p.carrier === carrier);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    await run(async () => {
      const departureAt = departure ? plantInstant(departure) : null;
      const body = {
        carrier: carrier ?? '',
        deliveries: deliveries.split(/[\s,;]+/).filter(Boolean),
        ...(profile ? { profileId: profile } : {}),
        ...(tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
        ...(departureAt ? { plannedDeparture: departureAt.toISOString() } : {}),
      };
      const created = await call(e.createShipment, { body }, { idempotencyKey: newIdempotencyKey() });
      toastSuccess(t('shp.created', { shipment: created.shipmentNumber }));
      setDeliveries('');
      onCreated(created.shipmentNumber);
      await queryClient.invalidateQueries({ queryKey: ['shipments'] });
    });
  };
  return (
    <form className="sh-form" aria-label={t('shp.newShipment')} onSubmit={submit}>
      <TextField label={t('shp.deliveries')} name="deliveries" value={deliveries} onChange={setDeliveries} />
      <FilterSelect
        labelId="sh-carrier"
        label={t('shp.carrier')}
        options={setup.data?.carriers ?? []}
        isLoading={setup.isPending}
        value={carrier}
        onChange={(v) => {
          setCarrier(v);
          setProfile(null);
        }}
      />
      <FilterSelect
        labelId="sh-profile"
        label={t('shp.profile')}
        isClearable
        options={profiles}
        isLoading={setup.isPending}
        value={profile}
        onChange={setProfile}
      />
      <TextField label={t('shp.trackingNumber')} name="trackingNumber" narrow maxLength={40} value={tracking} onChange={setTracking} />
      <label className="sv-field">
        <span>{t('shp.plannedDeparture')}</span>
        <input
          className="ui-input"
          type="datetime-local"
          name="plannedDeparture"
          value={departure}
          onChange={(ev) => setDeparture(ev.target.value)}
        />
      </label>
      <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
        {t('shp.create')}
      </button>
    </form>
  );
}

function ShipmentDetail({ shipmentNumber, mayPod }: { shipmentNumber: string; mayPod: boolean }) {
  const queryClient = useQueryClient();
  const shipment = useQuery({ queryKey: ['shipment', shipmentNumber], queryFn: () => call(e.getShipment, { params: { shipmentNumber } }) });
  const { busy, run } = useAction(alertError);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const move = async (status: 'LOADING' | 'SHIPPED') => {
    const trackingNumber = status === 'SHIPPED' ? tracking.trim() : '';
    const sv = shipment.data;
    // a traced service (express) ships only with a tracking number: the screen asks for it before the server would refuse
    if (sv && status === 'SHIPPED' && needsTracking(sv.service) && !sv.trackingNumber && !trackingNumber) {
      setTrackingError(
        errorText('SHIPMENT_TRACKING_REQUIRED', { carrier: sv.carrier, service: sv.service, shipmentNumber: sv.shipmentNumber }),
      );
      return;
    }
    setTrackingError(null);
    await run(async () => {
      const body = { status, ...(trackingNumber ? { trackingNumber } : {}) };
      await call(e.changeShipmentStatus, { params: { shipmentNumber }, body }, { idempotencyKey: newIdempotencyKey() });
      toastSuccess(t('shp.statusChanged', { shipment: shipmentNumber, status: shipmentStatusLower(status) }));
    });
    await queryClient.invalidateQueries({ queryKey: ['document-history'] });
    await queryClient.invalidateQueries({ queryKey: ['shipment', shipmentNumber] });
    await queryClient.invalidateQueries({ queryKey: ['shipments'] });
  };
  const s: ShipmentView | undefined = shipment.data;
  if (!s) return <ErrorText error={shipment.isError ? shipment.error : null} />;
  return (
    <>
      <section className="dl-section" aria-label={t('shp.shipmentTitle', { shipment: s.shipmentNumber })}>
        <h2>{t('shp.shipmentHeading', { shipment: s.shipmentNumber, status: shipmentStatus(s.status) })}</h2>
        <Facts
          className="dl-facts"
          facts={[
            [
              t('shp.carrier'),
              <span key="carrier" translate="no">
                {s.carrier} {s.carrierName}
              </span>,
            ],
            [
              t('shp.service'),
              <span key="service" translate="no">
                {s.service}
              </span>,
            ],
            [
              t('shp.profileShort'),
              <span key="profile" translate="no">
                {s.profileId ?? '-'}
              </span>,
            ],
            [
              t('shp.tracking'),
              s.trackingUrl ? (
                <a key="tracking" className="sv-link" href={s.trackingUrl} target="_blank" rel="noreferrer">
                  {s.trackingNumber}
                </a>
              ) : (
                <span key="tracking" translate="no">
                  {s.trackingNumber ?? '-'}
                </span>
              ),
            ],
            [t('shp.plannedDeparture'), showTime(s.plannedDeparture) || '-'],
            [t('shp.departed'), showTime(s.actualDeparture) || '-'],
            ...(s.pod
              ? ([
                  [
                    t('shp.pod'),
                    <span key="pod">
                      {showDay(s.pod.date)} <span translate="no">{s.pod.signer}</span>
                    </span>,
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        <div id="sh-tracking-error">
          <AlertLine message={trackingError} />
        </div>
        <div className="sh-form">
          {s.status === 'PLANNED' ? (
            <button type="button" className="ui-button" disabled={busy} onClick={() => void move('LOADING')}>
              {t('shp.startLoading')}
            </button>
          ) : null}
          {s.status === 'LOADING' && !s.trackingNumber ? (
            <label>
              <span>{needsTracking(s.service) ? t('shp.trackingRequired', { service: s.service }) : t('shp.trackingNumber')}</span>
              <input
                className="ui-input"
                name="trackingNumber"
                maxLength={40}
                required={needsTracking(s.service)}
                aria-invalid={trackingError ? true : undefined}
                aria-describedby={trackingError ? 'sh-tracking-error' : undefined}
                value={tracking}
                onChange={(ev) => {
                  setTracking(ev.target.value);
                  setTrackingError(null);
                }}
              />
            </label>
          ) : null}
          {s.status === 'LOADING' ? (
            <button type="button" className="ui-button ui-button-primary" disabled={busy} onClick={() => void move('SHIPPED')}>
              {t('shp.shipped')}
            </button>
          ) : null}
          <DeliveryNoteButton of={{ type: 'shipment', shipmentNumber: s.shipmentNumber }} primary={s.status === 'SHIPPED'} />
          {s.status === 'SHIPPED' && mayPod ? (
            <Link className="ui-button ui-button-primary" to={shipmentPodPath(s.shipmentNumber)}>
              {t('shp.pod')}
            </Link>
          ) : null}
        </div>
        <ListTable
          label={t('shp.deliveries')}
          head={[t('shp.delivery'), t('shp.shipTo'), t('shp.status'), t('shp.labels')]}
          empty={s.deliveries.length === 0}
        >
          {s.deliveries.map((d) => (
            <tr key={d.deliveryNumber}>
              <td>
                <DeliveryLink number={d.deliveryNumber} />
              </td>
              <td translate="no">{d.partnerName}</td>
              <td>
                {deliveryStatusText(d.status)}
                {d.podDifference ? ` ${t('shp.podDifference')}` : ''}
              </td>
              <td>
                <a className="sv-link" href={deliveryLabelUrl(d.deliveryNumber, 'pdf')} target="_blank" rel="noreferrer">
                  PDF
                </a>
              </td>
            </tr>
          ))}
        </ListTable>
        <ListTable
          label={t('shp.handlingUnits')}
          head={[t('shp.hu'), t('shp.sscc'), t('shp.packaging'), t('shp.weight')]}
          empty={s.handlingUnits.length === 0}
        >
          {s.handlingUnits.map((h) => (
            <tr key={h.huNumber}>
              <td>
                <Link className="sv-link" to={huPath(h.huNumber)}>
                  {h.huNumber}
                </Link>
              </td>
              <td>{h.sscc}</td>
              <td translate="no">{h.packagingMaterial}</td>
              <td>{h.grossWeight ? weightText(h.grossWeight) : ''}</td>
            </tr>
          ))}
        </ListTable>
        <ListTable
          label={t('shp.items')}
          head={[t('shp.delivery'), t('shp.item'), t('shp.material'), t('shp.issued'), t('shp.delivered'), t('shp.difference')]}
          empty={s.items.length === 0}
        >
          {s.items.map((i) => (
            <tr key={`${i.deliveryNumber}-${i.itemNo}`}>
              <ShipmentItemCells item={i} />
              <td>{i.deliveredQuantity === null ? '' : showQuantity(i.deliveredQuantity)}</td>
              <td>{i.difference === null ? '' : showQuantity(i.difference)}</td>
            </tr>
          ))}
        </ListTable>
      </section>
      {/* beside the shipment's region, not in it: the region's one heading is the shipment's */}
      <DocumentHistory of={{ type: 'shipment', shipmentNumber: s.shipmentNumber }} />
    </>
  );
}
