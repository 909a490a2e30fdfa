import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { CreateApiTokenInput } from '../../shared/contracts/api-tokens/schemas';
import { setWebhookSchema } from '../../shared/contracts/webhooks/schemas';
import { loadConfig } from '../config';
import type { DB } from '../db/schema';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { listApiTokens } from '../domain/api-tokens/list-api-tokens';
import { revokeApiToken } from '../domain/api-tokens/revoke-api-token';
import { clearWebhook, setWebhook, type WebhookKeys } from '../domain/webhooks/set-webhook';

export const TOKEN_USAGE = `  token create --name N --scopes MASTER,ORDERS,STOCK,EVENTS [--plants 1000,2000]   prints the secret once
  token list
  token revoke <id>
  token webhook <id> (--url https://... | --clear)   prints a new signing secret once (needs SESSION_SECRET as the server)`;

export class TokenUsageError extends Error {}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The server's key for webhook secrets (SESSION_SECRET, or the embedded database's generated one). */
function serverKeys(): WebhookKeys {
  const config = loadConfig();
  return { sessionSecret: config.sessionSecret, allowLoopback: config.webhook.allowLoopback, networks: config.webhook.networks };
}

function tokenIdOf(id: string | undefined, action: string): number {
  const tokenId = Number(id);
  if (!Number.isInteger(tokenId) || tokenId <= 0 || tokenId > 2_147_483_647)
    throw new TokenUsageError(`token ${action} needs the token id, e.g. token ${action} 3`);
  return tokenId;
}

/** `npm run user -- token ...`: API tokens of machine callers from the shell (the admin screen's twin). */
export async function runTokenCommand(
  db: Kysely<DB>,
  args: string[],
  out: (line: string) => void,
  keys: () => WebhookKeys = serverKeys,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      scopes: { type: 'string' },
      plants: { type: 'string' },
      url: { type: 'string' },
      clear: { type: 'boolean', default: false },
    },
  });
  const [action, id] = positionals;
  if (action === 'create') {
    if (!values.name || !values.scopes) throw new TokenUsageError('token create needs --name and --scopes');
    const input = { name: values.name, scopes: list(values.scopes.toUpperCase()), plants: list(values.plants) } as CreateApiTokenInput;
    const { tokenId, secret } = await createApiToken(db, null, input);
    out(`Created API token ${tokenId} (${values.name}). Its secret, shown only now:`);
    out(secret);
  } else if (action === 'list') {
    const tokens = await listApiTokens(db);
    for (const t of tokens) {
      out(
        [
          String(t.tokenId).padStart(5),
          t.name.padEnd(20),
          t.status.padEnd(8),
          `${t.prefix}…`,
          `scopes ${t.scopes.join(',')}`,
          `plants ${t.plants.join(',') || 'all'}`,
          `last used ${t.lastUsedAt ?? 'never'}`,
        ].join(' '),
      );
    }
    out(`${tokens.length} token(s).`);
  } else if (action === 'revoke') {
    const tokenId = tokenIdOf(id, 'revoke');
    await revokeApiToken(db, null, tokenId);
    out(`API token ${tokenId} is revoked.`);
  } else if (action === 'webhook') {
    const tokenId = tokenIdOf(id, 'webhook');
    if (values.clear) {
      await clearWebhook(db, null, tokenId);
      out(`API token ${tokenId} has no webhook now.`);
      return;
    }
    if (!values.url) throw new TokenUsageError('token webhook needs --url https://... or --clear');
    const input = setWebhookSchema.parse({ url: values.url }); // a bad URL is named before any configuration is read
    const { secret } = await setWebhook(db, null, tokenId, input, keys());
    out(`Events of API token ${tokenId} are POSTed to ${values.url}.`);
    if (secret) {
      out('Its signing secret, shown only now:');
      out(secret);
    }
  } else {
    throw new TokenUsageError(`usage:\n${TOKEN_USAGE}`);
  }
}
