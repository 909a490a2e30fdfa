import { describe, expect, it } from 'vitest';
import { formatDay, todayIn } from '../../shared/calendar';
import { gs1CheckDigit } from '../../shared/gs1';
import { appForFile, errorAnswer } from '../testing/api-test';
import { expectLedgerClean } from '../testing/ledger';
import { pdfText } from '../testing/pdf-text';

/**
 * The dock and the supplier side through HTTP: order confirmation, a shipping notice packed on a
 * pallet, a dock slot, the truck's arrival and the one-scan receipt, the supplier seeing
 * "received"; and the refusals: over the open quantity, a foreign order, a bad SSCC, duplicate
 * serials, a slot outside the opening hours or taken, a ticket on a document the user cannot see,
 * a tcode without the grant.
 */
const api = appForFile(['supplier', 'whfra', 'whnwk'] as const);
const S = '/supplier/api/supplier';
const W = '/supplier/api/warehouse';
const PO = '4517000002';
const sscc = (ref: number) => {
  const body = `09999999${String(ref).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
const serials = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
// the days of plant 1000 (Europe/Berlin): its dock and its arrivals count in them
const today = todayIn('Europe/Berlin');
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Content = { itemNo: number; quantity: string; serials?: string[] };
const asnBody = (po: string, prefix: string, ref: number) => ({
  purchaseOrderNo: po,
  shipDate: today,
  pallets: [
    {
      sscc: sscc(ref),
      cartons: [
        { items: [{ itemNo: 10, quantity: '5', serials: serials(prefix, 5) }] as Content[] },
        {
          sscc: sscc(ref + 1),
          items: [
            { itemNo: 10, quantity: '5', serials: serials(`${prefix}B`, 5) },
            { itemNo: 20, quantity: '20' },
          ] as Content[],
        },
      ],
    },
  ],
});

describe('order confirmation', () => {
  it('the supplier confirms one item as ordered and proposes a change for another; the warehouse sees confirmed vs ordered with the history', async () => {
    const url = `${S}/purchase-orders/${PO}/confirmation`;
    const before = (await api.supplier.inject({ method: 'GET', url })).json();
    const [i10, i20] = before.items;
    expect(i10.confirmed).toBeNull();
    const first = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: 10, quantity: i10.orderedQuantity, deliveryDate: i10.orderedDate }] },
    });
    expect(first.statusCode).toBe(201);
    const changed = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: 20, quantity: '40', deliveryDate: tomorrow, note: 'ten follow later' }] },
    });
    expect(changed.statusCode).toBe(201);
    const again = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: 20, quantity: '45', deliveryDate: tomorrow }] },
    });
    expect(again.statusCode).toBe(201);
    const seen = (await api.whfra.inject({ method: 'GET', url })).json();
    expect(seen.items[0].confirmed).toMatchObject({ status: 'CONFIRMED', quantity: '10.000', confirmedBy: 'supplier' });
    expect(seen.items[1].orderedQuantity).toBe(i20.orderedQuantity);
    expect(seen.items[1].confirmed).toMatchObject({ status: 'CHANGED', quantity: '45.000', deliveryDate: tomorrow, version: 2 });
    expect(seen.items[1].history.map((h: { quantity: string }) => h.quantity)).toEqual(['45.000', '40.000']);
    // another plant's warehouse user and the warehouse writing: as unknown
    expect((await api.whnwk.inject({ method: 'GET', url })).statusCode).toBe(404);
    const warehouseWrites = await api.whfra.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: 10, quantity: '1', deliveryDate: today }] },
    });
    expect(warehouseWrites.statusCode).toBe(403);
  });

  it('a confirmation of 0 is saved again as it reads back ("0.000"); a negative quantity is refused with its own message', async () => {
    const url = `${S}/purchase-orders/4517000007/confirmation`;
    const [item] = (await api.supplier.inject({ method: 'GET', url })).json().items;
    const zero = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: item.itemNo, quantity: '0', deliveryDate: item.orderedDate }] },
    });
    expect(zero.statusCode, zero.body).toBe(201);
    const shown = zero.json().items[0].confirmed.quantity;
    expect(shown).toBe('0.000');
    const again = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: item.itemNo, quantity: shown, deliveryDate: item.orderedDate }] },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().items[0].confirmed).toMatchObject({ version: 2, quantity: '0.000', status: 'CHANGED' });
    const negative = await api.supplier.inject({
      method: 'POST',
      url,
      payload: { items: [{ itemNo: item.itemNo, quantity: '-5', deliveryDate: item.orderedDate }] },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Quantity cannot be negative.');
    const versions = await api.t.database.db
      .selectFrom('po_confirmation')
      .select('version')
      .where('po_number', '=', '4517000007')
      .execute();
    expect(versions).toHaveLength(2);
  });

  it('refuses a foreign order, an unknown item and hostile input, writing nothing', async () => {
    const foreign = await api.supplier.inject({
      method: 'POST',
      url: `${S}/purchase-orders/4517000009/confirmation`,
      payload: { items: [{ itemNo: 10, quantity: '1', deliveryDate: today }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(errorAnswer('PURCHASE_ORDER_NOT_FOUND', 'Purchase order 4517000009 does not exist.'));
    const unknown = await api.supplier.inject({
      method: 'POST',
      url: `${S}/purchase-orders/${PO}/confirmation`,
      payload: { items: [{ itemNo: 30, quantity: '1', deliveryDate: today }] },
    });
    expect(unknown.statusCode).toBe(422);
    const year0 = await api.supplier.inject({
      method: 'POST',
      url: `${S}/purchase-orders/${PO}/confirmation`,
      payload: { items: [{ itemNo: 10, quantity: '1e400', deliveryDate: '0000-01-01' }] },
    });
    expect(year0.statusCode).toBe(400);
    const rows = await api.t.database.db.selectFrom('po_confirmation').select('po_number').where('po_number', '=', '4517000009').execute();
    expect(rows).toEqual([]);
  });
});

describe('shipping notice, dock slot and one-scan receipt', () => {
  it('announces, books, arrives and receives the pallet with one scan; the supplier sees RECEIVED', async () => {
    const created = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody(PO, 'DKA', 100) });
    expect(created.statusCode, created.body).toBe(201);
    const asn = created.json();
    expect(asn.status).toBe('ANNOUNCED');
    expect(asn.packages.map((p: { kind: string }) => p.kind)).toEqual(['PALLET', 'CARTON', 'CARTON']);
    const generated = asn.packages[1].sscc as string;
    // generated from the portal's GS1 configuration (extension digit 3, company prefix 4012345), as handling units are
    expect(generated).toMatch(/^34012345\d{10}$/);
    // the SSCC labels of the notice, one per package, as PDF (text extracted) and ZPL; another vendor's user gets a 404
    const pdf = await api.supplier.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}/labels?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).join(' ');
    for (const p of asn.packages as { sscc: string }[]) expect(text).toContain(p.sscc);
    expect(text).toContain('Pallet 1/3');
    const zpl = await api.supplier.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}/labels?format=zpl` });
    expect(zpl.body.match(/\^XA/g)).toHaveLength(3);
    expect((await api.whnwk.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}/labels` })).statusCode).toBe(404);
    expect(asn.items).toMatchObject([
      { itemNo: 10, quantity: '10.000' },
      { itemNo: 20, quantity: '20.000' },
    ]);

    const slot = await api.supplier.inject({
      method: 'POST',
      url: `${W}/dock-bookings`,
      payload: { plant: '1000', door: 'D01', date: tomorrow, time: '08:00', asnNumber: asn.asnNumber },
    });
    expect(slot.statusCode, slot.body).toBe(201);
    expect(slot.json()).toMatchObject({ status: 'REQUESTED', time: '08:00', vendor: 'V100001' });
    const confirmed = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-bookings/${slot.json().bookingId}/decision`,
      payload: { action: 'CONFIRM' },
    });
    expect(confirmed.json().status).toBe('CONFIRMED');

    const arrival = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-arrivals`,
      payload: { plant: '1000', door: 'D01', carrier: 'Rhein Cargo', plate: 'F-RC 123', asnNumber: asn.asnNumber },
    });
    expect(arrival.statusCode, arrival.body).toBe(201);
    const day = (await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/zrec/arrivals.json?plant=1000&date=${today}` })).json();
    expect(day.expected.find((e: { asnNumber: string }) => e.asnNumber === asn.asnNumber)).toMatchObject({
      status: 'ARRIVED',
      openPackages: 2,
    });
    expect(day.arrivals[0]).toMatchObject({ carrier: 'Rhein Cargo', plate: 'F-RC 123', door: 'D01' });

    const received = await api.whfra.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: `(00)${sscc(100)}` } });
    expect(received.statusCode, received.body).toBe(201);
    const r = received.json();
    expect(r).toMatchObject({ kind: 'PALLET', serialCount: 10, quantity: '30.000', asnStatus: 'RECEIVED' });
    expect(r.cartons).toHaveLength(2);
    expect(r.transferOrder ?? r.putawayWarning).toBeTruthy();
    const items = await api.t.database.db.selectFrom('material_document_item').selectAll().where('mat_doc', '=', r.matDoc).execute();
    expect(items.map((i) => i.movement_type)).toEqual(['101', '101']);
    const inStock = await api.t.database.db
      .selectFrom('equipment')
      .select('serial_number')
      .where('last_mat_doc', '=', r.matDoc)
      .where('status', '=', 'IN_STOCK')
      .execute();
    expect(inStock).toHaveLength(10);
    if (r.transferOrder) {
      const to = await api.t.database.db
        .selectFrom('transfer_order')
        .selectAll()
        .where('order_id', '=', r.transferOrder)
        .executeTakeFirst();
      expect(to).toBeTruthy();
    }

    const again = await api.whfra.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: generated } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SSCC_ALREADY_RECEIVED');
    const seen = (await api.supplier.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}` })).json();
    expect(seen.status).toBe('RECEIVED');
    expect(seen.packages.every((p: { status: string }) => p.status === 'RECEIVED')).toBe(true);
    // the serials are in stock now: a new notice with them is refused
    const twice = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody('4517000003', 'DKA', 200) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ASN_SERIAL_IN_STOCK');
  });

  it('a carton scan receives that carton; a missing carton is a difference against the notice', async () => {
    const asn = (await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody('4517000004', 'DKC', 300) })).json();
    const carton = await api.whfra.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: sscc(301) } });
    expect(carton.statusCode, carton.body).toBe(201);
    expect(carton.json()).toMatchObject({ kind: 'CARTON', serialCount: 5, asnStatus: 'PARTIALLY_RECEIVED' });
    const missing = await api.whfra.inject({ method: 'POST', url: `${W}/asn-differences`, payload: { sscc: sscc(300) } });
    expect(missing.statusCode, missing.body).toBe(201);
    expect(missing.json().asnStatus).toBe('RECEIVED');
    const seen = (await api.supplier.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}` })).json();
    expect(seen.differences).toEqual([{ sscc: asn.packages[1].sscc, itemNo: 10, missingQuantity: '5.000' }]);
    expect(seen.items[0].receivedQuantity).toBe('5.000');
    // another plant cannot receive it
    expect((await api.whnwk.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: sscc(300) } })).statusCode).toBe(404);
  });

  it('refuses over the open quantity, a foreign order, bad SSCCs and serials, writing nothing', async () => {
    const count = async () => (await api.t.database.db.selectFrom('asn').select('asn_number').execute()).length;
    const before = await count();
    const over = asnBody('4517000005', 'DKD', 400);
    over.pallets[0]?.cartons[1]?.items.push({ itemNo: 20, quantity: '31' });
    const tooMuch = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: over });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('ASN_ITEM_OVER_OPEN');
    const foreign = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody('4517000009', 'DKE', 500) });
    expect(foreign.statusCode).toBe(404);
    const badSscc = asnBody('4517000005', 'DKF', 600);
    const pallet = badSscc.pallets[0] as { sscc: string };
    pallet.sscc = `${pallet.sscc.slice(0, 17)}${(Number(pallet.sscc.at(-1)) + 1) % 10}`;
    const bad = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: badSscc });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('check digit');
    const dup = asnBody('4517000005', 'DKG', 700);
    const dupItem = dup.pallets[0]?.cartons[0]?.items[0] as { serials: string[] };
    dupItem.serials[1] = dupItem.serials[0] as string;
    const dupRes = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: dup });
    expect(dupRes.statusCode).toBe(422);
    expect(dupRes.json().code).toBe('ASN_SERIAL_REPEATED');
    const fewer = asnBody('4517000005', 'DKH', 800);
    const fewerItem = fewer.pallets[0]?.cartons[0]?.items[0] as { serials: string[] };
    fewerItem.serials.pop();
    expect((await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: fewer })).json().code).toBe('ASN_SERIAL_COUNT');
    expect(await count()).toBe(before);
    // a serial on an open notice cannot be announced on a second one
    expect((await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody('4517000005', 'DKI', 900) })).statusCode).toBe(
      201,
    );
    const second = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: asnBody('4517000006', 'DKI', 950) });
    expect(second.json().code).toBe('ASN_SERIAL_ANNOUNCED');
  });
});

describe('dock scheduling', () => {
  it('refuses a slot outside the opening hours, off the grid, in the past, or taken; the day view shows the doors', async () => {
    const book = (time: string, date = tomorrow, door = 'D01') =>
      api.supplier.inject({ method: 'POST', url: `${W}/dock-bookings`, payload: { plant: '1000', door, date, time, poNumber: PO } });
    const early = await book('05:00');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Door D01 is open from 06:00 to 20:00 in slots of 60 minutes: 05:00 is not a slot.');
    expect((await book('08:30')).json().code).toBe('DOCK_SLOT_OUTSIDE_HOURS');
    expect((await book('08:00', '2020-01-01')).json().code).toBe('DOCK_SLOT_PAST');
    expect((await book('10:00')).statusCode).toBe(201);
    const taken = await book('10:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('DOCK_SLOT_FULL');
    // door D02 takes two vans per slot
    expect((await book('10:00', tomorrow, 'D02')).statusCode).toBe(201);
    expect((await book('10:00', tomorrow, 'D02')).statusCode).toBe(201);
    expect((await book('10:00', tomorrow, 'D02')).statusCode).toBe(409);
    const foreignPo = await api.supplier.inject({
      method: 'POST',
      url: `${W}/dock-bookings`,
      payload: { plant: '1000', door: 'D01', date: tomorrow, time: '11:00', poNumber: '4517000009' },
    });
    expect(foreignPo.statusCode).toBe(404);
    const day = (await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/schd/day.json?plant=1000&date=${tomorrow}` })).json();
    const d01 = day.doors.find((d: { door: string }) => d.door === 'D01');
    expect(d01.slots[0].time).toBe('06:00');
    expect(d01.slots.find((s: { time: string }) => s.time === '10:00').free).toBe(0);
    expect(day.canDecide).toBe(true);
    const moved = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-bookings/${d01.slots.find((s: { time: string }) => s.time === '10:00').bookings[0].bookingId}/decision`,
      payload: { action: 'MOVE', door: 'D01', date: tomorrow, time: '12:00' },
    });
    expect(moved.json()).toMatchObject({ time: '12:00', status: 'CONFIRMED' });
    expect((await book('10:00')).statusCode).toBe(201);
  });
});

describe('one live slot per notice, the supplier notified, every open notice on arrival', () => {
  it('rebooking moves the slot; each decision and a missing carton notify the supplier at once; an unbooked notice shipping later is offered on arrival', async () => {
    const notifications = async (language = 'en') =>
      (
        await api.supplier.inject({ method: 'GET', url: '/supplier/api/notifications', headers: { 'accept-language': language } })
      ).json() as {
        unread: number;
        items: { text: string; link: string }[];
      };
    // the slot's day and time as an English reader's locale writes them
    const onDay = formatDay(tomorrow, 'en');
    const body = { ...asnBody('4517000007', 'DKN', 1000), shipDate: tomorrow };
    const created = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const asn = created.json();
    const book = (time: string) =>
      api.supplier.inject({
        method: 'POST',
        url: `${W}/dock-bookings`,
        payload: { plant: '1000', door: 'D01', date: tomorrow, time, asnNumber: asn.asnNumber },
      });
    const first = await book('15:00');
    expect(first.statusCode, first.body).toBe(201);
    const moved = await book('16:00');
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({ bookingId: first.json().bookingId, time: '16:00', status: 'REQUESTED' });
    const live = await api.t.database.db
      .selectFrom('dock_slot')
      .select(['start_minute', 'status'])
      .where('asn_number', '=', asn.asnNumber)
      .execute();
    expect(live).toEqual([{ start_minute: 960, status: 'REQUESTED' }]);
    const day = (await api.supplier.inject({ method: 'GET', url: `/supplier/warehouse/schd/day.json?plant=1000&date=${tomorrow}` })).json();
    expect(day.today).toBe(today);
    const d01 = day.doors.find((d: { door: string }) => d.door === 'D01');
    expect(d01.slots.find((x: { time: string }) => x.time === '15:00').free).toBe(1);
    expect(d01.slots.find((x: { time: string }) => x.time === '16:00').free).toBe(0);

    const before = await notifications();
    const decide = (payload: Record<string, string>) =>
      api.whfra.inject({ method: 'POST', url: `${W}/dock-bookings/${first.json().bookingId}/decision`, payload });
    expect((await decide({ action: 'CONFIRM' })).statusCode).toBe(201);
    const confirmed = await notifications();
    expect(confirmed.unread).toBe(before.unread + 1);
    expect(confirmed.items[0]).toMatchObject({
      text: `Dock slot ${onDay} 04:00 PM at door D01 (plant 1000) confirmed for shipping notice ${asn.asnNumber}.`,
      link: `/supplier/asn/view/${asn.asnNumber}`,
    });
    // rebooking a confirmed slot moves it and asks the warehouse again
    expect((await book('17:00')).json()).toMatchObject({ bookingId: first.json().bookingId, time: '17:00', status: 'REQUESTED' });
    expect((await decide({ action: 'MOVE', door: 'D01', date: tomorrow, time: '18:00' })).statusCode).toBe(201);
    expect((await notifications()).items[0]?.text).toBe(
      `Dock slot for shipping notice ${asn.asnNumber} moved to ${onDay} 06:00 PM at door D01 (plant 1000).`,
    );
    // the arrival screen's list of notices: the live booking as text, and its day, time and door apart (the screen
    // shows the day in its reader's format)
    const booked = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/zrec/arrivals.json?plant=1000&date=${today}` })
    ).json();
    expect(booked.openNotices.find((n: { asnNumber: string }) => n.asnNumber === asn.asnNumber)).toMatchObject({
      slot: `${tomorrow} 18:00 D01`,
      slotDate: tomorrow,
      slotTime: '18:00',
      slotDoor: 'D01',
    });
    expect((await decide({ action: 'REFUSE' })).statusCode).toBe(201);
    const refused = await notifications();
    expect(refused.items[0]?.text).toBe(
      `Dock slot ${onDay} 06:00 PM at door D01 (plant 1000) refused for shipping notice ${asn.asnNumber}: book another slot.`,
    );
    // the same notification read by a German reader: German words, the German day and clock
    expect((await notifications('de-DE,de;q=0.9')).items[0]?.text).toBe(
      `Rampentermin ${formatDay(tomorrow, 'de-DE')} 18:00 an Tor D01 (Werk 1000) für Lieferavis ${asn.asnNumber} abgelehnt: Bitte buchen Sie einen anderen Termin.`,
    );
    // a refused decision notifies nobody (the notice is written in the decision's transaction)
    expect((await decide({ action: 'CONFIRM' })).statusCode).toBe(409);
    expect((await notifications()).unread).toBe(refused.unread);
    const seen = (await api.supplier.inject({ method: 'GET', url: `${S}/asns/${asn.asnNumber}` })).json();
    expect(seen.slot).toMatchObject({ date: tomorrow, time: '18:00', door: 'D01', status: 'REFUSED' });

    // the truck comes today, a day early and without a slot: the notice is not expected today but offered on arrival
    const arrivals = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/zrec/arrivals.json?plant=1000&date=${today}` })
    ).json();
    expect(arrivals.expected.map((e: { asnNumber: string }) => e.asnNumber)).not.toContain(asn.asnNumber);
    expect(arrivals.openNotices.find((n: { asnNumber: string }) => n.asnNumber === asn.asnNumber)).toEqual({
      asnNumber: asn.asnNumber,
      poNumber: '4517000007',
      vendor: 'V100001',
      vendorName: expect.any(String),
      shipDate: tomorrow,
      status: 'ANNOUNCED',
      slot: null,
      slotDate: null,
      slotTime: null,
      slotDoor: null,
    });
    const arrival = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-arrivals`,
      payload: { plant: '1000', door: 'D01', carrier: 'Early Freight', plate: 'F-EF 1', asnNumber: asn.asnNumber },
    });
    expect(arrival.statusCode, arrival.body).toBe(201);

    // a carton missing at receipt: the supplier is told what, with the link to the notice
    const missing = await api.whfra.inject({ method: 'POST', url: `${W}/asn-differences`, payload: { sscc: sscc(1001) } });
    expect(missing.statusCode, missing.body).toBe(201);
    expect((await notifications()).items[0]).toMatchObject({
      text: `Shipping notice ${asn.asnNumber}: carton ${sscc(1001)} was missing at receipt (item 10 ZDOCK-SER-0001: 5, item 20 ZDOCK-PART-0001: 20).`,
      link: `/supplier/asn/view/${asn.asnNumber}`,
    });
    expect((await notifications('de')).items[0]?.text).toBe(
      `Lieferavis ${asn.asnNumber}: Karton ${sscc(1001)} fehlte beim Wareneingang (Position 10 ZDOCK-SER-0001: 5, Position 20 ZDOCK-PART-0001: 20).`,
    );
    // the row keeps the English text for whatever reads the table itself
    const stored = await api.t.database.db
      .selectFrom('portal_notification')
      .select(['text', 'message_key'])
      .where('link', '=', `/supplier/asn/view/${asn.asnNumber}`)
      .orderBy('notification_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      message_key: 'notifyCartonMissing',
      text: expect.stringMatching(/^Shipping notice .* was missing at receipt/),
    });
    // the warehouse user who recorded it is not notified of it; the plant's dock schedulers were told of each requested slot
    const wh = (await api.whfra.inject({ method: 'GET', url: '/supplier/api/notifications' })).json();
    expect(wh.items.some((n: { text: string }) => n.text.includes(sscc(1001)))).toBe(false);
    const requested = wh.items.filter(
      (n: { kind: string; text: string }) => n.kind === 'DOCK_SLOT_REQUESTED' && n.text.includes(asn.asnNumber),
    );
    expect(requested.map((n: { text: string }) => n.text.match(/(\d\d:\d\d [AP]M)/)?.[1])).toEqual(['05:00 PM', '04:00 PM', '03:00 PM']);
    expect(requested[0]).toMatchObject({ link: `/supplier/warehouse/schd/new?plant=1000&date=${tomorrow}` });
  });
});

describe('service desk', () => {
  it('a ticket on an own document is answered by the warehouse; a document the user cannot see is refused', async () => {
    const foreign = await api.supplier.inject({
      method: 'POST',
      url: '/supplier/api/service-desk/tickets',
      payload: { category: 'QUANTITY', docType: 'PO', docNumber: '4517000009', subject: 'Quantity', text: 'Is it 10?' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Purchase order 4517000009 was not found.');
    // each kind of document's own not-found becomes the ticket's: unknown and out of scope read alike
    const ticketOn = (who: 'supplier' | 'whnwk', docType: string, docNumber: string) =>
      api[who].inject({
        method: 'POST',
        url: '/supplier/api/service-desk/tickets',
        payload: { category: 'OTHER', docType, docNumber, subject: 'Which one?', text: 'Is this ours?' },
      });
    const noAsn = await ticketOn('supplier', 'ASN', '9999999999');
    expect([noAsn.statusCode, noAsn.json().code, noAsn.json().message]).toEqual([
      404,
      'TICKET_DOCUMENT_NOT_FOUND',
      'Shipping notice 9999999999 was not found.',
    ]);
    const noDelivery = await ticketOn('whnwk', 'DELIVERY', '0089999999');
    expect([noDelivery.statusCode, noDelivery.json().code, noDelivery.json().message]).toEqual([
      404,
      'TICKET_DOCUMENT_NOT_FOUND',
      'Delivery 0089999999 was not found.',
    ]);
    const created = await api.supplier.inject({
      method: 'POST',
      url: '/supplier/api/service-desk/tickets',
      payload: { category: 'DATE', docType: 'PO', docNumber: PO, subject: 'Delivery date', text: 'Can we deliver a day later?' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json();
    expect(ticket).toMatchObject({ status: 'OPEN', vendor: 'V100001', plant: '1000' });
    expect((await api.whnwk.inject({ method: 'GET', url: `/supplier/api/service-desk/tickets/${ticket.ticketNumber}` })).statusCode).toBe(
      404,
    );
    const answered = await api.whfra.inject({
      method: 'POST',
      url: `/supplier/api/service-desk/tickets/${ticket.ticketNumber}/messages`,
      payload: { text: 'Yes, book a slot for that day.' },
    });
    expect(answered.json()).toMatchObject({ status: 'ANSWERED' });
    const list = (await api.supplier.inject({ method: 'GET', url: '/supplier/api/service-desk/tickets' })).json();
    expect(list.items[0]).toMatchObject({ ticketNumber: ticket.ticketNumber, status: 'ANSWERED' });
  });
});

describe('/command and /partial', () => {
  it('opens a screen by tcode or page name with the grant and refuses one without it', async () => {
    const ok = await api.whfra.inject({ method: 'GET', url: '/supplier/api/command?q=migo' });
    expect(ok.json()).toEqual({
      path: '/supplier/warehouse/goodsreceipt/index',
      title: 'Goods receipt for purchase and stock transport orders',
    });
    expect((await api.whfra.inject({ method: 'GET', url: '/supplier/api/command?q=Stock%20Inquiry' })).json().path).toBe(
      '/supplier/warehouse/wm/si/home',
    );
    const refused = await api.supplier.inject({ method: 'GET', url: '/supplier/api/command?q=LT12' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer('COMMAND_FORBIDDEN', 'You are not authorized for LT12.'));
    expect((await api.whfra.inject({ method: 'GET', url: '/supplier/api/command?q=MI07' })).statusCode).toBe(403);
    expect((await api.whfra.inject({ method: 'GET', url: '/supplier/api/command?q=XYZ1' })).json().code).toBe('COMMAND_UNKNOWN');
  });

  it('serves the menu and footer fragments and a documented 404 for any other', async () => {
    const menu = await api.supplier.inject({ method: 'GET', url: '/partial?name=menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-type']).toContain('text/html');
    expect(menu.body).toContain('<a href="/supplier/purchaseorders/index">Purchase Orders</a>');
    expect(menu.body).not.toContain('Goods Receipt');
    expect((await api.supplier.inject({ method: 'GET', url: '/partial?name=footer' })).body).toContain('Terms of Service');
    const other = await api.supplier.inject({ method: 'GET', url: '/partial?name=header', headers: { accept: 'application/json' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('PARTIAL_UNKNOWN');
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(api.t.database.db);
  });
});
