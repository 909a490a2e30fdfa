import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { EdiRefusal, type Envelope, PackingTree, plainSscc, type ReadMessage, refusal } from './edi-types';

/**
 * cXML through `fast-xml-parser`, read safely: a document that declares entities (or an internal DTD
 * subset) is refused before it is parsed, entities are never expanded, and the size is limited by the
 * contract. The DOCTYPE of what the portal writes names the cXML DTD version.
 */
export const CXML_VERSION = '1.2.063';
const dtd = (file: string) => `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/${file}`;

const ARRAYS = new Set([
  'ShipNoticePortion',
  'ShipNoticeItem',
  'SerialNumber',
  'Packaging',
  'ConfirmationItem',
  'ConfirmationStatus',
  'Credential',
]);

type Node = Record<string, unknown>;
const child = (n: unknown, name: string): Node | undefined => {
  const v = (n as Node | undefined)?.[name];
  return (Array.isArray(v) ? v[0] : v) as Node | undefined;
};
const children = (n: unknown, name: string): Node[] => {
  const v = (n as Node | undefined)?.[name];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]) as Node[];
};
const attr = (n: Node | undefined, name: string): string => String(n?.[`@_${name}`] ?? '').trim();
const text = (n: unknown): string => {
  if (n === undefined || n === null) return '';
  if (typeof n === 'object') return String((n as Node)['#text'] ?? '').trim();
  return String(n).trim();
};

export interface CxmlHeader {
  payloadId: string;
  fromIdentity: string;
  senderIdentity: string;
  sharedSecret: string;
}

/** Parses a cXML document: refused when it declares entities or is not well-formed XML. */
export function parseCxml(xml: string): { root: Node; header: CxmlHeader } {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>]*\[/i.test(xml)) throw new EdiRefusal(refusal('EDI_UNSAFE_XML'));
  if (XMLValidator.validate(xml) !== true) throw new EdiRefusal(refusal('EDI_UNSAFE_XML'));
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => ARRAYS.has(name),
  });
  const root = child(parser.parse(xml), 'cXML');
  if (!root) throw new EdiRefusal(refusal('EDI_SEGMENT_MISSING', { segment: 'cXML' }));
  const head = child(root, 'Header');
  const fromCredential = children(child(head, 'From'), 'Credential')[0];
  const senderCredential = children(child(head, 'Sender'), 'Credential')[0];
  return {
    root,
    header: {
      payloadId: attr(root, 'payloadID'),
      fromIdentity: text(child(fromCredential, 'Identity')),
      senderIdentity: text(child(senderCredential, 'Identity')),
      sharedSecret: text(child(senderCredential, 'SharedSecret')),
    },
  };
}

function envelopeOf(root: Node, header: CxmlHeader, type: string): Envelope {
  return {
    sender: header.senderIdentity || header.fromIdentity,
    receiver: text(child(children(child(child(root, 'Header'), 'To'), 'Credential')[0], 'Identity')),
    interchangeRef: header.payloadId,
    groupRef: '',
    messageRef: header.payloadId,
    messageType: type,
    version: attr(root, 'version'),
  };
}

/**
 * ShipNoticeRequest: payloadID the message's own id; ShipNoticeHeader shipmentDate the ship date;
 * one ShipNoticePortion (OrderReference orderID the PO); per ShipNoticeItem lineNumber and quantity,
 * its serial numbers (SerialNumberInfo/SerialNumber or SerialNumber), and Packaging: the carton's
 * ShippingContainerSerialCode (PackagingLevelCode inner) with ShippingContainerSerialCodeReference
 * naming its pallet's (or an outer Packaging: the pallet).
 */
export function readShipNotice(xml: string): ReadMessage & { header: CxmlHeader } {
  const { root, header } = parseCxml(xml);
  const envelope = envelopeOf(root, header, 'ShipNoticeRequest');
  const controlRef = header.payloadId;
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  if (!controlRef) refuse('EDI_VALUE_INVALID', { segment: 'cXML@payloadID', value: '' });
  const request = child(child(root, 'Request'), 'ShipNoticeRequest');
  if (!request) refuse('EDI_MESSAGE_TYPE', { expected: 'ShipNoticeRequest', found: Object.keys(child(root, 'Request') ?? {})[0] ?? '' });
  const head = child(request, 'ShipNoticeHeader');
  if (!head) refuse('EDI_SEGMENT_MISSING', { segment: 'ShipNoticeHeader' });
  const portions = children(request, 'ShipNoticePortion');
  if (portions.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'ShipNoticePortion' });
  if (portions.length > 1)
    refuse('EDI_ONE_ORDER', {
      order: attr(child(portions[0], 'OrderReference'), 'orderID'),
      other: attr(child(portions[1], 'OrderReference'), 'orderID'),
    });
  const portion = portions[0] as Node;
  const poNumber = attr(child(portion, 'OrderReference'), 'orderID');
  if (!poNumber) refuse('EDI_SEGMENT_MISSING', { segment: 'OrderReference' });
  const tree = new PackingTree();
  const items = children(portion, 'ShipNoticeItem');
  if (items.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'ShipNoticeItem' });
  for (const item of items) {
    const packaging = children(item, 'Packaging');
    const level = (p: Node) => text(child(p, 'PackagingLevelCode')).toLowerCase();
    const inner = packaging.find((p) => level(p) === 'inner') ?? packaging.find((p) => level(p) !== 'outer');
    const outer = packaging.find((p) => level(p) === 'outer');
    const cartonSscc = plainSscc(text(child(inner, 'ShippingContainerSerialCode')));
    const palletSscc = plainSscc(
      text(child(outer, 'ShippingContainerSerialCode')) || text(child(inner, 'ShippingContainerSerialCodeReference')),
    );
    const serials = [...children(child(item, 'SerialNumberInfo'), 'SerialNumber'), ...children(item, 'SerialNumber')].map((s) => text(s));
    const lineNumber = attr(item, 'lineNumber');
    if (!lineNumber) refuse('EDI_VALUE_INVALID', { segment: 'ShipNoticeItem@lineNumber', value: '' });
    tree.add(palletSscc ?? 'pallet', palletSscc, cartonSscc ?? `${palletSscc ?? 'pallet'}:items`, cartonSscc, {
      itemNo: Number(lineNumber),
      quantity: attr(item, 'quantity') || String(serials.length),
      serials: serials.filter(Boolean),
    });
  }
  const shipDate = (attr(head, 'shipmentDate') || attr(head, 'noticeDate')).slice(0, 10);
  return {
    kind: 'ASN',
    controlRef,
    envelope,
    header,
    asn: { purchaseOrderNo: poNumber, shipDate, pallets: tree.toPallets() },
  };
}

/** ConfirmationRequest: ConfirmationHeader confirmID; OrderReference orderID; ConfirmationItem lineNumber + ConfirmationStatus quantity and deliveryDate. */
export function readConfirmation(xml: string): ReadMessage & { header: CxmlHeader } {
  const { root, header } = parseCxml(xml);
  const envelope = envelopeOf(root, header, 'ConfirmationRequest');
  const controlRef = header.payloadId;
  const refuse = (code: Parameters<typeof refusal>[0], params: Record<string, string | number> = {}): never => {
    throw new EdiRefusal(refusal(code, params), envelope, controlRef);
  };
  const request = child(child(root, 'Request'), 'ConfirmationRequest');
  if (!request) refuse('EDI_MESSAGE_TYPE', { expected: 'ConfirmationRequest', found: Object.keys(child(root, 'Request') ?? {})[0] ?? '' });
  const poNumber = attr(child(request, 'OrderReference'), 'orderID');
  if (!poNumber) refuse('EDI_SEGMENT_MISSING', { segment: 'OrderReference' });
  const items = children(request, 'ConfirmationItem').map((item) => {
    const status = children(item, 'ConfirmationStatus')[0];
    return {
      itemNo: Number(attr(item, 'lineNumber')),
      quantity: attr(status, 'quantity') || attr(item, 'quantity'),
      deliveryDate: attr(status, 'deliveryDate').slice(0, 10),
    };
  });
  if (items.length === 0) refuse('EDI_SEGMENT_MISSING', { segment: 'ConfirmationItem' });
  return { kind: 'CONFIRMATION', controlRef, envelope, header, confirmation: { purchaseOrderNo: poNumber, items } };
}

// ---- writing ----

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

/** A cXML document with the DTD it follows declared. */
export function cxmlDocument(body: Node, options: { payloadId: string; dtdFile: string; now?: Date }): string {
  const timestamp = (options.now ?? new Date()).toISOString();
  const xml = builder.build({
    cXML: { '@_payloadID': options.payloadId, '@_timestamp': timestamp, '@_version': CXML_VERSION, '@_xml:lang': 'en', ...body },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${dtd(options.dtdFile)}">\n${xml}`;
}

/** The answer to a cXML request: Status 200 OK, or the refusal (400, 401 for a bad secret, 409 duplicate) with its words. */
export function cxmlStatus(code: number, statusText: string, words: string, payloadId: string, now?: Date): string {
  return cxmlDocument(
    { Response: { Status: { '@_code': String(code), '@_text': statusText, ...(words ? { '#text': words } : {}) } } },
    { payloadId, dtdFile: 'cXML.dtd', ...(now ? { now } : {}) },
  );
}
