import { GS, gs1CheckDigit } from './gs1';

/**
 * Scans a handheld may send, built around real master data (`ScanSamples`): the unit test of
 * interpretScan takes fixed samples, the test of the online and offline resolvers
 * (master-data/interpret-scan.db.test.ts) the samples of its database and the plant's offline snapshot.
 */
export interface ScanSamples {
  /** a material number */
  material: string;
  /** a GTIN-14 of that material, starting with 0 (so it also reads as a GTIN-13) */
  gtin: string;
  /** a storage bin */
  bin: string;
  /** a serial number of equipment in a bin, and its equipment number */
  serial: string;
  equipment: string;
}

export interface ScanCase {
  name: string;
  code: string;
  /** the refusal every resolver answers with; undefined: the scan is looked up */
  refused?: 'SCAN_EMPTY' | 'INVALID_INPUT' | 'INVALID_GS1';
  /** what a resolver finds of the samples (at least these kinds of match) */
  finds?: ('material' | 'bin' | 'serial')[];
}

/** An SSCC with a valid check digit that names no handling unit. */
export const UNKNOWN_SSCC = (() => {
  const body = '34012345999999999';
  return `${body}${gs1CheckDigit(body)}`;
})();

const wrongCheckDigit = (gtin: string) => `${gtin.slice(0, 13)}${(Number(gtin.slice(13)) + 1) % 10}`;

export function scanCorpus(x: ScanSamples): ScanCase[] {
  return [
    // plain codes
    { name: 'material number', code: x.material, finds: ['material'] },
    { name: 'material number in lower case', code: x.material.toLowerCase(), finds: ['material'] },
    { name: 'material number with the blanks a scanner adds', code: ` ${x.material}\r\n`, finds: ['material'] },
    { name: 'storage bin', code: x.bin, finds: ['bin'] },
    { name: 'storage bin in lower case', code: x.bin.toLowerCase(), finds: ['bin'] },
    { name: 'serial number', code: x.serial, finds: ['serial'] },
    { name: 'equipment number', code: x.equipment, finds: ['serial'] },
    { name: 'nothing known', code: 'NO-SUCH-THING-1' },
    { name: '19 characters: no material or bin, maybe a serial', code: 'ABCDEFGHIJKLMNOPQRS' },
    { name: '31 characters: nothing to look up', code: 'A'.repeat(31) },
    // GTINs
    { name: 'GTIN-14', code: x.gtin, finds: ['material'] },
    { name: 'GTIN-13', code: x.gtin.slice(1), finds: ['material'] },
    { name: 'GTIN-14 with a wrong check digit (plain text)', code: wrongCheckDigit(x.gtin) },
    // GS1 element strings
    { name: 'GS1 (01) bracketed', code: `(01)${x.gtin}`, finds: ['material'] },
    { name: 'GS1 (01)(10) bracketed', code: `(01)${x.gtin}(10)LOT-1`, finds: ['material'] },
    { name: 'GS1 (01)(21) bracketed: the serial', code: `(01)${x.gtin}(21)${x.serial}`, finds: ['material', 'serial'] },
    {
      name: 'GS1 (01)(10)(21) with symbology identifier and GS',
      code: `]C101${x.gtin}10LOT-1${GS}21${x.serial}`,
      finds: ['material', 'serial'],
    },
    { name: 'GS1 raw without markers (01)(21)', code: `01${x.gtin}21${x.serial}`, finds: ['material', 'serial'] },
    { name: 'GS1 with a leading FNC1', code: `${GS}01${x.gtin}10LOT-2`, finds: ['material'] },
    { name: 'GS1 (21) alone', code: `(21)${x.serial}`, finds: ['serial'] },
    { name: 'GS1 (00) SSCC of no handling unit', code: `(00)${UNKNOWN_SSCC}` },
    { name: 'GS1 (01) and an AI the portal does not read', code: `(01)${x.gtin}(23)X`, finds: ['material'] },
    { name: 'GS1 raw with an AI the portal does not read', code: `]C101${x.gtin}230X`, finds: ['material'] },
    // malformed GS1
    { name: 'GS1 (01) with a wrong check digit', code: `(01)${wrongCheckDigit(x.gtin)}`, refused: 'INVALID_GS1' },
    { name: 'GS1 (01) too short', code: '(01)123', refused: 'INVALID_GS1' },
    { name: 'GS1 (10) without a value', code: `(01)${x.gtin}(10)`, refused: 'INVALID_GS1' },
    { name: 'GS1 symbology identifier with a broken element', code: ']C10112', refused: 'INVALID_GS1' },
    { name: 'GS1 (01) with letters', code: `(01)${x.gtin}(5)X`, refused: 'INVALID_GS1' },
    // what no barcode holds
    { name: 'too long', code: 'A'.repeat(101), refused: 'INVALID_INPUT' },
    { name: 'a bell character', code: `${x.material}\u0007`, refused: 'INVALID_INPUT' },
    { name: 'a NUL inside', code: `A\u0000B`, refused: 'INVALID_INPUT' },
    { name: 'a tab inside', code: `A\tB`, refused: 'INVALID_INPUT' },
    { name: 'a non-ASCII letter', code: 'MATÉRIAL', refused: 'INVALID_INPUT' },
    // empty
    { name: 'empty', code: '', refused: 'SCAN_EMPTY' },
    { name: 'only blanks', code: '  ', refused: 'SCAN_EMPTY' },
    { name: 'only the Enter a scanner sends', code: '\r\n', refused: 'SCAN_EMPTY' },
  ];
}
