import { z } from 'zod';

/** A signed-in session as "My sessions" and the administrators' user screen show it (never its token or hash). */
export const sessionView = z.object({
  sessionId: z.number(),
  /** the browser and operating system by product name ("Chrome", "Android"); null when the User-Agent names none */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** signed in by the handheld QR pairing flow */
  paired: z.boolean(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** the session this request came with */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionList = z.object({ sessions: z.array(sessionView) });
export const sessionParams = z.object({ sessionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
