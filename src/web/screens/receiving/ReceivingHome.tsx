import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as md from '../../../shared/contracts/master-data/endpoints';
import * as profile from '../../../shared/contracts/profile/preferences';
import * as rec from '../../../shared/contracts/receiving/endpoints';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Link, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { alertError, useAction } from '../../ui/use-action';
import '../../ui/handheld/handheld-screen.css';
// the wide buttons' class (wm-wide)
import '../warehouse/handheld.css';
import { PlantSelect } from './PlantSelect';
import './receiving.css';
import { t } from '../../../shared/i18n';
import { showClock, showDay } from '../../ui/plant-time';
import { ASN_STATUS_TEXT } from '../asn/asn-status';

/**
 * The receiving area (page `receivingHome`, also `receivingScan`'s start): the shipping notices
 * expected today (by dock slot or ship date) with their open cartons, the trucks arrived, and the
 * form registering a truck's arrival (carrier, plate, door, supplier and any of its open notices, slot or not). The plant and door are
 * remembered in the user's zrec preferences. F4 goes on to scanning pallets.
 */
export default function ReceivingHome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plants = useQuery({ queryKey: ['plants'], queryFn: () => call(md.listPlants) });
  const prefs = useQuery({ queryKey: ['prefs', 'zrec'], queryFn: () => call(profile.readPreferences, { params: { area: 'zrec' } }) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [vendor, setVendor] = useState('');
  const remembered = typeof prefs.data?.plant === 'string' ? prefs.data.plant : null;
  const plant = chosen ?? (plants.data?.items.some((p) => p.plantId === remembered) ? remembered : plants.data?.items[0]?.plantId) ?? null;
  const day = useQuery({
    queryKey: ['zrec-day', plant],
    queryFn: () => call(rec.arrivalsOfDayJson, { query: { plant: plant ?? '' } }),
    enabled: !!plant && prefs.isFetched,
  });
  const { busy, run } = useAction(alertError);

  const remember = (values: Record<string, string>) =>
    call(profile.writePreferences, { params: { area: 'zrec' }, body: { ...(prefs.data ?? {}), ...values } }).catch(() => undefined);

  const onArrival = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!plant) return;
    const form = new FormData(event.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    const asnNumber = value('asnNumber');
    await run(async () => {
      const arrival = await call(
        rec.registerArrival,
        { body: { plant, door: value('door'), carrier: value('carrier'), plate: value('plate'), ...(asnNumber ? { asnNumber } : {}) } },
        { idempotencyKey: newIdempotencyKey() },
      );
      toastSuccess(t('rcv.truckArrived', { plate: arrival.plate, door: arrival.door }));
      await remember({ plant, door: arrival.door });
      await queryClient.invalidateQueries({ queryKey: ['zrec-day'] });
    });
  };

  const data = day.data;
  // an early or unbooked truck too: every open notice of the plant, narrowed to the truck's supplier
  const vendors = [...new Map((data?.openNotices ?? []).map((n) => [n.vendor, n.vendorName])).entries()];
  const door = typeof prefs.data?.door === 'string' ? prefs.data.door : undefined;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('rcv.title')} />
      {(plants.data?.items.length ?? 0) > 1 ? (
        <PlantSelect
          plants={plants.data?.items ?? []}
          value={plant}
          onChange={(value) => {
            setChosen(value);
            void remember({ plant: value });
          }}
        />
      ) : null}
      {day.isError ? <p className="sp-error-text">{errorText(day.error)}</p> : null}
      {day.isPending && plant ? <p className="wm-muted">{t('loading')}</p> : null}
      {data ? (
        <>
          <h2 className="zrec-h">{t('rcv.expectedToday', { date: showDay(data.date) })}</h2>
          {data.expected.length === 0 ? <p className="wm-muted">{t('rcv.noneExpected')}</p> : null}
          <ul className="zrec-list" aria-label={t('rcv.expectedList')}>
            {data.expected.map((e) => (
              <li key={e.asnNumber}>
                <strong>{e.asnNumber}</strong> <span translate="no">{e.vendorName}</span>
                <span className="zrec-sub">
                  {t('rcv.poRef', { po: e.poNumber })} · {e.slot ?? t('rcv.noSlot')} · {t(ASN_STATUS_TEXT[e.status])} ·{' '}
                  {t('rcv.cartonsOpen', { open: e.openPackages, count: e.packages })}
                </span>
              </li>
            ))}
          </ul>
          <h2 className="zrec-h">{t('rcv.registerArrival')}</h2>
          <form className="zrec-form" onSubmit={onArrival} aria-label={t('rcv.registerArrival')}>
            <label className="zrec-field">
              {t('rcv.door')}
              <select className="ui-input" name="door" defaultValue={door} key={door ?? 'none'}>
                {data.doors.map((d) => (
                  <option key={d.door} value={d.door} translate="no">
                    {d.door} {d.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="zrec-field">
              {t('rcv.carrier')}
              <input className="ui-input" name="carrier" required maxLength={60} autoComplete="off" />
            </label>
            <label className="zrec-field">
              {t('rcv.plate')}
              <input className="ui-input" name="plate" required maxLength={20} autoComplete="off" />
            </label>
            <label className="zrec-field">
              {t('rcv.supplier')}
              <select className="ui-input" value={vendor} onChange={(e) => setVendor(e.target.value)}>
                <option value="">{t('rcv.allSuppliers')}</option>
                {vendors.map(([id, name]) => (
                  <option key={id} value={id} translate="no">
                    {id} {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="zrec-field">
              {t('rcv.shippingNotice')}
              <select className="ui-input" name="asnNumber" defaultValue="" key={vendor}>
                <option value="">{t('rcv.none')}</option>
                {data.openNotices
                  .filter((n) => vendor === '' || n.vendor === vendor)
                  .map((n) => (
                    <option key={n.asnNumber} value={n.asnNumber}>
                      {/* an option holds text only: the vendor's name cannot be marked apart */}
                      {n.asnNumber} {n.vendorName} ·{' '}
                      {n.slotDate && n.slotTime
                        ? t('rcv.noticeSlot', { date: showDay(n.slotDate), time: n.slotTime, door: n.slotDoor ?? '' })
                        : t('rcv.noticeNoSlot', { date: showDay(n.shipDate) })}
                    </option>
                  ))}
              </select>
            </label>
            <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy}>
              {t('rcv.registerArrival')}
            </button>
          </form>
          <h2 className="zrec-h">{t('rcv.arrivedToday')}</h2>
          {data.arrivals.length === 0 ? <p className="wm-muted">{t('rcv.noTrucks')}</p> : null}
          <ul className="zrec-list" aria-label={t('rcv.arrivedTrucks')}>
            {data.arrivals.map((a) => (
              <li key={a.arrivalId}>
                <strong translate="no">{a.plate}</strong> <span translate="no">{a.carrier}</span>
                <span className="zrec-sub">
                  {t('rcv.arrivalDoor', { door: a.door, time: showClock(a.arrivedAt) })}
                  {a.asnNumber ? ` · ${t('rcv.arrivalNotice', { asn: a.asnNumber })}` : ''}
                </span>
                <Link to={withQuery(href('receivingScan'), { arrival: a.arrivalId })}>{t('rcv.unloadTruck', { plate: a.plate })}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={href('receivingScan')}>{t('rcv.scanPallets')}</Link>
          </p>
        </>
      ) : null}
      <BottomBar actions={{ done: { run: () => navigate(href('receivingScan')), label: t('rcv.scan') } }} />
    </div>
  );
}
