import type { Access } from '../../../shared/access';

const API = '/supplier/api/warehouse';

/**
 * Master data, lookups and autocompletes.
 * - Reads are 'signed-in': reference data every user needs to work on any screen (a put-away,
 *   a count, a delivery all resolve bins and materials), so tying them to one transaction code
 *   would only break other functions. What a user may see is limited in the query instead:
 *   plant-bound data to the user's plants, partners to internal users / the supplier's own vendor
 *   (domain/master-data/viewer.ts); nothing outside scope is distinguishable from unknown (404).
 * - Refreshing the lookup cache changes what every user is served: administrators only.
 */
export const masterDataCatalogue: Record<string, Access> = {
  [`GET ${API}/plants`]: 'signed-in',
  [`GET ${API}/plants/:plantId`]: 'signed-in',
  [`GET ${API}/plants/:plantId/slocs`]: 'signed-in',
  [`GET ${API}/slocs/:slocId`]: 'signed-in',
  [`GET ${API}/plants/:plantId/warehouses/:warehouseId/bins`]: 'signed-in',
  [`GET ${API}/plants/:plantId/warehouses/:warehouseId/bins/:binId`]: 'signed-in',
  [`GET ${API}/materials`]: 'signed-in',
  [`GET ${API}/materials/:materialId`]: 'signed-in',
  [`GET ${API}/materials/:materialId/plants/:plantId`]: 'signed-in',
  [`GET ${API}/customers/:customerNumber`]: 'signed-in',
  [`GET ${API}/vendors/:vendorId`]: 'signed-in',
  [`GET ${API}/company-codes/:companyCode`]: 'signed-in',
  [`GET ${API}/cost-centers/:costCenter`]: 'signed-in',
  [`GET ${API}/shipping-profiles/:profileId`]: 'signed-in',
  [`GET ${API}/carriers/:carrierCode`]: 'signed-in',
  [`GET ${API}/carriers/:carrierCode/shipping-points/:shippingPoint/services`]: 'signed-in',
  [`GET ${API}/movement-reasons/:movementType`]: 'signed-in',
  [`GET ${API}/scan/:code`]: 'signed-in',

  'GET /supplier/isocountries.json': 'signed-in',
  'GET /supplier/shippingroutes.json': 'signed-in',
  'GET /supplier/material_groups.json': 'signed-in',
  'GET /supplier/material_types.json': 'signed-in',
  'GET /supplier/cache': 'signed-in',
  'POST /supplier/cache/update.json': { module: 'ADMIN', tcode: 'CACHE' },

  'GET /supplier/autocomplete/cost-centers': 'signed-in',
  'GET /supplier/autocomplete/materials': 'signed-in',
  'GET /supplier/autocomplete/materials/non-serialized': 'signed-in',
  'GET /supplier/autocomplete/materials/by-group/:materialGroup': 'signed-in',
  'GET /supplier/autocomplete/materials/by-type/:materialType': 'signed-in',
};
