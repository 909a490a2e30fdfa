import { describe, expect, it } from 'vitest';
import type { EdiFormat } from '../../../shared/contracts/edi/schemas';
import { DOCK_FOREIGN_PO, DOCK_POS } from '../../seed/dock';
import { databaseForFile } from '../../testing/db-test';
import { csvAsn, cxmlShipNotice, desadv, type Shipment, twoPalletShipment, x856 } from '../../testing/edi-samples';
import { getAsn } from '../asn/asn-queries';
import { DomainError } from '../errors';
import { receiveCxml, setPartner } from './partners';
import { processMessage, receiveMessage } from './receive-message';
import { reprocessMessage } from './reprocess-message';

/**
 * Inbound shipping notices in four formats reach the same ASN command as the supplier's form: two
 * pallets of two cartons, serials per carton; each broken sample is refused in its acknowledgement
 * and writes nothing but its own record.
 */
const file = databaseForFile();
const open = { allowLoopback: true, allowPublic: true, networks: [] };

async function supplier() {
  const db = file.database.db;
  const s = await db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
  const a = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return {
    caller: { userId: s.user_id, isAdmin: false, isWarehouseUser: false, plants: [] as string[], vendors: ['V100001'] },
    admin: { userId: a.user_id, ip: null },
  };
}
const count = async (table: 'asn' | 'asn_package' | 'asn_serial') =>
  Number(
    (
      await file.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const process = async (format: EdiFormat, content: string) =>
  processMessage(file.database.db, (await supplier()).caller, { vendor: 'V100001', format, content }, null);

async function expectSameAsn(asnNumber: string | null, s: Shipment) {
  const { caller } = await supplier();
  const asn = await getAsn(file.database.db, caller, asnNumber as string);
  expect(asn.poNumber).toBe(s.po);
  const pallets = asn.packages.filter((p) => p.kind === 'PALLET').map((p) => p.sscc);
  expect(pallets).toEqual(s.pallets.map((p) => p.sscc));
  const cartons = asn.packages.filter((p) => p.kind === 'CARTON');
  expect(cartons.map((c) => [c.sscc, c.parentSscc])).toEqual(s.pallets.flatMap((p) => p.cartons.map((c) => [c.sscc, p.sscc])));
  expect(cartons.map((c) => c.items.find((i) => i.itemNo === 10)?.serials)).toEqual(
    s.pallets.flatMap((p) => p.cartons.map((c) => c.serials)),
  );
  expect(asn.items.map((i) => [i.itemNo, i.quantity])).toEqual([
    [10, '8.000'],
    [20, '20.000'],
  ]);
}

describe('inbound shipping notices', () => {
  it('a DESADV makes the ASN, acknowledged by CONTRL; the same message again is replayed, not announced twice', async () => {
    const s = twoPalletShipment(DOCK_POS[0] as string, 'DES', 1000);
    const first = await process('EDIFACT', desadv(s));
    expect(first.message.errors).toEqual([]);
    expect(first.message.status).toBe('PROCESSED');
    expect(first.message.controlRef).toBe(s.id);
    await expectSameAsn(first.message.documentRef, s);
    expect(first.message.ack).toContain('UNH+1+CONTRL:D:3:UN');
    expect(first.message.ack).toContain(`UCI+${s.id}+4012345000009+4000001000005+7`);
    expect(first.message.ack).toContain('UCM+1+DESADV:D:96A:UN+7');
    const asns = await count('asn');
    const again = await process('EDIFACT', desadv(s));
    expect(again.replayed).toBe(true);
    expect(again.message.messageId).toBe(first.message.messageId);
    expect(await count('asn')).toBe(asns);
  });

  it('an X12 856 makes the same ASN, acknowledged by a 997', async () => {
    const s = twoPalletShipment(DOCK_POS[1] as string, 'X12', 2000);
    const result = await process('X12', x856(s));
    expect(result.message.errors).toEqual([]);
    await expectSameAsn(result.message.documentRef, s);
    expect(result.message.ack).toMatch(/ST\*997\*0001~AK1\*SH\*101~AK2\*856\*0001~AK5\*A~AK9\*A\*1\*1\*1~SE\*6\*0001~/);
  });

  it('a cXML ship notice over HTTPS with the shared secret makes the same ASN, answered by Status 200', async () => {
    const { admin } = await supplier();
    const partner = await setPartner(
      file.database.db,
      admin,
      'V100001',
      { channel: 'CXML', format: 'CXML', version: '1.2.063', username: 'supplier' },
      open,
      'test-session-secret',
    );
    expect(partner.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const s = twoPalletShipment(DOCK_POS[2] as string, 'CXML', 3000);
    const wrong = await receiveCxml(file.database.db, cxmlShipNotice(s, 'V100001', 'not-the-secret'));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('<Status code="401"');
    expect(wrong.result).toBeNull();
    const answer = await receiveCxml(file.database.db, cxmlShipNotice(s, 'V100001', partner.secret as string));
    expect(answer.result?.message.errors).toEqual([]);
    expect(answer.body).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">');
    expect(answer.body).toContain('<Status code="200" text="OK"');
    await expectSameAsn(answer.result?.message.documentRef ?? null, s);
  });

  it('a CSV of the whole notice (one row per serial or carton) makes the same ASN', async () => {
    const s = twoPalletShipment(DOCK_POS[3] as string, 'CSV', 4000);
    const result = await process('CSV', csvAsn(s));
    expect(result.message.errors).toEqual([]);
    await expectSameAsn(result.message.documentRef, s);
    expect(result.message.ack).toContain(`${s.id},ACCEPTED`);
  });

  it('refuses each broken sample in its acknowledgement and writes nothing but the record', async () => {
    const before = await Promise.all([count('asn'), count('asn_package'), count('asn_serial')]);
    const s = twoPalletShipment(DOCK_POS[4] as string, 'BAD', 5000);
    const cases: [EdiFormat, string, string, RegExp][] = [
      [
        'EDIFACT',
        desadv(s).replace(/UNT\+(\d+)/, (_, n) => `UNT+${Number(n) + 1}`),
        'EDI_SEGMENT_COUNT',
        /UCM\+1\+DESADV:D:96A:UN\+4\+29'/,
      ],
      [
        'EDIFACT',
        desadv(s)
          .replace(/BGM[^']*'\n/, '')
          .replace(/UNT\+(\d+)/, (_, n) => `UNT+${Number(n) - 1}`),
        'EDI_SEGMENT_MISSING',
        /\+4\+13'/,
      ],
      ['EDIFACT', desadv({ ...s, po: '4599999999' }), 'PURCHASE_ORDER_NOT_FOUND', /\+4\+12'/],
      ['EDIFACT', desadv({ ...s, po: DOCK_FOREIGN_PO }), 'PURCHASE_ORDER_NOT_FOUND', /\+4\+12'/],
      [
        'EDIFACT',
        desadv(s).replace(
          s.pallets[0]?.sscc as string,
          `${s.pallets[0]?.sscc.slice(0, 17)}${(Number(s.pallets[0]?.sscc.slice(17)) + 1) % 10}`,
        ),
        'EDI_INVALID_CONTENT',
        /\+4\+12'/,
      ],
      ['X12', x856(s).replace(/SE\*(\d+)/, (_, n) => `SE*${Number(n) - 1}`), 'EDI_SEGMENT_COUNT', /AK5\*R\*5~AK9\*R\*1\*1\*0~/],
      [
        'X12',
        x856(s)
          .replace(/PRF\*[^~]*~\n/, '')
          .replace(/SE\*(\d+)/, (_, n) => `SE*${Number(n) - 1}`),
        'EDI_SEGMENT_MISSING',
        /AK9\*R/,
      ],
      ['CSV', csvAsn(s).replaceAll(',20,5,', ',99,5,'), 'ASN_PO_ITEM_UNKNOWN', /REJECTED/],
      ['CSV', csvAsn(s).replace('notice_id,', 'notice,'), 'EDI_CSV_COLUMN_MISSING', /REJECTED/],
      ['CXML', '<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaa">]><cXML>&a;</cXML>', 'EDI_UNSAFE_XML', /<Status code="400"/],
    ];
    for (const [format, text, code, ack] of cases) {
      const result = await process(format, text);
      expect([format, result.message.status, result.message.errors[0]?.code]).toEqual([format, 'REFUSED', code]);
      expect(result.message.errors[0]?.message).not.toMatch(/^error\./);
      expect(result.message.ack).toMatch(ack);
    }
    expect(await Promise.all([count('asn'), count('asn_package'), count('asn_serial')])).toEqual(before);
  });

  it('refuses another message under an id already processed, and processes a corrected refused one again', async () => {
    const { admin } = await supplier();
    const s = twoPalletShipment(DOCK_POS[5] as string, 'DUP', 6000, 1, '1');
    expect((await process('EDIFACT', desadv(s))).message.status).toBe('PROCESSED');
    const other = twoPalletShipment(DOCK_POS[5] as string, 'DUP', 6100, 1, '1');
    const duplicate = await process('EDIFACT', desadv({ ...other, id: s.id }));
    expect(duplicate.message.errors.map((e) => e.code)).toEqual(['EDI_DUPLICATE_MESSAGE']);
    expect(duplicate.message.ack).toMatch(/\+4\+26'/);
    // too much for what is open on the order: refused; once a notice gives way it processes
    const big = twoPalletShipment(DOCK_POS[6] as string, 'BIG', 6200, 3, '13');
    const refused = await process('EDIFACT', desadv(big));
    expect(refused.message.errors.map((e) => e.code)).toEqual(['ASN_ITEM_OVER_OPEN']);
    await file.database.db.updateTable('purchase_order_item').set({ quantity: '100.000' }).where('po_number', '=', big.po).execute();
    const again = await reprocessMessage(file.database.db, admin, refused.message.messageId);
    expect([again.status, again.attempts, again.errors]).toEqual(['PROCESSED', 2, []]);
    await expect(reprocessMessage(file.database.db, admin, refused.message.messageId)).rejects.toThrow(DomainError);
  });

  it('takes EDIFACT and X12 only from a vendor whose channel is set so; CSV from any supplier', async () => {
    const { caller, admin } = await supplier();
    const s = twoPalletShipment(DOCK_POS[7] as string, 'CHN', 7000, 1, '1');
    await setPartner(file.database.db, admin, 'V100001', { channel: 'EDI', format: 'X12', version: '004010' }, open, 'test-session-secret');
    const refused = await receiveMessage(file.database.db, caller, { vendor: 'V100001', format: 'EDIFACT', content: desadv(s) }).catch(
      (e) => e,
    );
    expect(refused).toMatchObject({ code: 'EDI_CHANNEL_OFF' });
    const foreign = await receiveMessage(file.database.db, caller, { vendor: 'V100002', format: 'CSV', content: csvAsn(s) }).catch(
      (e) => e,
    );
    expect(foreign).toMatchObject({ code: 'EDI_VENDOR_UNKNOWN' });
    const ok = await receiveMessage(file.database.db, caller, { vendor: 'V100001', format: 'X12', content: x856(s, 777) });
    expect(ok.message.status).toBe('PROCESSED');
  });
});
