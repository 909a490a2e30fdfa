import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { insertChunked } from './insert-chunked';
import { seededRandom } from './random';

/**
 * Ninety days of supplier history for the dashboards (issue 38), on objects of its own that nothing
 * else reads: closed purchase orders 4599000001.. of five suppliers (not the demo supplier V100001,
 * whose screens the tests read) for plant 2000, their confirmations (late ones, changed ones), shipping
 * notices H000000001.. that arrived with shortfalls and missing cartons, dock slots of past days at
 * Newark's door with arrivals on time, late, or not at all, and closed quality lots of their receipts,
 * some with defects. Each supplier has a profile (reliable, average, poor) so the ranking means
 * something. Nothing here is stock: the ledger is untouched.
 */
const PROFILES = [
  { confirm: 0.97, delay: [2, 20], changed: 0.08, short: 0.03, missing: 0.02, onTime: 0.93, noShow: 0.02, defect: 0.06 },
  { confirm: 0.85, delay: [6, 48], changed: 0.2, short: 0.1, missing: 0.06, onTime: 0.78, noShow: 0.06, defect: 0.15 },
  { confirm: 0.65, delay: [24, 120], changed: 0.35, short: 0.22, missing: 0.14, onTime: 0.55, noShow: 0.14, defect: 0.3 },
] as const;
const PLANT = '2000';
const DOOR = 'D01';
const ORDERS_PER_SUPPLIER = 14;

const DAY = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** An SSCC of the history's own range (extension 8, prefix 0999999) with its GS1 check digit. */
function sscc(n: number): string {
  const body = `80999999${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function seedHistory(db: Kysely<DB>, now = new Date()): Promise<void> {
  const rnd = seededRandom(38);
  const vendors = (
    await db.selectFrom('vendor').select('vendor_id').where('vendor_id', '<>', 'V100001').orderBy('vendor_id').limit(5).execute()
  ).map((v) => v.vendor_id);
  const materials = (
    await db
      .selectFrom('material_plant as mp')
      .innerJoin('material as m', 'm.material_id', 'mp.material_id')
      .select('m.material_id')
      .where('mp.plant_id', '=', PLANT)
      .where('m.serialized', '=', false)
      .where('m.batch_managed', '=', false)
      .orderBy('m.material_id')
      .limit(40)
      .execute()
  ).map((m) => m.material_id);
  const codes = await db.selectFrom('quality_code').select(['prodcat', 'code_group', 'code']).orderBy('prodcat').orderBy('code').execute();
  const door = await db
    .selectFrom('dock_door')
    .select(['opens_minute', 'closes_minute', 'slot_minutes'])
    .where('plant_id', '=', PLANT)
    .where('door_id', '=', DOOR)
    .executeTakeFirst();
  const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whnwk').executeTakeFirst();
  if (vendors.length === 0 || materials.length === 0 || !door || !user) return;
  const clerk = user.user_id;

  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  const confirmations: Record<string, unknown>[] = [];
  const notices: Record<string, unknown>[] = [];
  const noticeItems: Record<string, unknown>[] = [];
  const packages: Record<string, unknown>[] = [];
  const packageItems: Record<string, unknown>[] = [];
  const slots: Record<string, unknown>[] = [];
  const arrivals: { asn: string; slot: string; minutes: number }[] = [];
  const lots: Record<string, unknown>[] = [];
  const lotDefects: { lot: number; prodcat: string; code_group: string; code: string; at: Date }[] = [];
  const usedSlots = new Set<string>();
  const startsPerDay = Math.max(1, Math.floor((door.closes_minute - door.opens_minute) / door.slot_minutes));
  let po = 4599000000;
  let asnNo = 0;
  let ssccNo = 0;

  for (const [v, vendor] of vendors.entries()) {
    const p = PROFILES[v % PROFILES.length] as (typeof PROFILES)[number];
    for (let o = 0; o < ORDERS_PER_SUPPLIER; o++) {
      const poNumber = String(++po);
      const created = new Date(now.getTime() - rnd.int(6, 90) * DAY - rnd.int(0, 8) * 3_600_000);
      orders.push({
        po_number: poNumber,
        vendor_id: vendor,
        plant_id: PLANT,
        company_code: 'US01',
        document_date: dayOf(created),
        created_at: created,
      });
      const count = rnd.int(1, 3);
      const lines: { itemNo: number; material: string; quantity: number }[] = [];
      for (let i = 1; i <= count; i++) {
        const quantity = rnd.int(5, 120);
        const material = rnd.pick(materials);
        lines.push({ itemNo: i * 10, material, quantity });
      }
      const confirmed = rnd.chance(p.confirm);
      const confirmedAt = new Date(created.getTime() + rnd.int(p.delay[0], p.delay[1]) * 3_600_000);
      const shipped = new Date(confirmedAt.getTime() + rnd.int(1, 4) * DAY);
      const arrives = confirmed && shipped.getTime() + 2 * DAY < now.getTime();
      const received = lines.map((l) =>
        arrives ? (rnd.chance(p.short) ? l.quantity - rnd.int(1, Math.max(1, Math.floor(l.quantity / 4))) : l.quantity) : 0,
      );
      items.push(
        ...lines.map((l, i) => ({
          po_number: poNumber,
          item_no: l.itemNo,
          material_id: l.material,
          plant_id: PLANT,
          sloc_id: '0001',
          quantity: `${l.quantity}.000`,
          received_qty: `${received[i]}.000`,
          delivery_date: dayOf(new Date(created.getTime() + rnd.int(5, 14) * DAY)),
          closed: true,
        })),
      );
      if (!confirmed) continue;
      for (const l of lines) {
        const changed = rnd.chance(p.changed);
        confirmations.push({
          po_number: poNumber,
          item_no: l.itemNo,
          version: 1,
          confirmed_qty: `${changed ? Math.max(1, l.quantity - rnd.int(1, 5)) : l.quantity}.000`,
          confirmed_date: dayOf(shipped),
          status: changed ? 'CHANGED' : 'CONFIRMED',
          note: '',
          confirmed_by: clerk,
          confirmed_at: confirmedAt,
        });
      }
      if (!arrives) continue;
      const asn = `H${String(++asnNo).padStart(9, '0')}`;
      const slotDay = new Date(shipped.getTime() + DAY);
      const partial = received.some((r, i) => r < (lines[i]?.quantity ?? 0));
      notices.push({
        asn_number: asn,
        vendor_id: vendor,
        po_number: poNumber,
        plant_id: PLANT,
        ship_date: dayOf(shipped),
        status: partial ? 'PARTIALLY_RECEIVED' : 'RECEIVED',
        created_by: clerk,
        created_at: shipped,
        received_at: slotDay,
      });
      const cartons = rnd.int(1, 3);
      const cartonIds = Array.from({ length: cartons }, () => sscc(++ssccNo));
      cartonIds.forEach((id, k) => {
        packages.push({ sscc: id, asn_number: asn, parent_sscc: null, kind: 'CARTON', seq: k + 1, missing: rnd.chance(p.missing) });
      });
      lines.forEach((l, i) => {
        noticeItems.push({
          asn_number: asn,
          item_no: i + 1,
          material_id: l.material,
          quantity: `${l.quantity}.000`,
          received_qty: `${received[i]}.000`,
        });
        packageItems.push({ sscc: cartonIds[i % cartons], asn_number: asn, item_no: i + 1, quantity: `${l.quantity}.000` });
      });
      // the booked slot: a free start of the door that day
      const date = dayOf(slotDay);
      let start = door.opens_minute + rnd.int(0, startsPerDay - 1) * door.slot_minutes;
      for (let tries = 0; usedSlots.has(`${date}/${start}`) && tries < startsPerDay; tries++) {
        start = door.opens_minute + ((start - door.opens_minute + door.slot_minutes) % (startsPerDay * door.slot_minutes));
      }
      if (usedSlots.has(`${date}/${start}`)) continue;
      usedSlots.add(`${date}/${start}`);
      const noShow = rnd.chance(p.noShow);
      slots.push({
        plant_id: PLANT,
        door_id: DOOR,
        slot_date: date,
        start_minute: start,
        place: 1,
        status: noShow ? 'CONFIRMED' : 'ARRIVED',
        vendor_id: vendor,
        asn_number: asn,
        po_number: poNumber,
        booked_by: clerk,
        booked_at: shipped,
        decided_by: clerk,
        decided_at: shipped,
      });
      if (noShow) continue;
      // minutes after the slot's start, in the plant's day: early or within the slot, or later
      const offset = rnd.chance(p.onTime) ? rnd.int(-20, door.slot_minutes - 5) : door.slot_minutes + rnd.int(15, 240);
      arrivals.push({ asn, slot: `${date}/${start}`, minutes: start + offset });
      // a quality lot of the receipt, for some receipts
      if (codes.length > 0 && rnd.chance(0.5)) {
        const code = rnd.pick(codes);
        const lotCreated = new Date(slotDay.getTime() + 3 * 3_600_000);
        lots.push({
          origin: 'RECEIPT',
          plant_id: PLANT,
          material_id: lines[0]?.material,
          prodcat: code.prodcat,
          serialized: false,
          vendor_id: vendor,
          po_number: poNumber,
          po_item: lines[0]?.itemNo,
          quantity: `${received[0] || 1}.000`,
          decided_qty: `${received[0] || 1}.000`,
          status: 'CLOSED',
          note: '',
          created_by: clerk,
          created_at: lotCreated,
          closed_at: new Date(lotCreated.getTime() + rnd.int(4, 96) * 3_600_000),
        });
        if (rnd.chance(p.defect)) {
          const same = codes.filter((c) => c.prodcat === code.prodcat);
          lotDefects.push({ lot: lots.length - 1, ...rnd.pick(same), at: new Date(lotCreated.getTime() + 3_600_000) });
        }
      }
    }
  }

  await insertChunked(db, 'purchase_order', orders);
  await insertChunked(db, 'purchase_order_item', items);
  await insertChunked(db, 'po_confirmation', confirmations);
  await insertChunked(db, 'asn', notices);
  await insertChunked(db, 'asn_item', noticeItems);
  await insertChunked(db, 'asn_package', packages);
  await insertChunked(db, 'asn_package_item', packageItems);
  const booked = slots.length
    ? await db
        .insertInto('dock_slot')
        .values(slots as never)
        .returning(['booking_id', 'slot_date', 'start_minute'])
        .execute()
    : [];
  const bookingOf = new Map(booked.map((b) => [`${dayOf(new Date(b.slot_date))}/${b.start_minute}`, b.booking_id]));
  for (const a of arrivals) {
    const booking = bookingOf.get(a.slot);
    if (booking === undefined) continue;
    const [date] = a.slot.split('/');
    // the arrival's instant: the slot day's wall-clock minute in the plant's zone
    await sql`insert into dock_arrival (plant_id, door_id, carrier, plate, asn_number, booking_id, arrived_at, registered_by)
      select ${PLANT}, ${DOOR}, 'UPS Freight', ${`NJ ${String(booking).padStart(4, '0')}`}, ${a.asn}, ${booking},
        (${date}::date + make_interval(mins => ${a.minutes})) at time zone pl.timezone, ${clerk}
      from plant pl where pl.plant_id = ${PLANT}`.execute(db);
  }
  if (lots.length > 0) {
    const made = await db
      .insertInto('quality_lot')
      .values(lots as never)
      .returning('lot_number')
      .execute();
    const defects = lotDefects.map((d) => ({
      lot_number: made[d.lot]?.lot_number as string,
      prodcat: d.prodcat,
      code_group: d.code_group,
      code: d.code,
      note: '',
      created_by: clerk,
      created_at: d.at,
    }));
    await insertChunked(db, 'quality_defect', defects);
  }
}
