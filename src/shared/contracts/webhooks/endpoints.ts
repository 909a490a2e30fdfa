import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { setWebhookSchema, webhookSet, webhookState } from './schemas';

/**
 * Webhooks of API tokens (ADMIN/TOKENS): each event a token may read is POSTed, signed, to its URL
 * (domain/webhooks/). Set or clear the URL, see the deliveries, retry or discard dead letters.
 */
const BASE = '/supplier/api/admin/tokens/:tokenId/webhook';
const id = z.coerce.number().int().positive().max(2_147_483_647);
const tokenParams = z.object({ tokenId: id });
const deadLetterParams = z.object({ tokenId: id, deadLetterId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const getWebhook = endpointsFor('GET', grant('ADMIN', 'TOKENS'))(BASE, "A token's webhook: URL, delivery state and dead letters", {
  params: tokenParams,
  response: webhookState,
});
export const setWebhook = endpointsFor('PUT', grant('ADMIN', 'TOKENS'))(
  BASE,
  'Set the webhook URL (a new secret is answered once when none was set)',
  {
    params: tokenParams,
    body: setWebhookSchema,
    response: webhookSet,
  },
);
export const clearWebhook = endpointsFor('DELETE', grant('ADMIN', 'TOKENS'))(
  BASE,
  'Stop webhook deliveries (URL, secret, state and dead letters go)',
  {
    params: tokenParams,
    response: webhookState,
  },
);
export const retryDeadLetter = endpointsFor('POST', grant('ADMIN', 'TOKENS'))(
  `${BASE}/dead-letters/:deadLetterId/retry`,
  'Queue a dead letter again',
  {
    params: deadLetterParams,
    response: webhookState,
  },
);
export const discardDeadLetter = endpointsFor('DELETE', grant('ADMIN', 'TOKENS'))(
  `${BASE}/dead-letters/:deadLetterId`,
  'Discard a dead letter',
  {
    params: deadLetterParams,
    response: webhookState,
  },
);
