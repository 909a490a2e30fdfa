import { confirmEmptyBin, countPiItem } from '../domain/physical-inventory/count-pi-item';
import { getPiDocument } from '../domain/physical-inventory/pi-queries';
import type { LedgerFixture } from './ledger-fixture';

/**
 * Counts every item of a physical inventory document still open right (as whfra: the book
 * quantity, serials as the book has them) and confirms the bins without a count empty.
 */
export async function countTheRest(fx: LedgerFixture, n: string): Promise<void> {
  for (const i of (await getPiDocument(fx.db, fx.whfra, n)).items.filter((x) => x.status === 'OPEN')) {
    const units = await fx.db
      .selectFrom('equipment')
      .select('serial_number')
      .where('material_id', '=', i.material)
      .where('bin_id', '=', i.bin)
      .where('status', '=', 'IN_STOCK')
      .where('category', '=', 'UNRESTRICTED')
      .execute();
    const serials = units.map((u) => u.serial_number);
    const input = { bin: i.bin, material: i.material, quantity: i.bookQuantity };
    await fx.run((trx) =>
      countPiItem(trx, fx.whfra, n, { ...input, ...(i.batch ? { batch: i.batch } : {}), ...(serials.length ? { serials } : {}) }),
    );
  }
  for (const b of (await getPiDocument(fx.db, fx.whfra, n)).bins.filter((x) => !x.counted)) {
    await fx.run((trx) => confirmEmptyBin(trx, fx.whfra, n, { bin: b.bin }));
  }
}
