import { barcodeModules } from './barcode';
import { fitText } from './fit-text';
import type { LabelLayout } from './layout';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => Number(v.toFixed(3));

/**
 * An SVG preview of a label (what the screen shows before printing), drawn from the same layout
 * as ZPL and PDF: units are millimetres, barcodes are the same modules.
 */
export function layoutToSvg(layout: LabelLayout): string {
  const parts: string[] = [];
  for (const el of layout.elements) {
    if (el.type === 'text') {
      const text = fitText(el.text, el.size, el.width ?? layout.widthMm - el.x - 2);
      parts.push(
        `<text x="${n(el.x)}" y="${n(el.y + el.size)}" font-size="${n(el.size * 1.15)}"${el.bold ? ' font-weight="bold"' : ''}>${esc(text)}</text>`,
      );
    } else if (el.type === 'line') {
      parts.push(`<rect x="${n(el.x)}" y="${n(el.y)}" width="${n(el.width ?? el.thickness)}" height="${n(el.height ?? el.thickness)}"/>`);
    } else {
      const m = barcodeModules(el.symbology, el.data);
      if (m.kind === 'linear') {
        let x = el.x;
        const bars: string[] = [];
        m.widths.forEach((w, i) => {
          if (i % 2 === 0) bars.push(`M${n(x)} ${n(el.y)}h${n(w * el.module)}v${n(el.height)}h${n(-w * el.module)}z`);
          x += w * el.module;
        });
        parts.push(`<path d="${bars.join('')}"/>`);
        if (el.humanReadable) {
          parts.push(
            `<text x="${n((el.x + x) / 2)}" y="${n(el.y + el.height + 4)}" font-size="3.45" text-anchor="middle">${esc(m.text)}</text>`,
          );
        }
      } else {
        const cells: string[] = [];
        for (let r = 0; r < m.rows; r++)
          for (let c = 0; c < m.columns; c++)
            if (m.cells[r * m.columns + c])
              cells.push(`M${n(el.x + c * el.module)} ${n(el.y + r * el.module)}h${n(el.module)}v${n(el.module)}h${n(-el.module)}z`);
        parts.push(`<path d="${cells.join('')}"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.widthMm}mm" height="${layout.heightMm}mm" viewBox="0 0 ${layout.widthMm} ${layout.heightMm}" font-family="Helvetica, Arial, sans-serif"><rect width="100%" height="100%" fill="white"/><g fill="black">${parts.join('')}</g></svg>`;
}
