import { type Kysely, sql, type Transaction } from 'kysely';
import { type SetWebhookInput, setWebhookSchema } from '../../../shared/contracts/webhooks/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { DomainError } from '../errors';
import { finishedEvents } from '../events/read-events';
import { checkWebhookUrl, webhookPolicy } from './check-webhook-url';
import { generateWebhookSecret, sealSecret } from './webhook-secret';

export interface WebhookKeys {
  /** SESSION_SECRET: the stored webhook secret is encrypted with a key derived from it. */
  sessionSecret: string;
  /** WEBHOOK_ALLOW_LOOPBACK and WEBHOOK_NETWORKS: where a webhook may point (adapters/address-policy.ts). */
  allowLoopback: boolean;
  networks: readonly string[];
}

async function lockToken(trx: Transaction<DB>, tokenId: number) {
  const token = await trx
    .selectFrom('api_token')
    .select(['token_id', 'revoked_at', 'scopes', 'webhook_secret', 'webhook_url'])
    .where('token_id', '=', tokenId)
    .forUpdate()
    .executeTakeFirst();
  if (!token) throw new DomainError('API_TOKEN_NOT_FOUND', { tokenId });
  return token;
}

/**
 * Sets a token's webhook URL. The first time, a secret is made (answered this once, stored encrypted)
 * and deliveries start at the current end of the feed: events committed from now on are POSTed.
 * Changing the URL keeps the secret and where deliveries stand.
 */
export async function setWebhook(
  db: Kysely<DB>,
  actorUserId: number | null,
  tokenId: number,
  raw: SetWebhookInput,
  keys: WebhookKeys,
  ip: string | null = null,
): Promise<{ secret: string | null }> {
  const { url } = setWebhookSchema.parse(raw);
  await checkWebhookUrl(url, webhookPolicy(keys));
  return db.transaction().execute(async (trx) => {
    const token = await lockToken(trx, tokenId);
    if (token.revoked_at !== null) throw new DomainError('API_TOKEN_REVOKED', { tokenId });
    if (!token.scopes.includes('EVENTS')) throw new DomainError('WEBHOOK_NEEDS_EVENTS', { tokenId });
    const secret = token.webhook_secret === null ? generateWebhookSecret() : null;
    await trx
      .updateTable('api_token')
      .set({ webhook_url: url, ...(secret ? { webhook_secret: sealSecret(secret, keys.sessionSecret) } : {}) })
      .where('token_id', '=', tokenId)
      .execute();
    await sql`insert into webhook_delivery (token_id, cursor_xact, cursor_event)
      select ${tokenId}, coalesce(e.xact_id, '0'::xid8), coalesce(e.event_id, 0)
      from (select 1) one left join lateral (
        select xact_id, event_id from integration_event e where ${finishedEvents('e')}
        order by xact_id desc, event_id desc limit 1) e on true
      on conflict (token_id) do nothing`.execute(trx);
    await writeAudit(trx, {
      userId: actorUserId,
      action: 'WEBHOOK_SET',
      objectType: 'api_token',
      objectId: String(tokenId),
      ip,
      // before and after (the secret itself is never recorded: only that a new one was made)
      details: { before: { url: token.webhook_url }, after: { url }, newSecret: secret !== null },
    });
    return { secret };
  });
}

/** Stops a token's deliveries: URL, secret, delivery state and dead letters go (setting it again starts afresh). */
export async function clearWebhook(db: Kysely<DB>, actorUserId: number | null, tokenId: number, ip: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await lockToken(trx, tokenId);
    if (token.webhook_secret === null) return;
    await trx.updateTable('api_token').set({ webhook_url: null, webhook_secret: null }).where('token_id', '=', tokenId).execute();
    await trx.deleteFrom('webhook_delivery').where('token_id', '=', tokenId).execute();
    await trx.deleteFrom('webhook_dead_letter').where('token_id', '=', tokenId).execute();
    await writeAudit(trx, {
      userId: actorUserId,
      action: 'WEBHOOK_CLEARED',
      objectType: 'api_token',
      objectId: String(tokenId),
      ip,
      details: { before: { url: token.webhook_url }, after: { url: null } },
    });
  });
}
