import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { createTestDatabase } from '../../testing/test-db';
import { issueQrLoginToken, redeemQrLoginToken } from './qr-login';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 25 });
});
afterAll(async () => {
  await database?.close();
});

describe('QR sign-in tokens on PostgreSQL', () => {
  it('of 20 concurrent redemptions of one token exactly one opens a session', async () => {
    const db = database.db;
    const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    const sessions = async () =>
      Number(
        (
          await db
            .selectFrom('user_session')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.user_id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sessions();
    const { token } = await issueQrLoginToken(db, user.user_id, '127.0.0.1');
    const policy = { idleMinutes: 60, absoluteHours: 12 };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => redeemQrLoginToken(db, policy, token, { ip: `10.0.0.${i}`, userAgent: 'test' })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'QR_TOKEN_INVALID' });
    expect(await sessions()).toBe(before + 1);
    const audit = await db.selectFrom('audit_log').select('action').where('action', 'in', ['qr.redeem', 'qr.refused']).execute();
    expect(audit.filter((a) => a.action === 'qr.redeem')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'qr.refused')).toHaveLength(19);
  });
});
