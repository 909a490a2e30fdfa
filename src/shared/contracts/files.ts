import { z } from 'zod';
import { message, says } from '../i18n/validation';
import { code } from './stock/schemas';

/** Files sent in a JSON body (equipment images, service-desk attachments): a name and the content as base64. */

/** A file's name: 1 to 120 characters, of `pattern`. */
export const fileNameSchema = (pattern: RegExp) => code('The file name', 120, pattern);

/** A file's content as base64 text, at most `maxBytes` once decoded (`what` names the file in that message). */
export const base64ContentSchema = ({ maxBytes, what, empty }: { maxBytes: number; what: string; empty: string }) =>
  z
    .string({ error: message('val.contentText') })
    .min(1, empty)
    .max(Math.ceil((maxBytes * 4) / 3) + 8, `${what} is at most ${maxBytes / 1024 / 1024} MB.`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, says('val.contentBase64'));
