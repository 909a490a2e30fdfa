import { describe, expect, it } from 'vitest';
import { issueQrLoginToken, redeemQrLoginToken } from '../domain/auth/qr-login';
import { loadSession } from '../domain/auth/sessions';
import { appForFile, getAs } from '../testing/api-test';

const api = appForFile(['admin'] as const);
const MINE = '/supplier/api/profile/sessions';
const HANDHELD_UA = 'Mozilla/5.0 (Linux; Android 13; TC52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('sessions', () => {
  it('My sessions lists the devices, marks this one, and ending another signs it out at its next request (also a cached one)', async () => {
    const desk = await api.t.signIn('whfra');
    const handheld = await api.t.signIn('whfra');
    // the handheld's reads are served from the session cache from now on
    expect((await getAs(handheld, MINE, { 'user-agent': HANDHELD_UA })).statusCode).toBe(200);
    expect((await getAs(handheld, MINE)).statusCode).toBe(200);
    const list = (await getAs(desk, MINE)).json().sessions as { sessionId: number; current: boolean; browser: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const theirs = (await getAs(handheld, MINE)).json().sessions.find((s: { current: boolean }) => s.current);
    expect(JSON.stringify(list)).not.toMatch(/[0-9a-f]{64}/); // never a session hash
    const ended = await desk.inject({ method: 'DELETE', url: `${MINE}/${theirs.sessionId}` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().sessions.map((s: { sessionId: number }) => s.sessionId)).not.toContain(theirs.sessionId);
    expect((await getAs(handheld, MINE)).statusCode).toBe(401);
    expect((await getAs(desk, MINE)).statusCode).toBe(200);
    // once ended, it is not found again; another user's session is not found either
    expect((await desk.inject({ method: 'DELETE', url: `${MINE}/${theirs.sessionId}` })).statusCode).toBe(404);
    const adminOwn = (await getAs(api.admin, MINE)).json().sessions[0];
    expect((await desk.inject({ method: 'DELETE', url: `${MINE}/${adminOwn.sessionId}` })).statusCode).toBe(404);
    expect((await getAs(api.admin, MINE)).statusCode).toBe(200);
    const audit = await api.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'session.end')
      .execute();
    expect(audit.at(-1)?.details).toMatchObject({ sessionId: theirs.sessionId });
  });

  it('"end all others" keeps this one; administrators see and end a user’s sessions', async () => {
    const one = await api.t.signIn('whnwk');
    const two = await api.t.signIn('whnwk');
    const three = await api.t.signIn('whnwk');
    const res = await one.inject({ method: 'POST', url: `${MINE}/end-others` });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await getAs(two, MINE)).statusCode).toBe(401);
    expect((await getAs(three, MINE)).statusCode).toBe(401);

    const users = (await getAs(api.admin, '/supplier/api/admin/users?search=whnwk')).json().users;
    const url = `/supplier/api/admin/users/${users[0].userId}/sessions`;
    const seen = (await getAs(api.admin, url)).json().sessions;
    expect(seen).toHaveLength(1);
    expect(seen[0].current).toBe(false);
    const byAdmin = await api.admin.inject({ method: 'DELETE', url: `${url}/${seen[0].sessionId}` });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().sessions).toEqual([]);
    expect((await getAs(one, MINE)).statusCode).toBe(401);
    const four = await api.t.signIn('whnwk');
    expect((await api.admin.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await getAs(four, MINE)).statusCode).toBe(401);
    expect((await getAs(api.admin, '/supplier/api/admin/users/999999/sessions')).json().sessions).toEqual([]);
    expect((await getAs(four, url)).statusCode).toBe(401);
    expect((await api.admin.inject({ method: 'DELETE', url: `${url}/abc` })).statusCode).toBe(400);
  });

  it('a handheld paired by QR code says so, with its device made readable', async () => {
    const db = api.t.database.db;
    const whfra = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    const { token } = await issueQrLoginToken(db, whfra.user_id, '10.0.0.7');
    const paired = await redeemQrLoginToken(db, { idleMinutes: 60, absoluteHours: 12 }, token, { ip: '10.0.0.8', userAgent: HANDHELD_UA });
    const desk = await api.t.signIn('whfra');
    const handheld = (await getAs(desk, MINE)).json().sessions.find((s: { paired: boolean }) => s.paired);
    expect(handheld).toMatchObject({ browser: 'Chrome', os: 'Android', ip: '10.0.0.8', current: false });
    await desk.inject({ method: 'DELETE', url: `${MINE}/${handheld.sessionId}` });
    expect(await loadSession(db, paired.token, { idleMinutes: 60, absoluteHours: 12 })).toBeUndefined();
  });
});
