/** Average Helvetica / Zebra font 0 character width as a share of the character height. */
const CHAR_WIDTH = 0.56;

/**
 * The text as both renderers print it: cut to what fits `width` millimetres at `size` millimetres
 * (with a trailing '…' replaced by '.' so ZPL and the PDF's WinAnsi font print the same characters).
 */
export function fitText(text: string, size: number, width: number): string {
  const max = Math.max(1, Math.floor(width / (size * CHAR_WIDTH)));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}.`;
}
