import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { needsTracking, type ShipmentSearch, type ShipmentView } from '../../../shared/contracts/shipping/schemas';
import { errorText } from '../../../shared/errors';
import { displayQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, alertError, Facts, Pagination, useAction, useSearchForm } from '../../ui';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { showTime } from '../../ui/plant-time';
import { draftBinding } from '../stock/draft-binding';
import { deliveryLabelUrl, huPath, ShipmentItemCells, shipmentPodPath } from './shipping-parts';

const STATUS_TEXT: Record<string, string> = { PLANNED: 'Planned', LOADING: 'Loading', SHIPPED: 'Shipped', DELIVERED: 'Delivered' };

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
      <WarehouseTitleBar title="Shipments" />
      {setup.data?.mayCreate ? <CreateShipment onCreated={setSelected} /> : null}
      <form className="sv-filters" aria-label="Filters" onSubmit={apply}>
        <TextField label="Shipment" narrow maxLength={10} {...bind.text('shipmentNumber')} />
        <TextField label="Delivery" narrow maxLength={10} {...bind.text('deliveryNumber')} />
        <FilterSelect labelId="sh-status" label="Status" isClearable options={setup.data?.statuses ?? []} {...bind.choice('status')} />
        <FilterActions />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label="Shipments"
        head={['Shipment', 'Plant', 'Carrier', 'Service', 'Tracking', 'Deliveries', 'Status']}
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
            <td>{s.carrierName}</td>
            <td>{s.service}</td>
            <td>{s.trackingNumber ?? ''}</td>
            <td>{s.deliveryCount}</td>
            <td>
              {STATUS_TEXT[s.status]}
              {s.podDifference ? ' (POD difference)' : ''}
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
      const body = {
        carrier: carrier ?? '',
        deliveries: deliveries.split(/[\s,;]+/).filter(Boolean),
        ...(profile ? { profileId: profile } : {}),
        ...(tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
        ...(departure ? { plannedDeparture: new Date(departure).toISOString() } : {}),
      };
      const created = await call(e.createShipment, { body }, { idempotencyKey: newIdempotencyKey() });
      toastSuccess(`Shipment ${created.shipmentNumber} created.`);
      setDeliveries('');
      onCreated(created.shipmentNumber);
      await queryClient.invalidateQueries({ queryKey: ['shipments'] });
    });
  };
  return (
    <form className="sh-form" aria-label="New shipment" onSubmit={submit}>
      <TextField label="Deliveries" name="deliveries" value={deliveries} onChange={setDeliveries} />
      <FilterSelect
        labelId="sh-carrier"
        label="Carrier"
        options={setup.data?.carriers ?? []}
        value={carrier}
        onChange={(v) => {
          setCarrier(v);
          setProfile(null);
        }}
      />
      <FilterSelect labelId="sh-profile" label="Shipping profile" isClearable options={profiles} value={profile} onChange={setProfile} />
      <TextField label="Tracking number" name="trackingNumber" narrow maxLength={40} value={tracking} onChange={setTracking} />
      <label className="sv-field">
        <span>Planned departure</span>
        <input
          className="ui-input"
          type="datetime-local"
          name="plannedDeparture"
          value={departure}
          onChange={(ev) => setDeparture(ev.target.value)}
        />
      </label>
      <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
        Create shipment
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
      toastSuccess(`Shipment ${shipmentNumber}: ${STATUS_TEXT[status]?.toLowerCase()}.`);
    });
    await queryClient.invalidateQueries({ queryKey: ['shipment', shipmentNumber] });
    await queryClient.invalidateQueries({ queryKey: ['shipments'] });
  };
  const s: ShipmentView | undefined = shipment.data;
  if (!s) return <ErrorText error={shipment.isError ? shipment.error : null} />;
  return (
    <section className="dl-section" aria-label={`Shipment ${s.shipmentNumber}`}>
      <h2>
        Shipment {s.shipmentNumber}: {STATUS_TEXT[s.status]}
      </h2>
      <Facts
        className="dl-facts"
        facts={[
          ['Carrier', `${s.carrier} ${s.carrierName}`],
          ['Service', s.service],
          ['Profile', s.profileId ?? '-'],
          [
            'Tracking',
            s.trackingUrl ? (
              <a key="tracking" className="sv-link" href={s.trackingUrl} target="_blank" rel="noreferrer">
                {s.trackingNumber}
              </a>
            ) : (
              (s.trackingNumber ?? '-')
            ),
          ],
          ['Planned departure', showTime(s.plannedDeparture) || '-'],
          ['Departed', showTime(s.actualDeparture) || '-'],
          ...(s.pod ? ([['Proof of delivery', `${s.pod.date} ${s.pod.signer}`]] as [string, string][]) : []),
        ]}
      />
      <AlertLine message={trackingError} />
      <div className="sh-form">
        {s.status === 'PLANNED' ? (
          <button type="button" className="ui-button" disabled={busy} onClick={() => void move('LOADING')}>
            Start loading
          </button>
        ) : null}
        {s.status === 'LOADING' && !s.trackingNumber ? (
          <label>
            <span>{needsTracking(s.service) ? `Tracking number (required for ${s.service})` : 'Tracking number'}</span>
            <input
              className="ui-input"
              name="trackingNumber"
              maxLength={40}
              required={needsTracking(s.service)}
              aria-invalid={trackingError ? true : undefined}
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
            Shipped
          </button>
        ) : null}
        {s.status === 'SHIPPED' && mayPod ? (
          <Link className="ui-button ui-button-primary" to={shipmentPodPath(s.shipmentNumber)}>
            Proof of delivery
          </Link>
        ) : null}
      </div>
      <ListTable label="Deliveries" head={['Delivery', 'Ship-to', 'Status', 'Labels']} empty={s.deliveries.length === 0}>
        {s.deliveries.map((d) => (
          <tr key={d.deliveryNumber}>
            <td>
              <DeliveryLink number={d.deliveryNumber} />
            </td>
            <td>{d.partnerName}</td>
            <td>
              {d.status.toLowerCase().replace('_', ' ')}
              {d.podDifference ? ' (POD difference)' : ''}
            </td>
            <td>
              <a className="sv-link" href={deliveryLabelUrl(d.deliveryNumber, 'pdf')} target="_blank" rel="noreferrer">
                PDF
              </a>
            </td>
          </tr>
        ))}
      </ListTable>
      <ListTable label="Handling units" head={['HU', 'SSCC', 'Packaging', 'Weight']} empty={s.handlingUnits.length === 0}>
        {s.handlingUnits.map((h) => (
          <tr key={h.huNumber}>
            <td>
              <Link className="sv-link" to={huPath(h.huNumber)}>
                {h.huNumber}
              </Link>
            </td>
            <td>{h.sscc}</td>
            <td>{h.packagingMaterial}</td>
            <td>{h.grossWeight ? `${displayQuantity(h.grossWeight)} kg` : ''}</td>
          </tr>
        ))}
      </ListTable>
      <ListTable label="Items" head={['Delivery', 'Item', 'Material', 'Issued', 'Delivered', 'Difference']} empty={s.items.length === 0}>
        {s.items.map((i) => (
          <tr key={`${i.deliveryNumber}-${i.itemNo}`}>
            <ShipmentItemCells item={i} />
            <td>{i.deliveredQuantity === null ? '' : displayQuantity(i.deliveredQuantity)}</td>
            <td>{i.difference === null ? '' : displayQuantity(i.difference)}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}
