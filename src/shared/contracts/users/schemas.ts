import { z } from 'zod';
import { type Module, modules, tcodes } from '../../access';
import { says } from '../../i18n/validation';

/** Contracts of the profile, user-administration and preference calls, shared by server and web. */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, says('val.passwordMin', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, says('val.passwordMax', { max: PASSWORD_MAX }));

/**
 * A user's language: a catalogue's tag ("de"), or null for the browser's. Which catalogues exist is the
 * server's to check (src/shared/i18n/locales: a language is a file); the form only takes the shape.
 */
export const languageSchema = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .refine((v) => v === null || /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(v), says('val.languageChoice'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const firstNameSchema = z.string().trim().min(1, says('val.firstNameRequired')).max(60);

export const profileSchema = z.object({
  firstName: firstNameSchema,
  lastName: z.string().trim().max(60),
  email: optionalText(120).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), says('val.emailAddress')),
  phone: optionalText(40).refine((v) => v === null || /^[+0-9 ()./-]{3,40}$/.test(v), says('val.phoneNumber')),
  language: languageSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;

export const profile = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, says('val.currentPasswordRequired')).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(2, says('val.userNameMin'))
  .max(60)
  .regex(/^[A-Za-z0-9._@-]+$/, says('val.userNameChars'));

const roleId = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Z0-9_]+$/, says('val.roleIdChars'));
const plantId = z.string().trim().min(1).max(4);
const vendorId = z.string().trim().min(1).max(10);

/** What an administrator sets on a user (password only on create, or through set-password). */
export const userFieldsSchema = z.object({
  firstName: firstNameSchema,
  lastName: z.string().trim().max(60).default(''),
  email: optionalText(120).default(null),
  phone: optionalText(40).default(null),
  language: languageSchema.default(null),
  isWarehouseUser: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
  active: z.boolean().default(true),
  roles: z.array(roleId).max(50).default([]),
  plants: z.array(plantId).max(200).default([]),
  vendors: z.array(vendorId).max(200).default([]),
});
export const createUserSchema = userFieldsSchema.extend({ username: usernameSchema, password: passwordSchema });
export type CreateUserInput = z.input<typeof createUserSchema>;
export type UserFields = z.infer<typeof userFieldsSchema>;
export const setPasswordSchema = z.object({ password: passwordSchema });

export const adminUser = z.object({
  userId: z.number(),
  ...profile.shape,
  isWarehouseUser: z.boolean(),
  isAdmin: z.boolean(),
  active: z.boolean(),
  roles: z.array(z.string()),
  plants: z.array(z.string()),
  vendors: z.array(z.string()),
  /** A user invited by e-mail who has not chosen a password yet: until when the newest link holds, and whether it still does. */
  invitation: z.object({ expiresAt: z.string(), open: z.boolean() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** An invitation by e-mail instead of a password: the user chooses one through the mailed link (a password sent along is refused). */
export const inviteUserSchema = z.strictObject({
  ...userFieldsSchema.shape,
  username: usernameSchema,
  email: z
    .string()
    .trim()
    .max(120)
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), says('val.inviteEmail')),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

export const grantSchema = z
  .object({ module: z.enum(modules), tcode: z.string().min(1).max(20) })
  .refine((g) => g.tcode in (tcodes[g.module as Module] as Record<string, string>), says('val.unknownTcode'));

export const roleSchema = z.object({
  description: z.string().trim().min(1, says('val.roleDescriptionRequired')).max(120),
  grants: z.array(grantSchema).max(200),
  /** whether the role's holders must use a second factor whatever their kind; left out: as it is (a new role: no) */
  secondFactorRequired: z.boolean().optional(),
});
export type RoleInput = z.infer<typeof roleSchema>;
export const roleIdSchema = roleId;

export const adminRole = z.object({
  roleId: z.string(),
  description: z.string(),
  grants: z.array(z.object({ module: z.string(), tcode: z.string() })),
  users: z.number(),
  secondFactorRequired: z.boolean(),
});
export type AdminRole = z.infer<typeof adminRole>;

export { type MenuItem, menuItem } from '../profile/menu';
export { PREFERENCES_MAX_BYTES, type PreferenceArea, preferenceAreas, preferencesSchema } from '../profile/preferences';

export const defaultPageOption = z.object({ desc: z.string(), url: z.string(), selected: z.boolean() });
export type DefaultPageOption = z.infer<typeof defaultPageOption>;
