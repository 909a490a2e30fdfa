import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { plantChoice } from '../master-data/schemas';
import { sessionList, sessionParams } from '../profile/sessions';
import {
  adminRole,
  adminUser,
  createUserSchema,
  inviteUserSchema,
  roleIdSchema,
  roleSchema,
  setPasswordSchema,
  userFieldsSchema,
} from './schemas';

/** User administration: users, roles and grants, plant and vendor scope, passwords (ADMIN/SU01). */
const read = endpointsFor('GET', grant('ADMIN', 'SU01'));
const write = endpointsFor('PUT', grant('ADMIN', 'SU01'));
const BASE = '/supplier/api/admin';
const userParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const roleParams = z.object({ roleId: roleIdSchema });
const roleList = z.object({ roles: z.array(adminRole) });

export const listUsers = read(`${BASE}/users`, 'Users by name', {
  query: z.object({ search: z.string().max(60).default('') }),
  response: z.object({ users: z.array(adminUser) }),
});
export const createUser = endpointsFor('POST', grant('ADMIN', 'SU01'))(`${BASE}/users`, 'Create a user', {
  body: createUserSchema,
  response: adminUser,
  status: 201,
});
export const inviteUser = endpointsFor('POST', grant('ADMIN', 'SU01'))(
  `${BASE}/users/invite`,
  'Create a user and mail an invitation to choose a password',
  {
    body: inviteUserSchema,
    response: adminUser,
    status: 201,
  },
);
export const resendInvitation = endpointsFor('POST', grant('ADMIN', 'SU01'))(
  `${BASE}/users/:userId/invitation`,
  'Mail a new invitation link (the old one ends)',
  {
    params: userParams,
    response: adminUser,
  },
);
export const revokeInvitation = endpointsFor('DELETE', grant('ADMIN', 'SU01'))(
  `${BASE}/users/:userId/invitation`,
  "End a user's invitation link",
  {
    params: userParams,
    response: adminUser,
  },
);
export const getUser = read(`${BASE}/users/:userId`, 'A user', {
  params: userParams,
  response: adminUser,
});
export const updateUser = write(`${BASE}/users/:userId`, "Change a user's name, roles, plants, vendors, flags", {
  params: userParams,
  body: userFieldsSchema,
  response: adminUser,
});
export const setUserPassword = write(`${BASE}/users/:userId/password`, "Set a user's password (signs the user out everywhere)", {
  params: userParams,
  body: setPasswordSchema,
  response: z.object({ ok: z.literal(true) }),
});
export const listRoles = read(`${BASE}/roles`, 'Roles with their grants', {
  response: roleList,
});
export const saveRole = write(`${BASE}/roles/:roleId`, 'Create or change a role', {
  params: roleParams,
  body: roleSchema,
  response: roleList,
});
export const deleteRole = endpointsFor('DELETE', grant('ADMIN', 'SU01'))(`${BASE}/roles/:roleId`, 'Delete a role no user holds', {
  params: roleParams,
  response: roleList,
});
export const userOptions = read(`${BASE}/options`, 'What the user form chooses from', {
  response: z.object({ plants: z.array(plantChoice) }),
});

const secondFactorKinds = z.object({ administratorsRequired: z.boolean(), suppliersRequired: z.boolean(), warehouseRequired: z.boolean() });
const secondFactorPolicy = secondFactorKinds.extend({ roles: z.array(z.object({ roleId: z.string(), required: z.boolean() })) });
export const getSecondFactorPolicy = read(
  `${BASE}/second-factor-policy`,
  'Who must use a second factor: the administrator flag and each role',
  {
    response: secondFactorPolicy,
  },
);
export const setSecondFactorPolicy = write(`${BASE}/second-factor-policy`, 'Which kinds of user must use a second factor', {
  body: secondFactorKinds,
  response: secondFactorPolicy,
});
export const getUserSecondFactor = read(
  `${BASE}/users/:userId/second-factor`,
  "A user's second factors and whether the roles require one",
  {
    params: userParams,
    response: z.object({ totp: z.boolean(), passkeys: z.number(), recoveryCodesLeft: z.number(), required: z.boolean() }),
  },
);
export const resetUserSecondFactor = endpointsFor('POST', grant('ADMIN', 'SU01'))(
  `${BASE}/users/:userId/second-factor/reset`,
  "Remove a user's second factors (lost phone): the next sign-in leads to enrolment where required",
  {
    params: userParams,
    response: z.object({ ok: z.literal(true) }),
  },
);
/** A user's signed-in sessions (administrators): see them, end one or all. */
export const userSessions = read(`${BASE}/users/:userId/sessions`, 'A user’s signed-in sessions', {
  params: userParams,
  response: sessionList,
});
export const endUserSession = endpointsFor('DELETE', grant('ADMIN', 'SU01'))(
  `${BASE}/users/:userId/sessions/:sessionId`,
  'End one of a user’s sessions (its next request is signed out)',
  {
    params: userParams.extend(sessionParams.shape),
    response: sessionList,
  },
);
export const endUserSessions = endpointsFor('DELETE', grant('ADMIN', 'SU01'))(
  `${BASE}/users/:userId/sessions`,
  'End every session of a user',
  {
    params: userParams,
    response: sessionList,
  },
);
