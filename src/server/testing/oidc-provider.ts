import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OidcConfig } from '../config';

/** A person at the test identity provider: the login typed at its sign-in form is the subject. */
export interface TestAccount {
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  groups?: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the people who can sign in, by subject (change a person's groups between sign-ins) */
  accounts: Map<string, TestAccount>;
  /** the portal's settings for this provider (loopback allowed), with `overrides` */
  settings(overrides?: Partial<OidcConfig>): OidcConfig;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port for tests: one confidential
 * client (client_secret_basic, PKCE required, code flow), RP-initiated logout, the claims of
 * `accounts` in the ID token, consent taken as given. Its own development sign-in form (any
 * password) completes the interaction: `signInAtProvider` fills it over HTTP, a browser fills it in e2e.
 */
export async function startIdentityProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  port?: number;
}): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'supplier-portal';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const accounts = new Map<string, TestAccount>();
  // its warnings (development keys, sign-in form and storage; the Node.js version) are for a real provider's operators
  const provider = await quietly(
    async () =>
      new (await import('oidc-provider')).default(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: options.redirectUris,
            post_logout_redirect_uris: options.postLogoutRedirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        async findAccount(_ctx: unknown, id: string) {
          const account = accounts.get(id);
          if (!account) return undefined;
          return { accountId: id, claims: async () => ({ sub: id, ...account }) };
        },
        claims: {
          openid: ['sub'],
          profile: ['preferred_username', 'given_name', 'family_name'],
          email: ['email'],
          groups: ['groups'],
        },
        scopes: ['openid', 'profile', 'email', 'groups'],
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        cookies: { keys: ['test-identity-provider-cookie-key'] },
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        // consent is taken as given: the sign-in form is the only step
        // biome-ignore lint/suspicious/noExplicitAny: the untyped library's context
        async loadExistingGrant(ctx: any) {
          const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
          grant.addOIDCScope('openid profile email groups');
          await grant.save();
          return grant;
        },
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
      }),
  );
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    settings: (overrides = {}) => ({
      issuer,
      clientId,
      clientSecret,
      companyName: 'Acme Corp',
      scopes: 'openid profile email groups',
      usernameClaim: 'preferred_username',
      groupsClaim: 'groups',
      mapping: [],
      jit: false,
      passwordOffRoles: [],
      allowLoopback: true,
      networks: [],
      timeoutSeconds: 5,
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `make` with oidc-provider's console warnings left out. */
async function quietly<T>(make: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

/**
 * Signs in at the provider as `login` the way a browser would (cookies kept, redirects followed, its
 * forms filled): from the authorization URL the portal redirected to, up to the redirect back to
 * the portal, whose URL is answered (it starts with `callbackPrefix`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookieHeader() } });
    keep(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).href;
      if (next.startsWith(callbackPrefix)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) throw new Error(`the provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login, password: 'any' }).toString(),
    };
  }
  throw new Error('the provider did not redirect back to the portal');
}
