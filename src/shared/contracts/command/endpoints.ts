import { z } from 'zod';
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
      .string({ error: 'q must be text.' })
      .trim()
      .min(1, 'q: type a transaction code or a page name.')
      .max(60, 'q is at most 60 characters.')
      .regex(/^[A-Za-z0-9 /._-]+$/, 'q has letters, digits, spaces and / . _ - only.'),
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
      .string({ error: 'name must be text.' })
      .max(30, 'name is at most 30 characters.')
      .regex(/^[a-z-]+$/, 'name has lowercase letters and dashes only.'),
  }),
  produces: 'text/html',
});
