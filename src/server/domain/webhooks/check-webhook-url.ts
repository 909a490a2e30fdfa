import {
  type AddressPolicy,
  AddressRefused,
  AddressUnresolved,
  normalHost,
  type Resolver,
  resolveAllowed,
} from '../../adapters/address-policy';
import { DomainError } from '../errors';

/** The address policy of webhooks: public receivers; loopback only with WEBHOOK_ALLOW_LOOPBACK, private ranges only inside WEBHOOK_NETWORKS. */
export function webhookPolicy(webhook: { allowLoopback: boolean; networks: readonly string[] }): AddressPolicy {
  return { allowLoopback: webhook.allowLoopback, allowPublic: true, networks: webhook.networks };
}

/**
 * SSRF guard of a webhook URL when it is set: the host is resolved and every address it resolves to
 * must be one the policy allows (adapters/address-policy.ts: no loopback, link-local, metadata,
 * private, unique-local or IPv4-in-IPv6 forms unless configured). Deliveries check again at connection
 * time and connect to the checked address (deliverer.ts), so a name that changes its answer later is
 * refused then. A name that does not resolve yet is taken (there is nothing to reach; the delivery checks it).
 */
export async function checkWebhookUrl(url: string, policy: AddressPolicy, resolve?: Resolver): Promise<void> {
  const host = normalHost(new URL(url).hostname);
  try {
    await resolveAllowed(host, policy, resolve);
  } catch (error) {
    if (error instanceof AddressUnresolved) return;
    if (error instanceof AddressRefused) throw new DomainError('WEBHOOK_URL_REFUSED', { host, reason: error.reason });
    throw error;
  }
}
