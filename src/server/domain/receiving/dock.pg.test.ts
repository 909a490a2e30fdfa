import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { DOCK_POS } from '../../seed/dock';
import { createTestDatabase } from '../../testing/test-db';
import { createAsn } from '../asn/create-asn';
import { DomainError } from '../errors';
import type { Viewer } from '../master-data/viewer';
import { systemPrincipal } from '../principal';
import { withPostingRetry } from '../stock/posting-retry';
import { bookSlot } from './dock-slots';
import { receiveSscc } from './receive-sscc';

/**
 * The dock's concurrency claims on PostgreSQL (PGlite has one connection): twenty bookings of one
 * slot at once book it once (the unique index, not a check in code); two notices naming the same
 * serials on different orders at once: one wins; two scans of one pallet at once receive it once.
 */
let database: Database;
let supplier: Viewer & { userId: number };
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 24 });
  const u = await database.db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
  supplier = { userId: u.user_id, isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };
});
afterAll(async () => {
  await database?.close();
});

const run = <T>(fn: Parameters<typeof withPostingRetry<T>>[1]) => withPostingRetry(database.db, fn);
const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason instanceof DomainError ? r.reason.code : String(r.reason)));

const notice = (po: string) => ({
  purchaseOrderNo: po,
  shipDate: tomorrow,
  pallets: [
    {
      cartons: [{ items: [{ itemNo: 10, quantity: '3.000', serials: ['PGX-1', 'PGX-2', 'PGX-3'] }] }],
    },
  ],
});

describe('dock under concurrency (PostgreSQL)', () => {
  it('twenty bookings of the last place of a slot at once: exactly one is booked', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        run((trx) =>
          bookSlot(trx, supplier, { plant: '1000', door: 'D01', date: tomorrow, time: '14:00', poNumber: DOCK_POS[1] as string }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual(Array.from({ length: 19 }, () => 'DOCK_SLOT_FULL'));
    const rows = await database.db
      .selectFrom('dock_slot')
      .select('booking_id')
      .where('door_id', '=', 'D01')
      .where('slot_date', '=', sql<Date>`${tomorrow}::date`)
      .where('start_minute', '=', 14 * 60)
      .execute();
    // the slot of that day (the demo's history books the same door and hour on past days)
    expect(rows).toHaveLength(1);
  });

  it('two notices with the same serials on two orders at once: one is created, the other refused, nothing half-written', async () => {
    const results = await Promise.allSettled([
      run((trx) => createAsn(trx, supplier, notice(DOCK_POS[2] as string))),
      run((trx) => createAsn(trx, supplier, notice(DOCK_POS[3] as string))),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(['ASN_SERIAL_TAKEN', 'ASN_SERIAL_ANNOUNCED']).toContain(refusals(results)[0]);
    const serials = await database.db.selectFrom('asn_serial').select('asn_number').where('serial_number', 'like', 'PGX-%').execute();
    expect(serials).toHaveLength(3);
    expect(new Set(serials.map((s) => s.asn_number)).size).toBe(1);
  });

  it('two scans of one pallet at once: one receipt, the other finds it received', async () => {
    const asn = await run((trx) =>
      createAsn(trx, supplier, {
        ...notice(DOCK_POS[4] as string),
        pallets: [{ cartons: [{ items: [{ itemNo: 20, quantity: '4.000' }] }, { items: [{ itemNo: 20, quantity: '6.000' }] }] }],
      }),
    );
    const pallet = asn.packages[0]?.sscc as string;
    const w = await database.db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    const actor = systemPrincipal({ userId: w.user_id, username: 'whfra', plants: ['1000'] });
    const results = await Promise.allSettled([
      run((trx) => receiveSscc(trx, actor, pallet)),
      run((trx) => receiveSscc(trx, actor, pallet)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual(['SSCC_ALREADY_RECEIVED']);
    const docs = await database.db
      .selectFrom('material_document')
      .select('mat_doc')
      .where('header_text', 'like', `%SSCC ${pallet}`)
      .execute();
    expect(docs).toHaveLength(1);
  });
});
