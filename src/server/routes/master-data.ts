import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as c from '../../shared/contracts/master-data';
import { getMaterial, getMaterialPlant } from '../domain/master-data/get-material';
import { getCarrier, getShippingProfile, listCarrierServices, listMovementReasons } from '../domain/master-data/logistics';
import { getCompanyCode, getCostCenter, getCustomer, getVendor } from '../domain/master-data/partners';
import { getPlant, listPlants } from '../domain/master-data/plants';
import { resolveScan } from '../domain/master-data/resolve-scan';
import { searchMaterials } from '../domain/master-data/search-materials';
import { getStorageBin, listStorageBins } from '../domain/master-data/storage-bins';
import { getStorageLocation, listStorageLocations } from '../domain/master-data/storage-locations';
import type { Viewer } from '../domain/master-data/viewer';

const API = c.WAREHOUSE_API;

/** The auth hook has let only signed-in users through (catalogue: master-data.ts). */
function viewer(request: FastifyRequest): Viewer {
  const user = request.user;
  if (!user) throw new Error('master-data route reached without a signed-in user');
  return user;
}

/**
 * Master-data resource API (spec section 7 path shapes): plants, storage locations, bins,
 * materials, partners, logistics, movement reasons, and scan resolution for handhelds.
 * Plant-bound data is scoped to the caller's plants (domain/master-data/viewer.ts).
 */
export async function masterDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;

  app.get(`${API}/plants`, { schema: { response: { 200: c.plantList } } }, async (request) => ({
    items: await listPlants(db(), viewer(request)),
  }));

  app.get(`${API}/plants/:plantId`, { schema: { params: c.plantParams, response: { 200: c.plantDetail } } }, async (request) =>
    getPlant(db(), viewer(request), request.params.plantId),
  );

  app.get(
    `${API}/plants/:plantId/slocs`,
    { schema: { params: c.plantParams, response: { 200: c.storageLocationList } } },
    async (request) => ({
      plantId: request.params.plantId,
      items: await listStorageLocations(db(), viewer(request), request.params.plantId),
    }),
  );

  app.get(
    `${API}/slocs/:slocId`,
    { schema: { params: c.slocParams, querystring: c.slocQuery, response: { 200: c.storageLocationDetail } } },
    async (request) => getStorageLocation(db(), viewer(request), request.query.plant, request.params.slocId),
  );

  app.get(
    `${API}/plants/:plantId/warehouses/:warehouseId/bins`,
    { schema: { params: c.warehouseParams, querystring: c.binListQuery, response: { 200: c.storageBinList } } },
    async (request) => listStorageBins(db(), viewer(request), { ...request.params, ...request.query }),
  );

  app.get(
    `${API}/plants/:plantId/warehouses/:warehouseId/bins/:binId`,
    { schema: { params: c.binParams, querystring: c.binQuery, response: { 200: c.storageBinDetail } } },
    async (request) => getStorageBin(db(), viewer(request), { ...request.params, binType: request.query.binType }),
  );

  app.get(
    `${API}/materials`,
    { schema: { querystring: c.materialSearchQuery, response: { 200: c.materialSearchResponse } } },
    async (request) => searchMaterials(db(), request.query),
  );

  app.get(`${API}/materials/:materialId`, { schema: { params: c.materialParams, response: { 200: c.materialDetail } } }, async (request) =>
    getMaterial(db(), viewer(request), request.params.materialId),
  );

  app.get(
    `${API}/materials/:materialId/plants/:plantId`,
    { schema: { params: c.materialPlantParams, response: { 200: c.materialPlantData } } },
    async (request) => getMaterialPlant(db(), viewer(request), request.params.materialId, request.params.plantId),
  );

  app.get(`${API}/customers/:customerNumber`, { schema: { params: c.customerParams, response: { 200: c.customer } } }, async (request) =>
    getCustomer(db(), viewer(request), request.params.customerNumber),
  );

  app.get(`${API}/vendors/:vendorId`, { schema: { params: c.vendorParams, response: { 200: c.vendor } } }, async (request) =>
    getVendor(db(), viewer(request), request.params.vendorId),
  );

  app.get(
    `${API}/company-codes/:companyCode`,
    { schema: { params: c.companyCodeParams, response: { 200: c.companyCode } } },
    async (request) => getCompanyCode(db(), request.params.companyCode),
  );

  app.get(`${API}/cost-centers/:costCenter`, { schema: { params: c.costCenterParams, response: { 200: c.costCenter } } }, async (request) =>
    getCostCenter(db(), request.params.costCenter),
  );

  app.get(
    `${API}/shipping-profiles/:profileId`,
    { schema: { params: c.shippingProfileParams, response: { 200: c.shippingProfile } } },
    async (request) => getShippingProfile(db(), request.params.profileId),
  );

  app.get(`${API}/carriers/:carrierCode`, { schema: { params: c.carrierParams, response: { 200: c.carrier } } }, async (request) =>
    getCarrier(db(), request.params.carrierCode),
  );

  app.get(
    `${API}/carriers/:carrierCode/shipping-points/:shippingPoint/services`,
    { schema: { params: c.carrierServicesParams, response: { 200: c.carrierServices } } },
    async (request) => listCarrierServices(db(), request.params.carrierCode, request.params.shippingPoint),
  );

  app.get(
    `${API}/movement-reasons/:movementType`,
    { schema: { params: c.movementTypeParams, response: { 200: c.movementReasons } } },
    async (request) => listMovementReasons(db(), request.params.movementType),
  );

  app.get(
    `${API}/scan/:code`,
    { schema: { params: c.scanParams, querystring: c.scanQuery, response: { 200: c.scanResponse } } },
    async (request) =>
      resolveScan(db(), viewer(request), { code: request.params.code, plantId: request.query.plant, warehouseId: request.query.warehouse }),
  );
}
