import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AuditSearch } from '../../../shared/contracts/audit/schemas';
import { auditSearchSchema } from '../../../shared/contracts/audit/schemas';
import { databaseForFile } from '../../testing/db-test';
import { hashPassword } from '../auth/passwords';
import type { Viewer } from '../master-data/viewer';
import { updateUser } from '../users/update-user';
import { purgeAudit } from './retention';
import { auditActionList, auditRowsOf, searchAudit } from './search-audit';

const file = databaseForFile();
const db = () => file.database.db;
const DAY = 24 * 3600_000;

const admin: Viewer = { isAdmin: true, isWarehouseUser: true, plants: ['1000'], vendors: [] };
/** a supplier administrator of vendor V100001 (a supplier user holding ADMIN/AUDIT) */
const supplierAdmin: Viewer = { isAdmin: false, isWarehouseUser: false, plants: [], vendors: ['V100001'] };
const search = (viewer: Viewer, q: Partial<AuditSearch>) => searchAudit(db(), viewer, auditSearchSchema.parse({ pageSize: 200, ...q }));

async function user(username: string, vendors: string[], flags: { warehouse?: boolean } = {}) {
  const row = await db()
    .insertInto('app_user')
    .values({
      username,
      password_hash: await hashPassword('Secret#12345'),
      first_name: username,
      is_warehouse_user: flags.warehouse ?? false,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  if (vendors.length)
    await db()
      .insertInto('user_vendor')
      .values(vendors.map((vendor_id) => ({ user_id: row.user_id, vendor_id })))
      .execute();
  return row.user_id;
}

async function row(userId: number | null, action: string, at: Date, extra: { plant?: string; object?: string; ip?: string } = {}) {
  await db()
    .insertInto('audit_log')
    .values({
      user_id: userId,
      action,
      at,
      plant_id: extra.plant ?? null,
      object_type: 'test',
      object_id: extra.object ?? null,
      ip: extra.ip ?? null,
    })
    .execute();
}

describe('the audit trail to read', () => {
  it('filters by user, kind, plant, object and the plant’s days, newest first; pages and counts', async () => {
    const a = await user('au_filter_a', ['V100001']);
    const b = await user('au_filter_b', ['V100002']);
    const day = new Date('2026-03-10T12:00:00Z');
    await row(a, 'au.test.one', day, { plant: '1000', object: 'OBJ-1', ip: '10.1.1.1' });
    await row(a, 'au.test.two', new Date(day.getTime() + DAY), { plant: '2000', object: 'OBJ-2' });
    await row(b, 'au.test.one', new Date(day.getTime() + 2 * DAY), { plant: '1000', object: 'OBJ-3' });

    const byUser = await search(admin, { user: 'AU_FILTER_A' });
    expect(byUser.items.map((r) => r.action)).toEqual(['au.test.two', 'au.test.one']);
    expect(byUser.items[1]).toMatchObject({ username: 'au_filter_a', plant: '1000', objectId: 'OBJ-1', ip: '10.1.1.1', changes: [] });
    expect((await search(admin, { action: 'au.test.one' })).items.map((r) => r.objectId)).toEqual(['OBJ-3', 'OBJ-1']);
    expect((await search(admin, { action: 'au.test.one', plant: '1000' })).total).toBe(2);
    expect((await search(admin, { object: 'OBJ-2' })).items.map((r) => r.action)).toEqual(['au.test.two']);
    // plant 1000 is in Europe/Berlin: 2026-03-11 there is 2026-03-10T23:00Z .. 2026-03-11T23:00Z
    const oneDay = await search(admin, { user: 'au_filter_a', plant: '2000', dateFrom: '2026-03-11', dateTo: '2026-03-11' });
    expect(oneDay.items.map((r) => r.objectId)).toEqual(['OBJ-2']);
    expect((await search(admin, { user: 'au_filter_a', dateFrom: '2026-03-12' })).total).toBe(0);
    expect((await search(admin, { user: 'nobody_at_all' })).total).toBe(0);
    const paged = await searchAudit(db(), admin, auditSearchSchema.parse({ action: 'au.test.one', pageSize: 1, page: 2 }));
    expect(paged).toMatchObject({ total: 2, maxPage: 2, page: 2 });
    expect(paged.items.map((r) => r.objectId)).toEqual(['OBJ-1']);
    expect((await searchAudit(db(), admin, auditSearchSchema.parse({ page: 100000 }))).items).toEqual([]);
    const kinds = (await auditActionList(db())).actions;
    expect(kinds).toEqual(expect.arrayContaining(['au.test.one', 'au.test.two']));
    expect(kinds).toEqual([...kinds].sort());
  });

  it('a supplier administrator reads only what its own vendor’s supplier users did', async () => {
    const own = await user('au_scope_own', ['V100001']);
    const other = await user('au_scope_other', ['V100002']);
    const both = await user('au_scope_both', ['V100001', 'V100002']);
    const warehouse = await user('au_scope_wh', ['V100001'], { warehouse: true });
    const at = new Date('2026-04-01T08:00:00Z');
    for (const id of [own, other, both, warehouse]) await row(id, 'au.scope', at);
    await row(null, 'au.scope', at);
    const seen = await search(supplierAdmin, { action: 'au.scope' });
    expect(seen.items.map((r) => r.username)).toEqual(['au_scope_own']);
    // the same through the export's keyset reader
    const exported = [];
    for await (const rows of auditRowsOf(db(), supplierAdmin, { action: 'au.scope' })) exported.push(...rows);
    expect(exported.map((r) => r.username)).toEqual(['au_scope_own']);
    expect((await search(admin, { action: 'au.scope' })).total).toBe(5);
    // a warehouse user holding the grant, or a supplier user without a vendor, reads nothing
    expect((await search({ ...supplierAdmin, isWarehouseUser: true }, {})).total).toBe(0);
    expect((await search({ ...supplierAdmin, vendors: [] }, {})).total).toBe(0);
    // the warehouse's own rows (postings of the seed) never reach a supplier administrator
    expect((await search(admin, { action: 'MATERIAL_DOCUMENT_POSTED' })).total).toBeGreaterThan(0);
    expect((await search(supplierAdmin, { action: 'MATERIAL_DOCUMENT_POSTED' })).total).toBe(0);
    expect((await search(supplierAdmin, { user: 'admin' })).total).toBe(0);
  });

  it('a user change records the changed fields before and after', async () => {
    const id = await user('au_change', ['V100001']);
    const admins = await db().selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await updateUser(db(), admins.user_id, id, {
      firstName: 'au_change',
      lastName: '',
      email: '',
      phone: '',
      language: '',
      isWarehouseUser: false,
      isAdmin: false,
      active: true,
      roles: ['SUPPLIER'],
      plants: [],
      vendors: ['V100001'],
    });
    const [change] = (await search(admin, { action: 'user.update', object: String(id) })).items;
    expect(change?.username).toBe('admin');
    expect(change?.changes).toContainEqual({ field: 'roles', before: '[]', after: '["SUPPLIER"]' });
    expect(change?.changes.map((c) => c.field)).not.toContain('vendors');
  });

  it('postings are recorded with their plant and link to their material document', async () => {
    const posting = await db()
      .selectFrom('audit_log')
      .select(['object_id', 'plant_id'])
      .where('object_type', '=', 'material_document')
      .executeTakeFirst();
    expect(posting?.plant_id).toMatch(/^\d{4}$/);
    const [found] = (await search(admin, { object: posting?.object_id ?? '' })).items;
    expect(found?.matDoc).toBe(posting?.object_id);
    expect(found?.plant).toBe(posting?.plant_id);
  });
});

describe('append-only, with retention as the one way out', () => {
  const refused = async (run: () => Promise<unknown>) => {
    const error = await run().then(
      () => null,
      (e: unknown) => e as { code?: string; message?: string },
    );
    expect(error?.message ?? '').toMatch(/append-only/);
  };

  it('refuses UPDATE and DELETE, also a DELETE of a young row with the retention setting', async () => {
    await row(null, 'au.immutable', new Date(Date.now() - 400 * DAY));
    await refused(() => sql`update audit_log set action = 'x' where action = 'au.immutable'`.execute(db()));
    await refused(() => sql`delete from audit_log where action = 'au.immutable'`.execute(db()));
    await row(null, 'au.young', new Date(Date.now() - 3600_000));
    const cutoff = new Date(Date.now() - 2 * DAY).toISOString();
    // the setting allows rows older than the cutoff only, and the cutoff must lie a day back at least
    await refused(() =>
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`select set_config('portal.audit_purge_before', ${cutoff}, true)`.execute(trx);
          await sql`delete from audit_log where action = 'au.young'`.execute(trx);
        }),
    );
    await refused(() =>
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`select set_config('portal.audit_purge_before', ${new Date().toISOString()}, true)`.execute(trx);
          await sql`delete from audit_log where action = 'au.young'`.execute(trx);
        }),
    );
    // the setting is the transaction's own: the next one is refused again
    await refused(() => sql`delete from audit_log where action = 'au.immutable'`.execute(db()));
    await refused(() => sql`update audit_log set action = 'x' where action = 'au.young'`.execute(db()));
    const left = await db().selectFrom('audit_log').select('action').where('action', 'in', ['au.immutable', 'au.young']).execute();
    expect(left).toHaveLength(2);
  });

  it('the retention job deletes exactly the rows older than the retention', async () => {
    const now = new Date();
    await row(null, 'au.retention.old', new Date(now.getTime() - 31 * DAY));
    await row(null, 'au.retention.edge', new Date(now.getTime() - 29 * DAY));
    const before = await db().selectFrom('audit_log').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    // a clock ahead of the database's cannot reach young rows: the database checks the cutoff against its own time
    await expect(purgeAudit(db(), 30, new Date(now.getTime() + 60 * DAY))).rejects.toThrow(/append-only/);
    const deleted = await purgeAudit(db(), 30, now);
    const old = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('at', '<', new Date(now.getTime() - 30 * DAY))
      .execute();
    expect(old).toEqual([]);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const after = await db().selectFrom('audit_log').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    // the deleted rows are gone, the pass itself is recorded
    expect(after.n).toBe(before.n - deleted + 1);
    const kept = await db().selectFrom('audit_log').select('action').where('action', 'like', 'au.retention.%').execute();
    expect(kept.map((r) => r.action)).toEqual(['au.retention.edge']);
    const [pass] = (await search(admin, { action: 'audit.retention' })).items;
    expect(pass?.details).toContain(`"deleted":${deleted}`);
  });
});
