import { z } from 'zod';
import german from 'zod/v4/locales/de.js';
import english from 'zod/v4/locales/en.js';
import type { MessageId, MessageValues } from './catalogue';
import { PSEUDO_LOCALE, t, translator } from './index';

/**
 * Validation messages in the reader's language. A zod schema is built once, when its module loads,
 * before anyone's language is known; so a message is never a text but a function zod calls when it
 * finds the problem (zod 4: `error` may be a function of the issue), and that reads the catalogue then:
 * the page's language on the web, the request's on the server.
 *
 *     z.string().min(1, says('val.firstNameRequired'))
 *     z.enum(STATUSES, says('val.deliveryStatus'))
 *     z.iso.date({ error: message('val.dateFormat') })
 */

/** Values of a validation message: a function is called when the message is made (a label in the reader's language). */
export type ValidationValues = Readonly<Record<string, MessageValues[string] | (() => string)>>;

/** The message `id` with its values, made when zod reports the problem (never at module load). */
export const message = (id: MessageId, values?: ValidationValues) => (): string => t(id, values && resolved(values));

/** Zod's params for a check (`.min(1, says(...))`, `.refine(fn, says(...))`, `z.enum(values, says(...))`). */
export const says = (id: MessageId, values?: ValidationValues): { error: () => string } => ({ error: message(id, values) });

/** A label from the catalogue as a value of a validation message: `{ name: label('field.plant') }`. */
export const label = (id: MessageId) => (): string => t(id);

function resolved(values: ValidationValues): MessageValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
}

/**
 * Zod's own messages (a check without a message of ours: "Too big: expected number to be <=999999") in
 * the reader's language: zod's locale of the language when it has one, else English. Set once at start
 * (server and web); zod calls it when it finds a problem, so it follows the current reader.
 */
const ZOD_LOCALES: Readonly<Record<string, () => { localeError: z.core.$ZodErrorMap }>> = { de: german, en: english };

export function speakZodInReadersLanguage(): void {
  const made = new Map<string, z.core.$ZodErrorMap>();
  const errorMapOf = (language: string): z.core.$ZodErrorMap => {
    let found = made.get(language);
    if (!found) {
      const locale = ZOD_LOCALES[language] ?? english;
      found = locale().localeError;
      made.set(language, found);
    }
    return found;
  };
  z.config({
    localeError: (issue) => {
      const language = translator().language;
      const text = errorMapOf(language === PSEUDO_LOCALE ? 'en' : language)(issue);
      if (language !== PSEUDO_LOCALE || text === undefined || text === null) return text;
      // the pseudo-locale brackets every text that comes from a catalogue; zod's is one
      return `[!! ${typeof text === 'string' ? text : text.message} !!]`;
    },
  });
}

/** A catalogue key of a field's label (`field.plant`): what a validation message names. */
export type FieldLabelId = Extract<MessageId, `field.${string}`>;
