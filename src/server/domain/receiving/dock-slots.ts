import { type Kysely, sql, type Transaction } from 'kysely';
import type { BookingView, BookSlotInput, DayQuery, DecideBookingInput, DockDay } from '../../../shared/contracts/receiving/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { dayText } from '../iso-text';
import { plantToday } from '../master-data/plants';
import { type Caller, canSeePlant, isInternal, type Viewer } from '../master-data/viewer';
import { type NotificationValue, notificationMessage } from '../notifications/message';
import { dockDayLink, notify, notifyVendor, supplierSlotLink } from '../notifications/notify';
import { databaseErrorCode } from '../stock/posting-retry';

/** Minutes after midnight as HH:MM. */
export const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type Door = { plant_id: string; door_id: string; opens_minute: number; closes_minute: number; slot_minutes: number; capacity: number };

/** A door of a plant the viewer may book at or manage (warehouse: its plants; supplier: plants of its orders). */
async function doorFor(db: Kysely<DB>, viewer: Viewer, plant: string, doorId: string): Promise<Door> {
  if (!(await mayUsePlant(db, viewer, plant))) throw new DomainError('DOCK_DOOR_NOT_FOUND', { door: doorId, plant });
  const door = await db
    .selectFrom('dock_door')
    .selectAll()
    .where('plant_id', '=', plant)
    .where('door_id', '=', doorId.toUpperCase())
    .executeTakeFirst();
  if (!door) throw new DomainError('DOCK_DOOR_NOT_FOUND', { door: doorId, plant });
  return door;
}

async function mayUsePlant(db: Kysely<DB>, viewer: Viewer, plant: string): Promise<boolean> {
  if (isInternal(viewer)) return canSeePlant(viewer, plant);
  if (viewer.vendors.length === 0) return false;
  const po = await db
    .selectFrom('purchase_order')
    .select('po_number')
    .where('plant_id', '=', plant)
    .where('vendor_id', 'in', viewer.vendors)
    .limit(1)
    .executeTakeFirst();
  return !!po;
}

/** The start minute of a slot on a door: inside the opening hours and on the door's slot grid, on a day from today (the plant's). */
function slotMinute(door: Door, today: string, date: string, time: string): number {
  if (date < today) throw new DomainError('DOCK_SLOT_PAST', { date });
  const minute = minuteOf(time);
  if (
    minute < door.opens_minute ||
    minute + door.slot_minutes > door.closes_minute ||
    (minute - door.opens_minute) % door.slot_minutes !== 0
  )
    throw new DomainError('DOCK_SLOT_OUTSIDE_HOURS', {
      door: door.door_id,
      opens: clock(door.opens_minute),
      closes: clock(door.closes_minute),
      minutes: door.slot_minutes,
      time,
    });
  return minute;
}

/** The vendor a booking is for: the notice's or the order's, which must be at the plant and in the viewer's scope. */
async function bookingVendor(db: Kysely<DB>, viewer: Viewer, plant: string, input: Pick<BookSlotInput, 'asnNumber' | 'poNumber'>) {
  const ownedBy = (vendor: string) => isInternal(viewer) || viewer.vendors.includes(vendor);
  if (input.asnNumber) {
    const asn = await db
      .selectFrom('asn')
      .select(['vendor_id', 'plant_id', 'po_number'])
      .where('asn_number', '=', input.asnNumber)
      .executeTakeFirst();
    if (!asn || asn.plant_id !== plant || !ownedBy(asn.vendor_id)) throw new DomainError('ASN_NOT_FOUND', { asn: input.asnNumber });
    return { vendor: asn.vendor_id, asnNumber: input.asnNumber, poNumber: input.poNumber ?? asn.po_number };
  }
  if (input.poNumber) {
    const po = await db
      .selectFrom('purchase_order')
      .select(['vendor_id', 'plant_id'])
      .where('po_number', '=', input.poNumber)
      .executeTakeFirst();
    if (!po || po.plant_id !== plant || !ownedBy(po.vendor_id))
      throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: input.poNumber });
    return { vendor: po.vendor_id, asnNumber: null, poNumber: input.poNumber };
  }
  throw new DomainError('DOCK_REFERENCE_NEEDED');
}

/**
 * Books a dock slot: the first free place of the slot (a door takes `capacity` trucks per slot).
 * Each place is a row under a unique index (door, day, start, place) for live bookings, and the
 * insert skips a taken place (ON CONFLICT DO NOTHING waits for a concurrent booking of the same
 * place and then skips it): ten suppliers booking the last place at once, one gets it.
 */
export async function bookSlot(trx: Transaction<DB>, user: Caller, input: BookSlotInput): Promise<BookingView> {
  const door = await doorFor(trx, user, input.plant, input.door);
  const minute = slotMinute(door, await plantToday(trx, door.plant_id), input.date, input.time);
  const ref = await bookingVendor(trx, user, input.plant, input);
  if (ref.asnNumber) {
    // one live slot per notice: bookings of one notice wait for each other here, and a second booking moves the first
    await sql`select 1 from asn where asn_number = ${ref.asnNumber} for update`.execute(trx);
    const live = await trx
      .selectFrom('dock_slot')
      .select('booking_id')
      .where('asn_number', '=', ref.asnNumber)
      .where('status', 'in', ['REQUESTED', 'CONFIRMED'])
      .orderBy('booking_id', 'desc')
      .executeTakeFirst();
    if (live) {
      await moveBooking(trx, live.booking_id, door, input.date, minute, input.time, {
        status: 'REQUESTED',
        decided_by: null,
        decided_at: null,
      });
      return bookingOut(await notifyRequested(trx, live.booking_id), user);
    }
  }
  for (let place = 1; place <= door.capacity; place++) {
    const row = await trx
      .insertInto('dock_slot')
      .values({
        plant_id: door.plant_id,
        door_id: door.door_id,
        slot_date: input.date,
        start_minute: minute,
        place,
        vendor_id: ref.vendor,
        asn_number: ref.asnNumber,
        po_number: ref.poNumber,
        booked_by: user.userId,
      })
      .onConflict((oc) =>
        // the predicate as a literal: PostgreSQL matches it to the partial unique index when it plans the
        // statement, and a prepared statement's generic plan cannot match a parameter (db/prepared.ts)
        oc.columns(['plant_id', 'door_id', 'slot_date', 'start_minute', 'place']).where('status', '<>', sql.lit('REFUSED')).doNothing(),
      )
      .returning('booking_id')
      .executeTakeFirst();
    if (row) return bookingOut(await notifyRequested(trx, row.booking_id), user);
  }
  throw new DomainError('DOCK_SLOT_FULL', { time: input.time, date: input.date, door: door.door_id });
}

async function bookingRow(db: Kysely<DB>, bookingId: number) {
  return db.selectFrom('dock_slot').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

function bookingOut(b: Awaited<ReturnType<typeof bookingRow>>, viewer: Viewer): BookingView {
  if (!b) throw new Error('booking vanished');
  const visible = isInternal(viewer) || viewer.vendors.includes(b.vendor_id);
  return {
    bookingId: b.booking_id,
    plant: b.plant_id,
    door: b.door_id,
    date: dayText(b.slot_date),
    time: clock(b.start_minute),
    status: b.status,
    vendor: visible ? b.vendor_id : null,
    asnNumber: visible ? b.asn_number : null,
    poNumber: visible ? b.po_number : null,
  };
}

/** The warehouse confirms, refuses or moves a booking of its plants (moving takes a free place of the new slot). */
export async function decideBooking(
  trx: Transaction<DB>,
  user: Caller,
  bookingId: number,
  input: DecideBookingInput,
): Promise<BookingView> {
  const found = await sql<{ plant_id: string; status: string }>`select plant_id, status from dock_slot
    where booking_id = ${bookingId} for update`.execute(trx);
  const b = found.rows[0];
  if (!b || !isInternal(user) || !canSeePlant(user, b.plant_id)) throw new DomainError('DOCK_BOOKING_NOT_FOUND', { bookingId });
  if (b.status !== 'REQUESTED' && b.status !== 'CONFIRMED') throw new DomainError('DOCK_BOOKING_STATE', { bookingId, status: b.status });
  const decided = { decided_by: user.userId, decided_at: new Date() };
  if (input.action === 'CONFIRM')
    await trx
      .updateTable('dock_slot')
      .set({ status: 'CONFIRMED', ...decided })
      .where('booking_id', '=', bookingId)
      .execute();
  else if (input.action === 'REFUSE')
    await trx
      .updateTable('dock_slot')
      .set({ status: 'REFUSED', ...decided })
      .where('booking_id', '=', bookingId)
      .execute();
  else {
    const door = await doorFor(trx, user, b.plant_id, input.door);
    const minute = slotMinute(door, await plantToday(trx, door.plant_id), input.date, input.time);
    await moveBooking(trx, bookingId, door, input.date, minute, input.time, { status: 'CONFIRMED', ...decided });
  }
  const decidedRow = await bookingRow(trx, bookingId);
  if (decidedRow) await notifyDecision(trx, decidedRow, input.action);
  return bookingOut(await bookingRow(trx, bookingId), user);
}

/**
 * Moves a booking to a free place of another slot (its own place counts as free); a place taken
 * between the look and the move is refused by the unique index of live bookings.
 */
async function moveBooking(
  trx: Transaction<DB>,
  bookingId: number,
  door: Door,
  date: string,
  minute: number,
  time: string,
  set: { status: 'REQUESTED' | 'CONFIRMED'; decided_by: number | null; decided_at: Date | null },
): Promise<void> {
  const taken = await trx
    .selectFrom('dock_slot')
    .select('place')
    .where('plant_id', '=', door.plant_id)
    .where('door_id', '=', door.door_id)
    .where('slot_date', '=', sql<Date>`${date}::date`)
    .where('start_minute', '=', minute)
    .where('status', '<>', 'REFUSED')
    .where('booking_id', '<>', bookingId)
    .execute();
  const place = Array.from({ length: door.capacity }, (_, i) => i + 1).find((p) => !taken.some((t) => t.place === p));
  if (!place) throw new DomainError('DOCK_SLOT_FULL', { time, date, door: door.door_id });
  try {
    await trx
      .updateTable('dock_slot')
      .set({ door_id: door.door_id, slot_date: date, start_minute: minute, place, ...set })
      .where('booking_id', '=', bookingId)
      .execute();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new DomainError('DOCK_SLOT_FULL', { time, date, door: door.door_id });
    throw error;
  }
}

type Booking = NonNullable<Awaited<ReturnType<typeof bookingRow>>>;

/** A booking's day, time, door, plant and reference as a notification's values (the reader's locale writes day and time). */
function slotValues(b: Booking) {
  const reference: NotificationValue = b.asn_number
    ? { message: 'notifySlotReference', values: { asn: b.asn_number } }
    : { message: 'notifySlotReferencePo', values: { po: b.po_number ?? '' } };
  // the slot's day and time are the plant's wall clock
  return { date: { day: dayText(b.slot_date) }, time: { clock: b.start_minute }, door: b.door_id, plant: b.plant_id, reference };
}

/** Where the booking now is: a notification per place, so a move back and forth tells each time, a replay never twice. */
const placeKey = (b: Booking) => `${b.booking_id}:${dayText(b.slot_date)}:${b.start_minute}:${b.door_id}`;

/** The plant's dock schedulers hear of a requested slot (booked or moved by the supplier), in the booking's transaction. */
async function notifyRequested(trx: Transaction<DB>, bookingId: number): Promise<Booking> {
  const b = await bookingRow(trx, bookingId);
  if (!b) throw new Error('booking vanished');
  await notify(trx, {
    kind: 'DOCK_SLOT_REQUESTED',
    to: { plant: b.plant_id, grant: { module: 'WM', tcode: 'SCHD' } },
    message: notificationMessage('notify.slotRequested', { ...slotValues(b), vendor: b.vendor_id }),
    link: dockDayLink(b.plant_id, dayText(b.slot_date)),
    dedupeKey: `slot-requested:${placeKey(b)}`,
  });
  return b;
}

/** The supplier hears of the warehouse's decision at once: in the bell (and by mail), in the decision's transaction. */
async function notifyDecision(trx: Transaction<DB>, b: Booking, action: DecideBookingInput['action']) {
  const [kind, template] =
    action === 'CONFIRM'
      ? (['DOCK_SLOT_CONFIRMED', 'notifySlotConfirmed'] as const)
      : action === 'REFUSE'
        ? (['DOCK_SLOT_REFUSED', 'notifySlotRefused'] as const)
        : (['DOCK_SLOT_MOVED', 'notifySlotMoved'] as const);
  await notifyVendor(trx, kind, b.vendor_id, notificationMessage(template, slotValues(b)), supplierSlotLink(b), `${kind}:${placeKey(b)}`);
}

/** A day at a plant's doors: every slot with its free places and bookings (another supplier's without names). */
export async function dockDay(db: Kysely<DB>, viewer: Viewer, q: DayQuery): Promise<DockDay> {
  const today = await plantToday(db, q.plant);
  const date = q.date ?? today;
  if (!(await mayUsePlant(db, viewer, q.plant))) throw new DomainError('PLANT_NOT_FOUND', { plantId: q.plant });
  const doors = await db.selectFrom('dock_door').selectAll().where('plant_id', '=', q.plant).orderBy('door_id').execute();
  const bookings = await db
    .selectFrom('dock_slot')
    .selectAll()
    .where('plant_id', '=', q.plant)
    .where('slot_date', '=', sql<Date>`${date}::date`)
    .where('status', '<>', 'REFUSED')
    .orderBy('start_minute')
    .orderBy('place')
    .execute();
  return {
    plant: q.plant,
    date,
    canDecide: isInternal(viewer),
    today,
    doors: doors.map((d) => {
      const slots = [];
      for (let m = d.opens_minute; m + d.slot_minutes <= d.closes_minute; m += d.slot_minutes) {
        const here = bookings.filter((b) => b.door_id === d.door_id && b.start_minute === m);
        slots.push({ time: clock(m), free: Math.max(0, d.capacity - here.length), bookings: here.map((b) => bookingOut(b, viewer)) });
      }
      return {
        door: d.door_id,
        name: d.name,
        opens: clock(d.opens_minute),
        closes: clock(d.closes_minute),
        slotMinutes: d.slot_minutes,
        capacity: d.capacity,
        slots,
      };
    }),
  };
}
