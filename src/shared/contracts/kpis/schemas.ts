import { z } from 'zod';
import { message } from '../../i18n/validation';
import { vendorIdSchema } from '../orders/schemas';
import { isoDate, paged, pageQuery, plantIdSchema } from '../stock/schemas';

/**
 * The warehouse dashboard and the supplier scorecard (issue 38): figures computed in SQL from the
 * ledger and the documents for a period (its plant days, both ends included) with the period of the
 * same length just before it for the trend. Counts are numbers, quantities exact decimals (text).
 */
export const KPI_MAX_DAYS = 366;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const periodFields = { from: isoDate.optional(), to: isoDate.optional() };

function checkPeriod(v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', message: message('kpi.fromAfterTo')(), path: ['from'] });
  else if (v.from && v.to && dayCount(v.from, v.to) > KPI_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: message('kpi.periodTooLong', { days: KPI_MAX_DAYS })(), path: ['to'] });
}

export const dashboardQuery = z.strictObject({ plant: plantIdSchema.optional(), ...periodFields }).superRefine(checkPeriod);
export type DashboardQuery = z.output<typeof dashboardQuery>;

export const scorecardQuery = z
  .strictObject({ vendor: vendorIdSchema.optional(), plant: plantIdSchema.optional(), ...periodFields })
  .superRefine(checkPeriod);
export type ScorecardQuery = z.output<typeof scorecardQuery>;

/** A figure of the period and of the period before (null: nothing to measure, e.g. a rate of no lines). */
export const figure = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type Figure = z.infer<typeof figure>;

export const period = z.object({ from: z.string(), to: z.string(), previousFrom: z.string(), previousTo: z.string() });
export type Period = z.infer<typeof period>;

export const MOVEMENT_DIRECTIONS = ['IN', 'OUT'] as const;
/** The movement types the warehouse dashboard counts as goods received (at the receiving plant) and as goods issued (at the issuing plant). */
export const RECEIPT_TYPES = ['101'] as const;
export const ISSUE_TYPES = ['201', '551', '601', '641'] as const;
export const OPEN_WORK_KINDS = ['PUTAWAY', 'PICK', 'COUNT', 'QUALITY_LOT', 'DELIVERY'] as const;
export type OpenWorkKind = (typeof OPEN_WORK_KINDS)[number];
export const STOCK_KINDS = ['UNRESTRICTED', 'QUALITY', 'BLOCKED', 'IN_TRANSIT'] as const;

export const warehouseFigures = z.object({
  receivedItems: figure,
  receivedDocuments: figure,
  issuedItems: figure,
  issuedDocuments: figure,
  /** arrivals of notices whose put-away is confirmed: hours from arrival to the last confirmed put-away */
  dockToStockArrivals: figure,
  dockToStockMedianHours: figure,
  dockToStockP90Hours: figure,
  pickedLines: figure,
  shortPicks: figure,
  pickAccuracyPct: figure,
  goodsIssues: figure,
  onTimeGoodsIssues: figure,
  onTimeGoodsIssuePct: figure,
  countedBins: figure,
  binsWithoutDifference: figure,
  inventoryAccuracyPct: figure,
  differenceQuantity: figure,
  lotsOpened: figure,
  lotsDecided: figure,
  defects: figure,
  repairTurnaroundMedianHours: figure,
});
export type WarehouseFigures = z.infer<typeof warehouseFigures>;

export const warehouseDashboard = z.object({
  period,
  /** the plant asked for, or null: every plant of the reader */
  plant: z.string().nullable(),
  figures: warehouseFigures,
  movementsByDay: z.array(
    z.object({
      day: z.string(),
      movementType: z.string(),
      direction: z.enum(MOVEMENT_DIRECTIONS),
      items: z.number(),
      documents: z.number(),
    }),
  ),
  dockToStockByDay: z.array(z.object({ day: z.string(), arrivals: z.number(), medianHours: z.number(), p90Hours: z.number() })),
  /** open work now, by age in the plant's days: today, 1 to 3 days, older */
  openWork: z.array(z.object({ kind: z.enum(OPEN_WORK_KINDS), today: z.number(), days1to3: z.number(), older: z.number() })),
  defectsByCode: z.array(z.object({ prodcat: z.string(), codeGroup: z.string(), code: z.string(), defects: z.number() })),
  defectRateByCategory: z.array(z.object({ prodcat: z.string(), lots: z.number(), lotsWithDefects: z.number(), ratePct: z.number() })),
  /** stock now by category; positions by days since their last movement */
  stockByCategory: z.array(
    z.object({
      category: z.enum(STOCK_KINDS),
      quantity: z.string(),
      positions: z.number(),
      age0to30: z.number(),
      age31to90: z.number(),
      ageOver90: z.number(),
    }),
  ),
});
export type WarehouseDashboard = z.infer<typeof warehouseDashboard>;

/** The arrivals behind the dock-to-stock figures: a period (one day: from = to) and a plant, a page. */
export const dockArrivalQuery = z
  .strictObject({ plant: plantIdSchema.optional(), ...periodFields, ...pageQuery(200, 50) })
  .superRefine(checkPeriod);
export type DockArrivalQuery = z.output<typeof dockArrivalQuery>;

export const dockArrival = z.object({
  asnNumber: z.string(),
  plant: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  /** the arrival's plant day */
  day: z.string(),
  arrivedAt: z.string(),
  /** the last put-away confirmed */
  stockedAt: z.string(),
  hours: z.number(),
});
export type DockArrival = z.infer<typeof dockArrival>;

export const dockArrivals = paged(dockArrival).extend({ period, plant: z.string().nullable() });

export const supplierRow = z.object({
  vendorId: z.string(),
  name: z.string(),
  poItems: z.number(),
  poItemsConfirmed: z.number(),
  confirmationRatePct: z.number().nullable(),
  confirmMedianHours: z.number().nullable(),
  confirmationsChanged: z.number(),
  asns: z.number(),
  announcedQuantity: z.string(),
  receivedQuantity: z.string(),
  asnItems: z.number(),
  asnItemsExact: z.number(),
  asnAccuracyPct: z.number().nullable(),
  announcedSerials: z.number(),
  serialsNotReceived: z.number(),
  cartons: z.number(),
  cartonsMissing: z.number(),
  slots: z.number(),
  onTimeArrivals: z.number(),
  lateArrivals: z.number(),
  noShows: z.number(),
  onTimePct: z.number().nullable(),
  receiptLots: z.number(),
  lotsWithDefects: z.number(),
  defectRatePct: z.number().nullable(),
});
export type SupplierRow = z.infer<typeof supplierRow>;

export const scorecardTotals = z.object({
  confirmationRatePct: figure,
  confirmMedianHours: figure,
  asnAccuracyPct: figure,
  cartonsMissing: figure,
  onTimePct: figure,
  noShows: figure,
  defectRatePct: figure,
});

export const supplierScorecard = z.object({
  period,
  plant: z.string().nullable(),
  /** one row per supplier with activity in the period (a supplier reads only its own) */
  suppliers: z.array(supplierRow),
  totals: scorecardTotals,
});
export type SupplierScorecard = z.infer<typeof supplierScorecard>;

export const integrationKpis = z.object({ warehouse: warehouseDashboard, suppliers: supplierScorecard });
