import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { getMailStatus, resendMail } from './mail-status';
import { type MailToQueue, queueMail } from './queue-mail';
import { createMailSender, type MailSenderOptions, mailPolicy } from './sender';

const file = databaseForFile();
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.stop();
});

const mail = (key: string, address: string, language: string | null = null): MailToQueue => ({
  dedupeKey: key,
  to: { address, language },
  subject: { key: 'mail.passwordReset.subject', values: { brand: 'Acme <Financial>' } },
  paragraphs: [
    { key: 'mail.greeting', values: { name: 'Ann & Bob' } },
    { key: 'mail.passwordReset.body', values: { username: 'ann', minutes: 30 } },
  ],
  action: { label: { key: 'mail.passwordReset.action' }, path: `/supplier/password/reset?token=${key}` },
  reason: { key: 'mail.passwordReset.reason' },
  origin: 'https://portal.example.com',
});

const sender = (options: Partial<MailSenderOptions> = {}) =>
  createMailSender(file.database.db, {
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, password: undefined },
    from: 'portal@example.com',
    retrySeconds: [0],
    maxAttempts: 5,
    timeoutMs: 2000,
    policy: mailPolicy({ allowLoopback: true, networks: [] }),
    ...options,
  });

const row = (key: string) => file.database.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();

describe('the mail outbox', () => {
  it('queues a mail in the caller transaction: once per dedupe key, never when the transaction rolls back', async () => {
    const { db } = file.database;
    expect(await db.transaction().execute((trx) => queueMail(trx, mail('dedupe-1', 'a@example.com')))).toBe(true);
    expect(await db.transaction().execute((trx) => queueMail(trx, mail('dedupe-1', 'other@example.com')))).toBe(false);
    await expect(
      db.transaction().execute(async (trx) => {
        await queueMail(trx, mail('rolled-back', 'a@example.com'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['dedupe_key', 'recipient', 'state'])
      .where('dedupe_key', 'in', ['dedupe-1', 'rolled-back'])
      .execute();
    expect(rows).toEqual([{ dedupe_key: 'dedupe-1', recipient: 'a@example.com', state: 'queued' }]);
  });

  it('sends HTML and plain text in the recipient language, with the link and why it was sent', async () => {
    const { db } = file.database;
    await db.transaction().execute((trx) => queueMail(trx, mail('german-1', 'de@example.com', 'de')));
    await sender().runOnce();
    const [got, ...more] = smtp.to('de@example.com');
    expect(more).toEqual([]);
    expect(got?.subject).toBe('Neues Passwort für das Acme <Financial> Lieferantenportal');
    expect(got?.language).toBe('de');
    expect(got?.from).toBe('portal@example.com');
    expect(got?.text).toContain('Guten Tag Ann & Bob,');
    expect(got?.text).toContain('https://portal.example.com/supplier/password/reset?token=german-1');
    expect(got?.text).toContain('weil auf der Anmeldeseite des Portals ein neues Passwort');
    // the HTML escapes values and links the same address
    expect(got?.html).toContain('Guten Tag Ann &amp; Bob,');
    expect(got?.html).toContain('href="https://portal.example.com/supplier/password/reset?token=german-1"');
    expect(got?.html).toContain('<html lang="de">');
    expect(await row('german-1')).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    // sent is sent: another round sends nothing again
    await sender().runOnce();
    expect(smtp.to('de@example.com')).toHaveLength(1);
  });

  it('a server that refuses, then is down, then comes back: the mail is retried and arrives exactly once', async () => {
    const { db } = file.database;
    await db.transaction().execute((trx) => queueMail(trx, mail('retry-1', 'retry@example.com')));
    const s = sender();
    smtp.state.refuseRecipients = 1;
    expect(await s.runOnce()).toBe(0);
    expect(await row('retry-1')).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await row('retry-1')).last_error).toContain('451');
    await smtp.stop();
    expect(await s.runOnce()).toBe(0);
    expect(await row('retry-1')).toMatchObject({ state: 'queued', attempts: 2 });
    expect((await row('retry-1')).last_error).toContain('ECONNREFUSED');
    await smtp.start();
    expect(await s.runOnce()).toBe(1);
    expect(await s.runOnce()).toBe(0);
    expect(smtp.to('retry@example.com')).toHaveLength(1);
    expect(await row('retry-1')).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
  });

  it('waits the retry interval before the next attempt', async () => {
    const { db } = file.database;
    await db.transaction().execute((trx) => queueMail(trx, mail('wait-1', 'wait@example.com')));
    const s = sender({ retrySeconds: [3600] });
    smtp.state.refuseRecipients = 1;
    await s.runOnce();
    await s.runOnce();
    expect(await row('wait-1')).toMatchObject({ state: 'queued', attempts: 1 });
    expect(smtp.to('wait@example.com')).toHaveLength(0);
    // not due for an hour: out of the way of the next test
    await db.updateTable('mail_outbox').set({ state: 'sent' }).where('dedupe_key', '=', 'wait-1').execute();
  });

  it('after the last attempt the mail is a dead letter; sent again by an administrator it arrives', async () => {
    const { db } = file.database;
    await db.transaction().execute((trx) => queueMail(trx, mail('dead-1', 'dead@example.com')));
    const s = sender({ maxAttempts: 2 });
    smtp.state.refuseRecipients = 2;
    await s.runOnce();
    await s.runOnce();
    await s.runOnce();
    expect(await row('dead-1')).toMatchObject({ state: 'dead', attempts: 2 });
    const status = await getMailStatus(db);
    expect(status.dead).toBe(1);
    expect(status.deadLetters).toEqual([
      expect.objectContaining({ recipient: 'dead@example.com', attempts: 2, lastError: expect.stringContaining('451') }),
    ]);
    const admin = await db.selectFrom('app_user').select('user_id').where('is_admin', '=', true).executeTakeFirstOrThrow();
    const mailId = status.deadLetters[0]?.mailId ?? 0;
    await resendMail(db, { userId: admin.user_id, ip: '10.0.0.9' }, mailId);
    await expect(resendMail(db, { userId: admin.user_id }, mailId)).rejects.toMatchObject({ code: 'MAIL_NOT_FOUND' });
    expect(await s.runOnce()).toBe(1);
    expect(smtp.to('dead@example.com')).toHaveLength(1);
    expect((await getMailStatus(db)).dead).toBe(0);
    const audit = await db.selectFrom('audit_log').select(['user_id', 'object_id']).where('action', '=', 'mail.resend').execute();
    expect(audit).toEqual([{ user_id: admin.user_id, object_id: String(mailId) }]);
  });

  it('refuses an SMTP server the address policy refuses (loopback without the switch), as a failed attempt', async () => {
    const { db } = file.database;
    await db.transaction().execute((trx) => queueMail(trx, mail('policy-1', 'policy@example.com')));
    await sender({ policy: mailPolicy({ allowLoopback: false, networks: [] }), retrySeconds: [3600] }).runOnce();
    expect(await row('policy-1')).toMatchObject({ state: 'queued', attempts: 1, last_error: 'address refused: this machine' });
    expect(smtp.to('policy@example.com')).toHaveLength(0);
    await db.updateTable('mail_outbox').set({ state: 'sent' }).where('dedupe_key', '=', 'policy-1').execute();
  });
});
