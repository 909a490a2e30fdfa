import type { FastifyInstance } from 'fastify';
import { tcodes, tcodeText } from '../../shared/access';
import * as e from '../../shared/contracts/api-tokens/endpoints';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { getApiToken, listApiTokens } from '../domain/api-tokens/list-api-tokens';
import { revokeApiToken } from '../domain/api-tokens/revoke-api-token';
import { handle } from '../http/route';

/** Service accounts and API tokens (ADMIN/TOKENS): list, create (the secret is answered once), revoke. */
export async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.listApiTokens, async ({ db }) => ({ tokens: await listApiTokens(db) }));
  handle(app, e.createApiToken, async ({ db, user, body, request }) => {
    const { tokenId, secret } = await createApiToken(db, user.userId, body, request.ip);
    return { token: await getApiToken(db, tokenId), secret };
  });
  handle(app, e.revokeApiToken, async ({ db, user, params, request }) => {
    await revokeApiToken(db, user.userId, params.tokenId, request.ip);
    return getApiToken(db, params.tokenId);
  });
  handle(app, e.apiTokenOptions, async ({ db }) => {
    const plants = await db.selectFrom('plant').select(['plant_id', 'name']).orderBy('plant_id').execute();
    return {
      scopes: Object.keys(tcodes.INTEGRATION).map((scope) => ({ scope, description: tcodeText('INTEGRATION', scope) })),
      plants: plants.map((p) => ({ plantId: p.plant_id, name: p.name })),
    };
  });
}
