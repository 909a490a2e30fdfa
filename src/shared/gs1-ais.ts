/**
 * GS1's Application Identifier table and what it says of each AI's data (length, character sets,
 * check digits, whether the AI is of predefined length); the parser is gs1.ts.
 */

/** One part of an AI's data field: numeric, CSET 82 (X), CSET 39 (Y) or CSET 64 / base64url (Z). */
export interface Gs1Component {
  cset: 'N' | 'X' | 'Y' | 'Z';
  min: number;
  max: number;
  /** may be left out when the data ends before it (never followed by a mandatory component) */
  optional: boolean;
  /** the last digit is a GS1 mod-10 check digit (GTIN, SSCC, GLN, GSIN, GRAI, GSRN, ...) */
  check: boolean;
}

export interface AiSpec {
  /** exact data length, or undefined for variable length */
  fixed?: number;
  /** maximum data length of a variable-length AI */
  max?: number;
  /** least data length (all mandatory components) */
  min: number;
  /** every component is numeric */
  numeric: boolean;
  /** the whole value ends in a GS1 mod-10 check digit */
  check?: boolean;
  /** the data field split into its components, in order */
  components: Gs1Component[];
  /** GS1's predefined-length AIs (by their first two digits) need no FNC1/GS after the value */
  predefined: boolean;
}

/**
 * The GS1 Application Identifier table (GS1 General Specifications section 3, as listed in GS1's
 * Barcode Syntax Dictionary). Each entry: the AI, an inclusive range of AIs (`7030-7039`, `91-99`),
 * or a family of measures `PPPn-QQQn` (every three-digit prefix from PPP to QQQ with n = 0...5 decimals);
 * then the data format, components separated by spaces:
 *   `N18c` numeric, 18 digits, ending in a check digit;  `X..20` CSET 82, 1 to 20 characters;
 *   `Y..30` CSET 39;  `Z..90` CSET 64 (base64url);  `[N3]` an optional component.
 */
const AI_TABLE: readonly (readonly [string, string])[] = [
  ['00', 'N18c'], // SSCC
  ['01-03', 'N14c'], // GTIN, CONTENT, MTO GTIN
  ['10', 'X..20'], // BATCH/LOT
  ['11-13', 'N6'], // PROD DATE, DUE DATE, PACK DATE
  ['15-17', 'N6'], // BEST BEFORE, SELL BY, USE BY/EXPIRY
  ['20', 'N2'], // VARIANT
  ['21-22', 'X..20'], // SERIAL, CPV
  ['235', 'X..28'], // TPX
  ['240-241', 'X..30'], // ADDITIONAL ID, CUST. PART No.
  ['242', 'N..6'], // MTO VARIANT
  ['243', 'X..20'], // PCN
  ['250-251', 'X..30'], // SECONDARY SERIAL, REF. TO SOURCE
  ['253', 'N13c [X..17]'], // GDTI
  ['254', 'X..20'], // GLN EXTENSION COMPONENT
  ['255', 'N13c [N..12]'], // GCN
  ['30', 'N..8'], // VAR. COUNT
  ['310n-316n', 'N6'], // trade measures, metric
  ['320n-329n', 'N6'], // trade measures, imperial
  ['330n-337n', 'N6'], // logistic measures, metric; kg per m²
  ['340n-349n', 'N6'], // logistic measures, imperial
  ['350n-357n', 'N6'], // areas, net weight (troy oz), net volume (oz)
  ['360n-369n', 'N6'], // volumes
  ['37', 'N..8'], // COUNT
  ['3900-3909', 'N..15'], // AMOUNT
  ['3910-3919', 'N3 N..15'], // AMOUNT with ISO 4217 currency
  ['3920-3929', 'N..15'], // PRICE
  ['3930-3939', 'N3 N..15'], // PRICE with ISO 4217 currency
  ['3940-3943', 'N4'], // PRCNT OFF
  ['3950-3955', 'N6'], // PRICE/UoM
  ['400-401', 'X..30'], // ORDER NUMBER, GINC
  ['402', 'N17c'], // GSIN
  ['403', 'X..30'], // ROUTE
  ['410-417', 'N13c'], // GLNs: SHIP TO ... PARTY
  ['420', 'X..20'], // SHIP TO POST
  ['421', 'N3 X..9'], // SHIP TO POST with ISO country
  ['422', 'N3'], // ORIGIN
  ['423', 'N3 [N3] [N3] [N3] [N3]'], // COUNTRY - INITIAL PROCESS
  ['424', 'N3'], // COUNTRY - PROCESS
  ['425', 'N3 [N3] [N3] [N3] [N3]'], // COUNTRY - DISASSEMBLY
  ['426', 'N3'], // COUNTRY - FULL PROCESS
  ['427', 'X..3'], // ORIGIN SUBDIVISION
  ['4300-4301', 'X..35'], // SHIP TO COMP, NAME
  ['4302-4306', 'X..70'], // SHIP TO ADD1, ADD2, SUB, LOC, REG
  ['4307', 'X2'], // SHIP TO COUNTRY
  ['4308', 'X..30'], // SHIP TO PHONE
  ['4309', 'N10 N10'], // SHIP TO GEO
  ['4310-4311', 'X..35'], // RTN TO COMP, NAME
  ['4312-4316', 'X..70'], // RTN TO ADD1, ADD2, SUB, LOC, REG
  ['4317', 'X2'], // RTN TO COUNTRY
  ['4318', 'X..20'], // RTN TO POST
  ['4319', 'X..30'], // RTN TO PHONE
  ['4320', 'X..35'], // SRV DESCRIPTION
  ['4321-4323', 'N1'], // DANGEROUS GOODS, AUTH TO LEAVE, SIG REQUIRED
  ['4324-4325', 'N6 N4'], // NOT BEF / NOT AFT DEL DT
  ['4326', 'N6'], // REL DATE
  ['4330-4333', 'N6 [X1]'], // MAX/MIN TEMP F./C.
  ['7001', 'N13'], // NSN
  ['7002', 'X..30'], // MEAT CUT
  ['7003', 'N6 N4'], // EXPIRY TIME
  ['7004', 'N..4'], // ACTIVE POTENCY
  ['7005', 'X..12'], // CATCH AREA
  ['7006', 'N6'], // FIRST FREEZE DATE
  ['7007', 'N6 [N6]'], // HARVEST DATE
  ['7008', 'X..3'], // AQUATIC SPECIES
  ['7009', 'X..10'], // FISHING GEAR TYPE
  ['7010', 'X..2'], // PROD METHOD
  ['7011', 'N6 [N4]'], // TEST BY DATE
  ['7020-7022', 'X..20'], // REFURB LOT, FUNC STAT, REV STAT
  ['7023', 'X..30'], // GIAI - ASSEMBLY
  ['7030-7039', 'N3 X..27'], // PROCESSOR # 0 ... 9
  ['7040', 'N1 X1 X1 X1'], // UIC+EXT
  ['7041', 'X..4'], // UFRGT UNIT TYPE
  ['710-717', 'X..20'], // NHRN PZN, CIP, CN, DRN, AIM, NDC, AIC, SRN
  ['7230-7239', 'X2 X..28'], // CERT # 1 ... 10
  ['7240', 'X..20'], // PROTOCOL
  ['7241', 'N2'], // AIDC MEDIA TYPE
  ['7242', 'X..25'], // VCN
  ['7250', 'N8'], // DOB
  ['7251', 'N8 N4'], // DOB TIME
  ['7252', 'N1'], // BIO SEX
  ['7253-7254', 'X..40'], // FAMILY NAME, GIVEN NAME
  ['7255', 'X..10'], // SUFFIX
  ['7256', 'X..90'], // FULL NAME
  ['7257', 'X..70'], // PERSON ADDR
  ['7258', 'X3'], // BIRTH SEQUENCE
  ['7259', 'X..40'], // BABY
  ['8001', 'N4 N5 N3 N1 N1'], // DIMENSIONS
  ['8002', 'X..20'], // CMT No.
  ['8003', 'N1 N13c [X..16]'], // GRAI
  ['8004', 'X..30'], // GIAI
  ['8005', 'N6'], // PRICE PER UNIT
  ['8006', 'N14c N4'], // ITIP
  ['8007', 'X..34'], // IBAN
  ['8008', 'N6 N2 [N2] [N2]'], // PROD TIME
  ['8009', 'X..50'], // OPTSEN
  ['8010', 'Y..30'], // CPID
  ['8011', 'N..12'], // CPID SERIAL
  ['8012', 'X..20'], // VERSION
  ['8013-8014', 'X..25'], // GMN, MUDI
  ['8017-8018', 'N18c'], // GSRN - PROVIDER, RECIPIENT
  ['8019', 'N..10'], // SRIN
  ['8020', 'X..25'], // REF No.
  ['8026', 'N14c N4'], // ITIP CONTENT
  ['8030', 'Z..90'], // DIGSIG
  ['8040-8041', 'N15'], // IMEI, IMEI2
  ['8042', 'N32'], // ESIM
  ['8043', 'N18 [N..2]'], // PSIM
  ['8110', 'X..70'], // coupon code (North America)
  ['8111', 'N4'], // POINTS
  ['8112', 'X..70'], // positive offer file coupon code
  ['8200', 'X..70'], // PRODUCT URL
  ['90', 'X..30'], // INTERNAL
  ['91-99', 'X..90'], // INTERNAL
];

/**
 * GS1's table of predefined-length AIs, by their first two digits (General Specifications figure
 * 7.8.5-2): a value of such an AI has a fixed length and needs no FNC1/GS after it. Every other
 * AI is ended by GS unless it is the last in the string, fixed length or not.
 */
const PREDEFINED_PREFIXES = new Set([
  '00',
  '01',
  '02',
  '03',
  '04',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '41',
]);

function parseFormat(format: string): Gs1Component[] {
  return format.split(' ').map((part) => {
    const m = /^(\[)?([NXYZ])(\.\.)?(\d+)(c)?\]?$/.exec(part);
    if (!m) throw new Error(`GS1 AI table: bad format ${format}`);
    const n = Number(m[4]);
    return { cset: m[2] as Gs1Component['cset'], min: m[3] ? 1 : n, max: n, optional: m[1] === '[', check: m[5] === 'c' };
  });
}

function specOf(ai: string, format: string): AiSpec {
  const components = parseFormat(format);
  const min = components.reduce((s, c) => s + (c.optional ? 0 : c.min), 0);
  const max = components.reduce((s, c) => s + c.max, 0);
  const fixedLength = components.every((c) => !c.optional && c.min === c.max);
  const spec: AiSpec = {
    min,
    numeric: components.every((c) => c.cset === 'N'),
    components,
    predefined: PREDEFINED_PREFIXES.has(ai.slice(0, 2)),
  };
  if (fixedLength) spec.fixed = max;
  else spec.max = max;
  if (components.length === 1 && components[0]!.check) spec.check = true;
  return spec;
}

function expandAis(key: string): string[] {
  const family = /^(\d{3})n-(\d{3})n$/.exec(key);
  if (family) {
    const out: string[] = [];
    for (let p = Number(family[1]); p <= Number(family[2]); p++) for (let n = 0; n <= 5; n++) out.push(`${p}${n}`);
    return out;
  }
  const [from, to = from] = key.split('-') as [string, string?];
  const out: string[] = [];
  for (let v = Number(from); v <= Number(to); v++) out.push(String(v).padStart(from.length, '0'));
  return out;
}

/** Every GS1 Application Identifier with its data format, ranges and families expanded. */
export const GS1_AIS: ReadonlyMap<string, AiSpec> = (() => {
  const map = new Map<string, AiSpec>();
  for (const [key, format] of AI_TABLE) for (const ai of expandAis(key)) map.set(ai, specOf(ai, format));
  return map;
})();

/** The format of an AI, or undefined when GS1 has not assigned it. */
export function specFor(ai: string): AiSpec | undefined {
  return GS1_AIS.get(ai);
}
