import EdifactReader from 'edifact/reader.js';
import { EdiRefusal, type Envelope, isoDay, PackingTree, plainSscc, type ReadMessage, refusal } from './edi-types';

/**
 * UN/EDIFACT through the `edifact` package's reader (UNA separators, release character, syntax
 * levels): segments as `{ name, elements: string[][] }`. The envelope is checked here (UNB/UNZ,
 * UNH/UNT: references equal, counts right, one message per interchange); the messages DESADV and
 * ORDRSP are mapped to the shipping notice and the confirmation the supplier's forms send.
 */
export interface Segment {
  name: string;
  elements: string[][];
}

const value = (s: Segment | undefined, element: number, component = 0): string => s?.elements[element]?.[component] ?? '';

export function readSegments(text: string): Segment[] {
  try {
    const segments = new EdifactReader({ autoDetectEncoding: true }).parse(text.trim()) as Segment[];
    if (segments.length === 0) throw new Error('empty');
    return segments;
  } catch {
    throw new EdiRefusal(refusal('EDI_UNREADABLE', { format: 'EDIFACT' }));
  }
}

/** The interchange around one message: UNB ... UNH ... UNT UNZ, counts and references checked. */
export function edifactEnvelope(segments: Segment[], expectedType: string): { envelope: Envelope; body: Segment[] } {
  const unb = segments.find((s) => s.name === 'UNB');
  const partial: Partial<Envelope> = unb
    ? { sender: value(unb, 1), receiver: value(unb, 2), interchangeRef: value(unb, 4), groupRef: '' }
    : {};
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}) => {
    throw new EdiRefusal(refusal(code, params), partial);
  };
  if (!unb || segments[0]?.name !== 'UNB') refuse('EDI_SEGMENT_MISSING', { segment: 'UNB' });
  const heads = segments.filter((s) => s.name === 'UNH');
  if (heads.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'UNH' });
  if (heads.length > 1) refuse('EDI_ONE_MESSAGE', { count: heads.length });
  const start = segments.findIndex((s) => s.name === 'UNH');
  const unh = segments[start] as Segment;
  partial.messageRef = value(unh, 0);
  partial.messageType = value(unh, 1);
  partial.version = [value(unh, 1, 1), value(unh, 1, 2), value(unh, 1, 3), value(unh, 1, 4)].filter(Boolean).join(':');
  const end = segments.findIndex((s) => s.name === 'UNT');
  if (end < 0) refuse('EDI_SEGMENT_MISSING', { segment: 'UNT' });
  const unt = segments[end] as Segment;
  const counted = end - start + 1;
  if (Number(value(unt, 0)) !== counted) refuse('EDI_SEGMENT_COUNT', { segment: 'UNT', declared: value(unt, 0), counted });
  if (value(unt, 1) !== partial.messageRef)
    refuse('EDI_CONTROL_MISMATCH', { segment: 'UNT', expected: partial.messageRef ?? '', found: value(unt, 1) });
  const unz = segments[segments.length - 1];
  if (unz?.name !== 'UNZ') refuse('EDI_SEGMENT_MISSING', { segment: 'UNZ' });
  if (Number(value(unz, 0)) !== 1) refuse('EDI_SEGMENT_COUNT', { segment: 'UNZ', declared: value(unz, 0), counted: 1 });
  if (value(unz, 1) !== partial.interchangeRef)
    refuse('EDI_CONTROL_MISMATCH', { segment: 'UNZ', expected: partial.interchangeRef ?? '', found: value(unz, 1) });
  if (partial.messageType !== expectedType) refuse('EDI_MESSAGE_TYPE', { expected: expectedType, found: partial.messageType ?? '' });
  return { envelope: partial as Envelope, body: segments.slice(start + 1, end) };
}

interface Package {
  id: string;
  parent: string;
  sscc?: string;
  lines: { itemNo: number; quantity: string; serials: string[] }[];
}

/**
 * DESADV (D.96A, EANCOM): BGM document number (the message's own id), DTM 11 despatch date (137
 * when absent), RFF ON the order; the CPS hierarchy: a CPS without parent is the consignment, its
 * children the pallets, theirs the cartons; GIN BJ the package's SSCC; LIN + QTY 12 + RFF ON:order:line
 * (or RFF LI:line) an item; PCI 17 + GIN BN its serial numbers.
 */
export function readDesadv(text: string): ReadMessage {
  const { envelope, body } = edifactEnvelope(readSegments(text), 'DESADV');
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}, controlRef = ''): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  const bgm = body.find((s) => s.name === 'BGM');
  const controlRef = value(bgm, 1);
  if (!bgm || !controlRef) refuse('EDI_SEGMENT_MISSING', { segment: 'BGM' });
  const dtm = (q: string) => body.find((s) => s.name === 'DTM' && value(s, 0) === q);
  const shipDate = dtm('11') ?? dtm('137');
  if (!shipDate) refuse('EDI_SEGMENT_MISSING', { segment: 'DTM+11' }, controlRef);
  const firstCps = body.findIndex((s) => s.name === 'CPS');
  const header = firstCps < 0 ? body : body.slice(0, firstCps);
  const order = header.find((s) => s.name === 'RFF' && value(s, 0) === 'ON');
  if (!order || !value(order, 0, 1)) refuse('EDI_SEGMENT_MISSING', { segment: 'RFF+ON' }, controlRef);
  const poNumber = value(order, 0, 1);
  if (firstCps < 0) refuse('EDI_SEGMENT_MISSING', { segment: 'CPS' }, controlRef);

  const packages = new Map<string, Package>();
  const order_: Package[] = [];
  let current: Package | undefined;
  let line: Package['lines'][number] | undefined;
  for (const s of body.slice(firstCps)) {
    if (s.name === 'CPS') {
      current = { id: value(s, 0), parent: value(s, 1), lines: [] };
      if (!current.id || packages.has(current.id)) refuse('EDI_VALUE_INVALID', { segment: 'CPS', value: current.id }, controlRef);
      packages.set(current.id, current);
      order_.push(current);
      line = undefined;
    } else if (s.name === 'GIN' && value(s, 0) === 'BJ' && current && !line) {
      current.sscc = plainSscc(value(s, 1));
    } else if (s.name === 'LIN' && current) {
      line = { itemNo: Number.NaN, quantity: '', serials: [] };
      current.lines.push(line);
    } else if (s.name === 'QTY' && line && value(s, 0) === '12') {
      line.quantity = value(s, 0, 1);
    } else if (s.name === 'RFF' && line && (value(s, 0) === 'ON' || value(s, 0) === 'LI')) {
      const ref = value(s, 0) === 'ON' ? value(s, 0, 2) : value(s, 0, 1);
      if (value(s, 0) === 'ON' && value(s, 0, 1) && value(s, 0, 1) !== poNumber)
        refuse('EDI_ONE_ORDER', { order: poNumber, other: value(s, 0, 1) }, controlRef);
      if (ref) line.itemNo = Number(ref);
    } else if (s.name === 'GIN' && value(s, 0) === 'BN' && line) {
      for (const element of s.elements.slice(1)) if (element[0]) line.serials.push(element[0]);
    }
  }
  const depth = (p: Package): number => {
    let d = 0;
    let at: Package | undefined = p;
    const seen = new Set<string>();
    while (at?.parent) {
      if (seen.has(at.id)) refuse('EDI_VALUE_INVALID', { segment: 'CPS', value: at.id }, controlRef);
      seen.add(at.id);
      const parent = packages.get(at.parent);
      if (!parent) refuse('EDI_VALUE_INVALID', { segment: 'CPS', value: at.parent }, controlRef);
      at = parent;
      d++;
    }
    return d;
  };
  const tree = new PackingTree();
  for (const p of order_) {
    if (p.lines.length === 0) continue;
    const d = depth(p);
    if (d === 0) refuse('EDI_PACKAGE_MISSING', { segment: 'CPS', value: p.id }, controlRef);
    // the pallet: the package at depth 1 above (or this one); the carton: this one at depth >= 2
    let pallet = p;
    for (let i = d; i > 1; i--) pallet = packages.get(pallet.parent) as Package;
    for (const l of p.lines) {
      if (Number.isNaN(l.itemNo)) refuse('EDI_SEGMENT_MISSING', { segment: 'RFF+ON' }, controlRef);
      if (!l.quantity && l.serials.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'QTY+12' }, controlRef);
      tree.add(pallet.id, pallet.sscc, d === 1 ? `${p.id}:items` : p.id, d === 1 ? undefined : p.sscc, {
        ...l,
        quantity: l.quantity || String(l.serials.length),
      });
    }
  }
  if (tree.empty) refuse('EDI_SEGMENT_MISSING', { segment: 'LIN' }, controlRef);
  return {
    kind: 'ASN',
    controlRef,
    envelope,
    asn: { purchaseOrderNo: poNumber, shipDate: isoDay(value(shipDate, 0, 1)), pallets: tree.toPallets() },
  };
}

/** ORDRSP: BGM the response's number; RFF ON the order; LIN + QTY 12 (or 21) + DTM 2 (or 67) per item; RFF LI the order's line. */
export function readOrdrsp(text: string): ReadMessage {
  const { envelope, body } = edifactEnvelope(readSegments(text), 'ORDRSP');
  const bgm = body.find((s) => s.name === 'BGM');
  const controlRef = value(bgm, 1);
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  if (!bgm || !controlRef) refuse('EDI_SEGMENT_MISSING', { segment: 'BGM' });
  const order = body.find((s) => s.name === 'RFF' && value(s, 0) === 'ON');
  if (!order || !value(order, 0, 1)) refuse('EDI_SEGMENT_MISSING', { segment: 'RFF+ON' });
  const items: { itemNo: number; quantity: string; deliveryDate: string }[] = [];
  let item: (typeof items)[number] | undefined;
  for (const s of body) {
    if (s.name === 'LIN') {
      item = { itemNo: Number(value(s, 0)), quantity: '', deliveryDate: '' };
      items.push(item);
    } else if (item && s.name === 'QTY' && ['12', '21', '113'].includes(value(s, 0))) item.quantity = value(s, 0, 1);
    else if (item && s.name === 'DTM' && ['2', '67', '69'].includes(value(s, 0))) item.deliveryDate = isoDay(value(s, 0, 1));
    else if (item && s.name === 'RFF' && value(s, 0) === 'LI' && value(s, 0, 1)) item.itemNo = Number(value(s, 0, 1));
  }
  if (items.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'LIN' });
  return { kind: 'CONFIRMATION', controlRef, envelope, confirmation: { purchaseOrderNo: value(order, 0, 1), items } };
}

// ---- writing ----

/** One data element's text with the release character before each separator (UNA :+.? '). */
const released = (text: string) => text.replace(/([?:+'])/g, '?$1');

/** Segments to text with the default separators, declared in UNA. */
export function edifactText(segments: readonly (readonly (string | readonly string[])[])[]): string {
  const lines = segments.map((elements) =>
    elements.map((e, i) => (i === 0 ? (e as string) : typeof e === 'string' ? released(e) : e.map(released).join(':'))).join('+'),
  );
  return `UNA:+.? '\n${lines.map((l) => `${l}'`).join('\n')}\n`;
}

/** An interchange of one message: UNB, UNH, the body, UNT with its count, UNZ. */
export function edifactInterchange(options: {
  sender: string;
  receiver: string;
  interchangeRef: string;
  messageType: readonly string[];
  body: readonly (readonly (string | readonly string[])[])[];
  now?: Date;
}): string {
  const now = options.now ?? new Date();
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const time = now.toISOString().slice(11, 16).replace(':', '');
  const message = [['UNH', '1', options.messageType], ...options.body];
  return edifactText([
    ['UNB', ['UNOC', '3'], [options.sender], [options.receiver], [day, time], options.interchangeRef],
    ...message,
    ['UNT', String(message.length + 1), '1'],
    ['UNZ', '1', options.interchangeRef],
  ]);
}

/** CONTRL error codes (0085) for the refusals a reader raises; any other refusal is 12 (invalid value). */
const CONTRL_CODES: Readonly<Record<string, string>> = {
  EDI_SEGMENT_MISSING: '13',
  EDI_SEGMENT_COUNT: '29',
  EDI_CONTROL_MISMATCH: '29',
  EDI_DUPLICATE_MESSAGE: '26',
  EDI_MESSAGE_TYPE: '12',
  EDI_UNREADABLE: '12',
};

/** CONTRL (D:3): the interchange (UCI) and the message (UCM) accepted (7) or rejected (4), with the error's code. */
export function contrl(envelope: Partial<Envelope>, refusedCode: string | null, interchangeRef: string, now?: Date): string {
  const action = refusedCode ? '4' : '7';
  const error = refusedCode ? (CONTRL_CODES[refusedCode] ?? '12') : '';
  const type = (envelope.messageType ?? '').trim();
  const [version = 'D', release = '96A', agency = 'UN'] = (envelope.version ?? '').split(':');
  const body: (string | string[])[][] = [
    ['UCI', envelope.interchangeRef ?? '', [envelope.sender ?? ''], [envelope.receiver ?? ''], action],
  ];
  if (envelope.messageRef && type)
    body.push(['UCM', envelope.messageRef, [type, version, release, agency], action, ...(error ? [error] : [])]);
  else if (error) body[0]?.push(error);
  return edifactInterchange({
    sender: envelope.receiver || 'PORTAL',
    receiver: envelope.sender || 'UNKNOWN',
    interchangeRef,
    messageType: ['CONTRL', 'D', '3', 'UN'],
    body,
    ...(now ? { now } : {}),
  });
}
