import { z } from 'zod';
import { says } from '../../i18n/validation';

/**
 * A position of the feed: `<transaction id>-<event id>`. Opaque to callers: send back the `next` of
 * the last answer. Both numbers are checked against their SQL ranges (xid8, bigint).
 */
const MAX_XID8 = 2n ** 64n - 1n;
const MAX_BIGINT = 2n ** 63n - 1n;
const CURSOR = /^\d{1,20}-\d{1,19}$/;
export const eventCursorSchema = z
  .string()
  .regex(CURSOR, says('val.eventCursor'))
  .refine((v) => {
    if (!CURSOR.test(v)) return true; // the pattern's own message says what is wrong (zod runs every check)
    const [xact, id] = v.split('-').map(BigInt) as [bigint, bigint];
    return xact <= MAX_XID8 && id <= MAX_BIGINT;
  }, 'This cursor is out of range.');

export const eventFeedQuery = z.strictObject({
  after: eventCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const position = z.object({
  plant: z.string(),
  sloc: z.string(),
  bin: z.string().nullable(),
  category: z.string(),
});

/** What `material-document.posted` carries: the document, its movement types and a summary of each item. */
export const materialDocumentPosted = z.object({
  matDoc: z.string(),
  year: z.number(),
  postingDate: z.string(),
  documentDate: z.string(),
  movementTypes: z.array(z.string()),
  reference: z.object({ type: z.string(), number: z.string() }).nullable(),
  reversalOf: z.string().nullable(),
  items: z.array(
    z.object({
      item: z.number(),
      movementType: z.string(),
      material: z.string(),
      quantity: z.string(),
      unit: z.string(),
      batch: z.string(),
      /** Where the quantity came from / went to: null outside the stock (vendor, customer, initial entry, ...). */
      from: position.nullable(),
      to: position.nullable(),
      serials: z.array(z.string()),
    }),
  ),
});
export type MaterialDocumentPosted = z.infer<typeof materialDocumentPosted>;

export const integrationEvent = z.object({
  /** This event's position: `after=<cursor>` continues behind it. */
  cursor: z.string(),
  eventId: z.string(),
  type: z.literal('material-document.posted'),
  createdAt: z.string(),
  payload: materialDocumentPosted,
});
export type IntegrationEvent = z.infer<typeof integrationEvent>;

/**
 * The payload of each event type: the AsyncAPI document (/supplier/api/asyncapi.json) has one message per
 * entry. A new event type adds its payload here (a test fails for a `type` of the event without one).
 */
export const eventPayloads = { 'material-document.posted': materialDocumentPosted } as const;

/**
 * The JSON body a webhook POSTs: the event as the feed shows it, without the cursor (a webhook has
 * no position to continue from). The deliverer sends a body only when it matches this schema.
 */
export const webhookEventBody = integrationEvent.omit({ cursor: true });
export type WebhookEventBody = z.infer<typeof webhookEventBody>;

export const eventFeed = z.object({
  events: z.array(integrationEvent),
  /** Send as `after` on the next call (the same value when nothing new was committed). */
  next: z.string(),
});
export type EventFeed = z.infer<typeof eventFeed>;
