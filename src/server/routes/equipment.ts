import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipmentSearchSchema } from '../../shared/contracts/stock';
import type { SessionUser } from '../domain/auth/sessions';
import { getEquipment, searchEquipment } from '../domain/stock/search-equipment';

/** IQ03: serialized equipment by serial number and material, and one equipment with its history. */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/supplier/api/warehouse/serialized-equipments', { schema: { querystring: equipmentSearchSchema } }, async (request, reply) => {
    const user = request.user as SessionUser;
    return reply.header('cache-control', 'no-store').send(await searchEquipment(app.ctx.db, user, request.query));
  });
  r.get(
    '/supplier/api/warehouse/serialized-equipments/:equipmentNumber',
    { schema: { params: z.object({ equipmentNumber: z.string().regex(/^\d{1,18}$/, 'An equipment number has up to 18 digits.') }) } },
    async (request, reply) => {
      const user = request.user as SessionUser;
      return reply.header('cache-control', 'no-store').send(await getEquipment(app.ctx.db, user, request.params.equipmentNumber));
    },
  );
}
