import type { CreateAsnRequest } from '../../../shared/contracts/asn/schemas';
import type { EdiFormat } from '../../../shared/contracts/edi/schemas';
import type { EdiErrorEntry } from '../../db/schema/edi';
import type { ErrorCode } from '../errors';

/**
 * What an inbound message was read as: its envelope (whom to acknowledge, which interchange, group
 * and message), its own id (idempotency), and the shipping notice it announces, in the shape the
 * supplier's form sends (`createAsnSchema` checks it as it checks the form).
 */
export interface Envelope {
  sender: string;
  receiver: string;
  /** UNB 0020 / ISA13 / cXML payloadID */
  interchangeRef: string;
  /** GS06 (X12) */
  groupRef: string;
  /** UNH 0062 / ST02 */
  messageRef: string;
  /** DESADV / 856 / ShipNoticeRequest ... */
  messageType: string;
  /** D:96A:UN:EAN005 / 004010 / 1.2.063 */
  version: string;
}

export interface ReadMessage {
  kind: 'ASN' | 'CONFIRMATION';
  controlRef: string;
  envelope: Envelope;
  asn?: CreateAsnRequest;
  confirmation?: { purchaseOrderNo: string; items: { itemNo: number; quantity: string; deliveryDate: string; note?: string }[] };
}

/** A message that cannot be read: the refusal and whatever of the envelope was read before it (for the acknowledgement). */
export class EdiRefusal extends Error {
  constructor(
    readonly entry: EdiErrorEntry,
    readonly envelope: Partial<Envelope> = {},
    readonly controlRef = '',
  ) {
    super(entry.code);
    this.name = 'EdiRefusal';
  }
}

export const refusal = (code: ErrorCode, params: Record<string, string | number> = {}): EdiErrorEntry => ({ code, params });

export type { EdiFormat };

/** `20261128` (CCYYMMDD, EDIFACT format 102 / X12 DT) -> `2026-11-28`; anything else stays as it came (the contract refuses it). */
export function isoDay(value: string | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : (value ?? '');
}

/** An SSCC as EDI systems send it: AI 00 in front (20 digits) is dropped. */
export function plainSscc(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  return /^00\d{18}$/.test(v) ? v.slice(2) : v;
}

/** Pallets -> cartons -> items as collected by a reader, in the order they came, into the form's shape. */
export interface PackedLine {
  itemNo: number;
  quantity: string;
  serials: string[];
}
export class PackingTree {
  private readonly pallets = new Map<string, { sscc?: string; cartons: Map<string, { sscc?: string; lines: PackedLine[] }> }>();

  add(palletKey: string, palletSscc: string | undefined, cartonKey: string, cartonSscc: string | undefined, line: PackedLine): void {
    let pallet = this.pallets.get(palletKey);
    if (!pallet) {
      pallet = { ...(palletSscc ? { sscc: palletSscc } : {}), cartons: new Map() };
      this.pallets.set(palletKey, pallet);
    }
    let carton = pallet.cartons.get(cartonKey);
    if (!carton) {
      carton = { ...(cartonSscc ? { sscc: cartonSscc } : {}), lines: [] };
      pallet.cartons.set(cartonKey, carton);
    }
    carton.lines.push(line);
  }

  get empty(): boolean {
    return this.pallets.size === 0;
  }

  toPallets(): CreateAsnRequest['pallets'] {
    return [...this.pallets.values()].map((p) => ({
      ...(p.sscc ? { sscc: p.sscc } : {}),
      cartons: [...p.cartons.values()].map((c) => ({
        ...(c.sscc ? { sscc: c.sscc } : {}),
        items: c.lines.map((l) => ({ itemNo: l.itemNo, quantity: l.quantity, ...(l.serials.length > 0 ? { serials: l.serials } : {}) })),
      })),
    }));
  }
}
