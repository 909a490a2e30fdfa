import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockOverviewSchema } from '../../shared/contracts/stock';
import type { SessionUser } from '../domain/auth/sessions';
import { stockOverview } from '../domain/stock/stock-overview';

/** MMBE: stock overview in the user's plants. */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/supplier/api/warehouse/stock', { schema: { querystring: stockOverviewSchema } }, async (request, reply) => {
      const user = request.user as SessionUser;
      return reply.header('cache-control', 'no-store').send(await stockOverview(app.ctx.db, user, request.query));
    });
}
