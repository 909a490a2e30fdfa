import { z } from 'zod';
import { poNumberSchema } from '../orders/schemas';

/** A supplier-facing document of the vendor portal: today a purchase order, by its number. */
export const documentLockParams = z.object({ documentId: poNumberSchema });

/** Who holds a document's lock, if anyone, and until when. */
export const documentLockView = z.object({
  documentId: z.string(),
  locked: z.boolean(),
  lockedBy: z.string().nullable(),
  lockedByMe: z.boolean(),
  lockedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DocumentLockView = z.infer<typeof documentLockView>;
