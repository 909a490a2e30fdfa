import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/shipping/endpoints';
import { outboundPlants } from '../domain/deliveries/scope';
import { deliveryNote, documentHistory, outputCopy, recordLabelDownload, reprintOutput } from '../domain/documents/outputs';
import { DomainError } from '../domain/errors';
import { getHandlingUnit, searchHandlingUnits } from '../domain/handling-units/hu-queries';
import { deliveryLabelData, ssccLabelData } from '../domain/handling-units/label-data';
import { nestHandlingUnit } from '../domain/handling-units/nest-handling-unit';
import { packHandlingUnit } from '../domain/handling-units/pack-handling-unit';
import { unpackHandlingUnit } from '../domain/handling-units/unpack-handling-unit';
import { binLabelData, transferPostingLabelData } from '../domain/labels/posting-label-data';
import { listPrinters, listPrintJobs, printLabel, savePrinter } from '../domain/labels/printers';
import { principalOf } from '../domain/principal';
import { listCarriers, listShippingProfiles, saveCarrier, saveShippingProfile } from '../domain/shipments/carriers';
import { changeShipmentStatus } from '../domain/shipments/change-shipment-status';
import { bulkPod, confirmPod, previewBulkPod } from '../domain/shipments/confirm-pod';
import { createShipment } from '../domain/shipments/create-shipment';
import { shipmentScreenInit } from '../domain/shipments/screen-init';
import { getShipment, searchShipments } from '../domain/shipments/shipment-queries';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { sendLabels, sendPdf } from '../http/labels';
import { handle, handleCommand } from '../http/route';

/**
 * Shipping: packing into handling units and their labels, shipments, proof of delivery (one and
 * bulk), carriers, shipping profiles, printers and printing.
 */
export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchHandlingUnits, async ({ db, user, query }) => searchHandlingUnits(db, user, query));
  handle(app, e.getHandlingUnit, async ({ db, user, params }) => getHandlingUnit(db, outboundPlants(user), params.handlingUnitNumber));
  handle(app, e.handlingUnitLabel, async ({ db, user, params, query, reply }) => {
    const data = await ssccLabelData(db, outboundPlants(user), params.handlingUnitNumber);
    await recordLabelDownload(db, user, 'HU', data.handlingUnit, 'sscc', query.format);
    return sendLabels(reply, 'sscc', [data], query.format, `sscc-${data.sscc}`);
  });
  handle(app, e.deliveryLabels, async ({ db, user, params, query, reply }) => {
    const plants = outboundPlants(user);
    const d = await db.selectFrom('delivery').select('plant_id').where('delivery_number', '=', params.deliveryNumber).executeTakeFirst();
    if (!d || (plants !== 'all' && !plants.includes(d.plant_id)))
      throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber: params.deliveryNumber });
    const data = await deliveryLabelData(db, params.deliveryNumber);
    await recordLabelDownload(db, user, 'DELIVERY', params.deliveryNumber, 'delivery', query.format);
    return sendLabels(reply, 'delivery', data, query.format, `delivery-${params.deliveryNumber}`);
  });
  handle(app, e.transferPostingLabels, async ({ db, user, params, query, reply }) =>
    sendLabels(
      reply,
      'transfer-posting',
      await transferPostingLabelData(db, user, params.matDoc),
      query.format,
      `transfer-${params.matDoc}`,
    ),
  );
  handle(app, e.binLabel, async ({ db, user, params, query, reply }) => {
    const data = await binLabelData(db, user, params.plantId, params.warehouseId, params.binId);
    return sendLabels(reply, 'bin', [data], query.format, `bin-${data.warehouse}-${data.bin}`);
  });
  handleCommand(app, e.packHandlingUnit, (trx, { actor, body }) => packHandlingUnit(trx, actor, body));
  handleCommand(app, e.nestHandlingUnit, (trx, { actor, params, body }) =>
    nestHandlingUnit(trx, actor, params.handlingUnitNumber, body.handlingUnit),
  );
  handleCommand(app, e.unpackHandlingUnit, (trx, { actor, params, body }) =>
    unpackHandlingUnit(trx, actor, params.handlingUnitNumber, body.mode),
  );

  handle(app, e.shipmentInit, async ({ db, user }) => shipmentScreenInit(db, user));
  handle(app, e.shipmentList, async ({ db, user, query }) => searchShipments(db, user, query));
  handle(app, e.getShipment, async ({ db, user, params }) => getShipment(db, outboundPlants(user), params.shipmentNumber));
  handleCommand(app, e.createShipment, (trx, { actor, body }) => createShipment(trx, actor, body));
  handleCommand(app, e.changeShipmentStatus, (trx, { actor, params, body }) =>
    changeShipmentStatus(trx, actor, params.shipmentNumber, body),
  );
  handleCommand(app, e.confirmPod, (trx, { actor, params, body }) => confirmPod(trx, actor, params.shipmentNumber, body));
  handle(app, e.bulkPodPreviewEndpoint, async ({ db, user, body }) => previewBulkPod(db, outboundPlants(user), body.shipmentNumbers));
  handle(app, e.bulkPod, async ({ db, user, body, request }) =>
    bulkPod(
      (fn) => withPostingRetry(db, fn),
      { ...principalOf(user), ip: request.ip },
      body,
      (error) => (error instanceof DomainError ? error.message : undefined),
    ),
  );

  handle(app, e.listCarriers, async ({ db }) => listCarriers(db));
  handle(app, e.saveCarrier, async ({ db, params, body }) => saveCarrier(db, params.carrierCode, body));
  handle(app, e.listShippingProfiles, async ({ db }) => listShippingProfiles(db));
  handle(app, e.saveShippingProfile, async ({ db, params, body }) => saveShippingProfile(db, params.profileId, body));
  handle(app, e.listPrinters, async ({ db, user }) => listPrinters(db, user));
  handle(app, e.savePrinter, async ({ db, user, params, body, request }) =>
    savePrinter(db, params.printerId, body, app.ctx.config.printer, { userId: user.userId, ip: request.ip }),
  );
  handle(app, e.printLabel, async ({ db, user, params, body }) => printLabel(db, user, params.printerId, body, app.ctx.config.printer));
  handle(app, e.deliveryNote, async ({ db, user, params, reply }) =>
    sendPdf(reply, await deliveryNote(db, user, 'DELIVERY', params.deliveryNumber)),
  );
  handle(app, e.shipmentDeliveryNote, async ({ db, user, params, reply }) =>
    sendPdf(reply, await deliveryNote(db, user, 'SHIPMENT', params.shipmentNumber)),
  );
  handle(app, e.deliveryOutputs, async ({ db, user, params }) => documentHistory(db, user, 'DELIVERY', params.deliveryNumber));
  handle(app, e.shipmentOutputs, async ({ db, user, params }) => documentHistory(db, user, 'SHIPMENT', params.shipmentNumber));
  handle(app, e.handlingUnitOutputs, async ({ db, user, params }) => documentHistory(db, user, 'HU', params.handlingUnitNumber));
  handle(app, e.outputCopy, async ({ db, user, params, request, reply }) =>
    sendPdf(reply, await outputCopy(db, { ...user, ip: request.ip }, params.outputId)),
  );
  handle(app, e.reprintOutput, async ({ db, user, params, body, request }) =>
    reprintOutput(db, { ...user, ip: request.ip }, params.outputId, body.printerId, app.ctx.config.printer),
  );
  handle(app, e.listPrintJobs, async ({ db, user, params }) => listPrintJobs(db, user, params.printerId));
}
