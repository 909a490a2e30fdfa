import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * The signed-in user's menu: a module of its own, so the app's shell (which asks for it, web/shell/menu.ts) does not
 * build every profile contract (passkeys, sessions, preferences) before a handheld's first screen (issue 41).
 */
export interface MenuItem {
  desc: string;
  url: string;
  sub_links: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z
  .object({
    desc: z.string(),
    url: z.string(),
    get sub_links() {
      return z.array(menuItem);
    },
  })
  .meta({ id: 'MenuItem' });

export const menu = endpoint({
  method: 'GET',
  path: '/supplier/profile/menu',
  access: 'signed-in',
  summary: 'The menu the user may open (nested desc, url, sub_links)',
  response: z.array(menuItem),
});
