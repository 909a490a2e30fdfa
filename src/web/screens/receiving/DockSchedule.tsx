import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as asn from '../../../shared/contracts/asn/endpoints';
import * as md from '../../../shared/contracts/master-data/endpoints';
import * as rec from '../../../shared/contracts/receiving/endpoints';
import type { BOOKING_STATUSES, BookingView, DecideBookingInput } from '../../../shared/contracts/receiving/schemas';
import { errorText } from '../../../shared/messages';
import { call, newIdempotencyKey } from '../../api';
import { readGlobals } from '../../globals';
import { useSearchParams } from '../../router';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DateInput } from '../../ui/DateInput';
import { localDay } from '../../ui/local-day';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { alertError, useAction } from '../../ui/use-action';
import { PlantSelect } from './PlantSelect';
import './receiving.css';
import '../stock/stock.css';
import { type MessageId, t } from '../../../shared/i18n';
import { showDay } from '../../ui/plant-time';

/** A booking's status as the dock grid shows it. */
export const BOOKING_STATUS = {
  REQUESTED: 'rcv.booking.REQUESTED',
  CONFIRMED: 'rcv.booking.CONFIRMED',
  REFUSED: 'rcv.booking.REFUSED',
  ARRIVED: 'rcv.booking.ARRIVED',
} as const satisfies Record<(typeof BOOKING_STATUSES)[number], MessageId>;

/**
 * Dock scheduling (page `dockSchedule`): a day per plant, one column per door, one row
 * per slot. A supplier picks one of its shipping notices and books a free slot; the warehouse
 * confirms, refuses or moves bookings. Double bookings are refused by the database.
 */
export default function DockSchedule() {
  const queryClient = useQueryClient();
  const supplier = !readGlobals().isWarehouseUser;
  const plants = useQuery({ queryKey: ['plants'], queryFn: () => call(md.listPlants), enabled: !supplier });
  const notices = useQuery({
    queryKey: ['asns', 'open'],
    queryFn: () => call(asn.searchAsns, { query: { pageSize: '100' } }),
    enabled: supplier,
  });
  const open = (notices.data?.items ?? []).filter((n) => n.status === 'ANNOUNCED');
  const [reference, setReference] = useState('');
  const chosen = open.find((n) => n.asnNumber === reference) ?? open[0];
  // a notification of a requested slot opens its plant and day (?plant=&date=)
  const [params] = useSearchParams();
  const [plantChoice, setPlantChoice] = useState<string | null>(() => params.get('plant'));
  const plant = supplier ? (chosen?.plant ?? null) : (plantChoice ?? plants.data?.items[0]?.plantId ?? null);
  const dayId = useId();
  const [date, setDate] = useState(() => {
    const linked = params.get('date');
    return linked && /^\d{4}-\d{2}-\d{2}$/.test(linked) ? linked : localDay(1);
  });
  const day = useQuery({
    queryKey: ['dock-day', plant, date],
    queryFn: () => call(rec.dockDayJson, { query: { plant: plant ?? '', date } }),
    enabled: !!plant,
  });
  const { busy, run: runAction } = useAction(alertError);
  const run = (action: () => Promise<BookingView>, done: (b: BookingView) => string) =>
    runAction(async () => {
      toastSuccess(done(await action()));
      await queryClient.invalidateQueries({ queryKey: ['dock-day'] });
    });
  const book = (door: string, time: string) =>
    chosen &&
    run(
      () =>
        call(
          rec.bookSlot,
          { body: { plant: chosen.plant, door, date, time, asnNumber: chosen.asnNumber } },
          { idempotencyKey: newIdempotencyKey() },
        ),
      (b) => t('rcv.slotRequested', { time: b.time, door: b.door, date: showDay(b.date), asn: b.asnNumber }),
    );
  const decide = (b: BookingView, body: DecideBookingInput) =>
    run(
      () => call(rec.decideBooking, { params: { bookingId: b.bookingId }, body }, { idempotencyKey: newIdempotencyKey() }),
      (r) => t('rcv.bookingDecided', { booking: r.bookingId, status: t(BOOKING_STATUS[r.status]), time: r.time, door: r.door }),
    );

  const data = day.data;
  // a past day is history: nothing to book (the server refuses it too)
  const past = !!data && data.date < data.today;
  const times = [...new Set(data?.doors.flatMap((d) => d.slots.map((s) => s.time)) ?? [])].sort();
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('rcv.dockTitle')} />
      <div className="zrec-form-row">
        {supplier ? (
          <label className="zrec-field">
            {t('rcv.shippingNotice')}
            <select value={chosen?.asnNumber ?? ''} onChange={(e) => setReference(e.target.value)}>
              {open.map((n) => (
                <option key={n.asnNumber} value={n.asnNumber}>
                  {t('rcv.noticeOption', { asn: n.asnNumber, po: n.poNumber, plant: n.plant })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <PlantSelect plants={plants.data?.items ?? []} value={plant} onChange={setPlantChoice} />
        )}
        <div className="zrec-field">
          <label htmlFor={dayId}>{t('rcv.day')}</label>
          <DateInput id={dayId} value={date || null} onChange={(day) => day && setDate(day)} />
        </div>
      </div>
      {supplier && notices.isSuccess && open.length === 0 ? <p className="sp-muted">{t('rcv.noNoticeToBook')}</p> : null}
      {day.isError ? <p className="sp-error-text">{errorText(day.error)}</p> : null}
      {day.isPending && plant ? <p className="sp-muted">{t('loading')}</p> : null}
      {data ? (
        <ScrollRegion className="sv-table-wrap">
          <table className="dock-grid" aria-label={t('rcv.dockDay', { date: showDay(data.date) })}>
            <thead>
              <tr>
                <th>{t('rcv.slot')}</th>
                {data.doors.map((d) => (
                  <th key={d.door}>
                    {d.door} <span translate="no">{d.name}</span>
                    <div className="sp-muted">{t('rcv.doorHours', { opens: d.opens, closes: d.closes, capacity: d.capacity })}</div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times.map((time) => (
                <tr key={time}>
                  <th scope="row">{time}</th>
                  {data.doors.map((d) => {
                    const slot = d.slots.find((s) => s.time === time);
                    if (!slot) return <td key={d.door} className="sp-muted" />;
                    return (
                      <td key={d.door} data-testid={`slot-${d.door}-${time}`}>
                        <span className={slot.free > 0 ? 'dock-free' : 'dock-full'}>
                          {slot.free > 0 ? t('rcv.slotFree', { count: slot.free }) : t('rcv.slotFull')}
                        </span>
                        {slot.bookings.map((b) => (
                          <div key={b.bookingId}>
                            {b.vendor ? (
                              <>
                                <span translate="no">{b.vendor}</span> {b.asnNumber ?? t('rcv.poRef', { po: b.poNumber })}
                              </>
                            ) : (
                              t('rcv.booked')
                            )}{' '}
                            · {t(BOOKING_STATUS[b.status])}
                            {data.canDecide && (b.status === 'REQUESTED' || b.status === 'CONFIRMED') ? (
                              <MoveOrDecide booking={b} doors={data.doors.map((x) => x.door)} times={times} busy={busy} decide={decide} />
                            ) : null}
                          </div>
                        ))}
                        {!data.canDecide && !past && slot.free > 0 && chosen ? (
                          <div className="dock-actions">
                            <button type="button" className="ui-button" disabled={busy} onClick={() => book(d.door, time)}>
                              {t('rcv.book')}
                            </button>
                          </div>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}

function MoveOrDecide(props: {
  booking: BookingView;
  doors: string[];
  times: string[];
  busy: boolean;
  decide: (b: BookingView, body: DecideBookingInput) => void;
}) {
  const { booking: b, busy, decide } = props;
  const [door, setDoor] = useState(b.door);
  const [time, setTime] = useState(b.time);
  return (
    <div className="dock-actions">
      {b.status === 'REQUESTED' ? (
        <button type="button" className="ui-button ui-button-primary" disabled={busy} onClick={() => decide(b, { action: 'CONFIRM' })}>
          {t('rcv.confirm')}
        </button>
      ) : null}
      <button type="button" className="ui-button" disabled={busy} onClick={() => decide(b, { action: 'REFUSE' })}>
        {t('rcv.refuse')}
      </button>
      <select aria-label={t('rcv.moveToDoor')} value={door} onChange={(e) => setDoor(e.target.value)}>
        {props.doors.map((d) => (
          <option key={d}>{d}</option>
        ))}
      </select>
      <select aria-label={t('rcv.moveToTime')} value={time} onChange={(e) => setTime(e.target.value)}>
        {props.times.map((time) => (
          <option key={time}>{time}</option>
        ))}
      </select>
      <button type="button" className="ui-button" disabled={busy} onClick={() => decide(b, { action: 'MOVE', door, date: b.date, time })}>
        {t('rcv.move')}
      </button>
    </div>
  );
}
