import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/service-desk/endpoints';
import { answerTicket, createTicket, getTicket, searchTickets, ticketAttachment } from '../domain/service-desk/tickets';
import { handle, handleCommand } from '../http/route';

/** Service desk tickets on documents, with answers and files. */
export async function serviceDeskRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchTickets, async ({ db, user, query }) => searchTickets(db, user, query));
  handle(app, e.getTicket, async ({ db, user, params }) => getTicket(db, user, params.ticketNumber));
  handleCommand(app, e.createTicket, (trx, { user, body }) => createTicket(trx, user, body));
  handleCommand(app, e.answerTicket, (trx, { user, params, body }) => answerTicket(trx, user, params.ticketNumber, body));
  // a file is sent as what its bytes are (checked on upload), as a download, never rendered as a page of the portal
  handle(app, e.getAttachment, async ({ db, user, params, reply }) => {
    const file = await ticketAttachment(db, user, params.ticketNumber, params.attachmentId);
    reply
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.type(file.contentType).send(file.bytes);
  });
}
