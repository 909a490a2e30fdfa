import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  language: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a loopback port (smtp-server), for tests: keeps every mail it accepted,
 * parsed (mailparser). `state.refuseRecipients` > 0 refuses that many next RCPT TO commands with a
 * temporary error (451), `stop()` and `start()` take the server down and bring it back on the same port.
 */
export async function startSmtpReceiver(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const state = { refuseRecipients: 0 };
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (state.refuseRecipients > 0) {
          state.refuseRecipients--;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              language: String(parsed.headers.get('content-language') ?? ''),
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  async function start(): Promise<void> {
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    state,
    start,
    stop,
    /** The mails to `address` so far. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
  };
}
