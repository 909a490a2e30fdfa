import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/calendar';
import { DOCK_POS } from '../../seed/dock';
import { databaseForFile } from '../../testing/db-test';
import { notifiedUsers } from '../../testing/notified';
import { confirmOrder } from '../asn/confirm-order';
import { createAsn } from '../asn/create-asn';
import type { Caller } from '../master-data/viewer';
import { systemPrincipal } from '../principal';
import { bookSlot, decideBooking } from '../receiving/dock-slots';
import { reportMissing } from '../receiving/report-missing';
import { withPostingRetry } from '../stock/posting-retry';
import { notificationMessage } from './message';
import { notify } from './notify';

/**
 * Who hears of what: a supplier user of the event's vendor only (never another vendor's, never an
 * inactive one), warehouse users of the event's plant holding the kind's grant only (never another
 * plant's), the administrators; a user's OFF writes nothing; the same event twice tells once.
 */
const file = databaseForFile();
const today = todayIn('Europe/Berlin');
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const run = <T>(fn: Parameters<typeof withPostingRetry<T>>[1]) => withPostingRetry(file.database.db, fn);
let supplier: Caller;
let warehouse: Caller;

async function user(username: string, extra: { vendor?: string; plant?: string; role?: string; active?: boolean; warehouse?: boolean }) {
  const db = file.database.db;
  const row = await db
    .insertInto('app_user')
    .values({
      username,
      password_hash: '-',
      first_name: username,
      email: `${username}@example.com`,
      is_warehouse_user: extra.warehouse ?? false,
      active: extra.active ?? true,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  if (extra.vendor) await db.insertInto('user_vendor').values({ user_id: row.user_id, vendor_id: extra.vendor }).execute();
  if (extra.plant) await db.insertInto('user_plant').values({ user_id: row.user_id, plant_id: extra.plant }).execute();
  if (extra.role) await db.insertInto('user_role').values({ user_id: row.user_id, role_id: extra.role }).execute();
  return row.user_id;
}

beforeAll(async () => {
  const db = file.database.db;
  const id = async (username: string) =>
    (await db.selectFrom('app_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id;
  supplier = { userId: await id('supplier'), isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };
  warehouse = { userId: await id('whfra'), isAdmin: false, isWarehouseUser: true, plants: ['1000'], vendors: [] };
  await user('sup-colleague', { vendor: 'V100001', role: 'SUPPLIER' });
  await user('sup-left', { vendor: 'V100001', role: 'SUPPLIER', active: false });
  await user('sup-other', { vendor: 'V100002', role: 'SUPPLIER' });
  // a warehouse user of plant 1000 who may only look at stock: no dock, no orders
  await db.insertInto('role').values({ role_id: 'STOCK_ONLY', description: 'Stock inquiry' }).execute();
  await db.insertInto('role_grant').values({ role_id: 'STOCK_ONLY', module: 'WM', tcode: 'LX03' }).execute();
  await user('wh-stock', { plant: '1000', role: 'STOCK_ONLY', warehouse: true });
  // a dock scheduler of another plant
  await user('wh-2000', { plant: '2000', role: 'WH_OPERATOR', warehouse: true });
});

const notice = (po: string) =>
  run((trx) =>
    createAsn(trx, supplier, {
      purchaseOrderNo: po,
      shipDate: tomorrow,
      pallets: [{ cartons: [{ items: [{ itemNo: 20, quantity: '1' }] }, { items: [{ itemNo: 20, quantity: '1' }] }] }],
    }),
  );

describe('notification audiences', () => {
  it("dock slots: the request to the plant's dock schedulers, the decision to the vendor's active supplier users", async () => {
    const asn = await notice(DOCK_POS[2] as string);
    const booking = await run((trx) =>
      bookSlot(trx, supplier, { plant: '1000', door: 'D01', date: tomorrow, time: '08:00', asnNumber: asn.asnNumber }),
    );
    expect(await notifiedUsers(file.database.db, 'DOCK_SLOT_REQUESTED', asn.asnNumber)).toEqual(['admin', 'whfra']);
    await run((trx) => decideBooking(trx, warehouse, booking.bookingId, { action: 'CONFIRM' }));
    expect(await notifiedUsers(file.database.db, 'DOCK_SLOT_CONFIRMED', asn.asnNumber)).toEqual(['sup-colleague', 'supplier']);
    // a colleague who switched the kind off hears nothing of the next decision
    const colleague = await file.database.db
      .selectFrom('app_user')
      .select('user_id')
      .where('username', '=', 'sup-colleague')
      .executeTakeFirstOrThrow();
    await file.database.db
      .insertInto('notification_preference')
      .values({ user_id: colleague.user_id, kind: 'DOCK_SLOT_REFUSED', channel: 'OFF' })
      .execute();
    await run((trx) => decideBooking(trx, warehouse, booking.bookingId, { action: 'REFUSE' }));
    expect(await notifiedUsers(file.database.db, 'DOCK_SLOT_REFUSED', asn.asnNumber)).toEqual(['supplier']);
  });

  it("a missing carton and the notice received with its difference: the vendor's supplier users", async () => {
    const asn = await notice(DOCK_POS[3] as string);
    const pallet = await file.database.db
      .selectFrom('asn_package')
      .select('sscc')
      .where('asn_number', '=', asn.asnNumber)
      .where('kind', '=', 'PALLET')
      .executeTakeFirstOrThrow();
    const actor = systemPrincipal({ userId: warehouse.userId, username: 'whfra', plants: ['1000'] });
    await run((trx) => reportMissing(trx, actor, pallet.sscc));
    expect(await notifiedUsers(file.database.db, 'ASN_DIFFERENCE', asn.asnNumber)).toEqual(['sup-colleague', 'supplier']);
    expect(await notifiedUsers(file.database.db, 'ASN_RECEIVED', asn.asnNumber)).toEqual(['sup-colleague', 'supplier']);
    const text = await file.database.db
      .selectFrom('portal_notification')
      .select('text')
      .where('kind', '=', 'ASN_RECEIVED')
      .where('text', 'like', `%${asn.asnNumber}%`)
      .executeTakeFirstOrThrow();
    expect(text.text).toBe(`Shipping notice ${asn.asnNumber} was received with differences: 2 cartons were missing.`);
  });

  it("a confirmation proposing a change: the plant's buyers (MM/ME23N at the order's plant), not the supplier", async () => {
    const po = DOCK_POS[4] as string;
    const ordered = await file.database.db
      .selectFrom('purchase_order_item')
      .select(['item_no', 'quantity', sql<string>`delivery_date::text`.as('date')])
      .where('po_number', '=', po)
      .orderBy('item_no')
      .execute();
    const [first, second] = ordered as [(typeof ordered)[0], (typeof ordered)[0]];
    // as ordered: nobody is told
    await run((trx) =>
      confirmOrder(trx, supplier, po, { items: [{ itemNo: first.item_no, quantity: first.quantity, deliveryDate: first.date }] }),
    );
    expect(await notifiedUsers(file.database.db, 'PO_CONFIRMATION_CHANGE', po)).toEqual([]);
    await run((trx) => confirmOrder(trx, supplier, po, { items: [{ itemNo: second.item_no, quantity: '1', deliveryDate: second.date }] }));
    expect(await notifiedUsers(file.database.db, 'PO_CONFIRMATION_CHANGE', po)).toEqual(['admin', 'whfra']);
  });

  it('the same event twice tells each recipient once; administrators only for an administrators kind', async () => {
    const event = () =>
      run((trx) =>
        notify(trx, {
          kind: 'WEBHOOK_FAILING',
          to: { administrators: true },
          message: notificationMessage('notify.webhookFailing', { token: 'ERP-TEST', error: 'HTTP 500' }),
          link: '/supplier/admin/tokens',
          dedupeKey: 'test:webhook:1',
        }),
      );
    expect((await event()).length).toBe(1);
    expect(await event()).toEqual([]);
    expect(await notifiedUsers(file.database.db, 'WEBHOOK_FAILING', 'ERP-TEST')).toEqual(['admin']);
  });
});
