import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/webhooks/endpoints';
import { clearWebhook, setWebhook } from '../domain/webhooks/set-webhook';
import { getWebhookState, settleDeadLetter } from '../domain/webhooks/webhook-state';
import { handle } from '../http/route';

/** Webhooks of API tokens (ADMIN/TOKENS): set or clear the URL, delivery state, dead letters. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { sessionSecret, webhook } = app.ctx.config;
  const keys = { sessionSecret, allowLoopback: webhook.allowLoopback, networks: webhook.networks };
  handle(app, e.getWebhook, async ({ db, params }) => getWebhookState(db, params.tokenId));
  handle(app, e.setWebhook, async ({ db, user, params, body, request }) => {
    const { secret } = await setWebhook(db, user.userId, params.tokenId, body, keys, request.ip);
    return { webhook: await getWebhookState(db, params.tokenId), secret };
  });
  handle(app, e.clearWebhook, async ({ db, user, params, request }) => {
    await clearWebhook(db, user.userId, params.tokenId, request.ip);
    return getWebhookState(db, params.tokenId);
  });
  handle(app, e.retryDeadLetter, async ({ db, user, params, request }) => {
    await settleDeadLetter(db, user.userId, params, 'retry', request.ip);
    return getWebhookState(db, params.tokenId);
  });
  handle(app, e.discardDeadLetter, async ({ db, user, params, request }) => {
    await settleDeadLetter(db, user.userId, params, 'discard', request.ip);
    return getWebhookState(db, params.tokenId);
  });
}
