import { isIP } from 'node:net';
import { DomainError } from '../errors';

/**
 * SSRF guard, at the cheap end: a webhook URL naming a loopback, unspecified or link-local host
 * literally (localhost, 127.0.0.0/8, ::1, 0.0.0.0, 169.254.0.0/16 such as cloud metadata, fe80::/10)
 * is refused unless WEBHOOK_ALLOW_LOOPBACK is set (tests, a receiver on the same machine). Host names
 * are not resolved here, so a name pointing at an internal address passes: run the portal where its
 * outbound traffic is filtered if administrators are not trusted with that (docs/INTEGRATION.md).
 */
export function checkWebhookUrl(url: string, allowLoopback: boolean): void {
  if (allowLoopback) return;
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const reason = refusal(host);
  if (reason) throw new DomainError('WEBHOOK_URL_REFUSED', { host, reason });
}

function refusal(host: string): string | undefined {
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this machine';
  const kind = isIP(host);
  if (kind === 4) {
    const [a, b] = host.split('.').map(Number);
    if (a === 127 || a === 0) return 'this machine';
    if (a === 169 && b === 254) return 'a link-local address';
  } else if (kind === 6) {
    if (host === '::1' || host === '::') return 'this machine';
    if (/^fe[89ab]/.test(host)) return 'a link-local address';
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host); // IPv4-mapped, as URL writes it
    if (mapped) {
      const [high, low] = [Number.parseInt(mapped[1] as string, 16), Number.parseInt(mapped[2] as string, 16)];
      return refusal([high >> 8, high & 255, low >> 8, low & 255].join('.'));
    }
  }
  return undefined;
}
