import type { FastifyInstance } from 'fastify';
import { pages } from '../../shared/pages';
import { catalogue, catalogueKey } from '../http/catalogue';
import { renderAppShell } from '../http/html';

/** Every screen path serves the app shell with the signed-in user's globals. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  for (const page of pages) {
    catalogue[catalogueKey('GET', page.path)] = page.access;
    app.get(page.path, async (request, reply) => {
      const user = request.user;
      const html = renderAppShell({
        firstName: user?.firstName ?? '',
        isWarehouseUser: user?.isWarehouseUser ?? false,
        loginError: '',
        csrfToken: user?.csrfToken ?? '',
        brand: app.ctx.config.brand,
        grants: user ? [...user.grants] : [],
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  }
}
