import { X12Interchange, X12Parser, type X12Segment, type X12Transaction } from 'node-x12';
import { EdiRefusal, type Envelope, isoDay, PackingTree, plainSscc, type ReadMessage, refusal } from './edi-types';

/**
 * ANSI X12 through `node-x12` (delimiters from the ISA, segments, envelopes). The envelope is
 * checked here (SE01 the transaction's segment count, ST02 = SE02, GE and IEA counts and control
 * numbers, one transaction per interchange); 856 and 855 are mapped to the shipping notice and the
 * confirmation the supplier's forms send; 997 and 850 are written with its generator.
 */

const el = (s: X12Segment | undefined, n: number): string => (s?.elements[n - 1]?.value ?? '').trim();

interface Read {
  envelope: Envelope;
  segments: X12Segment[];
  transaction: X12Transaction;
}

function readX12(text: string, expectedType: string): Read {
  let interchange: X12Interchange;
  try {
    const parsed = new X12Parser(false).parse(text.trim());
    if (!(parsed instanceof X12Interchange)) throw new Error('more than one interchange');
    interchange = parsed;
  } catch {
    throw new EdiRefusal(refusal('EDI_UNREADABLE', { format: 'X12' }));
  }
  const isa = interchange.header;
  const partial: Partial<Envelope> = { sender: el(isa, 6), receiver: el(isa, 8), interchangeRef: el(isa, 13) };
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), partial);
  };
  const groups = interchange.functionalGroups;
  if (groups.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'GS' });
  const group = groups[0];
  if (!group) return refuse('EDI_SEGMENT_MISSING', { segment: 'GS' });
  partial.groupRef = el(group.header, 6);
  partial.version = el(group.header, 8);
  const transactions = group.transactions;
  if (groups.length > 1 || transactions.length !== 1) refuse('EDI_ONE_MESSAGE', { count: transactions.length });
  const transaction = transactions[0] as X12Transaction;
  partial.messageType = el(transaction.header, 1);
  partial.messageRef = el(transaction.header, 2);
  if (!transaction.trailer) refuse('EDI_SEGMENT_MISSING', { segment: 'SE' });
  const counted = transaction.segments.length + 2;
  if (Number(el(transaction.trailer, 1)) !== counted)
    refuse('EDI_SEGMENT_COUNT', { segment: 'SE', declared: el(transaction.trailer, 1), counted });
  if (el(transaction.trailer, 2) !== partial.messageRef)
    refuse('EDI_CONTROL_MISMATCH', { segment: 'SE', expected: partial.messageRef ?? '', found: el(transaction.trailer, 2) });
  if (!group.trailer) refuse('EDI_SEGMENT_MISSING', { segment: 'GE' });
  if (Number(el(group.trailer, 1)) !== 1) refuse('EDI_SEGMENT_COUNT', { segment: 'GE', declared: el(group.trailer, 1), counted: 1 });
  if (Number(el(group.trailer, 2)) !== Number(partial.groupRef))
    refuse('EDI_CONTROL_MISMATCH', { segment: 'GE', expected: partial.groupRef ?? '', found: el(group.trailer, 2) });
  if (!interchange.trailer) refuse('EDI_SEGMENT_MISSING', { segment: 'IEA' });
  if (Number(el(interchange.trailer, 1)) !== 1)
    refuse('EDI_SEGMENT_COUNT', { segment: 'IEA', declared: el(interchange.trailer, 1), counted: 1 });
  if (Number(el(interchange.trailer, 2)) !== Number(partial.interchangeRef))
    refuse('EDI_CONTROL_MISMATCH', { segment: 'IEA', expected: partial.interchangeRef ?? '', found: el(interchange.trailer, 2) });
  if (partial.messageType !== expectedType) refuse('EDI_MESSAGE_TYPE', { expected: expectedType, found: partial.messageType ?? '' });
  return { envelope: partial as Envelope, segments: transaction.segments, transaction };
}

interface Level {
  id: string;
  parent: string;
  code: string;
  sscc?: string;
  line?: { itemNo: number; quantity: string; serials: string[] };
}

/**
 * 856 Ship Notice: BSN02 the shipment's id (the message's own), BSN03 (or DTM 011) the ship date; the
 * HL hierarchy S (shipment) / O (order: PRF01 the PO) / T (tare: a pallet, MAN GM its SSCC) / P (pack:
 * a carton, MAN GM) / I (item: LIN01 the order's line, SN1 02 the quantity, REF SE its serials).
 */
export function read856(text: string): ReadMessage {
  const { envelope, segments } = readX12(text, '856');
  const bsn = segments.find((s) => s.tag === 'BSN');
  const controlRef = el(bsn, 2);
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  if (!bsn || !controlRef) refuse('EDI_SEGMENT_MISSING', { segment: 'BSN' });
  const dtm = segments.find((s) => s.tag === 'DTM' && el(s, 1) === '011');
  const shipDate = isoDay(dtm ? el(dtm, 2) : el(bsn, 3));
  const levels = new Map<string, Level>();
  const inOrder: Level[] = [];
  let current: Level | undefined;
  let poNumber = '';
  for (const s of segments) {
    if (s.tag === 'HL') {
      current = { id: el(s, 1), parent: el(s, 2), code: el(s, 3) };
      if (!current.id || levels.has(current.id) || !['S', 'O', 'T', 'P', 'I'].includes(current.code))
        refuse('EDI_VALUE_INVALID', { segment: 'HL', value: `${current.id} ${current.code}` });
      if (current.parent && !levels.has(current.parent)) refuse('EDI_VALUE_INVALID', { segment: 'HL', value: current.parent });
      levels.set(current.id, current);
      inOrder.push(current);
    } else if (!current) {
    } else if (s.tag === 'PRF' && current.code === 'O') {
      if (poNumber && poNumber !== el(s, 1)) refuse('EDI_ONE_ORDER', { order: poNumber, other: el(s, 1) });
      poNumber = el(s, 1);
    } else if (s.tag === 'MAN' && (el(s, 1) === 'GM' || el(s, 1) === 'AA') && (current.code === 'T' || current.code === 'P')) {
      current.sscc = plainSscc(el(s, 2));
    } else if (s.tag === 'LIN' && current.code === 'I') {
      current.line = { itemNo: Number(el(s, 1)), quantity: '', serials: [] };
    } else if (s.tag === 'SN1' && current.line) {
      current.line.quantity = el(s, 2);
    } else if (s.tag === 'REF' && el(s, 1) === 'SE' && current.line && el(s, 2)) {
      current.line.serials.push(el(s, 2));
    }
  }
  if (!inOrder.some((l) => l.code === 'S')) refuse('EDI_SEGMENT_MISSING', { segment: 'HL*S' });
  if (!poNumber) refuse('EDI_SEGMENT_MISSING', { segment: 'PRF' });
  const tree = new PackingTree();
  for (const item of inOrder.filter((l) => l.code === 'I')) {
    const line = item.line;
    if (!line || Number.isNaN(line.itemNo)) return refuse('EDI_SEGMENT_MISSING', { segment: 'LIN' });
    if (!line.quantity) refuse('EDI_SEGMENT_MISSING', { segment: 'SN1' });
    const parent = levels.get(item.parent);
    const pack = parent?.code === 'P' ? parent : undefined;
    const tare = pack ? levels.get(pack.parent) : parent?.code === 'T' ? parent : undefined;
    if (tare?.code !== 'T') return refuse('EDI_PACKAGE_MISSING', { segment: 'HL', value: item.id });
    tree.add(tare.id, tare.sscc, pack ? pack.id : `${tare.id}:items`, pack?.sscc, line);
  }
  if (tree.empty) refuse('EDI_SEGMENT_MISSING', { segment: 'HL*I' });
  return { kind: 'ASN', controlRef, envelope, asn: { purchaseOrderNo: poNumber, shipDate, pallets: tree.toPallets() } };
}

/** 855 PO Acknowledgment: BAK03 the order, BAK08 (or ST02) the acknowledgment's id; PO1 01 the line, ACK 02 quantity, ACK 05 date (ACK 04 = 068). */
export function read855(text: string): ReadMessage {
  const { envelope, segments } = readX12(text, '855');
  const bak = segments.find((s) => s.tag === 'BAK');
  const controlRef = el(bak, 8) || `${el(bak, 3)}-${envelope.interchangeRef}`;
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  if (!bak || !el(bak, 3)) refuse('EDI_SEGMENT_MISSING', { segment: 'BAK' });
  const items: { itemNo: number; quantity: string; deliveryDate: string }[] = [];
  let item: (typeof items)[number] | undefined;
  for (const s of segments) {
    if (s.tag === 'PO1') {
      item = { itemNo: Number(el(s, 1)), quantity: el(s, 2), deliveryDate: '' };
      items.push(item);
    } else if (s.tag === 'ACK' && item) {
      if (el(s, 2)) item.quantity = el(s, 2);
      if (el(s, 5)) item.deliveryDate = isoDay(el(s, 5));
    }
  }
  if (items.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'PO1' });
  return { kind: 'CONFIRMATION', controlRef, envelope, confirmation: { purchaseOrderNo: el(bak, 3), items } };
}

// ---- writing ----

const pad = (text: string, width: number) => text.slice(0, width).padEnd(width, ' ');
const control9 = (n: number) => String(n % 1_000_000_000).padStart(9, '0');

/** An interchange of one transaction set, built with node-x12 (its trailers count the segments). */
export function x12Interchange(options: {
  sender: string;
  receiver: string;
  control: number;
  functionalId: string;
  version: string;
  transactionType: string;
  segments: readonly (readonly [string, readonly string[]])[];
  now?: Date;
}): string {
  const now = options.now ?? new Date();
  const iso = now.toISOString();
  const interchange = new X12Interchange({ elementDelimiter: '*', segmentTerminator: '~', subElementDelimiter: '>' });
  interchange.setHeader([
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    'ZZ',
    pad(options.sender, 15),
    'ZZ',
    pad(options.receiver, 15),
    iso.slice(2, 10).replaceAll('-', ''),
    iso.slice(11, 16).replace(':', ''),
    'U',
    '00401',
    control9(options.control),
    '0',
    'P',
    '>',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader([
    options.functionalId,
    options.sender,
    options.receiver,
    iso.slice(0, 10).replaceAll('-', ''),
    iso.slice(11, 16).replace(':', ''),
    String(options.control % 1_000_000_000),
    'X',
    options.version,
  ]);
  const transaction = group.addTransaction();
  transaction.setHeader([options.transactionType, '0001']);
  for (const [tag, elements] of options.segments) transaction.addSegment(tag, [...elements]);
  return `${interchange.toString()}\n`;
}

/** 997: the group (AK1) and the transaction (AK2/AK5) accepted (A) or rejected (R, 5: segments in error), AK9 the tally. */
export function ack997(envelope: Partial<Envelope>, refused: boolean, control: number, now?: Date): string {
  const accepted = refused ? 'R' : 'A';
  const segments: [string, string[]][] = [['AK1', [functionalIdOf(envelope.messageType ?? ''), envelope.groupRef ?? '']]];
  if (envelope.messageRef) {
    segments.push(['AK2', [envelope.messageType ?? '', envelope.messageRef]]);
    segments.push(['AK5', refused ? ['R', '5'] : ['A']]);
  }
  segments.push(['AK9', [accepted, '1', '1', refused ? '0' : '1']]);
  return x12Interchange({
    sender: envelope.receiver || 'PORTAL',
    receiver: envelope.sender || 'UNKNOWN',
    control,
    functionalId: 'FA',
    version: envelope.version || '004010',
    transactionType: '997',
    segments,
    ...(now ? { now } : {}),
  });
}

function functionalIdOf(type: string): string {
  return type === '856' ? 'SH' : type === '855' ? 'PR' : type === '850' ? 'PO' : 'FA';
}
