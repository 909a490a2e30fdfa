import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BulkImagesInput, ImageView, UploadImageInput } from '../../../shared/contracts/equipment/schemas';
import { MAX_IMAGE_BYTES } from '../../../shared/contracts/equipment/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';

type ContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image kind by its first bytes (never by the file name or a client's word). */
export function sniffImage(bytes: Buffer): ContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/** Decodes and checks one file: size, magic bytes, and that it really decodes; returns content type and a 240 px JPEG thumbnail. */
async function checkImage(fileName: string, base64: string): Promise<{ bytes: Buffer; contentType: ContentType; thumbnail: Buffer }> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new DomainError('IMAGE_TOO_LARGE', { file: fileName, limit: `${MAX_IMAGE_BYTES / 1024 / 1024} MB` });
  const contentType = sniffImage(bytes);
  if (!contentType || bytes.length === 0) throw new DomainError('IMAGE_NOT_IMAGE', { file: fileName });
  // loaded on the first image, not at start (issue 18: start < 1.5 s)
  const { default: sharp } = await import('sharp');
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(240, 240, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { bytes, contentType, thumbnail };
  } catch {
    throw new DomainError('IMAGE_NOT_IMAGE', { file: fileName });
  }
}

/** The serial's equipment in the actor's plants (unknown and out of scope read alike). */
async function findEquipment(trx: Transaction<DB>, actor: PostingActor, serial: string, material?: string) {
  let q = trx.selectFrom('equipment').select(['equipment_number', 'serial_number', 'plant_id']).where('serial_number', '=', serial);
  if (material) q = q.where('material_id', '=', material);
  const rows = (await q.execute()).filter((e) => actor.plants.includes(e.plant_id));
  if (rows.length === 0) throw new DomainError('EQUIPMENT_SERIAL_UNKNOWN', { serial });
  if (rows.length > 1) throw new DomainError('EQUIPMENT_SERIAL_AMBIGUOUS', { serial });
  return rows[0] as { equipment_number: string; serial_number: string };
}

interface Checked {
  equipmentNumber: string;
  serial: string;
  fileName: string;
  bytes: Buffer;
  contentType: ContentType;
  thumbnail: Buffer;
}

async function insertImages(trx: Transaction<DB>, actor: PostingActor, imageType: string, files: Checked[]): Promise<ImageView[]> {
  const type = await trx.selectFrom('equipment_image_type').select('image_type').where('image_type', '=', imageType).executeTakeFirst();
  if (!type) throw new DomainError('IMAGE_TYPE_UNKNOWN', { imageType });
  const rows = await trx
    .insertInto('equipment_image')
    .values(
      files.map((f) => ({
        equipment_number: f.equipmentNumber,
        image_type: imageType,
        file_name: f.fileName,
        content_type: f.contentType,
        size: f.bytes.length,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        content: f.bytes,
        thumbnail: f.thumbnail,
        uploaded_by: actor.userId,
      })),
    )
    .returning(['image_id', 'equipment_number', 'image_type', 'file_name', 'content_type', 'size', 'uploaded_at'])
    .execute();
  const user = await trx.selectFrom('app_user').select('username').where('user_id', '=', actor.userId).executeTakeFirstOrThrow();
  await auditBy(trx, actor, {
    action: 'EQUIPMENT_IMAGES_UPLOADED',
    objectType: 'equipment',
    objectId: files[0]?.equipmentNumber ?? '',
    details: { images: rows.map((r) => String(r.image_id)), serials: [...new Set(files.map((f) => f.serial))] },
  });
  return rows.map((r, i) => ({
    imageId: String(r.image_id),
    equipmentNumber: r.equipment_number,
    serial: files[i]?.serial ?? '',
    imageType: r.image_type,
    fileName: r.file_name,
    contentType: r.content_type,
    size: r.size,
    uploadedBy: user.username,
    uploadedAt: new Date(r.uploaded_at).toISOString(),
  }));
}

/** One photo for one serial. */
export async function uploadImage(trx: Transaction<DB>, actor: PostingActor, input: UploadImageInput): Promise<{ images: ImageView[] }> {
  const e = await findEquipment(trx, actor, input.serial, input.material);
  const checked = await checkImage(input.fileName, input.content);
  return {
    images: await insertImages(trx, actor, input.imageType, [
      { equipmentNumber: e.equipment_number, serial: e.serial_number, fileName: input.fileName, ...checked },
    ]),
  };
}

/** The serial a bulk file is for: `<serial>.jpg`, `<serial>_2.jpg` or `<serial>-front.png` names serial <serial>. */
export function serialOfFileName(fileName: string): string | null {
  const base = fileName.replace(/\.(jpe?g|png|webp)$/i, '');
  if (base === fileName) return null;
  const serial = base.replace(/_\d+$/, '');
  return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/.test(serial) ? serial : null;
}

/** Many photos, each for the serial its file name names; all or nothing (the first bad file is named). */
export async function uploadImagesBulk(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: BulkImagesInput,
): Promise<{ images: ImageView[] }> {
  const checked: Checked[] = [];
  for (const file of input.files) {
    const serial = serialOfFileName(file.fileName);
    if (!serial) throw new DomainError('IMAGE_FILE_NAME', { file: file.fileName });
    const e = await findEquipment(trx, actor, serial);
    checked.push({
      equipmentNumber: e.equipment_number,
      serial: e.serial_number,
      fileName: file.fileName,
      ...(await checkImage(file.fileName, file.content)),
    });
  }
  return { images: await insertImages(trx, actor, input.imageType, checked) };
}
