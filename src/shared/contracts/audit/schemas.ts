import { z } from 'zod';
import { code, dateRangeFields, paged, pageQuery, plantIdSchema } from '../stock/schemas';

/**
 * The audit trail to read (ADMIN/AUDIT): who did what, when, from where, on which document or record.
 * Filters by user (user name), kind (the action), plant, object (a document or record number) and
 * days (the plant's days); paged; the same filters give the CSV export.
 */
export const auditFilterFields = {
  /** the user name of who acted */
  user: code('field.auditUser', 60, /^[^\s]+$/).optional(),
  /** the kind of action, as recorded ("user.update", "login", "API_CALL", a movement's posting action) */
  action: code('field.auditAction', 40, /^[A-Za-z0-9][A-Za-z0-9._:-]*$/).optional(),
  plant: plantIdSchema.optional(),
  /** the document or record acted on (a material document number, a user's or token's number) */
  object: code('field.auditObject', 100).optional(),
  ...dateRangeFields,
};
export const auditSearchSchema = z.strictObject({ ...auditFilterFields, ...pageQuery(200, 50) });
export type AuditSearch = z.output<typeof auditSearchSchema>;
export const auditExportSchema = z.strictObject(auditFilterFields);
export type AuditFilters = z.output<typeof auditExportSchema>;

/** One field of a change: its value before and after, each as JSON text (null: the field was not there). */
export const auditChange = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  auditId: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  plant: z.string().nullable(),
  ip: z.string().nullable(),
  /** the API token of a token's call (or of an action on a token): its name and prefix, never its secret */
  token: z.object({ tokenId: z.number(), name: z.string(), prefix: z.string() }).nullable(),
  /** a posting's material document */
  matDoc: z.string().nullable(),
  /** configuration and user changes: each changed field before and after */
  changes: z.array(auditChange),
  /** the row's other details as JSON text */
  details: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditPage = paged(auditRow);
export const auditActions = z.object({ actions: z.array(z.string()) });
