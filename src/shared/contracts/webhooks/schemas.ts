import { z } from 'zod';
import { message, says } from '../../i18n/validation';

/** Where a token's events are POSTed: http or https, no credentials in the URL, at most 2,000 characters. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000, says('val.webhookUrlMax'))
  .pipe(z.url({ protocol: /^https?$/, error: message('val.webhookUrlProtocol') }))
  .refine((v) => !/^https?:\/\/[^/?#]*@/i.test(v), says('val.webhookUrlCredentials'));

export const setWebhookSchema = z.strictObject({ url: webhookUrlSchema });
export type SetWebhookInput = z.infer<typeof setWebhookSchema>;

/** An event that failed every attempt: kept until an administrator retries (queued again) or discards it. */
export const deadLetter = z.object({
  deadLetterId: z.string(),
  eventId: z.string(),
  /** The posted document the event tells of. */
  matDoc: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
  /** Retried: delivered again before the feed continues. */
  queued: z.boolean(),
});
export type DeadLetter = z.infer<typeof deadLetter>;

/** A token's webhook and where its deliveries stand. */
export const webhookState = z.object({
  tokenId: z.number(),
  url: z.string().nullable(),
  lastDeliveredAt: z.string().nullable(),
  lastEventId: z.string().nullable(),
  /** The first failed attempt since the last delivery (null while deliveries succeed). */
  failingSince: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** Failed attempts at the event in hand. */
  attempts: z.number(),
  lastError: z.string().nullable(),
  deadLetters: z.array(deadLetter),
});
export type WebhookState = z.infer<typeof webhookState>;

/** The answer of setting a URL: the state and, when a new secret was made, that secret (this once). */
export const webhookSet = z.object({ webhook: webhookState, secret: z.string().nullable() });
export type WebhookSet = z.infer<typeof webhookSet>;

/** Webhook secrets start with this (signing keys, never API tokens). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
