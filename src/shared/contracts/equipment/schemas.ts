import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { base64ContentSchema, fileNameSchema } from '../files';
import { materialIdSchema, serialNumberSchema } from '../stock/schemas';

/** Equipment screens (IM/IQ03) and imaging (IM/IMAGING): what quality management knows of a serial, and its images. */

/** Largest image accepted (bytes); thumbnails are made on the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_IMAGES = 20;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const equipmentNumberParams = z.object({
  equipmentNumber: z.string().regex(/^\d{1,18}$/, says('val.equipmentNumber')),
});
export const imageParams = z.object({ imageId: z.string().regex(/^\d{1,18}$/, says('val.imageId')) });
export const imageQuery = z.strictObject({ size: z.enum(['full', 'thumb'], { error: message('val.imageSize') }).default('full') });

const imageType = z.string().regex(/^[A-Z]{1,12}$/, says('val.imageType'));
const fileName = fileNameSchema(/^[A-Za-z0-9][A-Za-z0-9._ -]*$/);
/** base64 content of the file (at most MAX_IMAGE_BYTES once decoded) */
const content = base64ContentSchema({ maxBytes: MAX_IMAGE_BYTES, tooLarge: 'val.imageTooLarge', empty: 'val.contentEmpty' });

export const uploadImageSchema = z.strictObject({
  serial: serialNumberSchema,
  material: materialIdSchema.optional(),
  imageType,
  fileName,
  content,
});
export type UploadImageInput = z.output<typeof uploadImageSchema>;

export const bulkImagesSchema = z.strictObject({
  imageType,
  files: z
    .array(z.strictObject({ fileName, content }))
    .min(1, says('val.uploadFileRequired'))
    .max(MAX_BULK_IMAGES, says('val.filesAtOnceMax', { max: MAX_BULK_IMAGES })),
});
export type BulkImagesInput = z.output<typeof bulkImagesSchema>;

/** Validation of image details (spec section 7): a batch's file names, types and sizes, checked before the upload. */
export const validateImagesSchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        fileName,
        /** bytes, as the browser reports the file's size */
        size: z
          .number({ error: message('val.fileSizeNumber') })
          .int(says('val.fileSizeWhole'))
          .min(0, says('val.fileSizeNegative'))
          .max(1e12, says('val.fileSizeTooLarge')),
        /** the type the browser gives the file (checked again by content at the upload) */
        contentType: z
          .string({ error: message('val.contentTypeText') })
          .max(100, says('val.contentTypeMax'))
          .optional(),
      }),
    )
    .min(1, says('val.nameFileRequired'))
    .max(MAX_BULK_IMAGES, says('val.filesAtOnceMax', { max: MAX_BULK_IMAGES })),
});
export type ValidateImagesInput = z.output<typeof validateImagesSchema>;
/** One file's answer: ok with its serial and equipment, or refused with the error's code and text. */
export const imageFileCheck = z.object({
  fileName: z.string(),
  ok: z.boolean(),
  serial: z.string().nullable(),
  equipmentNumber: z.string().nullable(),
  code: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ImageFileCheck = z.infer<typeof imageFileCheck>;
export const imagesValidation = z.object({ files: z.array(imageFileCheck) });
/** A file of a bulk upload that was not stored, and why (the others are stored). */
export const refusedImage = z.object({ fileName: z.string(), code: z.string(), reason: z.string() });

export const imageView = z.object({
  imageId: z.string(),
  equipmentNumber: z.string(),
  serial: z.string(),
  imageType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type ImageView = z.infer<typeof imageView>;
export const uploadedImages = z.object({ images: z.array(imageView) });
export const bulkUploadedImages = z.object({ images: z.array(imageView), refused: z.array(refusedImage) });

export const imagingInit = z.object({
  imageTypes: z.array(z.object({ imageType: z.string(), description: z.string() })),
  maxBytes: z.number(),
  maxFiles: z.number(),
});

export const equipmentQuality = z.object({
  equipmentNumber: z.string(),
  lock: z.object({ reason: z.string(), lockedBy: z.string(), lockedAt: z.string() }).nullable(),
  lockEvents: z.array(z.object({ action: z.string(), reason: z.string(), user: z.string(), at: z.string() })),
  lots: z.array(
    z.object({
      lotNumber: z.string(),
      prodcat: z.string(),
      lotStatus: z.string(),
      state: z.string(),
      decision: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  defects: z.array(
    z.object({
      defectId: z.string(),
      lotNumber: z.string(),
      codeGroup: z.string(),
      code: z.string(),
      description: z.string(),
      note: z.string(),
    }),
  ),
  deliveries: z.array(z.object({ deliveryNumber: z.string(), matDoc: z.string(), postingDate: z.string() })),
  images: z.array(imageView),
});
export type EquipmentQuality = z.infer<typeof equipmentQuality>;
