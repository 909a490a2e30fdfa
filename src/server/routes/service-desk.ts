import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/service-desk/endpoints';
import { answerTicket, createTicket, getTicket, searchTickets } from '../domain/service-desk/tickets';
import { handle, handlePosting } from '../http/route';

/** Service desk tickets on documents, with answers. */
export async function serviceDeskRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchTickets, async ({ db, user, query }) => searchTickets(db, user, query));
  handle(app, e.getTicket, async ({ db, user, params }) => getTicket(db, user, params.ticketNumber));
  handlePosting(app, e.createTicket, (trx, { user, body }) => createTicket(trx, user, body));
  handlePosting(app, e.answerTicket, (trx, { user, params, body }) => answerTicket(trx, user, params.ticketNumber, body));
}
