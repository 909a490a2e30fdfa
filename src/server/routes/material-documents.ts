import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  matDocSchema,
  materialDocumentSearchSchema,
  postMaterialDocumentSchema,
  reverseMaterialDocumentSchema,
} from '../../shared/contracts/stock';
import type { SessionUser } from '../domain/auth/sessions';
import { getMaterialDocument } from '../domain/stock/get-material-document';
import { postMaterialDocument } from '../domain/stock/post-material-document';
import { reverseMaterialDocument } from '../domain/stock/reverse-material-document';
import { searchMaterialDocuments } from '../domain/stock/search-material-documents';
import { postingActor, sendPosting } from '../http/posting';

const BASE = '/supplier/api/warehouse/material-documents';

/** Post (MB1B), search and display (MB51), reverse (MBST) material documents. */
export async function materialDocumentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(BASE, { schema: { body: postMaterialDocumentSchema } }, (request, reply) =>
    sendPosting(request, reply, (trx) => postMaterialDocument(trx, postingActor(request), request.body)),
  );

  r.get(BASE, { schema: { querystring: materialDocumentSearchSchema } }, async (request, reply) => {
    const user = request.user as SessionUser;
    return reply.header('cache-control', 'no-store').send(await searchMaterialDocuments(app.ctx.db, user, request.query));
  });

  r.get(`${BASE}/:matDoc`, { schema: { params: z.object({ matDoc: matDocSchema }) } }, async (request, reply) => {
    const user = request.user as SessionUser;
    return reply.header('cache-control', 'no-store').send(await getMaterialDocument(app.ctx.db, user, request.params.matDoc));
  });

  r.post(
    `${BASE}/:matDoc/reversal`,
    { schema: { params: z.object({ matDoc: matDocSchema }), body: reverseMaterialDocumentSchema.nullish() } },
    (request, reply) =>
      sendPosting(request, reply, (trx) => reverseMaterialDocument(trx, postingActor(request), request.params.matDoc, request.body ?? {})),
  );
}
