import { t, translator } from '../../../shared/i18n';
import type { DeliveryNoteData, NoteAddress, NoteDelivery } from './delivery-note-data';

/** A4 in points; the margins and where a page's content ends (the footer lies below). */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const BOTTOM = PAGE.height - 64;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

export interface NoteOptions {
  /** a reprint from the document history: "COPY" on every page */
  copy?: boolean;
  /** who prints it (the footer) */
  printedBy: string;
  printedAt?: Date;
  /** false keeps the content streams readable (tests) */
  compress?: boolean;
}

interface Column {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

type Doc = PDFKit.PDFDocument;

/**
 * The delivery note and packing list of a delivery, or of a shipment (a part per delivery, each from a
 * new page): A4 through pdfkit (the labels' library), text in the reader's language from the catalogue,
 * quantities and weights through the translator (exact decimals), days and times in the plant's zone.
 * Long texts (descriptions, serial lists, addresses) wrap inside their column; tables continue on the
 * next page with their heading repeated; every page carries "page n of m", the print time and, for a
 * reprint, "COPY".
 */
export async function renderDeliveryNote(data: DeliveryNoteData, options: NoteOptions): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = t('doc.note.title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: options.copy ? `${title} (${t('doc.copy')})` : title, Producer: 'Supplier Portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const delivery of data.deliveries) {
    doc.addPage();
    drawDelivery(doc, data, delivery);
  }
  drawFooters(doc, data, options);
  doc.end();
  return done;
}

function drawDelivery(doc: Doc, data: DeliveryNoteData, d: NoteDelivery): void {
  const tr = translator();
  doc
    .font(BOLD)
    .fontSize(16)
    .text(t('doc.note.title'), MARGIN, MARGIN + 14, { width: PAGE.width - 2 * MARGIN - 90 });
  doc.moveDown(0.3);
  doc
    .font(BOLD)
    .fontSize(11)
    .text(t('doc.note.delivery', { delivery: d.deliveryNumber }));
  doc.font(FONT).fontSize(9);
  const facts = [t('doc.note.order', { order: d.orderNumber }), t('doc.note.deliveryDate', { day: tr.day(d.deliveryDate) })];
  if (d.goodsIssueDate) facts.push(t('doc.note.goodsIssue', { day: tr.day(d.goodsIssueDate) }));
  doc.text(facts.join('   '));
  if (data.shipment) {
    const s = data.shipment;
    doc.text(t('doc.note.shipment', { shipment: s.shipmentNumber }));
    doc.text(t('doc.note.carrier', { carrier: `${s.carrier} ${s.carrierName}`, service: s.service }));
    if (s.trackingNumber) doc.text(t('doc.note.tracking', { tracking: s.trackingNumber }));
    if (s.departure) doc.text(t('doc.note.departed', { time: tr.time(s.departure, data.timeZone) }));
  }
  doc.moveDown(0.8);
  const top = doc.y;
  const half = (PAGE.width - 2 * MARGIN - 20) / 2;
  const left = addressBlock(doc, t('doc.note.shipFrom'), d.shipFrom, MARGIN, top, half);
  const right = addressBlock(doc, t('doc.note.shipTo'), d.shipTo, MARGIN + half + 20, top, half);
  doc.y = Math.max(left, right) + 8;
  doc.x = MARGIN;
  if (d.reason) {
    doc
      .font(BOLD)
      .fontSize(10)
      .text(t('doc.note.reason', { reason: d.reason }), MARGIN, doc.y, { width: PAGE.width - 2 * MARGIN });
    doc.moveDown(0.5);
  }
  itemsTable(doc, d);
  doc.moveDown(1);
  packingList(doc, d);
}

function addressBlock(doc: Doc, heading: string, a: NoteAddress, x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(8).text(heading.toUpperCase(), x, y, { width });
  doc
    .font(BOLD)
    .fontSize(10)
    .text(a.name, x, doc.y + 2, { width });
  doc.font(FONT).fontSize(9);
  for (const line of a.lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

/** One row of cells; wraps each cell in its column and moves below the tallest; a new page first when it does not fit. */
function row(doc: Doc, columns: Column[], cells: string[], opts: { bold?: boolean; size?: number; header?: () => void } = {}): void {
  const size = opts.size ?? 9;
  doc.font(opts.bold ? BOLD : FONT).fontSize(size);
  const height = Math.max(...cells.map((c, i) => (c ? doc.heightOfString(c, { width: columns[i]?.width ?? 100 }) : 0)), size);
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN + 14;
    opts.header?.();
    doc.font(opts.bold ? BOLD : FONT).fontSize(size);
  }
  const y = doc.y;
  cells.forEach((c, i) => {
    const col = columns[i];
    if (col && c) doc.text(c, col.x, y, { width: col.width, align: col.align ?? 'left' });
  });
  doc.y = y + height + 3;
  doc.x = MARGIN;
}

function rule(doc: Doc): void {
  doc
    .moveTo(MARGIN, doc.y - 1)
    .lineTo(PAGE.width - MARGIN, doc.y - 1)
    .lineWidth(0.5)
    .stroke('#000000');
  doc.y += 2;
}

function section(doc: Doc, title: string, header: () => void): void {
  if (doc.y + 60 > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN + 14;
  }
  doc.font(BOLD).fontSize(11).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
  header();
}

const ITEM_COLUMNS: Column[] = [
  { x: MARGIN, width: 34 },
  { x: MARGIN + 38, width: 110 },
  { x: MARGIN + 152, width: 250 },
  { x: MARGIN + 406, width: PAGE.width - 2 * MARGIN - 406, align: 'right' },
];

function itemsTable(doc: Doc, d: NoteDelivery): void {
  const tr = translator();
  const header = () => {
    row(doc, ITEM_COLUMNS, [t('doc.note.colItem'), t('doc.note.colMaterial'), t('doc.note.colDescription'), t('doc.note.colQuantity')], {
      bold: true,
    });
    rule(doc);
  };
  section(doc, t('doc.note.items'), header);
  for (const i of d.items) {
    row(doc, ITEM_COLUMNS, [String(i.itemNo), i.material, i.description, `${tr.quantity(i.quantity)} ${i.unit}`], { header });
    if (i.serials.length > 0) {
      const serialColumns: Column[] = [{ x: MARGIN + 38, width: PAGE.width - 2 * MARGIN - 38 }];
      row(doc, serialColumns, [t('doc.note.serials', { count: i.serials.length, serials: i.serials.join(', ') })], { size: 8, header });
    }
  }
}

const HU_COLUMNS: Column[] = [
  { x: MARGIN, width: 62 },
  { x: MARGIN + 64, width: 100 },
  { x: MARGIN + 166, width: 62 },
  { x: MARGIN + 230, width: 60, align: 'right' },
  { x: MARGIN + 298, width: PAGE.width - 2 * MARGIN - 298 },
];

function packingList(doc: Doc, d: NoteDelivery): void {
  const tr = translator();
  const header = () => {
    row(
      doc,
      HU_COLUMNS,
      [t('doc.note.colHu'), t('doc.note.colSscc'), t('doc.note.colPackaging'), t('doc.note.colWeight'), t('doc.note.colContents')],
      { bold: true },
    );
    rule(doc);
  };
  section(doc, t('doc.note.packingList'), header);
  if (d.handlingUnits.length === 0) {
    doc.font(FONT).fontSize(9).text(t('doc.note.notPacked'), MARGIN, doc.y);
    return;
  }
  for (const u of d.handlingUnits) {
    const contents = u.contents.map((c) =>
      [
        `${c.material} ${tr.quantity(c.quantity)} ${c.unit}`,
        c.serials.length > 0 ? t('doc.note.serials', { count: c.serials.length, serials: c.serials.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    const nested = d.handlingUnits.filter((n) => n.parent === u.huNumber).map((n) => n.huNumber);
    if (nested.length > 0) contents.push(t('doc.note.nested', { count: nested.length, units: nested.join(', ') }));
    row(
      doc,
      HU_COLUMNS,
      [
        u.parent ? `${u.huNumber}\n${t('doc.note.inHu', { hu: u.parent })}` : u.huNumber,
        u.sscc,
        u.packaging,
        u.grossWeight ? t('doc.weightKg', { weight: tr.quantity(u.grossWeight) }) : '',
        contents.join('\n'),
      ],
      { header },
    );
  }
  rule(doc);
  doc
    .font(BOLD)
    .fontSize(9)
    .text(
      d.totalWeight
        ? t('doc.note.totals', { packages: d.packages, weight: tr.quantity(d.totalWeight) })
        : t('doc.note.totalsNoWeight', { packages: d.packages }),
      MARGIN,
      doc.y,
    );
}

function drawFooters(doc: Doc, data: DeliveryNoteData, options: NoteOptions): void {
  const tr = translator();
  const range = doc.bufferedPageRange();
  const printed = t('doc.note.printed', { time: tr.time(options.printedAt ?? new Date(), data.timeZone), user: options.printedBy });
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // below the bottom margin: pdfkit would start a new page for text there
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .text(printed, MARGIN, PAGE.height - 44, { width: 360, lineBreak: false });
    doc.text(t('doc.note.page', { page: i - range.start + 1, pages: range.count }), PAGE.width - MARGIN - 120, PAGE.height - 44, {
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    if (options.copy)
      doc
        .font(BOLD)
        .fontSize(18)
        .text(t('doc.copy'), PAGE.width - MARGIN - 120, MARGIN, { width: 120, align: 'right', lineBreak: false });
  }
}
