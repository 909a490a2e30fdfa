import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/calendar';
import { createMailSender, mailPolicy } from '../domain/mail/sender';
import { sendDigests, startDigestJob } from '../domain/notifications/mail';
import { appForFile } from '../testing/api-test';
import { startSmtpReceiver } from '../testing/smtp-receiver';

/**
 * The done-when of the notifications: a slot refused by the warehouse reaches the supplier's bell and
 * inbox exactly once, also when the SMTP server was down at first and the refusal was sent twice (a
 * replayed request); the mail is in the supplier's language, with the link and why it was sent. And
 * the channels: a kind switched off writes nothing, the daily digest collects a day into one mail.
 */
const api = appForFile(['supplier', 'whfra', 'admin'] as const);
const S = '/supplier/api/supplier';
const W = '/supplier/api/warehouse';
const N = '/supplier/api/notifications';
const today = todayIn('Europe/Berlin');
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.stop();
});

const sender = () =>
  createMailSender(api.t.database.db, {
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, password: undefined },
    from: 'portal@example.com',
    retrySeconds: [0],
    maxAttempts: 5,
    timeoutMs: 2000,
    policy: mailPolicy({ allowLoopback: true, networks: [] }),
  });

type Bell = { unread: number; items: { id: number; kind: string | null; text: string; link: string; read: boolean }[] };
const bell = async (client: typeof api.supplier, language = 'en'): Promise<Bell> =>
  (await client.inject({ method: 'GET', url: N, headers: { 'accept-language': language } })).json();

async function bookedSlot(po: string, time: string) {
  const notice = await api.supplier.inject({
    method: 'POST',
    url: `${S}/asns`,
    payload: { purchaseOrderNo: po, shipDate: tomorrow, pallets: [{ cartons: [{ items: [{ itemNo: 20, quantity: '1' }] }] }] },
  });
  expect(notice.statusCode, notice.body).toBe(201);
  const asnNumber = notice.json().asnNumber as string;
  const booked = await api.supplier.inject({
    method: 'POST',
    url: `${W}/dock-bookings`,
    payload: { plant: '1000', door: 'D01', date: tomorrow, time, asnNumber },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { asnNumber, bookingId: booked.json().bookingId as number };
}

describe('a refused dock slot', () => {
  it("reaches the supplier's bell and inbox exactly once, also when SMTP was down at first and the refusal was replayed", async () => {
    const db = api.t.database.db;
    // the supplier reads German: the mail is written in German
    await db.updateTable('app_user').set({ language: 'de' }).where('username', '=', 'supplier').execute();
    const { asnNumber, bookingId } = await bookedSlot('4517000007', '09:00');
    await smtp.stop(); // the SMTP server is down when the warehouse decides
    const before = await bell(api.supplier);
    const refuse = () =>
      api.whfra.inject({
        method: 'POST',
        url: `${W}/dock-bookings/${bookingId}/decision`,
        payload: { action: 'REFUSE' },
        headers: { 'idempotency-key': `refuse-${bookingId}` },
      });
    const first = await refuse();
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await refuse(); // the client did not hear the answer and sends it again
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(replayed.json()).toEqual(first.json());

    const after = await bell(api.supplier);
    expect(after.unread).toBe(before.unread + 1);
    const refused = after.items.filter((n) => n.kind === 'DOCK_SLOT_REFUSED');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ link: `/supplier/asn/view/${asnNumber}`, read: false });
    // the bell speaks the reader's profile language too
    expect(refused[0]?.text).toContain(`für Lieferavis ${asnNumber} abgelehnt`);

    const worker = sender();
    expect(await worker.runOnce()).toBe(0); // the server is down: the mail waits for its next attempt
    const waiting = await db.selectFrom('mail_outbox').select(['state', 'attempts', 'recipient']).execute();
    expect(waiting).toEqual([{ state: expect.not.stringMatching(/^sent$/), attempts: 1, recipient: 'supplier@portal.example' }]);
    await smtp.start();
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const mails = smtp.to('supplier@portal.example');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Lieferantenportal: Rampentermin abgelehnt');
    expect(mail?.text).toContain(`für Lieferavis ${asnNumber} abgelehnt`);
    expect(mail?.text).toMatch(new RegExp(`https?://[^\\s]+/supplier/asn/view/${asnNumber}`));
    expect(mail?.text).toContain('weil Sie in Ihrem Profil für „Rampentermin abgelehnt“ E-Mail gewählt haben');
    expect(mail?.html).toContain(`/supplier/asn/view/${asnNumber}`);
    // nobody else heard of it: not the warehouse, not the administrator
    for (const other of [api.whfra, api.admin]) expect((await bell(other)).items.some((n) => n.kind === 'DOCK_SLOT_REFUSED')).toBe(false);
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['supplier@portal.example']);
    await db.updateTable('app_user').set({ language: null }).where('username', '=', 'supplier').execute();
  });
});

describe('the channels', () => {
  it('a kind switched off writes nothing; the digest collects the day into one mail; the bell marks one and all read', async () => {
    const db = api.t.database.db;
    const prefs = await api.supplier.inject({ method: 'GET', url: `${N}/preferences` });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json().email).toBe('supplier@portal.example');
    // a supplier is offered the supplier kinds and the service desk, not the warehouse's or the administrators'
    const kinds = prefs.json().items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('DOCK_SLOT_REFUSED');
    expect(kinds).not.toContain('DOCK_SLOT_REQUESTED');
    expect(kinds).not.toContain('WEBHOOK_FAILING');
    const set = await api.supplier.inject({
      method: 'POST',
      url: `${N}/preferences`,
      payload: {
        items: [
          { kind: 'DOCK_SLOT_CONFIRMED', channel: 'OFF' },
          { kind: 'DOCK_SLOT_MOVED', channel: 'DIGEST' },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().items.find((i: { kind: string }) => i.kind === 'DOCK_SLOT_MOVED')).toEqual({
      kind: 'DOCK_SLOT_MOVED',
      channel: 'DIGEST',
      defaultChannel: 'EMAIL',
      chosen: true,
    });
    // a kind the supplier is never sent is refused, naming it; nothing written
    const foreign = await api.supplier.inject({
      method: 'POST',
      url: `${N}/preferences`,
      payload: { items: [{ kind: 'WEBHOOK_FAILING', channel: 'OFF' }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('NOTIFICATION_KIND_NOT_YOURS');

    const mailsBefore = await db.selectFrom('mail_outbox').select('mail_id').execute();
    const a = await bookedSlot('4517000006', '10:00');
    const b = await bookedSlot('4517000005', '11:00');
    const decide = (bookingId: number, payload: Record<string, string>) =>
      api.whfra.inject({ method: 'POST', url: `${W}/dock-bookings/${bookingId}/decision`, payload });
    expect((await decide(a.bookingId, { action: 'CONFIRM' })).statusCode).toBe(201);
    expect((await decide(a.bookingId, { action: 'MOVE', door: 'D02', date: tomorrow, time: '12:00' })).statusCode).toBe(201);
    expect((await decide(b.bookingId, { action: 'MOVE', door: 'D02', date: tomorrow, time: '13:00' })).statusCode).toBe(201);
    const items = (await bell(api.supplier)).items;
    expect(items.some((n) => n.kind === 'DOCK_SLOT_CONFIRMED' && n.text.includes(a.asnNumber))).toBe(false);
    expect(items.filter((n) => n.kind === 'DOCK_SLOT_MOVED')).toHaveLength(2);
    // no single mails for the digest's kind
    expect(await db.selectFrom('mail_outbox').select('mail_id').execute()).toHaveLength(mailsBefore.length);

    expect(await sendDigests(db)).toBe(1);
    expect(await sendDigests(db)).toBe(0); // sent entries are not sent again
    const digest = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body', 'dedupe_key'])
      .where('dedupe_key', 'like', 'digest:%')
      .executeTakeFirstOrThrow();
    expect(digest.recipient).toBe('supplier@portal.example');
    expect(digest.subject).toBe('Supplier Portal: 2 notifications of the past day');
    expect(digest.text_body).toContain(`Dock slot for shipping notice ${a.asnNumber} moved to`);
    expect(digest.text_body).toContain(`Dock slot for shipping notice ${b.asnNumber} moved to`);
    expect(digest.text_body).toContain(`/supplier/asn/view/${b.asnNumber}`);

    // mark one read, then all
    const unread = await bell(api.supplier);
    const one = unread.items.find((n) => !n.read);
    const marked = await api.supplier.inject({ method: 'POST', url: `${N}/read`, payload: { ids: [one?.id] } });
    expect(marked.json().unread).toBe(unread.unread - 1);
    const all = await api.supplier.inject({ method: 'POST', url: `${N}/read`, payload: {} });
    expect(all.json().unread).toBe(0);
  });

  it('the digest job runs on its interval (NOTIFICATION_DIGEST_SECONDS; milliseconds here)', async () => {
    const db = api.t.database.db;
    const set = await api.supplier.inject({
      method: 'POST',
      url: `${N}/preferences`,
      payload: { items: [{ kind: 'DOCK_SLOT_CONFIRMED', channel: 'DIGEST' }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { asnNumber, bookingId } = await bookedSlot('4517000004', '14:00');
    const confirmed = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-bookings/${bookingId}/decision`,
      payload: { action: 'CONFIRM' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const job = startDigestJob(db, { intervalMs: 20 });
    try {
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('mail_outbox')
                .select('text_body')
                .where('dedupe_key', 'like', 'digest:%')
                .where('text_body', 'like', `%${asnNumber}%`)
                .execute()
            ).length,
        )
        .toBe(1);
    } finally {
      job.stop();
    }
  });

  it('every signed-in user has the bell: a warehouse user without the service desk reads its own', async () => {
    expect((await api.whfra.inject({ method: 'GET', url: N })).statusCode).toBe(200);
    expect((await api.admin.inject({ method: 'GET', url: `${N}/preferences` })).json().items.map((i: { kind: string }) => i.kind)).toEqual(
      expect.arrayContaining(['WEBHOOK_FAILING', 'PRINTER_FAILING', 'SERVICE_DESK']),
    );
  });
});
