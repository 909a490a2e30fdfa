import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * Single sign-on with the company's identity provider (OpenID Connect, authorization code + PKCE):
 * the button's link that sends the browser to the provider, and the provider's way back. Both are
 * pages (redirects, or the sign-in page with the reason a sign-in was refused); 404 while SSO is off.
 */
const page = { access: 'public', produces: 'text/html', internal: true } as const;

export const ssoStart = endpoint({
  method: 'GET',
  path: '/supplier/sso/start',
  summary: 'Sign in at the identity provider (redirect)',
  ...page,
  query: z.object({ next: z.string().max(2048).optional() }),
});

const param = (max: number) => z.string().max(max).optional();
export const ssoCallback = endpoint({
  method: 'GET',
  path: '/supplier/sso/callback',
  summary: 'The identity provider’s answer to a sign-in (redirect)',
  ...page,
  query: z.object({
    code: param(4096),
    state: param(512),
    iss: param(2048),
    session_state: param(1024),
    error: param(200),
    error_description: param(2048),
    error_uri: param(2048),
  }),
});
