import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BulkImagesInput, ImageView, UploadImageInput } from '../../../shared/contracts/equipment/schemas';
import { MAX_IMAGE_BYTES } from '../../../shared/contracts/equipment/schemas';
import type { ErrorCode, ErrorParams } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { checkImageDetails, type ImageDetailsAnswer } from './validate-images';

type ContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image kind by its first bytes (never by the file name or a client's word). */
export function sniffImage(bytes: Buffer): ContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * Decodes and checks one file: size, magic bytes, and that it really decodes. Returns the original as
 * it is stored, without its metadata (EXIF with the place and the camera, XMP, IPTC, comments: a photo
 * taken on a phone tells where it was taken), turned upright by its EXIF orientation first and written
 * again in its own format; and a 240 px JPEG thumbnail.
 */
async function checkImage(fileName: string, base64: string): Promise<{ bytes: Buffer; contentType: ContentType; thumbnail: Buffer }> {
  const uploaded = Buffer.from(base64, 'base64');
  if (uploaded.length > MAX_IMAGE_BYTES)
    throw new DomainError('IMAGE_TOO_LARGE', { file: fileName, limit: `${MAX_IMAGE_BYTES / 1024 / 1024} MB` });
  const contentType = sniffImage(uploaded);
  if (!contentType || uploaded.length === 0) throw new DomainError('IMAGE_NOT_IMAGE', { file: fileName });
  // loaded on the first image, not at start (start < 1.5 s)
  const { default: sharp } = await import('sharp');
  try {
    // sharp writes no metadata unless asked to keep it
    const upright = sharp(uploaded, { limitInputPixels: 50_000_000 }).rotate();
    const bytes = await (contentType === 'image/jpeg'
      ? upright.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      : contentType === 'image/png'
        ? upright.png()
        : upright.webp({ quality: 92 })
    ).toBuffer();
    const thumbnail = await sharp(bytes).resize(240, 240, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
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

/**
 * Many photos, each for the serial its file name names. Each file is answered as the validation of
 * image details answers it (name, serial in the actor's plants, type, size, twice in the batch),
 * then by its content: the valid files are stored, the others come back in `refused` with the
 * reason. A batch with no valid file stores nothing and is refused with the first file's error.
 */
export async function uploadImagesBulk(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: BulkImagesInput,
): Promise<{ images: ImageView[]; refused: { fileName: string; code: string; reason: string }[] }> {
  const contents = input.files.map((f) => ({ ...f, bytes: Buffer.from(f.content, 'base64') }));
  const answers = await checkImageDetails(
    trx,
    actor,
    contents.map((f) => ({ fileName: f.fileName, size: f.bytes.length })),
  );
  const checked: Checked[] = [];
  const refused: { fileName: string; code: ErrorCode; reason: string; params: ErrorParams }[] = [];
  for (const [i, file] of contents.entries()) {
    const answer = answers[i] as ImageDetailsAnswer;
    if (!answer.ok || answer.serial === null || answer.equipmentNumber === null) {
      refused.push({ fileName: file.fileName, code: answer.code as ErrorCode, reason: answer.reason ?? '', params: answer.params });
      continue;
    }
    try {
      checked.push({
        equipmentNumber: answer.equipmentNumber,
        serial: answer.serial,
        fileName: file.fileName,
        ...(await checkImage(file.fileName, file.content)),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ fileName: file.fileName, code: error.code, reason: error.message, params: error.params });
    }
  }
  const first = refused[0];
  if (checked.length === 0 && first) throw new DomainError(first.code, first.params);
  return {
    images: await insertImages(trx, actor, input.imageType, checked),
    refused: refused.map(({ fileName, code, reason }) => ({ fileName, code, reason })),
  };
}
