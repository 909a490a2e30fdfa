import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged, serialNumberSchema } from '../stock/schemas';
import {
  assignDefectsSchema,
  catalogue,
  catalogueGroupSchema,
  catalogueQuery,
  closeLotResult,
  closeLotSchema,
  equipmentLockResult,
  equipmentLockSchema,
  findingResult,
  lotDetail,
  lotParams,
  lotSearchSchema,
  lotSummary,
  manualLotResult,
  manualLotSchema,
  qualityInit,
  repairResult,
  repairSchema,
  serialInspection,
  serialInspectionQuery,
  summarySchema,
  validateSchema,
} from './schemas';

/**
 * Quality management (QM/QA32): inspection lots, findings per serial, usage decision; the equipment
 * lock (QM/IQ08). Screens live under /supplier/warehouse/iqms/.
 */
export const IQMS_SCREEN = '/supplier/warehouse/iqms';
const API = '/supplier/api/warehouse/quality';
const read = endpointsFor('GET', grant('QM', 'QA32'));
const inspect = postingsFor(grant('QM', 'QA32'));
const lock = postingsFor(grant('QM', 'IQ08'));

export const qualityScreenInit = read(`${IQMS_SCREEN}/initdata.json`, 'Quality entry screens: plants and product categories', {
  response: qualityInit,
});
export const searchLots = read(`${API}/lots`, 'Inspection lots by plant, product category, material, vendor, serial, status, date', {
  query: lotSearchSchema,
  response: paged(lotSummary),
});
export const getLot = read(`${API}/lots/:lotNumber`, 'An inspection lot with its serials, defects, repairs and decisions', {
  params: lotParams,
  response: lotDetail,
});
export const getCatalogue = read(`${API}/catalogue`, 'The defect catalogue of a product category: code groups and codes', {
  query: catalogueQuery,
  response: catalogue,
});
export const getSerialInspection = read(`${API}/serials/:serial`, "A serial's open inspection: its lot and findings", {
  params: z.object({ serial: serialNumberSchema }),
  query: serialInspectionQuery,
  response: serialInspection,
});
export const openManualLot = inspect(`${API}/lots`, 'Open a lot for blocked stock (returns, other): 349 into quality inspection', {
  body: manualLotSchema,
  response: manualLotResult,
});
export const assignDefects = inspect(`${API}/lots/:lotNumber/defects`, 'Assign defects from the catalogue to a serial (or the lot)', {
  params: lotParams,
  body: assignDefectsSchema,
  response: findingResult,
});
export const recordRepair = inspect(`${API}/lots/:lotNumber/repairs`, 'Record a repair action and the part consumed (201)', {
  params: lotParams,
  body: repairSchema,
  response: repairResult,
});
export const saveSummary = inspect(`${API}/lots/:lotNumber/summary`, 'The summary of findings of a serial (or the lot)', {
  params: lotParams,
  body: summarySchema,
  response: findingResult,
});
export const validateFindings = inspect(`${API}/lots/:lotNumber/validate`, "The inspector's sign-off of a serial's findings", {
  params: lotParams,
  body: validateSchema,
  response: findingResult,
});
export const closeLot = inspect(
  `${IQMS_SCREEN}/closelot`,
  'Usage decision: accept 321, reject 350, return 122, scrap 551 in one document',
  {
    body: closeLotSchema,
    response: closeLotResult,
  },
);
export const lockEquipment = lock(`${IQMS_SCREEN}/equipment/lock`, 'Lock a serial against every movement, with a reason', {
  body: equipmentLockSchema,
  response: equipmentLockResult,
});
export const unlockEquipment = lock(`${IQMS_SCREEN}/equipment/unlock`, 'Unlock a serial, with a reason', {
  body: equipmentLockSchema,
  response: equipmentLockResult,
});
export const saveCatalogueGroup = endpointsFor('PUT', grant('ADMIN', 'SU01'))(
  `${API}/catalogue`,
  'Add or rename a code group of a product category and its defect codes (administrators)',
  { body: catalogueGroupSchema, response: catalogue },
);
