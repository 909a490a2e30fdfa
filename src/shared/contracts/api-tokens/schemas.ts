import { z } from 'zod';
import { tcodes } from '../../access';
import { says } from '../../i18n/validation';
import { plantIdSchema } from '../master-data/schemas';

/** The scopes an API token can hold: the INTEGRATION module's transaction codes. */
export const TOKEN_SCOPES = Object.keys(tcodes.INTEGRATION) as [keyof typeof tcodes.INTEGRATION, ...(keyof typeof tcodes.INTEGRATION)[]];
export const tokenScopeSchema = z.enum(TOKEN_SCOPES, says('val.tokenScope', { values: TOKEN_SCOPES.join(', ') }));
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/** Tokens start with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const TOKEN_PREFIX = 'spt_';

export const createApiTokenSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, says('val.tokenNameRequired'))
    .max(60, says('val.tokenNameMax'))
    .regex(/^[A-Za-z0-9 ._-]+$/, says('val.tokenNameChars')),
  scopes: z.array(tokenScopeSchema).min(1, says('val.tokenScopeRequired')).max(TOKEN_SCOPES.length),
  /** Plants the token may touch; empty: every plant. */
  plants: z.array(plantIdSchema).max(200).default([]),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const apiToken = z.object({
  tokenId: z.number(),
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart (never the secret). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  plants: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  /** Where its events are POSTed (null: no webhook). */
  webhookUrl: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of a creation: the token and, this once, its secret. */
export const createdApiToken = z.object({ token: apiToken, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
