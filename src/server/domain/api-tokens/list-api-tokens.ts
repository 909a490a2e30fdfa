import type { Kysely } from 'kysely';
import type { ApiToken } from '../../../shared/contracts/api-tokens/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

function tokensQuery(db: Kysely<DB>) {
  return db
    .selectFrom('api_token as t')
    .leftJoin('app_user as c', 'c.user_id', 't.created_by')
    .select([
      't.token_id',
      't.name',
      't.prefix',
      't.scopes',
      't.plants',
      'c.username as created_by',
      't.created_at',
      't.last_used_at',
      't.revoked_at',
      't.webhook_url',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof tokensQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toToken(r: Row): ApiToken {
  return {
    tokenId: r.token_id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    plants: r.plants,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
    status: r.revoked_at === null ? 'active' : 'revoked',
    webhookUrl: r.webhook_url,
  };
}

/** Every API token, newest first (revoked ones too: what they did stays traceable). */
export async function listApiTokens(db: Kysely<DB>): Promise<ApiToken[]> {
  const rows = await tokensQuery(db).orderBy('t.token_id', 'desc').execute();
  return rows.map(toToken);
}

export async function getApiToken(db: Kysely<DB>, tokenId: number): Promise<ApiToken> {
  const row = await tokensQuery(db).where('t.token_id', '=', tokenId).executeTakeFirst();
  if (!row) throw new DomainError('API_TOKEN_NOT_FOUND', { tokenId });
  return toToken(row);
}
