import { beforeAll, describe, expect, it } from 'vitest';
import { type XferPostingRequest, xferPostingSchema } from '../../../shared/contracts/transfer-posting/schemas';
import { actorOf, post, reverse } from '../../testing/ledger';
import { ledgerFixture } from '../../testing/ledger-fixture';
import type { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { postTransferPosting } from './post-transfer-posting';

/**
 * The 303 document's header row orders the 305s placing from it and its 304 (PostgreSQL: PGlite has
 * one connection): concurrent placements never take more than the 303 item put into transit, and a
 * 304 either goes before every 305 or is refused after one.
 */
describe('305 placements of one 303 document under concurrency (PostgreSQL)', () => {
  const fx = ledgerFixture({ poolSize: 10, ledgerCheck: 'end' });
  let newark: PostingActor;
  let material: string;
  beforeAll(async () => {
    newark = await actorOf(fx.db, 'whnwk');
    material = fx.mats.plain[4] as string;
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material, quantity: '20', to: { plant: '1000', sloc: '0002' } }] });
  });

  const xfer = (actor: PostingActor, body: XferPostingRequest) =>
    fx.run((trx) => postTransferPosting(trx, actor, xferPostingSchema.parse(body)));
  const removal = (quantity: string) =>
    xfer(fx.admin, { movementType: '303', from: { plant: '1000', sloc: '0002' }, to: { plant: '2000' }, lines: [{ material, quantity }] });
  const place = (matDoc: string, quantity: string) =>
    xfer(newark, {
      movementType: '305',
      transitDocument: matDoc,
      to: { plant: '2000', sloc: '0002' },
      lines: [{ material, quantity, transitItem: 1 }],
    });
  const codes = (results: PromiseSettledResult<unknown>[]) =>
    results.map((r) => (r.status === 'fulfilled' ? 'OK' : (r.reason as DomainError).code)).sort();

  it('8 placements of 2 from a 303 of 6 at once: exactly 3 succeed, the others are refused as over the open quantity', async () => {
    const out = await removal('6');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => place(out.matDoc, '2')));
    expect(codes(results)).toEqual([
      'OK',
      'OK',
      'OK',
      'TRANSIT_OVER_OPEN',
      'TRANSIT_OVER_OPEN',
      'TRANSIT_OVER_OPEN',
      'TRANSIT_OVER_OPEN',
      'TRANSIT_OVER_OPEN',
    ]);
  });

  it('a 304 racing 305s: either it reverses before any placement, or it is refused once one placed', async () => {
    const out = await removal('4');
    const racers = [reverse(fx.db, fx.admin, out.matDoc), ...Array.from({ length: 4 }, () => place(out.matDoc, '1'))];
    const [reversal, ...placements] = await Promise.allSettled(racers);
    const placed = placements.filter((p) => p.status === 'fulfilled').length;
    if (reversal?.status === 'fulfilled') {
      expect(placed).toBe(0);
      expect(codes(placements)).toEqual(['ALREADY_REVERSED', 'ALREADY_REVERSED', 'ALREADY_REVERSED', 'ALREADY_REVERSED']);
    } else {
      expect(((reversal as PromiseRejectedResult).reason as DomainError).code).toBe('TRANSIT_ALREADY_PLACED');
      expect(placed).toBe(4);
    }
  });
});
