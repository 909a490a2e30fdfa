import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { plantChoice } from '../master-data/schemas';
import { apiToken, createApiTokenSchema, createdApiToken } from './schemas';

/** Service accounts and API tokens of machine callers (ADMIN/TOKENS): list, create (secret shown once), revoke. */
const BASE = '/supplier/api/admin/tokens';
const tokenParams = z.object({ tokenId: z.coerce.number().int().positive().max(2_147_483_647) });

export const listApiTokens = endpointsFor('GET', grant('ADMIN', 'TOKENS'))(BASE, 'API tokens, newest first, with status and last use', {
  response: z.object({ tokens: z.array(apiToken) }),
});
export const createApiToken = endpointsFor('POST', grant('ADMIN', 'TOKENS'))(
  BASE,
  'Create an API token (the answer holds its secret, this once)',
  {
    body: createApiTokenSchema,
    response: createdApiToken,
    status: 201,
  },
);
export const revokeApiToken = endpointsFor('DELETE', grant('ADMIN', 'TOKENS'))(
  `${BASE}/:tokenId`,
  'Revoke an API token (at once, for good)',
  {
    params: tokenParams,
    response: apiToken,
  },
);
export const apiTokenOptions = endpointsFor('GET', grant('ADMIN', 'TOKENS'))(`${BASE}/options`, 'What the token form chooses from', {
  response: z.object({
    scopes: z.array(z.object({ scope: z.string(), description: z.string() })),
    plants: z.array(plantChoice),
  }),
});
