import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type AddressPolicy, AddressRefused, resolveAllowed } from './address-policy';

/** What a webhook POSTs: the JSON body and the headers that go with it (event id, signature, ...). */
export interface WebhookMessage {
  body: string;
  headers: Record<string, string>;
}

/**
 * One webhook POST (JSON; redirects are never followed; bounded by `timeoutMs`): null when answered
 * 2xx, else what went wrong (kept as the delivery's last error). The host is resolved and checked
 * against the policy right before the request, and the connection goes to exactly the addresses
 * checked (the request's `lookup` answers them), so DNS cannot point the POST elsewhere between
 * check and connect.
 */
export async function sendWebhook(url: string, message: WebhookMessage, timeoutMs: number, policy: AddressPolicy): Promise<string | null> {
  const target = new URL(url);
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAllowed(target.hostname, policy);
  } catch (error) {
    if (error instanceof AddressRefused) return `address refused: ${error.reason}`;
    throw error;
  }
  const body = Buffer.from(message.body, 'utf8');
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'SupplierPortal-Webhook/1',
          ...message.headers,
        },
        lookup: (_host, options, callback) => {
          const first = addresses[0] as LookupAddress;
          if (options.all) callback(null, addresses);
          else callback(null, first.address, first.family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        finish(
          status >= 200 && status < 300
            ? null
            : status >= 300 && status < 400
              ? `HTTP ${status} (redirects are not followed)`
              : `HTTP ${status}`,
        );
      },
    );
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish((error.code ?? error.message).slice(0, 200)));
    req.end(body);
  });
}
