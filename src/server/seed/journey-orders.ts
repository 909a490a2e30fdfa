/**
 * The numbers of the e2e journeys' own materials and orders (seeded by seed/journeys.ts), apart
 * from the seed so the e2e specs import them without the server's code.
 */
export const JOURNEY_MATERIALS = {
  keyboard: 'ZJRN-KBD-0001',
  part: 'ZJRN-PART-0001',
  terminal: 'ZJRN-TRM-0001',
  returned: 'ZJRN-RET-0001',
  papers: 'ZJRN-DOC-0001',
} as const;
export const JOURNEY_SALES_ORDER = '3910000001';
export const JOURNEY_STO = '4710000001';
export const JOURNEY_PO = '4591000001';
/** the customer-return journey's sales order: one unit shipped per run, then returned */
export const JOURNEY_RETURN_SALES_ORDER = '3910000002';
/** the delivery papers' journey (e2e/delivery-papers.spec.ts): two serials per run, packed, shipped, its note and label reprinted */
export const JOURNEY_PAPERS_SALES_ORDER = '3910000003';
/** Every order above: the area specs that pick orders from lists pass over these. */
export const JOURNEY_ORDERS: readonly string[] = [
  JOURNEY_SALES_ORDER,
  JOURNEY_STO,
  JOURNEY_PO,
  JOURNEY_RETURN_SALES_ORDER,
  JOURNEY_PAPERS_SALES_ORDER,
];
