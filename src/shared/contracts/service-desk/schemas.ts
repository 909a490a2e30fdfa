import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { base64ContentSchema, fileNameSchema } from '../files';
import { documentNumberSchema, pageQuery, requiredText, serialNumberSchema } from '../stock/schemas';

/** Service desk: tickets about a document (purchase order, shipping notice, delivery, serial), answers, statuses. */
export const TICKET_DOC_TYPES = ['PO', 'ASN', 'DELIVERY', 'SERIAL'] as const;
export const TICKET_CATEGORIES = ['QUANTITY', 'DATE', 'QUALITY', 'DOCUMENTS', 'OTHER'] as const;
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const ticketNumberSchema = documentNumberSchema('ticket');

/** Files on a ticket: images, PDF, CSV or text, recognised by their content; a few per message. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'text/csv', 'text/plain'] as const;
const attachmentSchema = z.strictObject({
  fileName: fileNameSchema(/^[A-Za-z0-9][A-Za-z0-9._ ()-]*$/),
  /** base64 of the file */
  content: base64ContentSchema({ maxBytes: MAX_ATTACHMENT_BYTES, tooLarge: 'val.fileTooLarge', empty: 'val.fileEmpty' }),
});
export type AttachmentInput = z.output<typeof attachmentSchema>;
const attachments = z
  .array(attachmentSchema, { error: message('val.attachmentsList') })
  .max(MAX_ATTACHMENTS, says('val.attachmentsMax', { max: MAX_ATTACHMENTS }))
  .optional();

export const createTicketSchema = z.strictObject({
  category: z.enum(TICKET_CATEGORIES, says('val.oneOf', { name: 'category', values: TICKET_CATEGORIES.join(', ') })),
  docType: z.enum(TICKET_DOC_TYPES, says('val.oneOf', { name: 'docType', values: TICKET_DOC_TYPES.join(', ') })),
  /** a 10-digit document number, or for SERIAL `MATERIAL/SERIAL` */
  docNumber: z.string().trim().min(1, says('val.docNumberRequired')).max(50, says('val.docNumberMax')),
  subject: requiredText('field.subject', 120),
  text: requiredText('field.text', 4000),
  attachments,
});
export type CreateTicketInput = z.output<typeof createTicketSchema>;
export const serialDocSchema = z.tuple([serialNumberSchema, serialNumberSchema]);

export const answerTicketSchema = z.strictObject({
  text: requiredText('field.text', 4000),
  /** close the ticket with this answer */
  close: z.boolean().optional(),
  attachments,
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
  messages: z.array(
    z.object({
      seq: z.number(),
      text: z.string(),
      author: z.string(),
      fromWarehouse: z.boolean(),
      createdAt: z.string(),
      attachments: z.array(z.object({ attachmentId: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() })),
    }),
  ),
});
export type TicketView = z.infer<typeof ticketView>;

export const ticketSearchSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, says('val.oneOf', { name: 'status', values: TICKET_STATUSES.join(', ') })).optional(),
  ...pageQuery(100, 25),
});
export type TicketSearch = z.output<typeof ticketSearchSchema>;

export const attachmentParams = z.object({
  ticketNumber: ticketNumberSchema,
  attachmentId: z.coerce
    .number({ error: message('val.attachmentNumber') })
    .int(says('val.attachmentWhole'))
    .positive(says('val.attachmentPositive'))
    .max(2147483647, says('val.attachmentTooLarge')),
});
