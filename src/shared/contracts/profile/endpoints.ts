import { z } from 'zod';
import { grant } from '../../access';
import { endpoint } from '../endpoint';
import {
  defaultPageOption,
  menuItem,
  passwordChangeSchema,
  preferenceAreas,
  preferencesSchema,
  profile,
  profileSchema,
} from '../users/schemas';
import { sessionList, sessionParams } from './sessions';

/** The signed-in user's own things: profile, menu, default page, handheld sign-in code, preferences, print app. */
const me = 'signed-in' as const;
const areaParams = z.object({ area: z.enum(preferenceAreas) });
const preferences = z.record(z.string(), z.unknown());

export const menu = endpoint({
  method: 'GET',
  path: '/supplier/profile/menu',
  access: me,
  summary: 'The menu the user may open (nested desc, url, sub_links)',
  response: z.array(menuItem),
});
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
export const readPreferences = endpoint({
  method: 'GET',
  path: '/supplier/userprefs/:area',
  access: me,
  summary: 'The user’s remembered choices of one area',
  params: areaParams,
  response: preferences,
});
export const writePreferences = endpoint({
  method: 'PUT',
  path: '/supplier/userprefs/:area',
  access: me,
  summary: 'Remember the user’s choices of one area (8 KB at most)',
  params: areaParams,
  body: preferencesSchema,
  response: preferences,
  bodyLimit: 16 * 1024,
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
