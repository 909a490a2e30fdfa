/**
 * Text a user or client may send: no NUL or other control characters and no lone UTF-16 surrogates
 * (PostgreSQL refuses both, and they print as garbage). Allowed: tab, line feed, carriage return,
 * and the separators barcode scanners send (EOT, FS, GS, RS: GS1 element strings, ISO/IEC 15434).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u0003\u0005-\u0008\u000b\u000c\u000e-\u001b\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}
