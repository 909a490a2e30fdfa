import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { createTestDatabase } from '../../testing/test-db';
import { queueMail } from './queue-mail';
import { createMailSender, mailPolicy } from './sender';

/**
 * The claim on PostgreSQL (PGlite has one connection, nothing overlaps there): three senders on one
 * database, each claiming small batches with `for update skip locked`, run their rounds concurrently
 * while writers queue mails; every mail reaches the SMTP server exactly once.
 */
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.stop();
  await database?.close();
});

describe('several mail senders on one database (PostgreSQL)', () => {
  it('send each mail once', async () => {
    const db = database.db;
    const senders = Array.from({ length: 3 }, () =>
      createMailSender(db, {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, password: undefined },
        from: 'portal@example.com',
        retrySeconds: [0],
        maxAttempts: 5,
        timeoutMs: 2000,
        intervalMs: 1,
        batch: 3,
        policy: mailPolicy({ allowLoopback: true, networks: [] }),
      }),
    );
    for (const s of senders) s.start();
    const count = 40;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await new Promise((r) => setTimeout(r, Math.random() * 40));
          await queueMail(trx, {
            dedupeKey: `concurrent-${i}`,
            to: { address: `user${i}@example.com` },
            subject: { key: 'mail.passwordReset.subject', values: { brand: 'Acme' } },
            paragraphs: [{ key: 'mail.passwordReset.body', values: { username: `user${i}`, minutes: 30 } }],
            action: { label: { key: 'mail.passwordReset.action' }, path: '/supplier/login' },
            reason: { key: 'mail.passwordReset.reason' },
          });
        }),
      ),
    );
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200)); // a duplicate would arrive now
    await Promise.all(senders.map((s) => s.stop()));
    const addresses = smtp.received.flatMap((m) => m.to).sort();
    expect(addresses).toEqual(Array.from({ length: count }, (_, i) => `user${i}@example.com`).sort());
    const states = await db.selectFrom('mail_outbox').select(['state', 'attempts']).where('dedupe_key', 'like', 'concurrent-%').execute();
    expect(states.every((s) => s.state === 'sent' && s.attempts === 1)).toBe(true);
  });
});
