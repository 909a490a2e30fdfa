import type { FastifyInstance } from 'fastify';
import { SsoClient } from '../domain/auth/sso/client';
import type { AppContext } from '../http/context';

const clients = new WeakMap<AppContext, SsoClient>();

/** The app's relying party (one per app: it keeps the provider's discovered metadata), or undefined while SSO is off. */
export function ssoClientOf(app: FastifyInstance): SsoClient | undefined {
  const settings = app.ctx.config.oidc;
  if (!settings) return undefined;
  let client = clients.get(app.ctx);
  if (!client) {
    client = new SsoClient(settings);
    clients.set(app.ctx, client);
  }
  return client;
}

/** The provider's logout address for a session that began there (back to `loginUrl`, the sign-in page), or null. */
export async function ssoLogoutUrl(app: FastifyInstance, idToken: string, loginUrl: string): Promise<string | null> {
  const client = ssoClientOf(app);
  if (!client) return null;
  return client.endSessionUrl(idToken, loginUrl);
}
