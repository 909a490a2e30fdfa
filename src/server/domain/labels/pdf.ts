import { barcodeModules } from './barcode';
import { fitText } from './fit-text';
import type { BarcodeElement, LabelLayout } from './layout';

const PT = 72 / 25.4;

/**
 * A PDF with one page per label (page size = label size), drawn from the same layouts as the ZPL:
 * text in Helvetica, barcodes as vector bars from bwip-js's modules (sharp at any zoom and printer).
 * `compress: false` keeps the content streams readable (tests extract the text).
 */
export async function layoutsToPdf(layouts: readonly LabelLayout[], options: { compress?: boolean; title?: string } = {}): Promise<Buffer> {
  // loaded on the first PDF, not at start (start < 1.5 s)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: options.title ?? 'Labels', Producer: 'Supplier Portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const layout of layouts) {
    doc.addPage({ size: [layout.widthMm * PT, layout.heightMm * PT], margin: 0 });
    for (const el of layout.elements) {
      if (el.type === 'text') {
        const text = fitText(el.text, el.size, el.width ?? layout.widthMm - el.x - 2);
        doc
          .font(el.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(el.size * PT * 1.15)
          .text(text, el.x * PT, el.y * PT, { lineBreak: false });
      } else if (el.type === 'line') {
        doc.rect(el.x * PT, el.y * PT, (el.width ?? el.thickness) * PT, (el.height ?? el.thickness) * PT).fill('black');
      } else drawBarcode(doc, el);
    }
  }
  doc.end();
  return done;
}

function drawBarcode(doc: PDFKit.PDFDocument, el: BarcodeElement): void {
  const m = barcodeModules(el.symbology, el.data);
  const module = el.module * PT;
  if (m.kind === 'linear') {
    let x = el.x * PT;
    m.widths.forEach((w, i) => {
      if (i % 2 === 0) doc.rect(x, el.y * PT, w * module, el.height * PT);
      x += w * module;
    });
    doc.fill('black');
    if (el.humanReadable) {
      const width = x - el.x * PT;
      doc
        .font('Helvetica')
        .fontSize(3 * PT * 1.15)
        .text(m.text, el.x * PT, (el.y + el.height + 1) * PT, { width, align: 'center', lineBreak: false });
    }
    return;
  }
  const cell = module;
  for (let r = 0; r < m.rows; r++)
    for (let c = 0; c < m.columns; c++) if (m.cells[r * m.columns + c]) doc.rect(el.x * PT + c * cell, el.y * PT + r * cell, cell, cell);
  doc.fill('black');
}
