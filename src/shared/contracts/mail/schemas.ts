import { z } from 'zod';

/** A mail that failed every attempt: kept until an administrator sends it again. */
export const mailDeadLetter = z.object({
  mailId: z.number(),
  recipient: z.string(),
  subject: z.string(),
  /** Why it was sent (the sentence the mail ends with). */
  reason: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type MailDeadLetter = z.infer<typeof mailDeadLetter>;

/** E-mail as the administrator sees it: on or off, the server (never its password), the outbox's counts and dead letters. */
export const mailStatus = z.object({
  enabled: z.boolean(),
  /** host:port of the SMTP server, and whether TLS is used from the start (smtps) */
  server: z.string().nullable(),
  from: z.string().nullable(),
  queued: z.number(),
  sent: z.number(),
  dead: z.number(),
  deadLetters: z.array(mailDeadLetter),
});
export type MailStatus = z.infer<typeof mailStatus>;
