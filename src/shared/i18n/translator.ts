import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatDay, formatDayOf, formatTime } from '../calendar';
import type { Catalogue, CompiledCatalogue, MessageId, MessageValues } from './catalogue';
import { hasOnlyPlainArguments, isPlainText, PARSE_OPTIONS, SOURCE_LANGUAGE } from './catalogue';

/**
 * Text and numbers in one reader's language and locale: catalogue messages (FormatJS, ICU), quantities,
 * numbers, calendar days and instants. `language` picks the catalogue ("de"); `locale` is the full tag
 * numbers and dates follow ("de-DE", "en-SG"). Made once per language and locale and kept.
 */
export interface Translator {
  readonly language: string;
  readonly locale: string;
  /** A catalogue message with its placeholders filled; an unknown key shows as itself. */
  t(id: MessageId, values?: MessageValues): string;
  /** A decimal quantity text ("1234.500") as the reader writes it ("1.234,5"), exact: never through a float. */
  quantity(value: string | null | undefined): string;
  /** A number ("1.234,5"); options as Intl.NumberFormat's. */
  number(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  /** A calendar day (YYYY-MM-DD) in the reader's locale: "28.11.2026". */
  day(day: string | null | undefined): string;
  /** An instant in `timeZone`, with the zone's short name: "28.11.2026, 05:51 MEZ". */
  time(at: string | Date | null | undefined, timeZone: string, options?: { date?: boolean }): string;
  /** The calendar day of an instant in `timeZone`. */
  dayOf(at: string | Date | null | undefined, timeZone: string): string;
  /** The decimal mark of the locale ("," or "."). */
  readonly decimalMark: string;
  /** FormatJS itself, for what the helpers above do not cover. */
  readonly intl: IntlShape<string>;
}

const cache = createIntlCache();

const ARGUMENT = /\{(\w+)\}/g;

function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : SOURCE_LANGUAGE;
  } catch {
    return SOURCE_LANGUAGE;
  }
}

/**
 * `message`'s plain arguments filled as intl-messageformat fills a `{name}`: a text, number or bigint as `String()`
 * gives it (a plain argument is not a `{name, number}`: FormatJS does not format it either), null or undefined as
 * nothing; undefined when a value is not given or is anything else (a date), for FormatJS to handle and report.
 */
function fillPlainArguments(message: string, values: MessageValues | undefined): string | undefined {
  let complete = true;
  const filled = message.replace(ARGUMENT, (_, name: string) => {
    if (!values || !Object.hasOwn(values, name)) {
      complete = false;
      return '';
    }
    const value = values[name];
    if (value === null || value === undefined) return '';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
    complete = false;
    return '';
  });
  return complete ? filled : undefined;
}

/**
 * A translator over `messages` (the language's catalogue, English for keys it lacks). Errors of a message
 * (a missing key, a missing value) are reported to `onError` and the text falls back; never thrown.
 */
export function createTranslator(
  language: string,
  locale: string,
  messages: Catalogue | CompiledCatalogue,
  onError: (error: unknown) => void = () => {},
): Translator {
  // Intl is asked nothing until a screen needs a number, a day or an ICU message (issue 41): the first use of
  // Intl's number or date data costs a handheld 30-150 ms (ICU loads it), which a first screen of labels need not pay
  // before its first paint
  let formatLocale: string | undefined;
  const resolvedLocale = (): string => {
    formatLocale ??= supportedLocale(locale);
    return formatLocale;
  };
  let intl: IntlShape<string> | undefined;
  const intlOf = (): IntlShape<string> => {
    intl ??= createIntl<string>(
      {
        locale: resolvedLocale(),
        defaultLocale: SOURCE_LANGUAGE,
        // FormatJS takes a message as text or parsed, message by message (its type wants one or the other)
        messages: messages as Record<string, string>,
        onError: (error) => onError(error),
        onWarn: () => {},
      },
      cache,
    );
    return intl;
  };
  let quantityFormat: Intl.NumberFormat | undefined;
  const quantityFormatOf = (): Intl.NumberFormat => {
    quantityFormat ??= new Intl.NumberFormat(resolvedLocale(), { maximumFractionDigits: 3, minimumFractionDigits: 0 });
    return quantityFormat;
  };
  let decimalMark: string | undefined;
  // a number format made once per set of options (making one costs some 20 µs; a table formats many cells)
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat => {
    const key = options ? JSON.stringify(options) : '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(resolvedLocale(), options);
      if (numberFormats.size < 100) numberFormats.set(key, format);
    }
    return format;
  };
  return {
    language,
    get locale() {
      return resolvedLocale();
    },
    get decimalMark() {
      decimalMark ??=
        quantityFormatOf()
          .formatToParts(1.5)
          .find((part) => part.type === 'decimal')?.value ?? '.';
      return decimalMark;
    },
    get intl() {
      return intlOf();
    },
    t: (id, values) => {
      // a message without an ICU construct is its own text: no message format made for it (issue 41: most of a
      // screen's labels; a handheld renders its first screen without building a formatter per label)
      const message = messages[id];
      if (typeof message === 'string' && isPlainText(message)) return message;
      // plain arguments filled as FormatJS fills them, without making a message format: FormatJS asks Intl for its
      // locale data for each new message, and Intl's first use loads ICU's data (see above). Anything else (a value
      // not given, a date, a plural) goes to FormatJS.
      if (typeof message === 'string' && hasOnlyPlainArguments(message)) {
        const filled = fillPlainArguments(message, values);
        if (filled !== undefined) return filled;
      }
      // tags off, as the catalogues are parsed: `<serial>` in a message is text
      return intlOf().formatMessage({ id }, values as Record<string, string | number | Date>, PARSE_OPTIONS);
    },
    quantity(value) {
      if (value === null || value === undefined || value === '') return '';
      // decimal text only (what the API sends), anything else as it came; Intl formats a decimal string
      // exactly (no float on the way)
      if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(value)) return value;
      return quantityFormatOf().format(value as unknown as number);
    },
    number: (value, options) => numberFormat(options).format(value),
    day: (day) => (day ? formatDay(day, resolvedLocale()) : ''),
    time: (at, timeZone, options = {}) => formatTime(at, timeZone, { locale: resolvedLocale(), date: options.date ?? true }),
    dayOf: (at, timeZone) => formatDayOf(at, timeZone, resolvedLocale()),
  };
}
