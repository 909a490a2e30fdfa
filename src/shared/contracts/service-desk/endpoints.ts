import { z } from 'zod';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import { answerTicketSchema, createTicketSchema, ticketNumberSchema, ticketSearchSchema, ticketSummary, ticketView } from './schemas';

/** Service desk (PORTAL/SDSK): suppliers and warehouse users open tickets on documents they can see; the warehouse answers. */
const API = '/supplier/api/service-desk';
const SDSK = { module: 'PORTAL', tcode: 'SDSK' } as const;
const read = endpointsFor('GET', SDSK);
const write = postingsFor(SDSK);

export const searchTickets = read(`${API}/tickets`, 'Tickets: a supplier its own vendor’s, the warehouse its plants’', {
  query: ticketSearchSchema,
  response: paged(ticketSummary),
});
export const getTicket = read(`${API}/tickets/:ticketNumber`, 'A ticket with its messages', {
  params: z.object({ ticketNumber: ticketNumberSchema }),
  response: ticketView,
});
export const createTicket = write(`${API}/tickets`, 'Open a ticket about a document the user can see', {
  body: createTicketSchema,
  response: ticketView,
});
export const answerTicket = write(
  `${API}/tickets/:ticketNumber/messages`,
  'Answer a ticket (warehouse: ANSWERED; the opener: OPEN again), optionally closing it',
  {
    params: z.object({ ticketNumber: ticketNumberSchema }),
    body: answerTicketSchema,
    response: ticketView,
  },
);
