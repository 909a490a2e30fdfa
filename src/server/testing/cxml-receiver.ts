import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedOrder {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with a POST: answer a status and body, hang (never answer), or redirect elsewhere. */
export type ReceiverAnswer = { status: number; body?: string; location?: string } | 'hang';

/** A cXML Status answer as a partner's system sends it. */
export function cxmlAnswer(code: number, text: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="answer.${Date.now()}@partner.example" timestamp="2026-11-28T10:30:00+01:00"><Response><Status code="${code}" text="${text}"/></Response></cXML>`;
}

/**
 * A partner's cXML receiver on a free loopback port (tests only: the SSRF guard refuses loopback unless the
 * policy allows it): records every POST and answers what `state.answer(count)` says (by default
 * cXML Status 200). Refuse (500), time out ('hang'), accept, refuse in cXML (Status 400), redirect.
 */
export async function startCxmlReceiver() {
  const received: ReceivedOrder[] = [];
  const state = { answer: (_count: number): ReceiverAnswer => ({ status: 200, body: cxmlAnswer(200, 'OK') }) };
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = state.answer(received.length);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res
        .writeHead(answer.status, { 'content-type': 'text/xml', ...(answer.location ? { location: answer.location } : {}) })
        .end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cxml`,
    port,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
