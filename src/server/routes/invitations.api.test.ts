import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { appForFile } from '../testing/api-test';
import { cookieValue } from '../testing/test-app';

const api = appForFile(['admin', 'supplier']);
const INVITE = '/supplier/api/admin/users/invite';
const invitation = (userId: number) => `/supplier/api/admin/users/${userId}/invitation`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const mailOn = () => {
  api.t.app.ctx.config.mail.smtp = { host: '127.0.0.1', port: 2525, secure: false, user: undefined, password: undefined };
};
const mailsTo = (address: string) =>
  api.t.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', address).orderBy('mail_id').execute();
const tokenOf = (mail: { text_body: string } | undefined) =>
  /\/supplier\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';

async function choosePassword(token: string, password: string) {
  const page = await api.t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${token}` });
  const raw = cookieValue(page, 'sp_password_csrf');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const res = await api.t.app.inject({
    method: 'POST',
    url: '/supplier/password/reset',
    headers: { ...form, cookie: raw ? `sp_password_csrf=${raw}` : '' },
    payload: new URLSearchParams({ token, password, repeat: password, _csrf: csrf }).toString(),
  });
  return { page, res };
}

const newUser = (username: string, email: string | undefined, extra: Record<string, unknown> = {}) => ({
  username,
  firstName: 'Ines',
  lastName: 'Vited',
  ...(email === undefined ? {} : { email }),
  language: 'de',
  roles: [],
  plants: [],
  vendors: [],
  ...extra,
});

describe('invitations by e-mail', () => {
  it('need e-mail to be on, an administrator, and an address', async () => {
    expect((await api.admin.inject({ method: 'POST', url: INVITE, payload: newUser('ines0', 'ines0@example.com') })).json().code).toBe(
      'MAIL_OFF',
    );
    mailOn();
    try {
      expect((await api.supplier.inject({ method: 'POST', url: INVITE, payload: newUser('ines0', 'ines0@example.com') })).statusCode).toBe(
        403,
      );
      for (const [body, field] of [
        [newUser('ines0', undefined), 'email'],
        [newUser('ines0', 'not-an-address'), 'email'],
        [newUser('ines0', `${'x'.repeat(200)}@example.com`), 'email'],
        [newUser('in es', 'ines0@example.com'), 'username'],
        [newUser('ines0', 'ines0@example.com', { password: 'typed-by-the-admin' }), 'password'],
      ] as const) {
        const res = await api.admin.inject({ method: 'POST', url: INVITE, payload: body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().details?.field, JSON.stringify(body)).toContain(field);
      }
      const taken = await api.admin.inject({ method: 'POST', url: INVITE, payload: newUser('Supplier', 'x@example.com') });
      expect(taken.json().code).toBe('USERNAME_TAKEN');
      expect(await api.t.database.db.selectFrom('mail_outbox').select('mail_id').execute()).toEqual([]);
    } finally {
      api.t.app.ctx.config.mail.smtp = testConfig().mail.smtp;
    }
  });

  it('creates the user without a usable password; the mailed link sets one once and signs in', async () => {
    mailOn();
    try {
      const res = await api.admin.inject({ method: 'POST', url: INVITE, payload: newUser('ines1', 'ines1@example.com') });
      expect(res.statusCode, res.body).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({ username: 'ines1', email: 'ines1@example.com', invitation: { open: true } });
      const days = (Date.parse(user.invitation.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
      const [mail, ...more] = await mailsTo('ines1@example.com');
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ language: 'de', subject: 'Ihr Zugang zum Acme Financial Lieferantenportal' });
      expect(mail?.text_body).toContain('hat Sie als Benutzer ines1');
      // no password works before the link is used
      await expect(api.t.signIn('ines1', '!invited')).rejects.toThrow();

      const { page, res: done } = await choosePassword(tokenOf(mail), 'chosen-password-1');
      expect(page.body).toContain('CHOOSE YOUR PASSWORD');
      expect(done.statusCode).toBe(303);
      expect((await api.t.signIn('ines1', 'chosen-password-1')).username).toBe('ines1');
      expect((await api.admin.inject({ method: 'GET', url: `/supplier/api/admin/users/${user.userId}` })).json().invitation).toBeNull();
      expect((await choosePassword(tokenOf(mail), 'other-password-2')).res.statusCode).toBe(410);
      expect((await api.admin.inject({ method: 'POST', url: invitation(user.userId) })).json().code).toBe('INVITATION_NOT_FOUND');
      const audit = await api.t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('object_id', '=', String(user.userId))
        .where('action', 'in', ['user.invite', 'invitation.accepted'])
        .orderBy('audit_id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['user.invite', 'invitation.accepted']);
    } finally {
      api.t.app.ctx.config.mail.smtp = testConfig().mail.smtp;
    }
  });

  it('is sent again with a new link (the old one ends), and revoked', async () => {
    mailOn();
    try {
      const user = (await api.admin.inject({ method: 'POST', url: INVITE, payload: newUser('ines2', 'ines2@example.com') })).json();
      const again = await api.admin.inject({ method: 'POST', url: invitation(user.userId) });
      expect(again.json().invitation).toMatchObject({ open: true });
      const [first, second] = await mailsTo('ines2@example.com');
      expect(tokenOf(second)).not.toBe(tokenOf(first));
      expect((await api.t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${tokenOf(first)}` })).statusCode).toBe(410);
      expect((await api.t.app.inject({ method: 'GET', url: `/supplier/password/reset?token=${tokenOf(second)}` })).statusCode).toBe(200);
      expect((await api.supplier.inject({ method: 'DELETE', url: invitation(user.userId) })).statusCode).toBe(403);
      const revoked = await api.admin.inject({ method: 'DELETE', url: invitation(user.userId) });
      expect(revoked.json().invitation).toMatchObject({ open: false });
      expect((await choosePassword(tokenOf(second), 'chosen-password-1')).res.statusCode).toBe(410);
      // a user never invited has no invitation to send again
      const supplierId = (
        await api.t.database.db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow()
      ).user_id;
      expect((await api.admin.inject({ method: 'DELETE', url: invitation(supplierId) })).json().code).toBe('INVITATION_NOT_FOUND');
      expect((await api.admin.inject({ method: 'POST', url: invitation(999_999) })).json().code).toBe('USER_NOT_FOUND');
    } finally {
      api.t.app.ctx.config.mail.smtp = testConfig().mail.smtp;
    }
  });
});
