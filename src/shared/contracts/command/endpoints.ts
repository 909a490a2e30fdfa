import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { endpoint } from '../endpoint';

/**
 * The transaction-code launcher (/command is its screen, a page) and server-rendered fragments
 * (/partial): the menu of the signed-in user as HTML for clients without JavaScript, the footer;
 * any other name is a documented 404 (PARTIAL_UNKNOWN).
 */
export const resolveCommand = endpoint({
  method: 'GET',
  path: '/supplier/api/command',
  access: 'signed-in',
  summary: 'The screen a transaction code or page name opens, if the user holds its grant',
  query: z.strictObject({
    q: z
      .string({ error: message('val.commandQText') })
      .trim()
      .min(1, says('val.commandQRequired'))
      .max(60, says('val.commandQMax'))
      .regex(/^[A-Za-z0-9 /._-]+$/, says('val.commandQChars')),
  }),
  response: z.object({ path: z.string(), title: z.string() }),
});
export const PARTIAL_NAMES = ['menu', 'footer'] as const;
export const partial = endpoint({
  method: 'GET',
  path: '/partial',
  access: 'signed-in',
  summary: 'A server-rendered HTML fragment of the shell: menu or footer',
  query: z.strictObject({
    name: z
      .string({ error: message('val.commandNameText') })
      .max(30, says('val.commandNameMax'))
      .regex(/^[a-z-]+$/, says('val.commandNameChars')),
  }),
  produces: 'text/html',
});
