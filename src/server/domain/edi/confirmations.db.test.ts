import { describe, expect, it } from 'vitest';
import { DOCK_POS } from '../../seed/dock';
import { databaseForFile } from '../../testing/db-test';
import { cxmlConfirmation, ordrsp, x855 } from '../../testing/edi-samples';
import { getOrderConfirmation } from '../asn/confirm-order';
import { receiveCxml, setPartner } from './partners';
import { processMessage } from './receive-message';

/** Order confirmations from a supplier's system (ORDRSP, 855, cXML ConfirmationRequest) reach the confirmation the form makes. */
const file = databaseForFile();

async function supplier() {
  const db = file.database.db;
  const s = await db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
  const a = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return {
    caller: { userId: s.user_id, isAdmin: false, isWarehouseUser: false, plants: [] as string[], vendors: ['V100001'] },
    admin: { userId: a.user_id, ip: null },
  };
}

async function expectConfirmed(po: string) {
  const { caller } = await supplier();
  const view = await getOrderConfirmation(file.database.db, caller, po);
  expect(view.items.map((i) => [i.itemNo, i.confirmed?.quantity, i.confirmed?.deliveryDate, i.confirmed?.status])).toEqual([
    [10, '10.000', '2026-12-15', expect.stringMatching(/CONFIRMED|CHANGED/)],
    [20, '40.000', '2026-12-20', 'CHANGED'],
  ]);
}

describe('inbound order confirmations', () => {
  it('an ORDRSP confirms the order as the form does, acknowledged by CONTRL', async () => {
    const { caller } = await supplier();
    const po = DOCK_POS[0] as string;
    const result = await processMessage(
      file.database.db,
      caller,
      { vendor: 'V100001', format: 'EDIFACT', content: ordrsp(po, 'RSP1') },
      null,
    );
    expect([result.message.status, result.message.kind, result.message.errors]).toEqual(['PROCESSED', 'CONFIRMATION', []]);
    expect(result.message.ack).toContain('UCM+1+ORDRSP:D:96A:UN+7');
    await expectConfirmed(po);
  });

  it('an X12 855 confirms, acknowledged by a 997; an unknown item is refused in its 997', async () => {
    const { caller } = await supplier();
    const po = DOCK_POS[1] as string;
    const result = await processMessage(file.database.db, caller, { vendor: 'V100001', format: 'X12', content: x855(po, 'ACK855') }, null);
    expect(result.message.errors).toEqual([]);
    expect(result.message.ack).toContain('AK1*PR*201~AK2*855*0001~AK5*A~');
    await expectConfirmed(po);
    const bad = await processMessage(
      file.database.db,
      caller,
      { vendor: 'V100001', format: 'X12', content: x855(po, 'ACK856').replace('PO1*20*', 'PO1*90*') },
      null,
    );
    expect(bad.message.errors.map((e) => e.code)).toEqual(['ASN_PO_ITEM_UNKNOWN']);
    expect(bad.message.ack).toContain('AK5*R*5~');
  });

  it('a cXML ConfirmationRequest with the shared secret confirms', async () => {
    const { admin } = await supplier();
    const po = DOCK_POS[2] as string;
    const { secret } = await setPartner(
      file.database.db,
      admin,
      'V100001',
      { channel: 'CXML', format: 'CXML', version: '1.2.063', username: 'supplier' },
      { allowLoopback: true, allowPublic: true, networks: [] },
      'test-session-secret',
    );
    const answer = await receiveCxml(file.database.db, cxmlConfirmation(po, 'CONF1', 'V100001', secret as string));
    expect(answer.result?.message.errors).toEqual([]);
    expect(answer.body).toContain('<Status code="200" text="OK"');
    await expectConfirmed(po);
  });
});
