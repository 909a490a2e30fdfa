import { z } from 'zod';
import { documentNumberSchema, pageQuery, serialNumberSchema } from '../stock/schemas';

/** Service desk: tickets about a document (purchase order, shipping notice, delivery, serial), answers, statuses. */
export const TICKET_DOC_TYPES = ['PO', 'ASN', 'DELIVERY', 'SERIAL'] as const;
export const TICKET_CATEGORIES = ['QUANTITY', 'DATE', 'QUALITY', 'DOCUMENTS', 'OTHER'] as const;
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const ticketNumberSchema = documentNumberSchema('ticket');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

export const createTicketSchema = z.strictObject({
  category: z.enum(TICKET_CATEGORIES, { error: `category is one of ${TICKET_CATEGORIES.join(', ')}.` }),
  docType: z.enum(TICKET_DOC_TYPES, { error: `docType is one of ${TICKET_DOC_TYPES.join(', ')}.` }),
  /** a 10-digit document number, or for SERIAL `MATERIAL/SERIAL` */
  docNumber: z.string().trim().min(1, 'docNumber is required.').max(50, 'docNumber is at most 50 characters.'),
  subject: text('subject', 120),
  text: text('text', 4000),
});
export type CreateTicketInput = z.output<typeof createTicketSchema>;
export const serialDocSchema = z.tuple([serialNumberSchema, serialNumberSchema]);

export const answerTicketSchema = z.strictObject({
  text: text('text', 4000),
  /** close the ticket with this answer */
  close: z.boolean().optional(),
});
export type AnswerTicketInput = z.output<typeof answerTicketSchema>;

export const ticketSummary = z.object({
  ticketNumber: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  docType: z.enum(TICKET_DOC_TYPES),
  docNumber: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  vendor: z.string().nullable(),
  plant: z.string().nullable(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;
export const ticketView = ticketSummary.extend({
  createdBy: z.string(),
  createdAt: z.string(),
  messages: z.array(z.object({ seq: z.number(), text: z.string(), author: z.string(), fromWarehouse: z.boolean(), createdAt: z.string() })),
});
export type TicketView = z.infer<typeof ticketView>;

export const ticketSearchSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: `status is one of ${TICKET_STATUSES.join(', ')}.` }).optional(),
  ...pageQuery(100, 25),
});
export type TicketSearch = z.output<typeof ticketSearchSchema>;
