import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/master-data/endpoints';
import { getMaterial, getMaterialPlant } from '../domain/master-data/get-material';
import { getCarrier, getShippingProfile, listCarrierServices, listMovementReasons } from '../domain/master-data/logistics';
import { getCompanyCode, getCostCenter, getCustomer, getVendor } from '../domain/master-data/partners';
import { getPlant, listPlants } from '../domain/master-data/plants';
import { resolveScan } from '../domain/master-data/resolve-scan';
import { searchMaterials } from '../domain/master-data/search-materials';
import { getStorageBin, listStorageBins } from '../domain/master-data/storage-bins';
import { getStorageLocation, listStorageLocations } from '../domain/master-data/storage-locations';
import { handle } from '../http/route';

/**
 * Master-data resource API (spec section 7 path shapes): plants, storage locations, bins,
 * materials, partners, logistics, movement reasons, and scan resolution for handhelds.
 * Plant-bound data is scoped to the caller's plants (domain/master-data/viewer.ts).
 */
export async function masterDataRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.listPlants, async ({ db, user }) => ({ items: await listPlants(db, user) }));
  handle(app, e.getPlant, async ({ db, user, params }) => getPlant(db, user, params.plantId));
  handle(app, e.listStorageLocations, async ({ db, user, params }) => ({
    plantId: params.plantId,
    items: await listStorageLocations(db, user, params.plantId),
  }));
  handle(app, e.getStorageLocation, async ({ db, user, params, query }) => getStorageLocation(db, user, query.plant, params.slocId));
  handle(app, e.listStorageBins, async ({ db, user, params, query }) => listStorageBins(db, user, { ...params, ...query }));
  handle(app, e.getStorageBin, async ({ db, user, params, query }) => getStorageBin(db, user, { ...params, binType: query.binType }));
  handle(app, e.searchMaterials, async ({ db, query }) => searchMaterials(db, query));
  handle(app, e.getMaterial, async ({ db, user, params }) => getMaterial(db, user, params.materialId));
  handle(app, e.getMaterialPlant, async ({ db, user, params }) => getMaterialPlant(db, user, params.materialId, params.plantId));
  handle(app, e.getCustomer, async ({ db, user, params }) => getCustomer(db, user, params.customerNumber));
  handle(app, e.getVendor, async ({ db, user, params }) => getVendor(db, user, params.vendorId));
  handle(app, e.getCompanyCode, async ({ db, params }) => getCompanyCode(db, params.companyCode));
  handle(app, e.getCostCenter, async ({ db, params }) => getCostCenter(db, params.costCenter));
  handle(app, e.getShippingProfile, async ({ db, params }) => getShippingProfile(db, params.profileId));
  handle(app, e.getCarrier, async ({ db, params }) => getCarrier(db, params.carrierCode));
  handle(app, e.listCarrierServices, async ({ db, params }) => listCarrierServices(db, params.carrierCode, params.shippingPoint));
  handle(app, e.listMovementReasons, async ({ db, params }) => listMovementReasons(db, params.movementType));
  handle(app, e.resolveScan, async ({ db, user, params, query }) =>
    resolveScan(db, user, { code: params.code, plantId: query.plant, warehouseId: query.warehouse }),
  );
}
