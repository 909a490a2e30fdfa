import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import {
  answerTicketSchema,
  attachmentParams,
  createTicketSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  ticketNumberSchema,
  ticketSearchSchema,
  ticketSummary,
  ticketView,
} from './schemas';

/** Service desk (PORTAL/SDSK): suppliers and warehouse users open tickets on documents they can see; the warehouse answers. */
const API = '/supplier/api/service-desk';
const read = endpointsFor('GET', grant('PORTAL', 'SDSK'));
const write = postingsFor(grant('PORTAL', 'SDSK'));

export const searchTickets = read(`${API}/tickets`, 'Tickets: a supplier its own vendor’s, the warehouse its plants’', {
  query: ticketSearchSchema,
  response: paged(ticketSummary),
});
export const getTicket = read(`${API}/tickets/:ticketNumber`, 'A ticket with its messages', {
  params: z.object({ ticketNumber: ticketNumberSchema }),
  response: ticketView,
});
/** a message's body with its files as base64 */
const ATTACHMENTS_BODY = MAX_ATTACHMENTS * (Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 1024) + 64 * 1024;
export const createTicket = write(`${API}/tickets`, 'Open a ticket about a document the user can see (with up to 3 files)', {
  body: createTicketSchema,
  response: ticketView,
  bodyLimit: ATTACHMENTS_BODY,
});
export const answerTicket = write(
  `${API}/tickets/:ticketNumber/messages`,
  'Answer a ticket (warehouse: ANSWERED; the opener: OPEN again), optionally closing it',
  {
    params: z.object({ ticketNumber: ticketNumberSchema }),
    body: answerTicketSchema,
    response: ticketView,
    bodyLimit: ATTACHMENTS_BODY,
  },
);
export const getAttachment = read(
  `${API}/tickets/:ticketNumber/attachments/:attachmentId`,
  'A file of a ticket, for those who may see it',
  {
    params: attachmentParams,
    produces: 'application/octet-stream',
  },
);
