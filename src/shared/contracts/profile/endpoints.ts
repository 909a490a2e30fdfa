import { z } from 'zod';
import { grant } from '../../access';
import { ceremonyOptions, registrationResponse } from '../auth/webauthn';
import { endpoint } from '../endpoint';
import { defaultPageOption, passwordChangeSchema, profile, profileSchema } from '../users/schemas';
import { sessionList, sessionParams } from './sessions';

/** The signed-in user's own things: profile, menu, default page, handheld sign-in code, preferences, print app. */
const me = 'signed-in' as const;

export { menu } from './menu';
export const getProfile = endpoint({
  method: 'GET',
  path: '/supplier/profile/edit.json',
  access: me,
  summary: 'The user’s profile',
  response: profile,
});
export const updateProfile = endpoint({
  method: 'POST',
  path: '/supplier/profile/edit.json',
  access: me,
  summary: 'Change the user’s name, e-mail, phone, language',
  body: profileSchema,
  response: profile,
});
export const changePassword = endpoint({
  method: 'POST',
  path: '/supplier/profile/password.json',
  access: me,
  summary: 'Change the user’s own password',
  body: passwordChangeSchema,
  response: z.object({ ok: z.literal(true) }),
});
export const handheldCode = endpoint({
  method: 'POST',
  path: '/supplier/profile/handheld.json',
  access: me,
  summary: 'A single-use QR code (two minutes) that signs a handheld in as this user',
  response: z.object({ url: z.string(), qr: z.string(), expiresAt: z.string(), seconds: z.number() }),
});
export const printHelper = endpoint({
  method: 'GET',
  path: '/supplier/profile/download',
  access: grant('PORTAL', 'PRINTAPP'),
  summary: 'The print helper for a label printer next to a workstation',
  produces: 'text/javascript',
});
export const defaultPages = endpoint({
  method: 'GET',
  path: '/supplier/DefaultPage/getList',
  access: me,
  summary: 'Pages the user may choose as the page after sign-in',
  response: z.array(defaultPageOption),
});
export const setDefaultPage = endpoint({
  method: 'POST',
  path: '/supplier/DefaultPage/setPage',
  access: me,
  summary: 'Choose the page after sign-in',
  body: z.object({ url: z.string().max(300) }),
  response: z.object({ url: z.string() }),
});
export { readPreferences, writePreferences } from './preferences';

/** The second factor: an authenticator app (TOTP) with recovery codes, and passkeys. Reachable by a session opened to enrol. */
const SECOND_FACTOR = '/supplier/profile/second-factor';
const sixDigits = z.string().trim().max(20);
const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  required: z.boolean(),
  /** this session was opened to enrol: nothing else is reachable until a factor is enrolled */
  enrolment: z.boolean(),
});
export const getSecondFactor = endpoint({
  method: 'GET',
  path: `${SECOND_FACTOR}.json`,
  access: me,
  summary: 'The user’s second factors (never a secret) and whether the roles require one',
  response: secondFactorStatus,
});
export const startTotp = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/totp/start.json`,
  access: me,
  summary: 'Start enrolling an authenticator app: its secret, this once (otpauth:// address, QR code, text)',
  response: z.object({ secret: z.string(), uri: z.string(), qr: z.string() }),
});
export const confirmTotp = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/totp/confirm.json`,
  access: me,
  summary: 'Confirm the authenticator app with a code: enrolled, with ten single-use recovery codes (shown this once)',
  body: z.object({ code: sixDigits }),
  response: recoveryCodes,
});
export const disableTotp = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/totp/disable.json`,
  access: me,
  summary: 'Remove the authenticator app, with a current code of it',
  body: z.object({ code: sixDigits }),
  response: secondFactorStatus,
});
export const renewRecoveryCodes = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/recovery-codes.json`,
  access: me,
  summary: 'New recovery codes (the old ones stop working), with a current code of the app',
  body: z.object({ code: sixDigits }),
  response: recoveryCodes,
});
export const passkeyOptions = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/passkeys/options.json`,
  access: me,
  summary: 'Start registering a passkey: the options for the browser (a single-use challenge, two minutes)',
  response: ceremonyOptions,
});
export const registerPasskey = endpoint({
  method: 'POST',
  path: `${SECOND_FACTOR}/passkeys.json`,
  access: me,
  summary: 'Keep a passkey the browser made: a second factor, and sign-in without password',
  body: z.object({ name: z.string().trim().min(1).max(60), response: registrationResponse }),
  response: secondFactorStatus,
});
export const deletePasskey = endpoint({
  method: 'DELETE',
  path: `${SECOND_FACTOR}/passkeys/:id`,
  access: me,
  summary: 'Remove one of the user’s passkeys',
  params: z.object({ id: z.string().min(1).max(1400) }),
  response: secondFactorStatus,
});
/** "My sessions": the devices and handhelds signed in as this user; end one, or all but this one. */
export const mySessions = endpoint({
  method: 'GET',
  path: '/supplier/api/profile/sessions',
  access: me,
  summary: 'The user’s signed-in sessions: device, handheld pairing, address, last use, which one is this one',
  response: sessionList,
});
export const endMySession = endpoint({
  method: 'DELETE',
  path: '/supplier/api/profile/sessions/:sessionId',
  access: me,
  summary: 'End one of the user’s sessions (its next request is signed out)',
  params: sessionParams,
  response: sessionList,
});
export const endMyOtherSessions = endpoint({
  method: 'POST',
  path: '/supplier/api/profile/sessions/end-others',
  access: me,
  summary: 'End every session of the user except this one',
  response: sessionList,
});
