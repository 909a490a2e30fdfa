// Verifying a Supplier Portal webhook delivery in Node (18 or later), no dependencies.
// The portal signs the raw body: X-Portal-Signature: sha256=<hex HMAC-SHA256 of the body with the webhook secret>.
// Verify the bytes as received, before any JSON parsing; compare in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `signatureHeader` is the portal's signature of `rawBody` (a Buffer or string) under `secret` (whsec_...). */
export function verified(rawBody, signatureHeader, secret) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const sent = Buffer.from(String(signatureHeader ?? ''));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * A receiver with node:http: answers 2xx once the event is stored, 401 for a bad signature.
 * Deduplicate by X-Portal-Event-Id (a delivery may come twice).
 *
 *   import { createServer } from 'node:http';
 *   createServer(webhookHandler(process.env.PORTAL_WEBHOOK_SECRET, async (event) => store(event))).listen(8080);
 */
export function webhookHandler(secret, onEvent) {
  return (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (req.method !== 'POST' || !verified(body, req.headers['x-portal-signature'], secret)) {
        res.writeHead(401).end();
        return;
      }
      try {
        await onEvent(JSON.parse(body.toString('utf8')), req.headers['x-portal-event-id']);
        res.writeHead(204).end();
      } catch {
        res.writeHead(500).end(); // the portal retries
      }
    });
  };
}
