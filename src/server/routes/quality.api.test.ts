import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/pages';
import { QM_E2E } from '../seed/quality';
import { appForFile } from '../testing/api-test';
import { expectLedgerClean, stockOf } from '../testing/ledger';
import { notifiedUsers } from '../testing/notified';

const api = appForFile(['whfra', 'whnwk', 'admin', 'supplier'] as const);
const Q = '/supplier/api/warehouse/quality';
const EQ = '/supplier/api/warehouse/equipment';
let key = 0;
let grBin = '';
const headers = () => ({ 'idempotency-key': `quality-api-${++key}` });
const post = (client: (typeof api)['whfra'], url: string, payload: unknown) =>
  client.inject({ method: 'POST', url, payload: payload as object, headers: headers() });
/** A usage decision by whfra (the inspector of plant 1000) on the lot. */
const closeLot = (lotNumber: string, decisions: unknown[]) =>
  post(api.whfra, '/supplier/warehouse/iqms/closelot', { lotNumber, decisions });

describe('quality management API', () => {
  it('opens a lot with the receipt, records defects, a repair with its part, validates and closes it with one document', async () => {
    const { whfra, whnwk, t } = api;
    const serials = ['QAPI-1', 'QAPI-2', 'QAPI-3'];
    const gr = await post(whfra, '/supplier/api/warehouse/po-goods-receipts', {
      purchaseOrderNo: QM_E2E.po,
      items: [{ itemNo: QM_E2E.poItem, quantity: '3', serials }],
    });
    expect(gr.statusCode, gr.body).toBe(201);
    grBin = gr.json().grBin as string;
    const found = await whfra.inject({ method: 'GET', url: `${Q}/lots?material=${QM_E2E.material}&status=OPEN` });
    expect(found.statusCode).toBe(200);
    const [summary] = found.json().items;
    expect(summary).toMatchObject({
      origin: 'RECEIPT',
      quantity: '3.000',
      decidedQuantity: '0.000',
      prodcat: 'TERMINAL',
      purchaseOrder: QM_E2E.po,
    });
    expect(summary.openedMatDoc).toBe(gr.json().matDoc);
    const lot = summary.lotNumber as string;
    expect((await whnwk.inject({ method: 'GET', url: `${Q}/lots/${lot}` })).statusCode).toBe(404);

    // the serial decides the lot and its product category: no category needed; one given must be the lot's
    const bySerial = await whfra.inject({ method: 'GET', url: `${Q}/serials/QAPI-1` });
    expect(bySerial.statusCode, bySerial.body).toBe(200);
    expect(bySerial.json().lot).toMatchObject({ lotNumber: lot, prodcat: 'TERMINAL' });
    const otherCategory = await whfra.inject({ method: 'GET', url: `${Q}/serials/QAPI-1?prodcat=GENERAL` });
    expect(otherCategory.statusCode).toBe(422);
    expect(otherCategory.json().code).toBe('QUALITY_PRODCAT');

    // a defect code not in the catalogue: refused, nothing written
    const bad = await post(whfra, `${Q}/lots/${lot}/defects`, {
      serial: 'QAPI-1',
      prodcat: 'TERMINAL',
      defects: [{ codeGroup: 'DISP', code: 'NOPE' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Defect code DISP/NOPE is not in the catalogue of product category TERMINAL.');
    const defect = await post(whfra, `${Q}/lots/${lot}/defects`, {
      serial: 'QAPI-1',
      prodcat: 'TERMINAL',
      defects: [{ codeGroup: 'DISP', code: 'CRACK', note: 'corner' }],
    });
    expect(defect.statusCode, defect.body).toBe(201);
    expect(defect.json()).toMatchObject({ status: 'IN_INSPECTION', serial: { state: 'IN_INSPECTION', defects: 1 } });

    // parts with no stock: refused by the ledger, no repair recorded
    const short = await post(whfra, `${Q}/lots/${lot}/repairs`, {
      serial: 'QAPI-1',
      action: 'Replace display',
      part: { material: QM_E2E.part, quantity: '1000', sloc: '0002' },
    });
    expect(short.statusCode).toBe(409);
    const repair = await post(whfra, `${Q}/lots/${lot}/repairs`, {
      serial: 'QAPI-1',
      action: 'Replace display',
      part: { material: QM_E2E.part, quantity: '1', sloc: '0002' },
    });
    expect(repair.statusCode, repair.body).toBe(201);
    expect(repair.json().matDoc).toMatch(/^\d{10}$/);
    expect(await stockOf(t.database.db, { material: QM_E2E.part, plant: '1000', sloc: '0002' })).toBe('49.000');
    const summaryRes = await post(whfra, `${Q}/lots/${lot}/summary`, { serial: 'QAPI-1', summary: 'Display replaced, works' });
    expect(summaryRes.statusCode).toBe(201);

    // a serial with findings is validated before its usage decision
    const early = await closeLot(lot, [{ serial: 'QAPI-1', decision: 'ACCEPT' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('QUALITY_NOT_VALIDATED');
    const valid = await post(whfra, `${Q}/lots/${lot}/validate`, { serial: 'QAPI-1' });
    expect(valid.statusCode).toBe(201);
    expect(valid.json().serial).toMatchObject({ state: 'VALIDATED', validatedBy: 'whfra' });
    // deciding a serial of another lot, or more than the lot holds
    const stranger = await closeLot(lot, [{ serial: 'NOT-IN-LOT', decision: 'ACCEPT' }]);
    expect(stranger.statusCode).toBe(422);

    // a supplier user of the lot's vendor (the order's: not the demo supplier's) hears of the decision
    const lotVendor = await t.database.db
      .selectFrom('purchase_order')
      .select('vendor_id')
      .where('po_number', '=', QM_E2E.po)
      .executeTakeFirstOrThrow();
    const qsupplier = await t.database.db
      .insertInto('app_user')
      .values({ username: 'qsupplier', password_hash: '-', first_name: 'Q', email: 'q@supplier.example' })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('user_vendor').values({ user_id: qsupplier.user_id, vendor_id: lotVendor.vendor_id }).execute();
    const close = await closeLot(lot, [
      { serial: 'QAPI-1', decision: 'ACCEPT' },
      { serial: 'QAPI-2', decision: 'ACCEPT' },
      { serial: 'QAPI-3', decision: 'REJECT' },
    ]);
    expect(close.statusCode, close.body).toBe(201);
    expect(close.json()).toMatchObject({ status: 'CLOSED', decidedQuantity: '3.000' });
    expect(await notifiedUsers(t.database.db, 'QUALITY_DECISION', lot)).toEqual(['qsupplier']);
    const told = await t.database.db
      .selectFrom('portal_notification')
      .select(['text', 'link'])
      .where('kind', '=', 'QUALITY_DECISION')
      .executeTakeFirstOrThrow();
    expect(told).toEqual({
      text: `Usage decision on inspection lot ${lot} of your material ${QM_E2E.material}: 2 accepted, 1 rejected.`,
      link: `/supplier/purchaseorders/po/${QM_E2E.po}`,
    });
    const doc = await whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/material-documents/${close.json().matDoc}` });
    expect(doc.json().reference).toEqual({ type: 'QL', number: lot });
    expect(
      doc
        .json()
        .items.map((i: { movementType: string }) => i.movementType)
        .sort(),
    ).toEqual(['321', '350']);
    const again = await closeLot(lot, [{ serial: 'QAPI-1', decision: 'SCRAP' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUALITY_LOT_CLOSED');
    const detail = (await whfra.inject({ method: 'GET', url: `${Q}/lots/${lot}` })).json();
    expect(detail.serials.map((s: { decision: string }) => s.decision)).toEqual(['ACCEPT', 'ACCEPT', 'REJECT']);
    expect(detail.defects).toHaveLength(1);
    expect(detail.repairs[0]).toMatchObject({ partMaterial: QM_E2E.part, partQuantity: '1.000' });
    await expectLedgerClean(t.database.db);
  });

  it('locks a serial with a reason the ledger names, and unlocks it', async () => {
    const { whfra, supplier } = api;
    const lock = await post(whfra, '/supplier/warehouse/iqms/equipment/lock', { serial: 'QAPI-2', reason: 'Customer complaint 42' });
    expect(lock.statusCode, lock.body).toBe(201);
    expect(lock.json()).toMatchObject({ locked: true, reason: 'Customer complaint 42' });
    const twice = await post(whfra, '/supplier/warehouse/iqms/equipment/lock', { serial: 'QAPI-2', reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Serial QAPI-2 is locked already: Customer complaint 42.');
    const moved = await post(whfra, '/supplier/api/warehouse/material-documents', {
      items: [
        {
          movementType: '311',
          material: QM_E2E.material,
          quantity: '1',
          from: { plant: '1000', sloc: '0001', bin: grBin, category: 'UNRESTRICTED' },
          to: { plant: '1000', sloc: '0002' },
          serials: ['QAPI-2'],
        },
      ],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain(`Serial QAPI-2 of material ${QM_E2E.material} is locked: Customer complaint 42.`);
    expect((await post(whfra, '/supplier/warehouse/iqms/equipment/lock', { serial: 'NO-SUCH-SERIAL', reason: 'x' })).statusCode).toBe(404);
    expect((await post(supplier, '/supplier/warehouse/iqms/equipment/lock', { serial: 'QAPI-2', reason: 'x' })).statusCode).toBe(403);
    const unlock = await post(whfra, '/supplier/warehouse/iqms/equipment/unlock', { serial: 'QAPI-2', reason: 'Complaint closed' });
    expect(unlock.json()).toMatchObject({ locked: false, reason: null });
    expect((await post(whfra, '/supplier/warehouse/iqms/equipment/unlock', { serial: 'QAPI-2', reason: 'x' })).statusCode).toBe(409);
  });

  it('decides non-serialized lots by quantity, refuses more than the lot holds, and lets a plain 321 decide the rest', async () => {
    const { admin, whfra, t } = api;
    const plain = await t.database.db
      .selectFrom('material')
      .select('material_id')
      .where('serialized', '=', false)
      .where('batch_managed', '=', false)
      .where('base_unit', '=', 'EA')
      .orderBy('material_id', 'desc')
      .executeTakeFirstOrThrow();
    const material = plain.material_id;
    const entry = await post(admin, '/supplier/api/warehouse/material-documents', {
      items: [{ movementType: '561', material, quantity: '5', to: { plant: '1000', sloc: '0002', category: 'QUALITY' } }],
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const lots = (await whfra.inject({ method: 'GET', url: `${Q}/lots?material=${material}&serialized=false&status=OPEN` })).json().items;
    expect(lots).toHaveLength(1);
    const lot = lots[0].lotNumber as string;
    const over = await closeLot(lot, [{ quantity: '6', decision: 'ACCEPT' }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`Inspection lot ${lot} has 5 undecided: 6 cannot be decided.`);
    const bySerial = await closeLot(lot, [{ serial: 'X1', decision: 'ACCEPT' }]);
    expect(bySerial.statusCode).toBe(422);
    const part = await closeLot(lot, [
      { quantity: '1', decision: 'SCRAP' },
      { quantity: '1', decision: 'ACCEPT' },
    ]);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ status: 'DECIDED', decidedQuantity: '2.000' });
    const release = await post(whfra, '/supplier/api/warehouse/material-documents', {
      items: [{ movementType: '321', material, quantity: '3', from: { plant: '1000', sloc: '0002' } }],
    });
    expect(release.statusCode, release.body).toBe(201);
    const detail = (await whfra.inject({ method: 'GET', url: `${Q}/lots/${lot}` })).json();
    expect(detail.status).toBe('CLOSED');
    // a manual lot: blocked stock (a return) put into inspection with 349
    await post(admin, '/supplier/api/warehouse/material-documents', {
      items: [{ movementType: '561', material, quantity: '2', to: { plant: '1000', sloc: '0003', category: 'BLOCKED' } }],
    });
    const tooMuch = await post(whfra, `${Q}/lots`, { plant: '1000', sloc: '0003', material, quantity: '3', note: 'customer return' });
    expect(tooMuch.statusCode).toBe(409);
    const manual = await post(whfra, `${Q}/lots`, { plant: '1000', sloc: '0003', material, quantity: '2', note: 'customer return' });
    expect(manual.statusCode, manual.body).toBe(201);
    const opened = (await whfra.inject({ method: 'GET', url: `${Q}/lots/${manual.json().lotNumber}` })).json();
    expect(opened).toMatchObject({
      origin: 'MANUAL',
      status: 'OPEN',
      quantity: '2.000',
      note: 'customer return',
      openedMatDoc: manual.json().matDoc,
    });
    expect(detail.decisions.map((d: { decision: string; quantity: string }) => `${d.decision} ${d.quantity}`)).toEqual([
      'SCRAP 1.000',
      'ACCEPT 1.000',
      'ACCEPT 3.000',
    ]);
    await expectLedgerClean(t.database.db);
  });

  it('lets administrators extend the defect catalogue, and nobody else', async () => {
    const { admin, whfra } = api;
    const body = {
      prodcat: 'TERMINAL',
      codeGroup: 'SOFT',
      description: 'Software',
      codes: [{ code: 'BIOS', description: 'BIOS corrupt' }],
    };
    expect((await whfra.inject({ method: 'PUT', url: `${Q}/catalogue`, payload: body })).statusCode).toBe(403);
    const saved = await admin.inject({ method: 'PUT', url: `${Q}/catalogue`, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().groups.find((g: { codeGroup: string }) => g.codeGroup === 'SOFT').codes).toEqual([
      { code: 'BIOS', description: 'BIOS corrupt' },
    ]);
    const catalogue = (await whfra.inject({ method: 'GET', url: `${Q}/catalogue?prodcat=terminal` })).json();
    expect(catalogue.groups.map((g: { codeGroup: string }) => g.codeGroup)).toEqual(['DISP', 'HOUS', 'POWR', 'SOFT']);
    const bad = await admin.inject({
      method: 'PUT',
      url: `${Q}/catalogue`,
      payload: { ...body, codes: [{ code: 'has space', description: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('serves every iqms screen to a user with the QM grant and refuses it (403) to one without', async () => {
    const { whfra, supplier } = api;
    const screens = pages.filter((p) => p.path.startsWith('/supplier/warehouse/iqms/'));
    expect(screens.length).toBeGreaterThanOrEqual(21);
    for (const p of screens) {
      const url = p.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'prodcat' ? 'TERMINAL' : name === 'plant' ? '1000' : 'X1'));
      expect((await whfra.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await supplier.inject({ method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await supplier.inject({ method: 'GET', url: `${Q}/lots` })).statusCode).toBe(403);
  });
});

describe('equipment and imaging API', () => {
  const png = async (r: number) =>
    (
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 80, b: 120 } } })
        .png()
        .toBuffer()
    ).toString('base64');

  it('uploads photos by file name, checks them by content, serves them and shows them with the serial history', async () => {
    const { whfra, whnwk, supplier } = api;
    const init = await whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/imaging/initdata.json' });
    expect(init.json().imageTypes.map((t: { imageType: string }) => t.imageType)).toContain('DAMAGE');
    const files = await Promise.all(
      ['QAPI-1.png', 'QAPI-2_1.png', 'QAPI-2_2.png'].map(async (fileName, i) => ({ fileName, content: await png(40 * i) })),
    );
    const bulk = await post(whfra, `${EQ}/images/bulk`, { imageType: 'DAMAGE', files });
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().images.map((i: { serial: string; contentType: string }) => `${i.serial} ${i.contentType}`)).toEqual([
      'QAPI-1 image/png',
      'QAPI-2 image/png',
      'QAPI-2 image/png',
    ]);
    // a batch with a valid file, one that is not an image (a text file named .jpg) and one naming no known serial:
    // the valid one is stored, the others are named with the reason
    const mixed = await post(whfra, `${EQ}/images/bulk`, {
      imageType: 'DAMAGE',
      files: [
        { fileName: 'QAPI-3_9.png', content: files[0]?.content },
        { fileName: 'QAPI-3.jpg', content: Buffer.from('just some text, not a JPEG').toString('base64') },
        { fileName: 'NOPE-9.png', content: files[0]?.content },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().images.map((i: { serial: string; fileName: string }) => `${i.serial} ${i.fileName}`)).toEqual([
      'QAPI-3 QAPI-3_9.png',
    ]);
    expect(mixed.json().refused).toEqual([
      { fileName: 'QAPI-3.jpg', code: 'IMAGE_NOT_IMAGE', reason: 'File QAPI-3.jpg is not a JPEG, PNG or WebP image.' },
      { fileName: 'NOPE-9.png', code: 'IMAGE_SERIAL_UNKNOWN', reason: 'File NOPE-9.png: serial NOPE-9 is not known in your plants.' },
    ]);
    // nothing valid: refused with the first file's reason, nothing stored
    const fake = await post(whfra, `${EQ}/images/bulk`, {
      imageType: 'DAMAGE',
      files: [{ fileName: 'QAPI-3.jpg', content: Buffer.from('just some text, not a JPEG').toString('base64') }],
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('File QAPI-3.jpg is not a JPEG, PNG or WebP image.');
    const truncated = await post(whfra, `${EQ}/images`, {
      serial: 'QAPI-3',
      imageType: 'FRONT',
      fileName: 'broken.png',
      content: Buffer.from((await png(1)).slice(0, 40), 'base64').toString('base64'),
    });
    expect(truncated.statusCode).toBe(415);
    expect(
      (await post(whfra, `${EQ}/images/bulk`, { imageType: 'DAMAGE', files: [{ fileName: 'NOPE-9.png', content: files[0]?.content }] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(whfra, `${EQ}/images`, { serial: 'QAPI-3', imageType: 'SELFIE', fileName: 'a.png', content: files[0]?.content }))
        .statusCode,
    ).toBe(422);
    const huge = await post(whfra, `${EQ}/images`, {
      serial: 'QAPI-3',
      imageType: 'FRONT',
      fileName: 'big.png',
      content: 'A'.repeat(7_100_000),
    });
    expect([400, 413]).toContain(huge.statusCode);

    const found = await whfra.inject({
      method: 'GET',
      url: `/supplier/warehouse/invmgmt/equipment/search?serialNo=QAPI-*&material=${QM_E2E.material}&status=IN_STOCK`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((i: { serialNumber: string }) => i.serialNumber)).toEqual(['QAPI-1', 'QAPI-2', 'QAPI-3']);
    const eq = found.json().items[0].equipmentNumber as string;
    const detail = (await whfra.inject({ method: 'GET', url: `${EQ}/${eq}/quality` })).json();
    expect(detail.lots[0]).toMatchObject({ lotStatus: 'CLOSED', decision: 'ACCEPT' });
    expect(detail.defects.map((d: { code: string }) => d.code)).toEqual(['CRACK']);
    expect(detail.images).toHaveLength(1);
    expect((await whnwk.inject({ method: 'GET', url: `${EQ}/${eq}/quality` })).statusCode).toBe(404);

    const imageId = detail.images[0].imageId as string;
    const full = await whfra.inject({ method: 'GET', url: `${EQ}/images/${imageId}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const thumb = await whfra.inject({ method: 'GET', url: `${EQ}/images/${imageId}?size=thumb` });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const again = await whfra.inject({
      method: 'GET',
      url: `${EQ}/images/${imageId}?size=thumb`,
      headers: { 'if-none-match': String(thumb.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await supplier.inject({ method: 'GET', url: `${EQ}/images/${imageId}` })).statusCode).toBe(403);
    expect((await whnwk.inject({ method: 'GET', url: `${EQ}/images/${imageId}` })).statusCode).toBe(404);
  });

  it('stores a photo without its metadata (place, camera), turned upright', async () => {
    const { whfra } = api;
    const secret = 'GPS 50.1109N 8.6821E Pixel 9';
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: secret, Make: 'Phone', Model: 'Pixel 9' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain(secret);
    const upload = await post(whfra, `${EQ}/images`, {
      serial: 'QAPI-3',
      imageType: 'FRONT',
      fileName: 'front.jpg',
      content: jpeg.toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const imageId = upload.json().images[0].imageId as string;
    const stored = (await whfra.inject({ method: 'GET', url: `${EQ}/images/${imageId}` })).rawPayload;
    expect(stored.toString('latin1')).not.toContain('Pixel 9');
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual(['jpeg', undefined, undefined, undefined, undefined]);
    // orientation 6 (90° clockwise) applied: 64x48 stands upright as 48x64
    expect([meta.width, meta.height]).toEqual([48, 64]);
    const row = await api.t.database.db
      .selectFrom('equipment_image')
      .select(['size', 'sha256'])
      .where('image_id', '=', Number(imageId))
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(stored.length);
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });

  it('validates a batch of image details per file before the upload: serial, type, size, twice; refuses hostile input; stores nothing', async () => {
    const { whfra, whnwk, supplier, t } = api;
    const stored = async () => (await t.database.db.selectFrom('equipment_image').select('image_id').execute()).length;
    const before = await stored();
    const url = `${EQ}/images/validate`;
    const validate = (client: typeof whfra, files: unknown) => client.inject({ method: 'POST', url, payload: { files } });
    const answer = await validate(whfra, [
      { fileName: 'QAPI-1_7.jpg', size: 20_000, contentType: 'image/jpeg' },
      { fileName: 'QAPI-1_7.jpg', size: 20_000, contentType: 'image/jpeg' },
      { fileName: 'NOPE-9.png', size: 100 },
      { fileName: 'notes.txt', size: 100, contentType: 'text/plain' },
      { fileName: 'QAPI-2.png', size: 100, contentType: 'image/gif' },
      { fileName: 'QAPI-2_3.png', size: 6 * 1024 * 1024, contentType: 'image/png' },
      { fileName: 'QAPI-2_4.webp', size: 0, contentType: 'image/webp' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const files = answer.json().files as {
      fileName: string;
      ok: boolean;
      serial: string | null;
      equipmentNumber: string | null;
      code: string | null;
      reason: string | null;
    }[];
    expect(files.map((f) => [f.fileName, f.ok, f.serial, f.code])).toEqual([
      ['QAPI-1_7.jpg', true, 'QAPI-1', null],
      ['QAPI-1_7.jpg', false, 'QAPI-1', 'IMAGE_FILE_TWICE'],
      ['NOPE-9.png', false, 'NOPE-9', 'IMAGE_SERIAL_UNKNOWN'],
      ['notes.txt', false, null, 'IMAGE_FILE_NAME'],
      ['QAPI-2.png', false, 'QAPI-2', 'IMAGE_NOT_IMAGE'],
      ['QAPI-2_3.png', false, 'QAPI-2', 'IMAGE_TOO_LARGE'],
      ['QAPI-2_4.webp', false, 'QAPI-2', 'IMAGE_NOT_IMAGE'],
    ]);
    expect(files[0]?.equipmentNumber).toMatch(/^\d+$/);
    expect(files.map((f) => f.reason)).toEqual([
      null,
      'File QAPI-1_7.jpg is in this batch more than once.',
      'File NOPE-9.png: serial NOPE-9 is not known in your plants.',
      'File name notes.txt names no serial: name files <serial>.jpg or <serial>_<n>.jpg.',
      'File QAPI-2.png is not a JPEG, PNG or WebP image.',
      'File QAPI-2_3.png is larger than 5 MB.',
      'File QAPI-2_4.webp is not a JPEG, PNG or WebP image.',
    ]);
    // another plant's warehouse: its serials are unknown there; a supplier has no imaging grant
    expect((await validate(whnwk, [{ fileName: 'QAPI-1.png', size: 100 }])).json().files[0]).toMatchObject({
      ok: false,
      code: 'IMAGE_SERIAL_UNKNOWN',
    });
    expect((await validate(supplier, [{ fileName: 'QAPI-1.png', size: 100 }])).statusCode).toBe(403);
    // hostile input: 400 naming the field, never a 500
    const hostile: [unknown, string][] = [
      [[{ fileName: 'QAPI-1.png', size: -1 }], 'size cannot be negative.'],
      [[{ fileName: 'QAPI-1.png', size: 'big' }], 'size must be a number of bytes.'],
      [[{ fileName: 'QAPI-1.png', size: 1.5 }], 'size is a whole number of bytes.'],
      [[{ fileName: '../../etc/passwd.png', size: 1 }], 'File name of file 1: The file name contains characters'],
      [[{ fileName: 'QAPI-1.png', size: 1, content: 'AAAA' }], 'content'],
      [[{ fileName: 'QAPI-1.png', size: 1, contentType: 'x'.repeat(101) }], 'contentType is at most 100 characters.'],
      [[], 'Name at least one file.'],
      [Array.from({ length: 21 }, (_, i) => ({ fileName: `QAPI-1_${i}.png`, size: 1 })), 'At most 20 files at once.'],
      ['QAPI-1.png', 'Files: '],
    ];
    for (const [files, text] of hostile) {
      const refused = await validate(whfra, files);
      expect(refused.statusCode, JSON.stringify(files).slice(0, 80)).toBe(400);
      expect(refused.json().message).toContain(text);
    }
    expect(await stored()).toBe(before);
  });
});
