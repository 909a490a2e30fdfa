import { describe, expect, it } from 'vitest';
import { DOCK_POS } from '../../seed/dock';
import { databaseForFile } from '../../testing/db-test';
import { DomainError } from '../errors';
import type { Viewer } from '../master-data/viewer';
import { systemPrincipal } from '../principal';
import { receiveSscc } from '../receiving/receive-sscc';
import { reportMissing } from '../receiving/report-missing';
import { withPostingRetry } from '../stock/posting-retry';
import { createAsn } from './create-asn';

/**
 * What a notice leaves open for the next one: ordered - received - announced and neither received
 * nor missing. A missing carton gives its quantity back (and its serials may be announced again).
 */
const file = databaseForFile();
const PO = DOCK_POS[5] as string;
const today = new Date().toISOString().slice(0, 10);

async function users() {
  const db = file.database.db;
  const s = await db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
  const w = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
  const supplier: Viewer & { userId: number } = {
    userId: s.user_id,
    isAdmin: false,
    isWarehouseUser: false,
    plants: [],
    vendors: ['V100001'],
  };
  return { supplier, actor: systemPrincipal({ userId: w.user_id, username: 'whfra', plants: ['1000'] }) };
}
const cartons = (...quantities: string[]) => ({
  purchaseOrderNo: PO,
  shipDate: today,
  pallets: [{ cartons: quantities.map((quantity) => ({ items: [{ itemNo: 20, quantity }] })) }],
});
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (e) => (e instanceof DomainError ? e.code : String(e)),
  );

describe('open quantity for shipping notices', () => {
  it('deducts what is announced and received, and gives back what went missing', async () => {
    const { supplier, actor } = await users();
    const run = <T>(fn: Parameters<typeof withPostingRetry<T>>[1]) => withPostingRetry(file.database.db, fn);
    const first = await run((trx) => createAsn(trx, supplier, cartons('20', '10')));
    // 50 ordered, 30 announced: 21 more is too much, 20 fits
    expect(await code(run((trx) => createAsn(trx, supplier, cartons('21'))))).toBe('ASN_ITEM_OVER_OPEN');
    const [, carton1, carton2] = first.packages;
    await run((trx) => receiveSscc(trx, actor, carton1?.sscc as string));
    await run((trx) => reportMissing(trx, actor, carton2?.sscc as string));
    // 20 received, 10 missing, the notice settled: 30 open again
    expect(await code(run((trx) => createAsn(trx, supplier, cartons('31'))))).toBe('ASN_ITEM_OVER_OPEN');
    expect(await code(run((trx) => createAsn(trx, supplier, cartons('30'))))).toBe('OK');
    const differences = await file.database.db.selectFrom('asn_difference').selectAll().where('asn_number', '=', first.asnNumber).execute();
    expect(differences.map((d) => [d.sscc, d.missing_qty])).toEqual([[carton2?.sscc, '10.000']]);
  });
});
