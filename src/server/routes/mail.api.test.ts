import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { queueMail } from '../domain/mail/queue-mail';
import { appForFile } from '../testing/api-test';

const api = appForFile(['admin', 'supplier']);
const STATUS = '/supplier/api/admin/mail';

describe('the e-mail admin screen', () => {
  it('says when e-mail is off; counts the outbox; sends a dead letter again; only for administrators', async () => {
    const off = await api.admin.inject({ method: 'GET', url: STATUS });
    expect(off.json()).toEqual({ enabled: false, server: null, from: null, queued: 0, sent: 0, dead: 0, deadLetters: [] });
    expect((await api.supplier.inject({ method: 'GET', url: STATUS })).statusCode).toBe(403);

    const { db } = api.t.database;
    for (const key of ['a', 'b', 'c']) {
      await db.transaction().execute((trx) =>
        queueMail(trx, {
          dedupeKey: `admin-screen:${key}`,
          to: { address: `${key}@example.com` },
          subject: { key: 'mail.passwordReset.subject' },
          paragraphs: [],
          action: { label: { key: 'mail.passwordReset.action' }, path: '/supplier/login' },
          reason: { key: 'mail.passwordReset.reason' },
        }),
      );
    }
    await db.updateTable('mail_outbox').set({ state: 'sent' }).where('dedupe_key', '=', 'admin-screen:a').execute();
    await db
      .updateTable('mail_outbox')
      .set({ state: 'dead', attempts: 10, last_error: '550 5.1.1 mailbox unknown' })
      .where('dedupe_key', '=', 'admin-screen:b')
      .execute();
    const { mail } = api.t.app.ctx.config;
    mail.smtp = { host: 'mail.example.com', port: 465, secure: true, user: 'portal', password: 'secret-password' };
    mail.from = 'portal@example.com';
    try {
      const on = (await api.admin.inject({ method: 'GET', url: STATUS })).json();
      expect(on).toMatchObject({
        enabled: true,
        server: 'smtps://mail.example.com:465',
        from: 'portal@example.com',
        queued: 1,
        sent: 1,
        dead: 1,
      });
      expect(JSON.stringify(on)).not.toContain('secret-password');
      expect(on.deadLetters).toEqual([
        expect.objectContaining({
          recipient: 'b@example.com',
          subject: 'Choose a new password for the Acme Financial Supplier Portal',
          attempts: 10,
          lastError: '550 5.1.1 mailbox unknown',
        }),
      ]);
      const mailId = on.deadLetters[0].mailId;
      expect((await api.supplier.inject({ method: 'POST', url: `${STATUS}/${mailId}/resend` })).statusCode).toBe(403);
      const again = await api.admin.inject({ method: 'POST', url: `${STATUS}/${mailId}/resend` });
      expect(again.json()).toMatchObject({ queued: 2, dead: 0, deadLetters: [] });
      const twice = await api.admin.inject({ method: 'POST', url: `${STATUS}/${mailId}/resend` });
      expect([twice.statusCode, twice.json().code]).toEqual([404, 'MAIL_NOT_FOUND']);
      expect((await api.admin.inject({ method: 'POST', url: `${STATUS}/nope/resend` })).statusCode).toBe(400);
    } finally {
      mail.smtp = testConfig().mail.smtp;
    }
  });
});
