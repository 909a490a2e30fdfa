import { z } from 'zod';
import type { MessageId } from '../i18n';
import { message, says } from '../i18n/validation';
import { code } from './stock/schemas';

/** Files sent in a JSON body (equipment images, service-desk attachments): a name and the content as base64. */

/** A file's name: 1 to 120 characters, of `pattern`. */
export const fileNameSchema = (pattern: RegExp) => code('field.theFileName', 120, pattern);

/**
 * A file's content as base64 text, at most `maxBytes` once decoded: `tooLarge` says so (given `{mb}`), `empty`
 * that there is none (catalogue keys).
 */
export const base64ContentSchema = ({ maxBytes, tooLarge, empty }: { maxBytes: number; tooLarge: MessageId; empty: MessageId }) =>
  z
    .string({ error: message('val.contentText') })
    .min(1, says(empty))
    .max(Math.ceil((maxBytes * 4) / 3) + 8, says(tooLarge, { mb: maxBytes / 1024 / 1024 }))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, says('val.contentBase64'));
