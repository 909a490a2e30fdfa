/**
 * A typed client of the Supplier Portal API for an ERP (or any TypeScript caller): openapi-fetch over
 * the types generated from the portal's OpenAPI document (schema.d.ts, `npm run api:clients`).
 *
 *   const portal = createPortalClient({ baseUrl: 'https://portal.example.com', token: process.env.PORTAL_TOKEN });
 *   const { data, error } = await portal.POST('/supplier/api/integration/v1/master-data/materials', { body: [row] });
 *
 * Every path, parameter, body row and answer is typed; `error` is the portal's error body (code, message,
 * requestId, details). Copy this folder into your project with `openapi-fetch` as its one dependency.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type PortalClient = Client<paths>;
/** The body of every error answer. */
export type PortalError = components['schemas']['Error'];

export interface PortalClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The portal's origin, e.g. https://portal.example.com (the paths start with /supplier/api). */
  baseUrl: string;
  /** An API token (spt_...) of Admin > API Tokens. */
  token: string;
}

export function createPortalClient({ baseUrl, token, headers, ...options }: PortalClientOptions): PortalClient {
  return createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/$/, ''),
    headers: { ...(headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
  });
}
