import type { Kysely } from 'kysely';
import { type AdminRole, type RoleInput, roleIdSchema, roleSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { beforeAfter, writeAudit } from '../auth/audit';
import { DomainError } from '../errors';

/** Roles with their (module, transaction code) grants and how many users hold them. */
export async function listRoles(db: Kysely<DB>): Promise<AdminRole[]> {
  const roles = await db
    .selectFrom('role as r')
    .select([
      'r.role_id',
      'r.description',
      'r.second_factor_required',
      (eb) =>
        eb.selectFrom('user_role as ur').whereRef('ur.role_id', '=', 'r.role_id').select(eb.fn.countAll<number>().as('n')).as('users'),
    ])
    .orderBy('r.role_id')
    .execute();
  const grants = await db.selectFrom('role_grant').selectAll().orderBy('module').orderBy('tcode').execute();
  return roles.map((r) => ({
    roleId: r.role_id,
    description: r.description,
    users: Number(r.users ?? 0),
    secondFactorRequired: r.second_factor_required,
    grants: grants.filter((g) => g.role_id === r.role_id).map((g) => ({ module: g.module, tcode: g.tcode })),
  }));
}

/** Creates or replaces a role and its grants. */
export async function saveRole(
  db: Kysely<DB>,
  actorId: number | null,
  roleId: string,
  raw: RoleInput,
  ip: string | null = null,
): Promise<void> {
  const id = roleIdSchema.parse(roleId);
  const input = roleSchema.parse(raw);
  const grants = [...new Map(input.grants.map((g) => [`${g.module}/${g.tcode}`, g])).values()];
  const required = input.secondFactorRequired;
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('role').select('second_factor_required').where('role_id', '=', id).executeTakeFirst();
    const was = await roleSnapshot(trx, id);
    await trx
      .insertInto('role')
      .values({ role_id: id, description: input.description, ...(required === undefined ? {} : { second_factor_required: required }) })
      .onConflict((oc) =>
        oc
          .column('role_id')
          .doUpdateSet({ description: input.description, ...(required === undefined ? {} : { second_factor_required: required }) }),
      )
      .execute();
    if (required !== undefined && before?.second_factor_required !== required)
      await writeAudit(trx, {
        userId: actorId,
        action: 'second-factor.policy',
        objectType: 'role',
        objectId: id,
        ip,
        details: { before: before?.second_factor_required ?? null, after: required },
      });
    await trx.deleteFrom('role_grant').where('role_id', '=', id).execute();
    if (grants.length)
      await trx
        .insertInto('role_grant')
        .values(grants.map((g) => ({ role_id: id, module: g.module, tcode: g.tcode })))
        .execute();
    const now = { description: input.description, grants: grants.map((g) => `${g.module}/${g.tcode}`) };
    await writeAudit(trx, { userId: actorId, action: 'role.save', objectType: 'role', objectId: id, ip, details: beforeAfter(was, now) });
  });
}

/** Adds one grant to a role, creating the role when needed (the CLI's `grant --role`). */
export async function addRoleGrant(
  db: Kysely<DB>,
  actorId: number | null,
  roleId: string,
  grant: { module: string; tcode: string },
  description?: string,
) {
  const roles = await listRoles(db);
  const role = roles.find((r) => r.roleId === roleId);
  await saveRole(db, actorId, roleId, {
    description: description ?? role?.description ?? roleId,
    grants: [...(role?.grants ?? []), grant] as RoleInput['grants'],
  });
}

/** Deletes a role nobody holds. */
export async function deleteRole(db: Kysely<DB>, actorId: number | null, roleId: string, ip: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const was = await roleSnapshot(trx, roleId);
    const held = await trx.selectFrom('user_role').select('user_id').where('role_id', '=', roleId).executeTakeFirst();
    if (held) throw new DomainError('ROLE_IN_USE');
    const gone = await trx.deleteFrom('role').where('role_id', '=', roleId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new DomainError('ROLE_NOT_FOUND');
    await writeAudit(trx, {
      userId: actorId,
      action: 'role.delete',
      objectType: 'role',
      objectId: roleId,
      ip,
      details: { before: was ?? {}, after: {} },
    });
  });
}

/** A role as the audit trail records it before and after a change: its description and grants (`MODULE/TCODE`). */
async function roleSnapshot(db: Kysely<DB>, roleId: string): Promise<{ description: string; grants: string[] } | undefined> {
  const role = await db.selectFrom('role').select('description').where('role_id', '=', roleId).executeTakeFirst();
  if (!role) return undefined;
  const grants = await db.selectFrom('role_grant').select(['module', 'tcode']).where('role_id', '=', roleId).execute();
  return { description: role.description, grants: grants.map((g) => `${g.module}/${g.tcode}`).sort() };
}
