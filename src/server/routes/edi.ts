import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/edi/endpoints';
import { getMessage, searchMessages } from '../domain/edi/messages';
import { listPartners, receiveCxml, setPartner } from '../domain/edi/partners';
import { receiveMessage } from '../domain/edi/receive-message';
import { reprocessMessage } from '../domain/edi/reprocess-message';
import { acknowledgeSupplierFile, listSupplierFiles, readSupplierFile } from '../domain/edi/supplier-files';
import { DomainError } from '../domain/errors';
import { webhookPolicy } from '../domain/webhooks/check-webhook-url';
import { handle } from '../http/route';

/** Suppliers' own systems: channels (ADMIN/EDI), messages, the supplier's upload (MM/ASN) and the cXML endpoint (shared secret). */
export async function ediRoutes(app: FastifyInstance): Promise<void> {
  const policy = webhookPolicy(app.ctx.config.webhook);
  // cXML arrives as text/xml: kept as the text it is (this plugin's routes only)
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: e.cxmlInbound.bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  // a partner's system sends no session cookie: a request with one is a browser's, and needs the session's CSRF token like any write
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== e.cxmlInbound.path || !request.user || request.user.tokenId !== undefined) return;
    if (request.headers['x-csrf-token'] !== request.user.csrfToken) throw new DomainError('CSRF');
  });
  handle(app, e.listPartners, async ({ db }) => listPartners(db));
  handle(app, e.setPartner, async ({ db, user, params, body, request }) =>
    setPartner(db, { userId: user.userId, ip: request.ip }, params.vendor, body, policy, app.ctx.config.sessionSecret),
  );
  handle(app, e.searchMessages, async ({ db, query }) => searchMessages(db, query));
  handle(app, e.getMessage, async ({ db, params }) => getMessage(db, params.messageId));
  handle(app, e.reprocessMessage, async ({ db, user, params, request }) =>
    reprocessMessage(db, { userId: user.userId, ip: request.ip }, params.messageId),
  );
  handle(app, e.uploadMessage, async ({ db, user, body }) =>
    receiveMessage(db, user, {
      vendor: body.vendor ?? (user.vendors.length === 1 ? (user.vendors[0] as string) : '-'),
      format: body.format,
      content: body.content,
    }),
  );
  handle(app, e.listSupplierFiles, async ({ db, user, query }) => listSupplierFiles(db, user, query));
  handle(app, e.downloadSupplierFile, async ({ db, user, params, reply }) => {
    const file = await readSupplierFile(db, user, params.fileId);
    return reply
      .type(
        file.format === 'CXML'
          ? 'text/xml; charset=utf-8'
          : file.format === 'CSV'
            ? 'text/csv; charset=utf-8'
            : 'text/plain; charset=utf-8',
      )
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
  handle(app, e.acknowledgeSupplierFile, async ({ db, user, params }) => acknowledgeSupplierFile(db, user, params.fileId));
  handle(app, e.cxmlInbound, async ({ db, body, reply }) => {
    const answer = await receiveCxml(db, body);
    return reply.code(answer.status).type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(answer.body);
  });
}
