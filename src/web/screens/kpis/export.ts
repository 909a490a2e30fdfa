import { csvDecimal, csvDialect, csvLine } from '../../../shared/csv';
import { saveFile } from '../../ui/save-file';

/** A column of an exported table: its heading and each row's value (a number stays a number in the workbook). */
export interface ExportColumn<R> {
  label: string;
  value: (row: R) => string | number | null;
}

/** A number or decimal as a CSV cell: no thousands separator, the dialect's decimal mark. */
function cell(value: string | number | null, dialect: ReturnType<typeof csvDialect>): string {
  if (value === null) return '';
  return csvDecimal(typeof value === 'number' ? String(value) : value, dialect);
}

/** The table as CSV in the reader's dialect (German: semicolons and decimal commas), with a BOM for Excel. */
export function tableCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  const dialect = csvDialect();
  const lines = [
    csvLine(
      columns.map((c) => c.label),
      dialect,
    ),
  ];
  for (const r of rows)
    lines.push(
      csvLine(
        columns.map((c) => cell(c.value(r), dialect)),
        dialect,
      ),
    );
  return lines.join('');
}

export function downloadCsv<R>(fileName: string, columns: readonly ExportColumn<R>[], rows: readonly R[]): void {
  saveFile(new Blob([`\uFEFF${tableCsv(columns, rows)}`], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** A decimal's text as a number for the workbook (Excel shows it in the reader's own locale). */
const asNumber = (v: string | number | null) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/**
 * The table as an Excel workbook (.xlsx): exceljs is loaded only when a reader exports (its own chunk),
 * numbers are cells of numbers, so Excel formats them in the reader's locale.
 */
export async function downloadXlsx<R>(fileName: string, sheet: string, columns: readonly ExportColumn<R>[], rows: readonly R[]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet');
  ws.addRow(columns.map((c) => c.label)).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => asNumber(c.value(r))));
  ws.columns.forEach((col, i) => {
    col.width = Math.min(40, Math.max(10, (columns[i]?.label.length ?? 8) + 2));
  });
  const buffer = await book.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${fileName}.xlsx`);
}
