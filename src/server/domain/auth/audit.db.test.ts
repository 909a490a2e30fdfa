import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { auditBy, writeAudit } from './audit';

const file = databaseForFile();

describe('audit rows', () => {
  it('auditBy writes the row writeAudit writes, with the actor as user and address (null when it has none)', async () => {
    const { db } = file.database;
    const user = await db.selectFrom('app_user').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    const entry = { objectType: 'pi_document', objectId: '1000000001', details: { items: [1, 2] } };
    await writeAudit(db, { ...entry, action: 'TEST_DIRECT', userId: user.user_id, ip: '10.0.0.1' });
    await auditBy(db, { userId: user.user_id, ip: '10.0.0.1' }, { ...entry, action: 'TEST_BY' });
    await auditBy(db, { userId: user.user_id }, { action: 'TEST_NO_IP', objectType: 'equipment' });
    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'object_type', 'object_id', 'ip', 'details'])
      .where('action', 'in', ['TEST_DIRECT', 'TEST_BY', 'TEST_NO_IP'])
      .orderBy('action')
      .execute();
    const [by, direct, noIp] = rows;
    expect({ ...by, action: 'TEST_DIRECT' }).toEqual(direct);
    expect(direct?.user_id).toBe(user.user_id);
    expect(noIp).toMatchObject({ user_id: user.user_id, object_type: 'equipment', object_id: null, ip: null, details: null });
  });
});
