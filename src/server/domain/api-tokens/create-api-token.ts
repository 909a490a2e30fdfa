import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type CreateApiTokenInput, createApiTokenSchema, TOKEN_PREFIX } from '../../../shared/contracts/api-tokens/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { sha256 } from '../auth/sessions';
import { checkScope, unique } from '../users/check-scope';

/**
 * Creates an API token with its own service account (an app_user that can never sign in: inactive,
 * no usable password; documents the token posts name it as creator). Returns the token's id and its
 * secret, which is stored only as a SHA-256 hash (256 random bits need no slow hash) and never shown again.
 */
export async function createApiToken(
  db: Kysely<DB>,
  actorUserId: number | null,
  raw: CreateApiTokenInput,
  ip: string | null = null,
): Promise<{ tokenId: number; secret: string }> {
  const input = createApiTokenSchema.parse(raw);
  const scopes = unique(input.scopes);
  const plants = unique(input.plants).sort();
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction().execute(async (trx) => {
    await checkScope(trx, { roles: [], plants, vendors: [] });
    const account = await trx
      .insertInto('app_user')
      .values({
        username: `api:${input.name}:${randomBytes(4).toString('hex')}`,
        password_hash: '!',
        first_name: input.name,
        last_name: 'API token',
        active: false,
        service_account: true,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('api_token')
      .values({
        name: input.name,
        token_hash: sha256(secret),
        prefix: secret.slice(0, 10),
        scopes: JSON.stringify(scopes),
        plants: JSON.stringify(plants),
        service_user_id: account.user_id,
        created_by: actorUserId,
      })
      .returning('token_id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      userId: actorUserId,
      action: 'API_TOKEN_CREATED',
      objectType: 'api_token',
      objectId: String(row.token_id),
      ip,
      details: { name: input.name, scopes, plants },
    });
    return { tokenId: row.token_id, secret };
  });
}
