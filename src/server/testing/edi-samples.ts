import { gs1CheckDigit } from '../../shared/gs1';

/**
 * Real-world-shaped messages written for this project's tests: one shipment of two pallets, each of
 * two cartons, a serialized item (serial numbers per carton) and a plain one, against one purchase
 * order; as DESADV (D.96A EANCOM), X12 856 (004010), cXML ShipNoticeRequest and CSV. The broken ones
 * are these with one thing wrong (tests change the text).
 */
export interface Shipment {
  po: string;
  id: string;
  shipDate: string;
  /** the serialized item's line and the plain item's line */
  serialItem: number;
  plainItem: number;
  pallets: { sscc: string; cartons: { sscc: string; serials: string[]; plainQuantity: string }[] }[];
}

/** An SSCC with a valid check digit: extension 3, company prefix 4012345, the serial reference. */
export function sscc(reference: number): string {
  const body = `34012345${String(reference).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Two pallets of two cartons: `serialsPerCarton` serials of the serialized item and some of the plain one in each. */
export function twoPalletShipment(po: string, tag: string, start: number, serialsPerCarton = 2, plainQuantity = '5'): Shipment {
  let n = start;
  const pallet = () => ({
    sscc: sscc(n++),
    cartons: [0, 1].map(() => {
      const carton = sscc(n++);
      return { sscc: carton, serials: Array.from({ length: serialsPerCarton }, (_, i) => `${tag}-${n}-${i + 1}`), plainQuantity };
    }),
  });
  return { po, id: `${tag}-${start}`, shipDate: '2026-11-28', serialItem: 10, plainItem: 20, pallets: [pallet(), pallet()] };
}

const compact = (day: string) => day.replaceAll('-', '');

export function desadv(s: Shipment): string {
  const body: string[] = [
    `BGM+351+${s.id}+9`,
    `DTM+137:${compact(s.shipDate)}:102`,
    `DTM+11:${compact(s.shipDate)}:102`,
    `RFF+ON:${s.po}`,
    'NAD+SU+4012345000009::9',
    'NAD+DP+4000001000005::9',
    'CPS+1',
    `PAC+${s.pallets.length}++201`,
  ];
  let id = 1;
  for (const pallet of s.pallets) {
    const palletId = ++id;
    body.push(`CPS+${palletId}+1`, 'PAC+1++201', `GIN+BJ+${pallet.sscc}`);
    for (const carton of pallet.cartons) {
      body.push(`CPS+${++id}+${palletId}`, 'PAC+1++CT', `GIN+BJ+${carton.sscc}`);
      if (carton.serials.length > 0) {
        body.push(`LIN+1++4012345000016:EN`, `QTY+12:${carton.serials.length}`, `RFF+ON:${s.po}:${s.serialItem}`, 'PCI+17');
        for (let i = 0; i < carton.serials.length; i += 5) body.push(`GIN+BN+${carton.serials.slice(i, i + 5).join('+')}`);
      }
      body.push(`LIN+2++4012345000023:EN`, `QTY+12:${carton.plainQuantity}`, `RFF+ON:${s.po}:${s.plainItem}`);
    }
  }
  body.push(`CNT+2:${s.pallets.length * 2}`);
  const segments = [`UNH+1+DESADV:D:96A:UN:EAN005`, ...body];
  return [
    "UNA:+.? '",
    `UNB+UNOC:3+4012345000009:14+4000001000005:14+261128:1030+${s.id}'`,
    ...segments.map((l) => `${l}'`),
    `UNT+${segments.length + 1}+1'`,
    `UNZ+1+${s.id}'`,
  ].join('\n');
}

export function x856(s: Shipment, control = 101): string {
  const isa13 = String(control).padStart(9, '0');
  const tx: string[] = [`BSN*00*${s.id}*${compact(s.shipDate)}*1030`];
  let hl = 1;
  tx.push(`HL*${hl}**S`, `TD1*CTN25*${s.pallets.length * 2}`, `DTM*011*${compact(s.shipDate)}`);
  const order = ++hl;
  tx.push(`HL*${order}*1*O`, `PRF*${s.po}`);
  for (const pallet of s.pallets) {
    const tare = ++hl;
    tx.push(`HL*${tare}*${order}*T`, `MAN*GM*00${pallet.sscc}`);
    for (const carton of pallet.cartons) {
      const pack = ++hl;
      tx.push(`HL*${pack}*${tare}*P`, `MAN*GM*${carton.sscc}`);
      if (carton.serials.length > 0) {
        tx.push(`HL*${++hl}*${pack}*I`, `LIN*${s.serialItem}*VP*ZDOCK-SER-0001`, `SN1**${carton.serials.length}*EA`);
        for (const serial of carton.serials) tx.push(`REF*SE*${serial}`);
      }
      tx.push(`HL*${++hl}*${pack}*I`, `LIN*${s.plainItem}*VP*ZDOCK-PART-0001`, `SN1**${carton.plainQuantity}*EA`);
    }
  }
  tx.push(`CTT*${hl}`);
  return [
    `ISA*00*          *00*          *ZZ*SUPPLIER       *ZZ*PORTAL         *261128*1030*U*00401*${isa13}*0*P*>`,
    `GS*SH*SUPPLIER*PORTAL*20261128*1030*${control}*X*004010`,
    'ST*856*0001',
    ...tx,
    `SE*${tx.length + 2}*0001`,
    `GE*1*${control}`,
    `IEA*1*${isa13}`,
  ]
    .map((l) => `${l}~`)
    .join('\n');
}

export function cxmlShipNotice(s: Shipment, vendor: string, secret: string): string {
  const items = s.pallets.flatMap((pallet) =>
    pallet.cartons.flatMap((carton) => {
      const packaging = `<Packaging><PackagingCode xml:lang="en">Carton</PackagingCode><ShippingContainerSerialCode>${carton.sscc}</ShippingContainerSerialCode><ShippingContainerSerialCodeReference>${pallet.sscc}</ShippingContainerSerialCodeReference><PackagingLevelCode>inner</PackagingLevelCode></Packaging>
        <Packaging><PackagingCode xml:lang="en">Pallet</PackagingCode><ShippingContainerSerialCode>${pallet.sscc}</ShippingContainerSerialCode><PackagingLevelCode>outer</PackagingLevelCode></Packaging>`;
      const serialItem =
        carton.serials.length > 0
          ? `<ShipNoticeItem lineNumber="${s.serialItem}" quantity="${carton.serials.length}"><UnitOfMeasure>EA</UnitOfMeasure>${packaging}<SerialNumberInfo>${carton.serials.map((x) => `<SerialNumber>${x}</SerialNumber>`).join('')}</SerialNumberInfo></ShipNoticeItem>`
          : '';
      return [
        serialItem,
        `<ShipNoticeItem lineNumber="${s.plainItem}" quantity="${carton.plainQuantity}"><UnitOfMeasure>EA</UnitOfMeasure>${packaging}</ShipNoticeItem>`,
      ];
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/Fulfill.dtd">
<cXML payloadID="${s.id}@supplier.example" timestamp="${s.shipDate}T10:30:00+01:00" version="1.2.063" xml:lang="en">
  <Header>
    <From><Credential domain="VendorID"><Identity>${vendor}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>PORTAL</Identity></Credential></To>
    <Sender><Credential domain="VendorID"><Identity>${vendor}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Supplier ERP 7.4</UserAgent></Sender>
  </Header>
  <Request deploymentMode="production">
    <ShipNoticeRequest>
      <ShipNoticeHeader shipmentID="${s.id}" operation="new" noticeDate="${s.shipDate}T10:30:00+01:00" shipmentDate="${s.shipDate}T08:00:00+01:00"/>
      <ShipNoticePortion>
        <OrderReference orderID="${s.po}"><DocumentReference payloadID="${s.po}@portal"/></OrderReference>
        ${items.filter(Boolean).join('\n        ')}
      </ShipNoticePortion>
    </ShipNoticeRequest>
  </Request>
</cXML>`;
}

export function csvAsn(s: Shipment): string {
  const rows = ['notice_id,purchase_order,ship_date,pallet_sscc,carton_sscc,item,quantity,serial'];
  for (const pallet of s.pallets)
    for (const carton of pallet.cartons) {
      for (const serial of carton.serials)
        rows.push([s.id, s.po, s.shipDate, pallet.sscc, carton.sscc, s.serialItem, '1', serial].join(','));
      rows.push([s.id, s.po, s.shipDate, pallet.sscc, carton.sscc, s.plainItem, carton.plainQuantity, ''].join(','));
    }
  return `${rows.join('\r\n')}\r\n`;
}

/** Order confirmations of item 10 (as ordered) and item 20 (fewer, later): ORDRSP, 855 and cXML ConfirmationRequest. */
export function ordrsp(po: string, id: string): string {
  const segments = [
    'UNH+1+ORDRSP:D:96A:UN:EAN008',
    `BGM+231+${id}+4`,
    'DTM+137:20261128:102',
    `RFF+ON:${po}`,
    'LIN+1++4012345000016:EN',
    'QTY+21:10',
    'DTM+2:20261215:102',
    'RFF+LI:10',
    'LIN+2++4012345000023:EN',
    'QTY+21:40',
    'DTM+2:20261220:102',
    'RFF+LI:20',
  ];
  return [
    "UNA:+.? '",
    `UNB+UNOC:3+4012345000009:14+4000001000005:14+261128:1030+${id}'`,
    ...segments.map((s) => `${s}'`),
    `UNT+${segments.length + 1}+1'`,
    `UNZ+1+${id}'`,
  ].join('\n');
}

export function x855(po: string, id: string, control = 201): string {
  const isa13 = String(control).padStart(9, '0');
  const tx = [
    `BAK*00*AC*${po}*20261128****${id}`,
    'PO1*10*10*EA',
    'ACK*IA*10*EA*068*20261215',
    'PO1*20*50*EA',
    'ACK*IQ*40*EA*068*20261220',
  ];
  return [
    `ISA*00*          *00*          *ZZ*SUPPLIER       *ZZ*PORTAL         *261128*1030*U*00401*${isa13}*0*P*>`,
    `GS*PR*SUPPLIER*PORTAL*20261128*1030*${control}*X*004010`,
    'ST*855*0001',
    ...tx,
    `SE*${tx.length + 2}*0001`,
    `GE*1*${control}`,
    `IEA*1*${isa13}`,
  ]
    .map((l) => `${l}~`)
    .join('\n');
}

export function cxmlConfirmation(po: string, id: string, vendor: string, secret: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/Fulfill.dtd">
<cXML payloadID="${id}@supplier.example" timestamp="2026-11-28T10:30:00+01:00" version="1.2.063">
  <Header>
    <From><Credential domain="VendorID"><Identity>${vendor}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>PORTAL</Identity></Credential></To>
    <Sender><Credential domain="VendorID"><Identity>${vendor}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Supplier ERP 7.4</UserAgent></Sender>
  </Header>
  <Request>
    <ConfirmationRequest>
      <ConfirmationHeader confirmID="${id}" operation="new" type="detail" noticeDate="2026-11-28T10:30:00+01:00"/>
      <OrderReference orderID="${po}"><DocumentReference payloadID="${po}@portal"/></OrderReference>
      <ConfirmationItem lineNumber="10" quantity="10"><UnitOfMeasure>EA</UnitOfMeasure><ConfirmationStatus type="accept" quantity="10" deliveryDate="2026-12-15T00:00:00+01:00"><UnitOfMeasure>EA</UnitOfMeasure></ConfirmationStatus></ConfirmationItem>
      <ConfirmationItem lineNumber="20" quantity="50"><UnitOfMeasure>EA</UnitOfMeasure><ConfirmationStatus type="detail" quantity="40" deliveryDate="2026-12-20T00:00:00+01:00"><UnitOfMeasure>EA</UnitOfMeasure></ConfirmationStatus></ConfirmationItem>
    </ConfirmationRequest>
  </Request>
</cXML>`;
}
