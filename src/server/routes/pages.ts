import type { FastifyInstance } from 'fastify';
import { pageEndpoints } from '../../shared/contracts';
import { type PortalGlobals, SHELL_COOKIE, SHELL_TAG_HEADER } from '../../shared/globals';
import { buildMenu } from '../../shared/menu';
import { pages } from '../../shared/pages';
import { plantTimeZone } from '../domain/master-data/plants';
import { rememberedStockPlant } from '../domain/profile/preferences';
import { shellCookieOptions } from '../http/auth';
import { renderAppShell, shellTag } from '../http/html';
import { handle } from '../http/route';
import { availableLanguages } from '../i18n/catalogues';
import { requestReader } from '../i18n/request-language';

/** Every screen path serves the app shell with the signed-in user's globals. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  pageEndpoints.forEach((page, i) => {
    // the page's name (pageEndpoints are made from the page table, in its order): its screen's code is preloaded
    const name = pages[i]?.name;
    handle(app, page, async ({ request, reply, db }) => {
      const user = request.user;
      // the plant's zone for the times a screen shows; a user without a plant reads the browser's
      const plant = user?.plants[0];
      const timeZone = plant ? await plantTimeZone(db, plant) : '';
      const globals: PortalGlobals = {
        firstName: user?.firstName ?? '',
        isWarehouseUser: user?.isWarehouseUser ?? false,
        loginError: '',
        csrfToken: user?.csrfToken ?? '',
        brand: app.ctx.config.brand,
        grants: user ? [...user.grants] : [],
        username: user?.username ?? '',
        timeZone,
        ...requestReader(request),
        languages: availableLanguages(),
        ...(user?.secondFactorEnrolment ? { secondFactorEnrolment: true } : {}),
        // the menu the profile-menu path would answer (an enrolment session has none: it sees the enrolment alone)
        ...(user && !user.secondFactorEnrolment ? { menu: buildMenu(user) } : {}),
      };
      // the data its screen first asks for, for a signed-in reader (the stock overview's first list: of the plant it
      // remembers, read only for it)
      const query = user ? new URLSearchParams(request.url.split('?')[1] ?? '') : null;
      const stockPlant =
        user && query?.size === 0 && name === 'stockOverview' ? await rememberedStockPlant(db, user.userId, user.plants) : undefined;
      const html = renderAppShell(globals, name, query, stockPlant ? { stockPlant } : {});
      // the digest of what this shell carries: a handheld's service worker answers the next page from its copy while
      // the cookie still names it (shared/globals.ts SHELL_COOKIE)
      if (user) {
        const tag = shellTag(globals);
        reply.header(SHELL_TAG_HEADER, tag).setCookie(SHELL_COOKIE, tag, shellCookieOptions(request));
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  });
}
