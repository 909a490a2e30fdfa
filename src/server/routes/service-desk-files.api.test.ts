import { describe, expect, it } from 'vitest';
import { createUser } from '../domain/users/create-user';
import { appForFile } from '../testing/api-test';

/**
 * Service desk files and notifications: files go with a ticket's messages (checked by their bytes),
 * only those who may see the ticket download them, and the people of a ticket are notified when it
 * is opened, answered or closed, until they read it.
 */
const api = appForFile(['supplier', 'whfra', 'whnwk'] as const);
const T = '/supplier/api/service-desk/tickets';
const N = '/supplier/api/notifications';
const PO = '4517000002';
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('ticket files', () => {
  it('keeps files with their message; the supplier and the warehouse download them, another supplier or plant cannot', async () => {
    const created = await api.supplier.inject({
      method: 'POST',
      url: T,
      payload: {
        category: 'DOCUMENTS',
        docType: 'PO',
        docNumber: PO,
        subject: 'Delivery note',
        text: 'Our delivery note and a photo of the label.',
        attachments: [
          { fileName: 'note.csv', content: b64('item;qty\n10;5\n') },
          { fileName: 'label.png', content: PNG.toString('base64') },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json();
    const files = ticket.messages[0].attachments;
    expect(files.map((f: { fileName: string; contentType: string; size: number }) => [f.fileName, f.contentType, f.size])).toEqual([
      ['note.csv', 'text/csv', 14],
      ['label.png', 'image/png', PNG.length],
    ]);
    const url = `${T}/${ticket.ticketNumber}/attachments/${files[1].attachmentId}`;
    for (const client of [api.supplier, api.whfra]) {
      const res = await client.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('attachment; filename="label.png"');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect((await api.whnwk.inject({ method: 'GET', url })).statusCode).toBe(404);
    // a user of another vendor
    await createUser(api.t.database.db, null, {
      username: 'othervendor',
      password: 'Another vendor 2026!',
      firstName: 'Otto',
      roles: ['SUPPLIER'],
      vendors: ['V100002'],
    });
    const other = await api.t.signIn('othervendor', 'Another vendor 2026!');
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `${T}/${ticket.ticketNumber}` })).statusCode).toBe(404);
    // a file of one ticket is not reachable through another ticket's number
    const second = await api.supplier.inject({
      method: 'POST',
      url: T,
      payload: { category: 'OTHER', docType: 'PO', docNumber: PO, subject: 'Other', text: 'Another question.' },
    });
    const crossed = await api.supplier.inject({
      method: 'GET',
      url: `${T}/${second.json().ticketNumber}/attachments/${files[1].attachmentId}`,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('ATTACHMENT_NOT_FOUND');

    // the warehouse answers with a PDF
    const answer = await api.whfra.inject({
      method: 'POST',
      url: `${T}/${ticket.ticketNumber}/messages`,
      payload: { text: 'Thanks, our receipt attached.', attachments: [{ fileName: 'receipt.pdf', content: b64('%PDF-1.4\n%%EOF\n') }] },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().messages[1].attachments[0]).toMatchObject({ fileName: 'receipt.pdf', contentType: 'application/pdf' });
  });

  it('refuses a file that is not what it may be, too large, too many, or hostile input, writing nothing', async () => {
    const count = async () => (await api.t.database.db.selectFrom('sdsk_ticket').select('ticket_number').execute()).length;
    const before = await count();
    const base = { category: 'OTHER', docType: 'PO', docNumber: PO, subject: 'Files', text: 'See the file.' };
    const cases: [unknown, number, string][] = [
      [[{ fileName: 'tool.exe', content: b64(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe])) }], 415, 'tool.exe'],
      [[{ fileName: 'fake.png', content: b64('MZ\u0000\u0001 binary') }], 415, 'fake.png'],
      [[{ fileName: 'big.txt', content: b64(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61)) }], 413, 'big.txt'],
      [Array.from({ length: 4 }, (_, i) => ({ fileName: `f${i}.txt`, content: b64('x') })), 400, 'attachments'],
      [[{ fileName: '../etc/passwd', content: b64('x') }], 400, 'fileName'],
      [[{ fileName: 'a.txt', content: 'not base64!' }], 400, 'content'],
      [[{ fileName: 'a\u0000.txt', content: b64('x') }], 400, 'fileName'],
      [[{ fileName: 'a.txt', content: b64('x'), extra: { deep: { deeper: [1] } } }], 400, 'extra'],
      ['files', 400, 'attachments'],
    ];
    for (const [attachments, status, field] of cases) {
      const res = await api.supplier.inject({ method: 'POST', url: T, payload: { ...base, attachments } });
      expect(res.statusCode, `${field}: ${res.body.slice(0, 300)}`).toBe(status);
      expect(res.body).toContain(field);
    }
    expect(await count()).toBe(before);
    const notAttachment = await api.supplier.inject({ method: 'GET', url: `${T}/1900000001/attachments/99999999999` });
    expect(notAttachment.statusCode).toBe(400);
    expect(notAttachment.body).toContain('attachmentId');
  });
});

describe('notifications', () => {
  it("are read in the reader's language; a notification written before messages were kept shows its text", async () => {
    const db = api.t.database.db;
    const { user_id } = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    await db.insertInto('portal_notification').values({ user_id, text: 'An old notice, in English only.', link: '/supplier' }).execute();
    await db
      .insertInto('portal_notification')
      .values({
        user_id,
        text: 'Ticket 1900009999 was closed.',
        link: '/supplier',
        message_key: 'notify.ticketClosed',
        message_values: JSON.stringify({ ticket: '1900009999' }),
      })
      .execute();
    const texts = async (language: string) =>
      ((await api.whfra.inject({ method: 'GET', url: N, headers: { 'accept-language': language } })).json().items as { text: string }[])
        .slice(0, 2)
        .map((n) => n.text);
    expect(await texts('de')).toEqual(['Ticket 1900009999 wurde geschlossen.', 'An old notice, in English only.']);
    expect(await texts('en')).toEqual(['Ticket 1900009999 was closed.', 'An old notice, in English only.']);
  });

  it('tells the people of a ticket when it is opened, answered and closed, until they read it', async () => {
    const read = async (client: typeof api.supplier) => (await client.inject({ method: 'POST', url: `${N}/read`, payload: {} })).json();
    await read(api.supplier);
    await read(api.whfra);
    await read(api.whnwk);
    const created = await api.supplier.inject({
      method: 'POST',
      url: T,
      payload: { category: 'QUANTITY', docType: 'PO', docNumber: PO, subject: 'Five or six?', text: 'Is it five?' },
    });
    const number = created.json().ticketNumber as string;
    // the warehouse of the ticket's plant hears of it; the writer and another plant do not
    const wh = (await api.whfra.inject({ method: 'GET', url: N })).json();
    expect(wh.unread).toBe(1);
    expect(wh.items[0]).toMatchObject({ read: false, link: `/supplier/warehouse/sdsk/meta?ticket=${number}` });
    expect(wh.items[0].text).toContain(`New ticket ${number}`);
    expect((await api.whfra.inject({ method: 'GET', url: N, headers: { 'accept-language': 'de' } })).json().items[0].text).toBe(
      `Neues Ticket ${number} zu Bestellung ${PO}: Five or six?`,
    );
    expect((await api.supplier.inject({ method: 'GET', url: N })).json().unread).toBe(0);
    expect((await api.whnwk.inject({ method: 'GET', url: N })).json().unread).toBe(0);

    await api.whfra.inject({ method: 'POST', url: `${T}/${number}/messages`, payload: { text: 'Five.' } });
    const supplier = (await api.supplier.inject({ method: 'GET', url: N })).json();
    expect(supplier.unread).toBe(1);
    expect(supplier.items[0].text).toBe(`Ticket ${number} was answered by the warehouse.`);
    // marking another user's notification read changes nothing
    const foreign = await api.whnwk.inject({ method: 'POST', url: `${N}/read`, payload: { ids: [supplier.items[0].id] } });
    expect(foreign.statusCode).toBe(200);
    expect((await api.supplier.inject({ method: 'GET', url: N })).json().unread).toBe(1);
    const marked = await api.supplier.inject({ method: 'POST', url: `${N}/read`, payload: { ids: [supplier.items[0].id] } });
    expect(marked.json().unread).toBe(0);
    expect(marked.json().items[0]).toMatchObject({ id: supplier.items[0].id, read: true });

    await api.supplier.inject({ method: 'POST', url: `${T}/${number}/messages`, payload: { text: 'Thanks, closing.', close: true } });
    const closed = (await api.whfra.inject({ method: 'GET', url: N })).json();
    expect(closed.items[0].text).toBe(`Ticket ${number} was closed.`);
    for (const payload of [{ ids: [0] }, { ids: ['x'] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { all: true }]) {
      const res = await api.whfra.inject({ method: 'POST', url: `${N}/read`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
