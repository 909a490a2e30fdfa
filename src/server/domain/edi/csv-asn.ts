import Papa from 'papaparse';
import { addQuantities } from '../../../shared/quantity';
import { EdiRefusal, PackingTree, plainSscc, type ReadMessage, refusal } from './edi-types';

/**
 * A whole shipping notice as CSV (papaparse), for suppliers with no EDI: one row per serial (quantity
 * 1 or empty) or per carton and item (its quantity). Columns: notice_id (the message's own id, the
 * same on every row), purchase_order, ship_date, pallet_sscc, carton_sscc, item, quantity, serial.
 * Comma or semicolon separated (detected).
 */
export const CSV_COLUMNS = [
  'notice_id',
  'purchase_order',
  'ship_date',
  'pallet_sscc',
  'carton_sscc',
  'item',
  'quantity',
  'serial',
] as const;
const REQUIRED = ['notice_id', 'purchase_order', 'ship_date', 'item'] as const;

export function readCsvAsn(text: string): ReadMessage {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
    transform: (v) => v.trim(),
  });
  const envelope = { sender: '', receiver: '', interchangeRef: '', groupRef: '', messageRef: '', messageType: 'ASN-CSV', version: '1' };
  const columns = parsed.meta.fields ?? [];
  for (const column of REQUIRED)
    if (!columns.includes(column)) throw new EdiRefusal(refusal('EDI_CSV_COLUMN_MISSING', { column }), envelope);
  const rows = parsed.data;
  const first = rows[0];
  if (!first) throw new EdiRefusal(refusal('EDI_SEGMENT_MISSING', { segment: 'CSV' }), envelope);
  const controlRef = first.notice_id ?? '';
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number>): never => {
    throw new EdiRefusal(refusal(code, params), { ...envelope, interchangeRef: controlRef, messageRef: controlRef }, controlRef);
  };
  if (!controlRef) refuse('EDI_VALUE_INVALID', { segment: 'notice_id', value: '' });
  const poNumber = first.purchase_order ?? '';
  // carton and item: the rows of one item in one carton are one line (serials collected, quantities added)
  const lines = new Map<string, { pallet: string; carton: string; itemNo: number; quantity: string; serials: string[] }>();
  rows.forEach((row, index) => {
    const line = index + 2;
    if ((row.notice_id ?? '') !== controlRef) refuse('EDI_VALUE_INVALID', { segment: `notice_id (${line})`, value: row.notice_id ?? '' });
    if ((row.purchase_order ?? '') !== poNumber) refuse('EDI_ONE_ORDER', { order: poNumber, other: row.purchase_order ?? '' });
    if ((row.ship_date ?? '') !== (first.ship_date ?? ''))
      refuse('EDI_VALUE_INVALID', { segment: `ship_date (${line})`, value: row.ship_date ?? '' });
    const pallet = row.pallet_sscc ?? '';
    const carton = row.carton_sscc ?? '';
    const serial = row.serial ?? '';
    const key = `${pallet}|${carton}|${row.item}`;
    const quantity = row.quantity || (serial ? '1' : '');
    if (!quantity) refuse('EDI_VALUE_INVALID', { segment: `quantity (${line})`, value: '' });
    const prior = lines.get(key);
    if (prior) {
      prior.quantity = addQuantities(prior.quantity, quantity);
      if (serial) prior.serials.push(serial);
    } else {
      if (!/^\d{1,9}$/.test(row.item ?? '')) refuse('EDI_VALUE_INVALID', { segment: `item (${line})`, value: row.item ?? '' });
      lines.set(key, { pallet, carton, itemNo: Number(row.item), quantity, serials: serial ? [serial] : [] });
    }
  });
  const tree = new PackingTree();
  for (const l of lines.values())
    tree.add(l.pallet || 'pallet', plainSscc(l.pallet), l.carton || `${l.pallet}:items`, plainSscc(l.carton), {
      itemNo: l.itemNo,
      quantity: l.quantity,
      serials: l.serials,
    });
  return {
    kind: 'ASN',
    controlRef,
    envelope: { ...envelope, interchangeRef: controlRef, messageRef: controlRef },
    asn: { purchaseOrderNo: poNumber, shipDate: first.ship_date ?? '', pallets: tree.toPallets() },
  };
}
