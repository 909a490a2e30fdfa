import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { dayIn, todayIn } from '../../../shared/calendar';
import type { ArrivalsOfDay, DayQuery, RegisterArrivalInput } from '../../../shared/contracts/receiving/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { dayText } from '../iso-text';
import { plantTimeZone } from '../master-data/plants';
import { canSeePlant, type Viewer } from '../master-data/viewer';
import type { PostingActor } from '../stock/posting/post-material-document';
import { clock } from './dock-slots';

/** Receiving area of a plant on a day: the doors, the notices expected (shipped that day or booked on a slot), the trucks arrived. */
export async function arrivalsOfDay(db: Kysely<DB>, viewer: Viewer, q: DayQuery): Promise<ArrivalsOfDay> {
  if (!canSeePlant(viewer, q.plant)) throw new DomainError('PLANT_NOT_FOUND', { plantId: q.plant });
  const zone = await plantTimeZone(db, q.plant);
  const date = q.date ?? todayIn(zone);
  const doors = await db.selectFrom('dock_door').select(['door_id', 'name']).where('plant_id', '=', q.plant).orderBy('door_id').execute();
  const expected = await sql<{
    asn_number: string;
    po_number: string;
    vendor_id: string;
    name: string;
    status: ArrivalsOfDay['expected'][number]['status'];
    packages: number;
    open_packages: number;
    door_id: string | null;
    start_minute: number | null;
  }>`select a.asn_number, a.po_number, a.vendor_id, v.name, a.status,
      (select count(*)::int from asn_package p where p.asn_number = a.asn_number and p.kind = 'CARTON') as packages,
      (select count(*)::int from asn_package p where p.asn_number = a.asn_number and p.kind = 'CARTON'
        and p.received_mat_doc is null and not p.missing) as open_packages,
      s.door_id, s.start_minute
    from asn a join vendor v on v.vendor_id = a.vendor_id
    left join lateral (select door_id, start_minute, slot_date from dock_slot d
      where d.asn_number = a.asn_number and d.status <> 'REFUSED' order by d.booking_id desc limit 1) s on true
    where a.plant_id = ${q.plant}
      and (s.slot_date = ${date}::date or (s.slot_date is null and a.ship_date = ${date}::date)
        or (a.status in ('ARRIVED', 'PARTIALLY_RECEIVED') and a.ship_date <= ${date}::date))
    order by s.start_minute nulls last, a.asn_number
    limit 200`.execute(db);
  // a truck may come early or late, booked or not: every open notice of the plant, by supplier
  const openNotices = await sql<{
    asn_number: string;
    po_number: string;
    vendor_id: string;
    name: string;
    ship_date: string;
    status: ArrivalsOfDay['openNotices'][number]['status'];
    slot_date: string | null;
    door_id: string | null;
    start_minute: number | null;
  }>`select a.asn_number, a.po_number, a.vendor_id, v.name, a.ship_date::text as ship_date, a.status,
      s.slot_date::text as slot_date, s.door_id, s.start_minute
    from asn a join vendor v on v.vendor_id = a.vendor_id
    left join lateral (select door_id, start_minute, slot_date from dock_slot d
      where d.asn_number = a.asn_number and d.status in ('REQUESTED', 'CONFIRMED') order by d.booking_id desc limit 1) s on true
    where a.plant_id = ${q.plant} and a.status in ('ANNOUNCED', 'ARRIVED', 'PARTIALLY_RECEIVED')
    order by v.name, a.vendor_id, a.asn_number
    limit 500`.execute(db);
  // the plant's day lies within the UTC days before and after it (zones run from UTC-12 to UTC+14)
  const arrivals = (
    await db
      .selectFrom('dock_arrival')
      .select(ARRIVAL_COLUMNS)
      .where('plant_id', '=', q.plant)
      .where('arrived_at', '>=', sql<Date>`${`${date}T00:00:00Z`}::timestamptz - interval '1 day'`)
      .where('arrived_at', '<', sql<Date>`${`${date}T00:00:00Z`}::timestamptz + interval '2 days'`)
      .orderBy('arrived_at', 'desc')
      .limit(2_000)
      .execute()
  )
    .filter((a) => dayIn(zone, new Date(a.arrived_at)) === date)
    .slice(0, 200);
  return {
    plant: q.plant,
    date,
    doors: doors.map((d) => ({ door: d.door_id, name: d.name })),
    expected: expected.rows.map((r) => ({
      asnNumber: r.asn_number,
      poNumber: r.po_number,
      vendor: r.vendor_id,
      vendorName: r.name,
      status: r.status,
      packages: r.packages,
      openPackages: r.open_packages,
      slot: r.start_minute === null ? null : `${clock(r.start_minute)} ${r.door_id}`,
    })),
    arrivals: arrivals.map(arrivalOut),
    openNotices: openNotices.rows.map((r) => {
      const booked = r.start_minute === null || r.slot_date === null ? null : { date: dayText(r.slot_date), time: clock(r.start_minute) };
      return {
        asnNumber: r.asn_number,
        poNumber: r.po_number,
        vendor: r.vendor_id,
        vendorName: r.name,
        shipDate: dayText(r.ship_date),
        status: r.status,
        slot: booked && `${booked.date} ${booked.time} ${r.door_id}`,
        slotDate: booked?.date ?? null,
        slotTime: booked?.time ?? null,
        slotDoor: booked && r.door_id,
      };
    }),
  };
}

/** The columns of a truck arrival read (and written) here and in unloading. */
export const ARRIVAL_COLUMNS = ['arrival_id', 'plant_id', 'door_id', 'carrier', 'plate', 'asn_number', 'arrived_at'] as const;
export type ArrivalRow = Pick<Selectable<DB['dock_arrival']>, (typeof ARRIVAL_COLUMNS)[number]>;

/** A truck arrival as the answers show it. */
export function arrivalOut(a: ArrivalRow) {
  return {
    arrivalId: a.arrival_id,
    plant: a.plant_id,
    door: a.door_id,
    carrier: a.carrier,
    plate: a.plate,
    asnNumber: a.asn_number,
    arrivedAt: new Date(a.arrived_at).toISOString(),
  };
}

/** A truck arrived at a door: recorded; the notice it brings is ARRIVED (unless already received) and its booking too. */
export async function registerArrival(trx: Transaction<DB>, actor: PostingActor, input: RegisterArrivalInput) {
  if (!actor.plants.includes(input.plant)) throw new DomainError('PLANT_NOT_FOUND', { plantId: input.plant });
  const door = await trx
    .selectFrom('dock_door')
    .select('door_id')
    .where('plant_id', '=', input.plant)
    .where('door_id', '=', input.door.toUpperCase())
    .executeTakeFirst();
  if (!door) throw new DomainError('DOCK_DOOR_NOT_FOUND', { door: input.door, plant: input.plant });
  let booking: number | null = null;
  if (input.asnNumber) {
    const asn = await trx
      .selectFrom('asn')
      .select(['asn_number', 'status'])
      .where('asn_number', '=', input.asnNumber)
      .where('plant_id', '=', input.plant)
      .executeTakeFirst();
    if (!asn) throw new DomainError('ASN_NOT_FOUND', { asn: input.asnNumber });
    if (asn.status === 'ANNOUNCED')
      await trx.updateTable('asn').set({ status: 'ARRIVED' }).where('asn_number', '=', asn.asn_number).execute();
    const slot = await trx
      .updateTable('dock_slot')
      .set({ status: 'ARRIVED' })
      .where('asn_number', '=', asn.asn_number)
      .where('status', 'in', ['REQUESTED', 'CONFIRMED'])
      .returning('booking_id')
      .executeTakeFirst();
    booking = slot?.booking_id ?? null;
  }
  const row = await trx
    .insertInto('dock_arrival')
    .values({
      plant_id: input.plant,
      door_id: door.door_id,
      carrier: input.carrier,
      plate: input.plate.toUpperCase(),
      asn_number: input.asnNumber ?? null,
      booking_id: booking,
      registered_by: actor.userId,
    })
    .returning(ARRIVAL_COLUMNS)
    .executeTakeFirstOrThrow();
  return arrivalOut(row);
}
