import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { type CompiledCatalogue, needsFormatter, PARSE_OPTIONS } from './catalogue';

const ACCENTED: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Every letter accented and each word about 40 % longer (German runs that much longer than English). */
function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((c) => ACCENTED[c] ?? c).join('');
    const extra = Math.ceil(word.length * 0.4);
    const vowel = accented.at(-1) ?? '';
    return accented + vowel.repeat(extra > 0 ? extra : 0);
  });
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/** A message's elements: its text parsed, or as the web build parsed it already (CompiledCatalogue). */
const elementsOf = (message: string | MessageFormatElement[]): MessageFormatElement[] =>
  typeof message === 'string' ? parse(message, PARSE_OPTIONS) : message;

/** One message of the pseudo-locale: literal text accented and lengthened, placeholders kept, bracketed. */
export function pseudoMessage(message: string | MessageFormatElement[]): string {
  return `[!! ${printAST(pseudoElements(elementsOf(message)))} !!]`;
}

/**
 * The pseudo-locale's catalogue, made from the English one (as loaded, or as the web build ships it): a message
 * that needs FormatJS's formatter stays parsed (the browser's bundle has no ICU parser), every other is its text.
 */
export function pseudoCatalogue(english: CompiledCatalogue): Record<string, string | MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const text = pseudoMessage(message);
      return [id, needsFormatter(text) ? parse(text, PARSE_OPTIONS) : text];
    }),
  );
}
