import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/equipment/endpoints';
import { MAX_BULK_IMAGES, MAX_IMAGE_BYTES } from '../../shared/contracts/equipment/schemas';
import { createReceiptRequest } from '../domain/equipment/create-receipt-request';
import { getEquipmentQuality, readEquipmentImage } from '../domain/equipment/equipment-quality';
import { getReceiptRequest, searchReceiptRequests } from '../domain/equipment/receipt-requests';
import { uploadImage, uploadImagesBulk } from '../domain/equipment/store-images';
import { validateImageDetails } from '../domain/equipment/validate-images';
import { searchEquipment } from '../domain/stock/search-equipment';
import { handle, handleCommand } from '../http/route';

/** Equipment search and a serial's quality history (IM/IQ03), images (IM/IMAGING). */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.equipmentScreenSearch, async ({ db, user, query }) => searchEquipment(db, user, query));
  handleCommand(app, e.createReceiptRequest, (trx, { actor, body }) => createReceiptRequest(trx, actor, body));
  handle(app, e.searchReceiptRequests, async ({ db, user, query }) => searchReceiptRequests(db, user, query));
  handle(app, e.getReceiptRequest, async ({ db, user, params }) => getReceiptRequest(db, user, params.requestNumber));
  handle(app, e.getEquipmentQuality, async ({ db, user, params }) => getEquipmentQuality(db, user, params.equipmentNumber));
  handle(app, e.imagingScreenInit, async ({ db }) => ({
    imageTypes: (await db.selectFrom('equipment_image_type').selectAll().orderBy('image_type').execute()).map((t) => ({
      imageType: t.image_type,
      description: t.description,
    })),
    maxBytes: MAX_IMAGE_BYTES,
    maxFiles: MAX_BULK_IMAGES,
  }));
  // an image id never changes its content: cached privately for a day, revalidated by its hash
  handle(app, e.getEquipmentImage, async ({ db, user, params, query, request, reply }) => {
    const image = await readEquipmentImage(db, user, params.imageId, query.size);
    const etag = `"${image.sha256.slice(0, 32)}-${query.size}"`;
    reply.header('cache-control', 'private, max-age=86400').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
  handleCommand(app, e.uploadEquipmentImage, (trx, { actor, body }) => uploadImage(trx, actor, body));
  handleCommand(app, e.uploadEquipmentImagesBulk, (trx, { actor, body }) => uploadImagesBulk(trx, actor, body));
  handle(app, e.validateEquipmentImages, async ({ db, user, body }) => validateImageDetails(db, user, body));
}
