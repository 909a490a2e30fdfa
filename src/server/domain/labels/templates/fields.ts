import { z } from 'zod';

/** Zod field groups the label templates share (printable text: no control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const printable = /^[^\u0000-\u001f\u007f]*$/;
export const labelText = (max: number) => z.string().trim().min(1).max(max).regex(printable);
export const optionalText = (max: number) => z.string().trim().max(max).regex(printable).optional();
export const quantityText = z.string().regex(/^\d{1,10}(\.\d{1,3})?$/);
export const address = z.object({
  name: labelText(60),
  lines: z.array(labelText(60)).max(4).default([]),
});
export type LabelAddress = z.infer<typeof address>;
