import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AddressPolicy, AddressRefused, resolveAllowed } from './address-policy';

/** What a guarded fetch is given (the shape openid-client's customFetch passes). */
export interface GuardedFetchOptions {
  method: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array | null;
  signal?: AbortSignal;
}

/** The largest answer read (discovery documents, key sets, tokens are a few kB). */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A fetch for outbound calls whose host an operator configured (the OIDC identity provider): the
 * host is resolved and every address checked by the address policy right before the request, and
 * the connection goes to exactly the checked addresses; https only, plain http only where loopback is allowed
 * (tests). Redirects are not followed (the caller sees them); the answer is capped at 1 MB.
 */
export function guardedFetch(policy: AddressPolicy, timeoutMs: number) {
  return async (url: string, options: GuardedFetchOptions): Promise<Response> => {
    const target = new URL(url);
    const plainAllowed = target.protocol === 'http:' && policy.allowLoopback;
    if (target.protocol !== 'https:' && !plainAllowed) throw new AddressRefused(target.hostname, 'not an https:// address');
    const body =
      options.body == null
        ? undefined
        : typeof options.body === 'string'
          ? Buffer.from(options.body)
          : options.body instanceof URLSearchParams
            ? Buffer.from(options.body.toString())
            : Buffer.from(options.body);
    // checked here (a literal address never reaches a lookup), and the connection goes to what was checked
    const addresses = await resolveAllowed(target.hostname, policy);
    const lookup: LookupFunction = (_host, opts, callback) => {
      const first = addresses[0] as LookupAddress;
      if (opts.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    };
    const headers: Record<string, string> = { ...options.headers };
    if (body) headers['content-length'] = String(body.length);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(target, { method: options.method, headers, lookup, signal }, resolve);
      req.on('error', reject);
      req.end(body);
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.destroy();
        throw new Error(`${target.host}: the answer is larger than ${MAX_BODY_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) answerHeaders.append(name, v);
      else if (value !== undefined) answerHeaders.set(name, value);
    }
    const status = res.statusCode ?? 502;
    const empty = status === 204 || status === 304 || options.method === 'HEAD';
    return new Response(empty ? null : Buffer.concat(chunks), { status, headers: answerHeaders });
  };
}
