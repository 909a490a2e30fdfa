import type en from './locales/en.json';

/**
 * The message catalogues: one JSON file per language in ./locales (`en.json`, `de.json`, ...), flat
 * `key -> ICU message` (FormatJS syntax: `{name}`, `{count, plural, one {# bin} other {# bins}}`,
 * `{at, date, short}`). English is the source: its keys are the type every caller names; every catalogue
 * has every key (server/i18n/catalogues.test.ts), and the browser loads the reader's catalogue alone (web/i18n.ts).
 * A new language is a new file and nothing else.
 */
export type MessageId = keyof typeof en;

/** Values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number | bigint | Date | null | undefined>>;

/** A catalogue as loaded: key -> ICU message text. */
export type Catalogue = Readonly<Record<string, string>>;

/** The language the catalogues are written from (and fall back to). */
export const SOURCE_LANGUAGE = 'en';

/**
 * The pseudo-locale: English with every message accented, lengthened and bracketed "[!! ... !!]", made
 * from the English catalogue at run time. A screen in it shows at once which text came from no
 * catalogue, and whether longer words still fit. Not offered in the profile; a browser asks for it.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Messages are parsed with tags off: `<serial>` in a message is text, not markup. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;
