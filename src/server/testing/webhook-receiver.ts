import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

export interface Received {
  eventId: string;
  /** The path and query it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked against this secret (set by the test with `receiver.secret`). */
  signed: boolean;
  status: number;
}

/**
 * A webhook receiver on a free port of this machine: records every POST, checks its signature as a
 * receiver would (HMAC-SHA256 of the raw body, compared in constant time) and answers what
 * `answer(eventId, attempt)` says (200 by default).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = {
    secret: '',
    answer: (_eventId: string, _attempt: number): number => 200,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const eventId = String(req.headers['x-portal-event-id']);
      const expected = Buffer.from(`sha256=${createHmac('sha256', state.secret).update(body).digest('hex')}`);
      const sent = Buffer.from(String(req.headers['x-portal-signature']));
      const signed = sent.length === expected.length && timingSafeEqual(sent, expected);
      const status = state.answer(eventId, received.filter((r) => r.eventId === eventId).length + 1);
      received.push({ eventId, url: req.url ?? '', headers: req.headers, body, signed, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    /** Event ids answered 2xx, in the order they came. */
    delivered: () => received.filter((r) => r.status < 300).map((r) => r.eventId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Appends an event as a posting would: a `material-document.posted` payload as the events contract
 * describes it, one item into each plant given (label = the document number); returns its id.
 * `payload` replaces parts of it (an event the contract refuses).
 */
export async function insertEvent(db: Kysely<DB>, label: string, plants: string[], payload: Record<string, unknown> = {}): Promise<string> {
  const items = plants.map((plant, i) => ({
    item: i + 1,
    movementType: '561',
    material: 'WEBHOOK-MAT',
    quantity: '1.000',
    unit: 'PC',
    batch: '',
    from: null,
    to: { plant, sloc: '0001', bin: null, category: 'UNRESTRICTED' },
    serials: [],
  }));
  const document = {
    matDoc: label,
    year: 2026,
    postingDate: '2026-01-02',
    documentDate: '2026-01-02',
    movementTypes: ['561'],
    reference: null,
    reversalOf: null,
    items,
    ...payload,
  };
  const { rows } = await sql<{ id: string }>`insert into integration_event (event_type, payload)
    values ('material-document.posted', ${JSON.stringify(document)}::jsonb) returning event_id::text as id`.execute(db);
  return (rows[0] as { id: string }).id;
}
