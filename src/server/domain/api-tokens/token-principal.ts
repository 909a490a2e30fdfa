import { type Kysely, sql } from 'kysely';
import { grantKey } from '../../../shared/access';
import { TOKEN_PREFIX } from '../../../shared/contracts/api-tokens/schemas';
import type { DB } from '../../db/schema';
import { type SessionUser, sha256 } from '../auth/sessions';

/** The token of an `Authorization: Bearer <token>` header; undefined without one (or another scheme), '' for a malformed one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return undefined;
  const match = /^Bearer +(\S{1,200})\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Resolves an API token to the principal it acts as, or undefined when it is unknown or revoked:
 * its service account, grants `INTEGRATION/<scope>` and its plants (every plant when none are set).
 * The principal is scoped by plants like a warehouse user and never an administrator. Last use is
 * written at most once a minute.
 */
export async function loadTokenPrincipal(db: Kysely<DB>, token: string): Promise<SessionUser | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const hash = sha256(token);
  const row = await db
    .selectFrom('api_token as t')
    .where('t.token_hash', '=', hash)
    .where('t.revoked_at', 'is', null)
    .select([
      't.token_id',
      't.name',
      't.scopes',
      't.service_user_id',
      sql<string[]>`t.plants`.as('tokenPlants'),
      sql<string[]>`case when jsonb_array_length(t.plants) = 0
        then coalesce((select json_agg(p.plant_id order by p.plant_id) from plant p), '[]'::json)::jsonb else t.plants end`.as('plants'),
      sql<boolean>`t.last_used_at is null or t.last_used_at < now() - interval '1 minute'`.as('stale'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.stale) await db.updateTable('api_token').set({ last_used_at: new Date() }).where('token_id', '=', row.token_id).execute();
  return {
    userId: row.service_user_id,
    username: `api:${row.name}`,
    firstName: row.name,
    lastName: '',
    language: null,
    isWarehouseUser: true,
    isAdmin: false,
    defaultPage: null,
    grants: new Set(row.scopes.map((scope) => grantKey('INTEGRATION', scope))),
    plants: row.plants,
    vendors: [],
    csrfToken: '',
    sessionHash: '',
    tokenId: row.token_id,
    tokenPlants: row.tokenPlants,
  };
}
