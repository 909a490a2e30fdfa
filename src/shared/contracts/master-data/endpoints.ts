import { z } from 'zod';
import { grant } from '../../access';
import { endpoint, endpointsFor } from '../endpoint';
import * as c from './schemas';

const API = c.WAREHOUSE_API;
const AC = c.AUTOCOMPLETE;

/**
 * Master data, lookups and autocompletes.
 * - Reads are 'signed-in': reference data every user needs to work on any screen (a put-away,
 *   a count, a delivery all resolve bins and materials), so tying them to one transaction code
 *   would only break other functions. What a user may see is limited in the query instead:
 *   plant-bound data to the user's plants, partners to internal users / the supplier's own vendor
 *   (domain/master-data/viewer.ts); nothing outside scope is distinguishable from unknown (404).
 * - Refreshing the lookup cache changes what every user is served: administrators only.
 */
const read = 'signed-in' as const;
const get = endpointsFor('GET', read);

export const listPlants = get(`${API}/plants`, 'Plants the caller may see', {
  response: c.plantList,
});
export const getPlant = get(`${API}/plants/:plantId`, 'A plant with its storage locations and warehouses', {
  params: c.plantParams,
  response: c.plantDetail,
});
export const listStorageLocations = get(`${API}/plants/:plantId/slocs`, "A plant's storage locations", {
  params: c.plantParams,
  response: c.storageLocationList,
});
export const getStorageLocation = get(`${API}/slocs/:slocId`, 'A storage location', {
  params: c.slocParams,
  query: c.slocQuery,
  response: c.storageLocationDetail,
});
export const listStorageBins = get(`${API}/plants/:plantId/warehouses/:warehouseId/bins`, "A warehouse's storage bins", {
  params: c.warehouseParams,
  query: c.binListQuery,
  response: c.storageBinList,
});
export const getStorageBin = get(`${API}/plants/:plantId/warehouses/:warehouseId/bins/:binId`, 'A storage bin with its contents', {
  params: c.binParams,
  query: c.binQuery,
  response: c.storageBinDetail,
});
export const searchMaterials = get(`${API}/materials`, 'Materials by number, description or GTIN', {
  query: c.materialSearchQuery,
  response: c.materialSearchResponse,
});
export const getMaterial = get(`${API}/materials/:materialId`, 'A material', {
  params: c.materialParams,
  response: c.materialDetail,
});
export const getMaterialPlant = get(`${API}/materials/:materialId/plants/:plantId`, "A material's plant data", {
  params: c.materialPlantParams,
  response: c.materialPlantData,
});
export const getCustomer = get(`${API}/customers/:customerNumber`, 'A customer', {
  params: c.customerParams,
  response: c.customer,
});
export const getVendor = get(`${API}/vendors/:vendorId`, 'A vendor', {
  params: c.vendorParams,
  response: c.vendor,
});
export const getCompanyCode = get(`${API}/company-codes/:companyCode`, 'A company code', {
  params: c.companyCodeParams,
  response: c.companyCode,
});
export const getCostCenter = get(`${API}/cost-centers/:costCenter`, 'A cost centre', {
  params: c.costCenterParams,
  response: c.costCenter,
});
export const getShippingProfile = get(`${API}/shipping-profiles/:profileId`, 'A shipping profile', {
  params: c.shippingProfileParams,
  response: c.shippingProfile,
});
export const getCarrier = get(`${API}/carriers/:carrierCode`, 'A carrier', {
  params: c.carrierParams,
  response: c.carrier,
});
export const listCarrierServices = get(
  `${API}/carriers/:carrierCode/shipping-points/:shippingPoint/services`,
  "A carrier's services at a shipping point",
  {
    params: c.carrierServicesParams,
    response: c.carrierServices,
  },
);
export const listMovementReasons = get(`${API}/movement-reasons/:movementType`, 'Reasons of a movement type', {
  params: c.movementTypeParams,
  response: c.movementReasons,
});
export const resolveScan = get(
  `${API}/scan/:code`,
  'What a scanned code is: bins, materials (GS1 parsed) and serials or equipment numbers',
  {
    params: c.scanParams,
    query: c.scanQuery,
    response: c.scanResponse,
  },
);

const lookup = (name: c.LookupName, summary: string) => get(c.LOOKUP_PATHS[name], summary, { response: z.array(c.selectOption) });
export const isoCountries = lookup('isocountries', 'Countries (dropdown options; ETag)');
export const shippingRoutes = lookup('shippingroutes', 'Shipping routes (dropdown options; ETag)');
export const materialGroups = lookup('material_groups', 'Material groups (dropdown options; ETag)');
export const materialTypes = lookup('material_types', 'Material types (dropdown options; ETag)');
export const lookupCache = get('/supplier/cache', 'Every cached lookup with its version (ETag)', {
  response: c.cacheResponse,
});
export const refreshLookupCache = endpointsFor('POST', grant('ADMIN', 'CACHE'))(
  '/supplier/cache/update.json',
  'Reload the cached lookups from the database',
  {
    response: c.cacheUpdateResponse,
  },
);

const autocomplete = (path: string, summary: string) => ({
  method: 'GET' as const,
  path,
  access: read,
  summary,
  query: c.autocompleteQuery,
  response: c.autocompleteResponse,
});
export const autocompleteCostCenters = endpoint({
  ...autocomplete(`${AC}/cost-centers`, 'Cost centres by prefix'),
  query: c.costCenterAutocompleteQuery,
});
export const autocompleteMaterials = endpoint(autocomplete(`${AC}/materials`, 'Materials by prefix'));
export const autocompleteNonSerialized = endpoint(autocomplete(`${AC}/materials/non-serialized`, 'Non-serialized materials by prefix'));
export const autocompleteByGroup = endpoint({
  ...autocomplete(`${AC}/materials/by-group/:materialGroup`, 'Materials of a group by prefix'),
  params: c.materialGroupParams,
});
export const autocompleteByType = endpoint({
  ...autocomplete(`${AC}/materials/by-type/:materialType`, 'Materials of a type by prefix'),
  params: c.materialTypeParams,
});
