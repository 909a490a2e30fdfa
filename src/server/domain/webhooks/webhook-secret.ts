import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../../shared/contracts/webhooks/schemas';

/**
 * Webhook secrets. The deliverer must compute an HMAC with the secret, so (unlike API tokens) it cannot
 * be kept as a hash: it is stored encrypted with AES-256-GCM under a key derived from SESSION_SECRET
 * (HKDF-SHA256), so a copy of the database alone (a dump, a backup) reveals no secret. Changing
 * SESSION_SECRET makes stored webhook secrets unreadable: deliveries fail with "webhook secret
 * unreadable" until the webhook is set again (clear it, set it: a new secret).
 */
const VERSION = 'v1';

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'supplier-portal', 'webhook-secret v1', 32));
}

export function sealSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The secret, or undefined when it cannot be read (another SESSION_SECRET, a damaged value). */
export function openSecret(stored: string, sessionSecret: string): string | undefined {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`: the X-Portal-Signature header. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
