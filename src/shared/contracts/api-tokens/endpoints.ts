import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { apiToken, createApiTokenSchema, createdApiToken } from './schemas';

/** Service accounts and API tokens of machine callers (ADMIN/TOKENS): list, create (secret shown once), revoke. */
const TOKENS = { module: 'ADMIN', tcode: 'TOKENS' } as const;
const BASE = '/supplier/api/admin/tokens';
const tokenParams = z.object({ tokenId: z.coerce.number().int().positive().max(2_147_483_647) });

export const listApiTokens = endpointsFor('GET', TOKENS)(BASE, 'API tokens, newest first, with status and last use', {
  response: z.object({ tokens: z.array(apiToken) }),
});
export const createApiToken = endpointsFor('POST', TOKENS)(BASE, 'Create an API token (the answer holds its secret, this once)', {
  body: createApiTokenSchema,
  response: createdApiToken,
  status: 201,
});
export const revokeApiToken = endpointsFor('DELETE', TOKENS)(`${BASE}/:tokenId`, 'Revoke an API token (at once, for good)', {
  params: tokenParams,
  response: apiToken,
});
export const apiTokenOptions = endpointsFor('GET', TOKENS)(`${BASE}/options`, 'What the token form chooses from', {
  response: z.object({
    scopes: z.array(z.object({ scope: z.string(), description: z.string() })),
    plants: z.array(z.object({ plantId: z.string(), name: z.string() })),
  }),
});
