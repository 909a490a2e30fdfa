import { beforeAll, describe, expect, it } from 'vitest';
import { grantKey } from '../../../shared/access';
import type { ScanResponse } from '../../../shared/contracts/master-data/schemas';
import { errorText } from '../../../shared/errors';
import { type ScanSamples, scanCorpus } from '../../../shared/interpret-scan.corpus';
import { resolveScanFromSnapshot, ScanRefused } from '../../../web/offline/offline-scan';
import { indexSnapshot, mergeSnapshot, type SnapshotIndex } from '../../../web/offline/snapshot';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { DomainError } from '../errors';
import { readOfflineSnapshot } from '../offline/read-snapshot';
import { resolveScan } from './resolve-scan';

/**
 * One corpus of scans, fed to the server's scan resolver (online) and to the handheld's offline
 * one reading the plant's offline snapshot of the same database: the same interpretation (the code,
 * its GS1 elements, the matches) or the same refusal (code and words). Both take their
 * interpretation from interpretScan (src/shared/interpret-scan.ts).
 */
const fx = ledgerFixture({ bins: 0, ledgerCheck: 'end' });
let snapshot: SnapshotIndex;
let samples: ScanSamples;

type Answer = { answer: ScanResponse } | { refused: string; message: string };

async function online(code: string): Promise<Answer> {
  try {
    return { answer: await resolveScan(fx.db, fx.viewer, { code, plantId: '1000' }) };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error.code, message: error.message };
    throw error;
  }
}

function offline(code: string): Answer {
  try {
    return { answer: resolveScanFromSnapshot(snapshot, code) };
  } catch (error) {
    if (error instanceof ScanRefused) return { refused: error.code, message: errorText(error.code, error.params) };
    throw error;
  }
}

/** The answer with its matches in one order (each resolver lists them in its own). */
const comparable = (a: Answer) => ('answer' in a ? { ...a.answer, matches: a.answer.matches.map((m) => JSON.stringify(m)).sort() } : a);

beforeAll(async () => {
  const reader = { ...fx.viewer, grants: new Set([grantKey('WM', 'LT01'), grantKey('MM', 'MIGO'), grantKey('WM', 'LT12')]) };
  const { snapshot: answer } = await readOfflineSnapshot(fx.db, reader, '1000', {});
  const stored = mergeSnapshot(undefined, answer, Date.now());
  if (!stored) throw new Error('no snapshot');
  snapshot = await indexSnapshot(stored);
  const data = stored.data;
  const material = data.materials.rows.find((m) => m[4].some((g) => g.startsWith('0')));
  const bin = data.bins.rows[0];
  // a unit whose serial and equipment number name nothing else
  let unit: (typeof data.stock.serials)[number] | undefined;
  for (const e of data.stock.serials) {
    const others = await fx.db
      .selectFrom('equipment')
      .select((s) => s.fn.countAll<string>().as('n'))
      .where((w) => w.or([w('serial_number', 'in', [e[6], e[7]]), w('equipment_number', 'in', [e[6], e[7]])]))
      .executeTakeFirstOrThrow();
    if (Number(others.n) === 1) {
      unit = e;
      break;
    }
  }
  if (!material || !bin || !unit) throw new Error('the demo data has no material with a GTIN, bin or serial in a bin of plant 1000');
  samples = {
    material: material[0],
    gtin: material[4].find((g) => g.startsWith('0')) as string,
    bin: bin[1],
    serial: unit[6],
    equipment: unit[7],
  };
});

describe('a scan answers the same online and offline', () => {
  it('for every scan of the corpus: the same interpretation or the same refusal', async () => {
    const cases = scanCorpus(samples);
    expect(cases.length).toBeGreaterThan(30);
    for (const c of cases) {
      const on = await online(c.code);
      const off = offline(c.code);
      expect(comparable(off), c.name).toEqual(comparable(on));
      if (c.refused) expect(on, c.name).toMatchObject({ refused: c.refused });
      else if ('refused' in on) expect(on.refused, c.name).toBe('SCAN_NO_MATCH');
      const kinds = 'answer' in on ? on.answer.matches.map((m) => m.kind) : [];
      for (const kind of c.finds ?? []) expect(kinds, `${c.name} finds a ${kind}`).toContain(kind);
    }
  });

  it('refuses malformed GS1 with INVALID_GS1 offline too, in the same words', async () => {
    const code = `(01)${samples.gtin.slice(0, 13)}${(Number(samples.gtin.slice(13)) + 1) % 10}`;
    const off = offline(code);
    expect(off).toMatchObject({ refused: 'INVALID_GS1' });
    expect(off).toEqual(await online(code));
  });
});
