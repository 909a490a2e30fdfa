import type { Kysely } from 'kysely';
import {
  IMAGE_CONTENT_TYPES,
  type ImageFileCheck,
  MAX_IMAGE_BYTES,
  type ValidateImagesInput,
} from '../../../shared/contracts/equipment/schemas';
import type { ErrorParams } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

export interface ImageDetails {
  fileName: string;
  /** bytes */
  size: number;
  /** the type a browser gives the file; the upload decides by the content */
  contentType?: string | undefined;
}

/** The serial a bulk file is for: `<serial>.jpg`, `<serial>_2.jpg` or `<serial>-front.png` names serial <serial>. */
export function serialOfFileName(fileName: string): string | null {
  const base = fileName.replace(/\.(jpe?g|png|webp)$/i, '');
  if (base === fileName) return null;
  const serial = base.replace(/_\d+$/, '');
  return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/.test(serial) ? serial : null;
}

/** A file's answer, with the error's values (the bulk upload refuses a batch with none valid by the first one's error). */
export type ImageDetailsAnswer = ImageFileCheck & { params: ErrorParams };

const refused = (fileName: string, serial: string | null, error: DomainError): ImageDetailsAnswer => ({
  fileName,
  ok: false,
  serial,
  equipmentNumber: null,
  code: error.code,
  reason: error.message,
  params: error.params,
});

/**
 * Validation of image details (spec section 7, "validation of image details"): for each file of a
 * batch, in order, whether its name names a serial known in the actor's plants (one equipment, else
 * ambiguous), whether its type and size are accepted and whether the batch names it twice. Reads
 * only; the bulk upload answers each file the same way before it checks the content.
 */
export async function checkImageDetails(
  db: Kysely<DB>,
  scope: { plants: readonly string[] },
  files: readonly ImageDetails[],
): Promise<ImageDetailsAnswer[]> {
  const serials = [...new Set(files.map((f) => serialOfFileName(f.fileName)).filter((s): s is string => s !== null))];
  const equipment =
    serials.length === 0 || scope.plants.length === 0
      ? []
      : await db
          .selectFrom('equipment')
          .select(['equipment_number', 'serial_number'])
          .where('serial_number', 'in', serials)
          .where('plant_id', 'in', [...scope.plants])
          .execute();
  const seen = new Set<string>();
  return files.map((f) => {
    const file = f.fileName;
    const serial = serialOfFileName(file);
    const twice = seen.has(file.toLowerCase());
    seen.add(file.toLowerCase());
    if (twice) return refused(file, serial, new DomainError('IMAGE_FILE_TWICE', { file }));
    if (!serial) return refused(file, null, new DomainError('IMAGE_FILE_NAME', { file }));
    if (f.contentType !== undefined && f.contentType !== '' && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(f.contentType))
      return refused(file, serial, new DomainError('IMAGE_NOT_IMAGE', { file }));
    if (f.size === 0) return refused(file, serial, new DomainError('IMAGE_NOT_IMAGE', { file }));
    if (f.size > MAX_IMAGE_BYTES)
      return refused(file, serial, new DomainError('IMAGE_TOO_LARGE', { file, limit: `${MAX_IMAGE_BYTES / 1024 / 1024} MB` }));
    const matches = equipment.filter((e) => e.serial_number === serial);
    if (matches.length === 0) return refused(file, serial, new DomainError('IMAGE_SERIAL_UNKNOWN', { file, serial }));
    if (matches.length > 1) return refused(file, serial, new DomainError('EQUIPMENT_SERIAL_AMBIGUOUS', { serial }));
    return {
      fileName: file,
      ok: true,
      serial,
      equipmentNumber: (matches[0] as { equipment_number: string }).equipment_number,
      code: null,
      reason: null,
      params: {},
    };
  });
}

/** The validation call's answer: each file of the batch, in order. */
export async function validateImageDetails(
  db: Kysely<DB>,
  scope: { plants: readonly string[] },
  input: ValidateImagesInput,
): Promise<{ files: ImageFileCheck[] }> {
  const answers = await checkImageDetails(db, scope, input.files);
  return { files: answers.map(({ params: _params, ...answer }) => answer) };
}
