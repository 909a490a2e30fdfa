import { parseGs1 } from '../../../shared/gs1';
import { DomainError } from '../errors';
import { barcodeModules } from './barcode';
import { fitText } from './fit-text';
import type { BarcodeElement, LabelElement, LabelLayout } from './layout';

export type PrinterDpi = 203 | 300 | 600;

/**
 * ZPL II for one label (Zebra printers): `^XA ... ^XZ`, UTF-8 (`^CI28`), every field's data hex-escaped
 * (`^FH_`) so `^`, `~` and `_` in data never become commands. Positions are the layout's millimetres at
 * the printer's resolution.
 */
export function layoutToZpl(layout: LabelLayout, dpi: PrinterDpi = 203): string {
  const dots = (mm: number) => Math.max(0, Math.round((mm * dpi) / 25.4));
  const out = ['^XA', '^CI28', `^PW${dots(layout.widthMm)}`, `^LL${dots(layout.heightMm)}`, '^LH0,0'];
  for (const el of layout.elements) out.push(element(el, dots, layout));
  out.push('^XZ');
  return `${out.join('\n')}\n`;
}

function element(el: LabelElement, dots: (mm: number) => number, layout: LabelLayout): string {
  switch (el.type) {
    case 'text': {
      const h = dots(el.size);
      const text = fitText(el.text, el.size, el.width ?? layout.widthMm - el.x - 2);
      // Font 0 has no bold face: a bold field is printed wider.
      const w = el.bold ? Math.round(h * 1.1) : Math.round(h * 0.9);
      return `^FO${dots(el.x)},${dots(el.y)}^A0N,${h},${w}^FH_^FD${escapeField(text)}^FS`;
    }
    case 'line': {
      const t = Math.max(1, dots(el.thickness));
      const w = el.width !== undefined ? dots(el.width) : t;
      const h = el.height !== undefined ? dots(el.height) : t;
      return `^FO${dots(el.x)},${dots(el.y)}^GB${w},${h},${t}^FS`;
    }
    case 'barcode':
      return barcode(el, dots);
  }
}

function barcode(el: BarcodeElement, dots: (mm: number) => number): string {
  checkEncodable(el);
  const at = `^FO${dots(el.x)},${dots(el.y)}`;
  const module = Math.max(1, dots(el.module));
  const hr = el.humanReadable ? 'Y' : 'N';
  switch (el.symbology) {
    case 'gs1-128':
      // Mode D (UCC/EAN): the printer reads the parenthesised AIs and inserts FNC1 itself.
      return `^BY${module},3,${dots(el.height)}${at}^BCN,${dots(el.height)},${hr},N,N,D^FH_^FD${escapeField(el.data)}^FS`;
    case 'code128':
      return `^BY${module},3,${dots(el.height)}${at}^BCN,${dots(el.height)},${hr},N,N^FH_^FD${escapeField(el.data)}^FS`;
    case 'datamatrix':
      return `${at}^BXN,${module},200^FH_^FD${escapeField(el.data)}^FS`;
    case 'qrcode':
      return `${at}^BQN,2,${Math.min(10, module)}^FH_^FDQA,${escapeField(el.data)}^FS`;
  }
}

/**
 * The printer encodes the barcode, so the data is only checked here, as cheaply as the symbology
 * allows (1,000 SSCC labels in well under a second): a GS1-128 element string by the portal's GS1
 * parser, Code 128 by its character set (printable ASCII); 2D symbols through bwip-js's encoder, as
 * the PDF does. Data that fails is LABEL_BARCODE_INVALID, as in the PDF.
 */
function checkEncodable(el: BarcodeElement): void {
  if (el.symbology === 'gs1-128') {
    const parsed = parseGs1(el.data);
    if (!parsed.ok) throw new DomainError('LABEL_BARCODE_INVALID', { symbology: el.symbology, data: el.data, problem: parsed.message });
  } else if (el.symbology === 'code128') {
    if (!/^[\x20-\x7e]{1,80}$/.test(el.data)) {
      throw new DomainError('LABEL_BARCODE_INVALID', {
        symbology: el.symbology,
        data: el.data,
        problem: 'Code 128 takes printable ASCII only',
      });
    }
  } else barcodeModules(el.symbology, el.data);
}

/** Field data with `^`, `~`, `_`, `\` and everything outside printable ASCII as `_XX` (UTF-8 bytes). */
export function escapeField(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x20 && code < 0x7f && ch !== '^' && ch !== '~' && ch !== '_' && ch !== '\\') out += ch;
    else for (const b of Buffer.from(ch, 'utf8')) out += `_${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
