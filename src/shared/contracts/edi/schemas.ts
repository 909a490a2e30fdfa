import { z } from 'zod';
import { says } from '../../i18n/validation';
import { pageQuery } from '../stock/schemas';
import { webhookUrlSchema } from '../webhooks/schemas';

/**
 * Suppliers' own systems (EDI and cXML): per vendor the channel an administrator set, and every
 * message in or out with its status, refusals (in the reader's language) and acknowledgement.
 */

export const EDI_CHANNELS = ['PORTAL', 'CXML', 'EDI'] as const;
export const EDI_FORMATS = ['CXML', 'EDIFACT', 'X12', 'CSV'] as const;
export const EDI_STATUSES = ['PROCESSED', 'REFUSED', 'PENDING', 'SENT', 'FAILED'] as const;
export const EDI_KINDS = ['ASN', 'ORDER', 'CONFIRMATION'] as const;
export type EdiChannel = (typeof EDI_CHANNELS)[number];
export type EdiFormat = (typeof EDI_FORMATS)[number];
export type EdiStatus = (typeof EDI_STATUSES)[number];

const vendorIdSchema = z
  .string()
  .trim()
  .min(1, says('val.ediVendor'))
  .max(20, says('val.ediVendor'))
  .regex(/^[A-Za-z0-9_-]+$/, says('val.ediVendor'));

export const vendorParams = z.strictObject({ vendor: vendorIdSchema });
export const messageParams = z.strictObject({ messageId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The versions each format is read and written in. */
export const EDI_VERSIONS: Readonly<Record<EdiFormat, readonly string[]>> = {
  CXML: ['1.2.063', '1.2.050'],
  EDIFACT: ['D96A'],
  X12: ['004010', '005010'],
  CSV: ['1'],
};

export const setPartnerSchema = z
  .strictObject({
    channel: z.enum(EDI_CHANNELS, says('val.ediChannel')),
    format: z.enum(EDI_FORMATS, says('val.ediFormat')),
    version: z.string().trim().min(1, says('val.ediVersion')).max(20, says('val.ediVersion')),
    /** the supplier user the partner's messages act as (required for cXML: it comes without a session) */
    username: z.string().trim().max(60, says('val.ediUsername')).optional(),
    /** true: a new cXML shared secret is made and shown once */
    newSecret: z.boolean().optional(),
    /** where orders go (cXML OrderRequest over HTTPS) */
    outboundUrl: webhookUrlSchema.optional(),
  })
  .refine((p) => EDI_VERSIONS[p.format].includes(p.version), { ...says('val.ediVersion'), path: ['version'] });
export type SetPartnerInput = z.output<typeof setPartnerSchema>;

export const partnerView = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  channel: z.enum(EDI_CHANNELS),
  format: z.enum(EDI_FORMATS),
  version: z.string(),
  username: z.string().nullable(),
  hasSecret: z.boolean(),
  outboundUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PartnerView = z.infer<typeof partnerView>;
/** A partner just saved: the cXML shared secret when a new one was made (shown once, never again). */
export const savedPartnerView = partnerView.extend({ secret: z.string().nullable() });

export const ediErrorView = z.object({ code: z.string(), message: z.string() });

export const messageSummary = z.object({
  messageId: z.number(),
  vendor: z.string(),
  direction: z.enum(['IN', 'OUT']),
  format: z.enum(EDI_FORMATS),
  kind: z.enum(EDI_KINDS),
  controlRef: z.string(),
  status: z.enum(EDI_STATUSES),
  documentRef: z.string().nullable(),
  errorCount: z.number(),
  createdAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

export const messageView = messageSummary.extend({
  raw: z.string(),
  parsed: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(ediErrorView),
  ack: z.string().nullable(),
  attempts: z.number(),
  processedAt: z.string().nullable(),
  /** outbound: HTTP (cXML POSTed to the partner) or FILE (collected by the supplier's system) */
  delivery: z.enum(['HTTP', 'FILE']).nullable(),
  /** outbound cXML waiting: when the next attempt is due */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** when the supplier's system acknowledged the file (an order, or this message's acknowledgement) */
  collectedAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof messageView>;

export const messageSearchSchema = z.strictObject({
  vendor: vendorIdSchema.optional(),
  status: z.enum(EDI_STATUSES, says('val.ediStatus')).optional(),
  ...pageQuery(100, 25),
});
export type MessageSearch = z.output<typeof messageSearchSchema>;

/** 1 MB of EDI text at most per message. */
export const EDI_MAX_CHARS = 1_000_000;

/** An EDI file uploaded by the supplier's system (or its person): the format and the text as it is. */
export const uploadMessageSchema = z.strictObject({
  format: z.enum(EDI_FORMATS, says('val.ediFormat')),
  content: z.string().min(1, says('val.ediContent')).max(EDI_MAX_CHARS, says('val.ediContent')),
  /** the vendor the file is for, when the supplier user acts for several */
  vendor: vendorIdSchema.optional(),
});
export type UploadMessageInput = z.output<typeof uploadMessageSchema>;

/** What an inbound message came to: the stored message (status, refusals, acknowledgement) and the notice it made. */
export const inboundResult = z.object({
  message: messageView,
  /** true: the same message (same id, same text) came before; its first answer is replayed */
  replayed: z.boolean(),
});
export type InboundResult = z.infer<typeof inboundResult>;

/** A file the supplier's system collects: an outbound order (EDIFACT, X12) or the acknowledgement of a message it sent. */
export const ediFileView = z.object({
  fileId: z.number(),
  kind: z.enum(['ORDER', 'ACK']),
  format: z.enum(EDI_FORMATS),
  /** a file name to save it under: <kind>_<reference>_<id>.<edi|x12|xml|csv> */
  name: z.string(),
  documentRef: z.string().nullable(),
  createdAt: z.string(),
  collectedAt: z.string().nullable(),
});
export type EdiFileView = z.infer<typeof ediFileView>;

export const fileParams = z.strictObject({ fileId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const fileSearchSchema = z.strictObject({
  /** true: also the files already collected */
  all: z.enum(['true', 'false'], says('val.ediAll')).optional(),
  vendor: vendorIdSchema.optional(),
  ...pageQuery(100, 50),
});
export type FileSearch = z.output<typeof fileSearchSchema>;
