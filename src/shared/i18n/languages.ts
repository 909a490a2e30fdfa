import { PSEUDO_LOCALE, SOURCE_LANGUAGE } from './catalogue';

/** A reader's language (which catalogue) and locale (how numbers and dates look). */
export interface ReaderLanguage {
  language: string;
  locale: string;
}

/** The tags of an Accept-Language header (or navigator.languages), best first; malformed entries are skipped. */
export function acceptedTags(header: string | readonly string[] | null | undefined): string[] {
  if (!header) return [];
  if (typeof header !== 'string') return header.filter((tag) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)).slice(0, 20);
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The language a reader gets: the profile's (when a catalogue exists for it), else the first of the
 * browser's languages that has a catalogue, else English. The locale is the browser's tag for that
 * language where it names one ("en-SG" for English in Singapore), else the language. The pseudo-locale
 * is taken only when the browser asks for it by name.
 */
export function resolveLanguage(
  profileLanguage: string | null | undefined,
  accepted: string | readonly string[] | null | undefined,
  available: readonly string[],
): ReaderLanguage {
  const tags = acceptedTags(accepted);
  const localeFor = (language: string) => tags.find((tag) => primary(tag) === language && tag.includes('-')) ?? language;
  if (profileLanguage && available.includes(profileLanguage)) return { language: profileLanguage, locale: localeFor(profileLanguage) };
  for (const tag of tags) {
    if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return { language: PSEUDO_LOCALE, locale: 'en' };
    const language = primary(tag);
    if (available.includes(language)) return { language, locale: localeFor(language) };
  }
  return { language: SOURCE_LANGUAGE, locale: localeFor(SOURCE_LANGUAGE) };
}
