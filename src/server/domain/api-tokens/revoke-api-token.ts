import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { DomainError } from '../errors';

/** Revokes a token at once (the next request with it is refused); revoking a revoked token changes nothing. */
export async function revokeApiToken(db: Kysely<DB>, actorUserId: number | null, tokenId: number, ip: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('api_token')
      .select(['token_id', 'revoked_at'])
      .where('token_id', '=', tokenId)
      .forUpdate()
      .executeTakeFirst();
    if (!token) throw new DomainError('API_TOKEN_NOT_FOUND', { tokenId });
    if (token.revoked_at !== null) return;
    await trx.updateTable('api_token').set({ revoked_at: new Date(), revoked_by: actorUserId }).where('token_id', '=', tokenId).execute();
    await writeAudit(trx, { userId: actorUserId, action: 'API_TOKEN_REVOKED', objectType: 'api_token', objectId: String(tokenId), ip });
  });
}
