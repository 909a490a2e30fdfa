import type { LookupAddress } from 'node:dns';
import { createTransport } from 'nodemailer';
import type { SmtpServer } from '../config';
import { type AddressPolicy, AddressRefused, resolveAllowed } from './address-policy';

/** One mail as it goes out: already rendered, both parts. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** The outbox row's id: the Message-ID is derived from it, so a receiver sees a resent mail as the same one. */
  id: string;
}

/**
 * Sends one mail over SMTP (nodemailer): null when the server accepted it, else what went wrong (kept
 * as the mail's last error). The server's host is resolved and checked against the policy right
 * before each connection, and nodemailer connects to the address that was checked (TLS still checks
 * the certificate against the host name), so DNS cannot point the connection elsewhere in between.
 * `smtp://` upgrades with STARTTLS when the server offers it; `smtps://` is TLS from the start.
 */
export async function sendMail(server: SmtpServer, mail: OutgoingMail, timeoutMs: number, policy: AddressPolicy): Promise<string | null> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAllowed(server.host, policy);
  } catch (error) {
    if (error instanceof AddressRefused) return `address refused: ${error.reason}`;
    throw error;
  }
  const address = (addresses[0] as LookupAddress).address;
  const transport = createTransport({
    host: address,
    port: server.port,
    secure: server.secure,
    name: 'supplier-portal',
    auth: server.user !== undefined ? { user: server.user, pass: server.password ?? '' } : undefined,
    tls: { servername: server.host },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // one mail, one connection: nothing stays open between the worker's rounds
    pool: false,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<mail-${mail.id}@${mail.from.split('@')[1] ?? 'portal'}>`,
      headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
    });
    return null;
  } catch (error) {
    const e = error as Error & { code?: string; responseCode?: number; response?: string };
    const text = e.response ?? e.message ?? String(error);
    return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
  } finally {
    transport.close();
  }
}
