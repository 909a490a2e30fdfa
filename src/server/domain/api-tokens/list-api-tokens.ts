import type { Kysely } from 'kysely';
import type { ApiToken } from '../../../shared/contracts/api-tokens/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

function tokensQuery(db: Kysely<DB>) {
  return db
    .selectFrom('api_token as t')
    .leftJoin('app_user as c', 'c.user_id', 't.created_by')
    .select([
      't.token_id as tokenId',
      't.name',
      't.prefix',
      't.scopes',
      't.plants',
      'c.username as createdBy',
      't.created_at as createdAt',
      't.last_used_at as lastUsedAt',
      't.revoked_at as revokedAt',
      't.webhook_url as webhookUrl',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof tokensQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The row with its times as ISO text, and whether the token still works. */
function toToken(r: Row): ApiToken {
  return {
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    lastUsedAt: iso(r.lastUsedAt),
    revokedAt: iso(r.revokedAt),
    status: r.revokedAt === null ? 'active' : 'revoked',
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
