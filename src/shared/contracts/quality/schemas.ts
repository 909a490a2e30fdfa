import { z } from 'zod';
import { type FieldLabelId, label, message, says } from '../../i18n/validation';
import { plantChoice } from '../master-data/schemas';
import {
  batchSchema,
  binIdSchema,
  code,
  dateRangeFields,
  documentNumberSchema,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  quantitySchema,
  serialNumberSchema,
  serialsSchema,
  slocIdSchema,
} from '../stock/schemas';

/**
 * Contracts of quality management (spec "iqms"): inspection lots over QUALITY stock, the defect
 * catalogue per product category, findings per serial (defects, repairs with parts, summary,
 * validation), the usage decision that closes a lot, and the equipment lock.
 */

export const LOT_STATUSES = ['OPEN', 'IN_INSPECTION', 'DECIDED', 'CLOSED'] as const;
export const SERIAL_STATES = ['OPEN', 'IN_INSPECTION', 'VALIDATED', 'DECIDED'] as const;
/** Usage decisions and the movement each posts: accept 321, reject 350 (blocked), return 122 (vendor), scrap 551. */
export const DECISIONS = ['ACCEPT', 'REJECT', 'RETURN', 'SCRAP'] as const;
export type DecisionCode = (typeof DECISIONS)[number];
export const DECISION_MOVEMENT: Record<DecisionCode, string> = { ACCEPT: '321', REJECT: '350', RETURN: '122', SCRAP: '551' };
export const MAX_LOT_DECISIONS = 500;

export const lotNumberSchema = documentNumberSchema('inspectionLot');
export const lotParams = z.object({ lotNumber: lotNumberSchema });
export const prodcatSchema = code('field.productCategory', 20, /^[A-Za-z0-9_-]+$/).transform((v) => v.toUpperCase());
const catalogueCode = (name: FieldLabelId) => code(name, 8, /^[A-Za-z0-9_-]+$/).transform((v) => v.toUpperCase());
const note = (name: FieldLabelId, max: number) =>
  z
    .string(says('val.mustBeText', { name: label(name) }))
    .trim()
    .max(max, says('val.atMostChars', { name: label(name), max }));

export const lotSearchSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  prodcat: prodcatSchema.optional(),
  material: materialIdSchema.optional(),
  vendor: code('field.vendor', 10).optional(),
  status: z.enum(LOT_STATUSES, { error: message('val.lotStatus') }).optional(),
  serial: serialNumberSchema.optional(),
  /** lots of serialized materials (search) or of manual parts / non-serialized (msearch) */
  serialized: z.enum(['true', 'false'], { error: message('val.serializedFlag') }).optional(),
  ...dateRangeFields,
  ...pageQuery(100, 20),
});
export type LotSearch = z.output<typeof lotSearchSchema>;

export const lotSummary = z.object({
  lotNumber: z.string(),
  origin: z.string(),
  status: z.enum(LOT_STATUSES),
  plant: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  prodcat: z.string(),
  serialized: z.boolean(),
  vendor: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  purchaseOrderItem: z.number().nullable(),
  openedMatDoc: z.string().nullable(),
  quantity: z.string(),
  decidedQuantity: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type LotSummary = z.infer<typeof lotSummary>;

export const defectView = z.object({
  defectId: z.string(),
  serial: z.string().nullable(),
  codeGroup: z.string(),
  code: z.string(),
  description: z.string(),
  note: z.string(),
  documentReference: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const repairView = z.object({
  repairId: z.string(),
  serial: z.string().nullable(),
  action: z.string(),
  partMaterial: z.string().nullable(),
  partQuantity: z.string().nullable(),
  matDoc: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const lotSerialView = z.object({
  serial: z.string(),
  equipmentNumber: z.string().nullable(),
  state: z.enum(SERIAL_STATES),
  summary: z.string(),
  validatedBy: z.string().nullable(),
  decision: z.string().nullable(),
  decidedMatDoc: z.string().nullable(),
  locked: z.boolean(),
  lockReason: z.string().nullable(),
  defects: z.number(),
  repairs: z.number(),
});
export type LotSerialView = z.infer<typeof lotSerialView>;
export const decisionView = z.object({
  matDoc: z.string(),
  itemNo: z.number(),
  movementType: z.string(),
  decision: z.string(),
  quantity: z.string(),
  serials: z.array(z.string()),
  decidedBy: z.string().nullable(),
  decidedAt: z.string(),
});
export const lotDetail = lotSummary.extend({
  note: z.string(),
  secondValidator: z.boolean(),
  serials: z.array(lotSerialView),
  defects: z.array(defectView),
  repairs: z.array(repairView),
  decisions: z.array(decisionView),
});
export type LotDetail = z.infer<typeof lotDetail>;

export const catalogueQuery = z.strictObject({ prodcat: prodcatSchema });
export const catalogue = z.object({
  prodcat: z.string(),
  groups: z.array(
    z.object({ codeGroup: z.string(), description: z.string(), codes: z.array(z.object({ code: z.string(), description: z.string() })) }),
  ),
});
export type Catalogue = z.infer<typeof catalogue>;

export const qualityInit = z.object({
  plants: z.array(plantChoice),
  prodcats: z.array(z.object({ prodcat: z.string(), description: z.string() })),
});
export type QualityInit = z.infer<typeof qualityInit>;

/** A serial's open inspection (the per-serial screens): its lot and the serial's findings. */
/** A serial's inspection: the serial names its lot and so its category; a category given must be the lot's. */
export const serialInspectionQuery = z.strictObject({ prodcat: prodcatSchema.optional(), lot: lotNumberSchema.optional() });
export const serialInspection = z.object({ lot: lotDetail, serial: lotSerialView });
export type SerialInspection = z.infer<typeof serialInspection>;

const serialField = { serial: serialNumberSchema.optional() };

export const assignDefectsSchema = z.strictObject({
  ...serialField,
  prodcat: prodcatSchema,
  defects: z
    .array(
      z.strictObject({
        codeGroup: catalogueCode('field.codeGroup'),
        code: catalogueCode('field.defectCode'),
        note: note('field.note', 500).optional(),
      }),
    )
    .min(1, says('val.defectRequired'))
    .max(50, says('val.defectsMax')),
  /** material-level defects: the document they were found with (delivery, material document, ...) */
  documentReference: code('field.documentReference', 20).optional(),
});
export type AssignDefectsInput = z.output<typeof assignDefectsSchema>;

export const repairSchema = z.strictObject({
  ...serialField,
  action: note('field.repairAction', 500).min(1, says('val.repairActionRequired')),
  /** a part consumed: issued (201) from this position to the plant's quality repair cost centre */
  part: z
    .strictObject({
      material: materialIdSchema,
      quantity: quantitySchema,
      sloc: slocIdSchema,
      bin: binIdSchema.optional(),
      batch: batchSchema.optional(),
    })
    .optional(),
});
export type RepairInput = z.output<typeof repairSchema>;
export type RepairRequest = z.input<typeof repairSchema>;

export const summarySchema = z.strictObject({ ...serialField, summary: note('field.summary', 2000) });
export type SummaryInput = z.output<typeof summarySchema>;

export const validateSchema = z.strictObject({ serial: serialNumberSchema });

export const findingResult = z.object({ lotNumber: z.string(), status: z.enum(LOT_STATUSES), serial: lotSerialView.nullable() });
export type FindingResult = z.infer<typeof findingResult>;
export const repairResult = findingResult.extend({ matDoc: z.string().nullable() });

export const closeLotSchema = z.strictObject({
  lotNumber: lotNumberSchema,
  decisions: z
    .array(
      z.strictObject({
        decision: z.enum(DECISIONS, { error: message('val.lotDecision') }),
        serial: serialNumberSchema.optional(),
        quantity: quantitySchema.optional(),
      }),
    )
    .min(1, says('val.decideUnitRequired'))
    .max(MAX_LOT_DECISIONS, says('val.decisionsMax', { max: MAX_LOT_DECISIONS })),
  headerText: note('field.headerText', 200).optional(),
});
export type CloseLotInput = z.output<typeof closeLotSchema>;
export type CloseLotRequest = z.input<typeof closeLotSchema>;
export const closeLotResult = z.object({
  lotNumber: z.string(),
  status: z.enum(LOT_STATUSES),
  matDoc: z.string(),
  decidedQuantity: z.string(),
  quantity: z.string(),
});
export type CloseLotResult = z.infer<typeof closeLotResult>;

/** A manual lot: blocked stock (returns, other) put into quality inspection (349). */
export const manualLotSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  material: materialIdSchema,
  quantity: quantitySchema,
  serials: serialsSchema(500).optional(),
  note: note('field.note', 500).optional(),
});
export const manualLotResult = z.object({ lotNumber: z.string(), matDoc: z.string() });

export const equipmentLockSchema = z.strictObject({
  serial: serialNumberSchema,
  material: materialIdSchema.optional(),
  reason: note('field.reason', 200).min(1, says('val.lockReasonRequired')),
});
export type EquipmentLockInput = z.output<typeof equipmentLockSchema>;
export const equipmentLockResult = z.object({
  equipmentNumber: z.string(),
  serial: z.string(),
  material: z.string(),
  locked: z.boolean(),
  reason: z.string().nullable(),
});
export type EquipmentLockResult = z.infer<typeof equipmentLockResult>;

/** An administrator's change to the catalogue: a code group of a product category with its codes (added or renamed, never removed). */
export const catalogueGroupSchema = z.strictObject({
  prodcat: prodcatSchema,
  codeGroup: catalogueCode('field.codeGroup'),
  description: note('field.description', 120).min(1, says('val.codeGroupDescription')),
  codes: z
    .array(
      z.strictObject({
        code: catalogueCode('field.defectCode'),
        description: note('field.description', 120).min(1, says('val.defectCodeDescription')),
      }),
    )
    .max(200, says('val.codesPerGroupMax')),
});
