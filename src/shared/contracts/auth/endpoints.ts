import { z } from 'zod';
import { endpoint, endpointsFor } from '../endpoint';
import { authenticationResponse, ceremonyOptions } from './webauthn';

/**
 * Signing in and out (server-rendered forms, redirects), handheld sign-in by QR code, and the
 * spec's user-access calls (user info, access check per module and tcode, authorizations).
 */
const page = { access: 'public', produces: 'text/html', internal: true } as const;

export const home = endpoint({ method: 'GET', path: '/', summary: 'Redirect to the landing page or sign-in', ...page });
export const supplierHome = endpoint({ method: 'GET', path: '/supplier', summary: 'Redirect to the landing page or sign-in', ...page });
export const loginPage = endpoint({ method: 'GET', path: '/supplier/login', summary: 'The sign-in page', ...page });
export const login = endpoint({ method: 'POST', path: '/supplier/login', summary: 'Sign in (form post, redirects)', ...page });
export const secondStep = endpoint({
  method: 'POST',
  path: '/supplier/login/second-step',
  summary: 'The second step of a sign-in: a code of the authenticator app or a recovery code (form post, redirects)',
  ...page,
});
export const passkeySignInOptions = endpoint({
  method: 'POST',
  path: '/supplier/login/passkey/options',
  access: 'public',
  internal: true,
  summary: 'A passkey challenge: for the pending sign-in’s user (second step), else for sign-in without password',
  body: z.object({ _csrf: z.string().max(100) }),
  response: ceremonyOptions,
});
export const passkeySignIn = endpoint({
  method: 'POST',
  path: '/supplier/login/passkey',
  access: 'public',
  internal: true,
  summary: 'Sign in with a passkey (second step, or without password): the session, and where to go',
  body: z.object({ _csrf: z.string().max(100), next: z.string().max(2048).default(''), response: authenticationResponse }),
  response: z.object({ location: z.string() }),
});
export const qrLoginPage = endpoint({ method: 'GET', path: '/supplier/bauth', summary: 'Whom a QR sign-in code signs in', ...page });
export const qrLogin = endpoint({ method: 'POST', path: '/supplier/bauth', summary: 'Redeem a QR sign-in code', ...page });
export const forgotPasswordPage = endpoint({
  method: 'GET',
  path: '/supplier/password/forgot',
  summary: 'Forgot password: ask for a link by e-mail',
  ...page,
});
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/supplier/password/forgot',
  summary: 'Send a password link (the same answer for every name)',
  ...page,
});
export const resetPasswordPage = endpoint({
  method: 'GET',
  path: '/supplier/password/reset',
  summary: 'Choose a password through a single-use link',
  ...page,
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/supplier/password/reset',
  summary: 'Set the password through a single-use link and sign in',
  ...page,
});
export const logoutLink = endpoint({ method: 'GET', path: '/supplier/logout', summary: 'Sign out (the menu link)', ...page });
export const logout = endpoint({ method: 'POST', path: '/supplier/logout', summary: 'Sign out', ...page });

export const userInfo = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isWarehouseUser: z.boolean(),
  isAdmin: z.boolean(),
  plants: z.array(z.string()).readonly(),
  vendors: z.array(z.string()).readonly(),
});
export const authorization = z.object({ module: z.string(), tcode: z.string(), description: z.string() });
const signedIn = endpointsFor('GET', 'signed-in');
const accessParams = z.object({ module: z.string().min(1).max(20), tcode: z.string().min(1).max(20) });
const accessCheck = z.object({ module: z.string(), tcode: z.string(), authorized: z.boolean() });

export const getUserInfo = signedIn('/supplier/api/apiauth/userinfo', 'Who is signed in: names, flags, plants and vendors', {
  response: userInfo,
});
export const getAuthorizations = signedIn(
  '/supplier/api/apiauth/authorizations',
  'The (module, transaction code) grants of the signed-in user',
  {
    response: z.object({ authorizations: z.array(authorization) }),
  },
);
export const checkAccess = signedIn('/supplier/api/apiauth/modules/:module/tcodes/:tcode', 'Whether the signed-in user holds a grant', {
  params: accessParams,
  response: accessCheck,
});
export const legacyUser = signedIn('/supplier/api/bas/vpusers/', 'User info with authorizations (the spec’s legacy shape)', {
  response: userInfo.extend({ authorizations: z.array(authorization) }),
});
export const legacyCheckAccess = signedIn(
  '/supplier/api/bas/vpusers/modules/:module/tcodes/:tcode',
  'Whether the signed-in user holds a grant (the spec’s legacy shape)',
  {
    params: accessParams,
    response: accessCheck,
  },
);
