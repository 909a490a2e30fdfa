import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { tcodes } from '../../shared/access';
import { ConfigError, loadDatabaseConfig } from '../config';
import { type Database, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { linkSsoIdentity } from '../domain/auth/sso/sso-sign-in';
import { DomainError } from '../domain/errors';
import { createUser } from '../domain/users/create-user';
import { findUserId, listUsers } from '../domain/users/get-users';
import { grantUser } from '../domain/users/grant-user';
import { addRoleGrant } from '../domain/users/roles';
import { setPassword } from '../domain/users/set-password';
import { runTokenCommand, TOKEN_USAGE, TokenUsageError } from './token-commands';

/**
 * `npm run user -- <command>`: user administration from the shell, e.g. to create the first
 * administrator on a fresh PostgreSQL deployment. Uses DATABASE_URL / DATA_DIR like the server
 * (the embedded database must not be open in a running server at the same time).
 */
const USAGE = `usage: npm run user -- <command> [options]

  create --username U (--password P | --password-stdin) --first-name F [--last-name L] [--email E]
         [--admin] [--warehouse] [--role R]... [--plant P]... [--vendor V]...
  set-password --username U (--password P | --password-stdin)     ends the user's sessions
  list
  grant --username U [--role R]... [--plant P]... [--vendor V]... [--admin] [--warehouse]
  grant --role R --module M --tcode T [--description D]            adds a grant to a role (creates it)
  sso-link --username U --subject S [--issuer I]                   signs U in as the identity provider's
         subject S (the "sub" claim; issuer: OIDC_ISSUER unless given); replaces an earlier link of S
${TOKEN_USAGE}

Modules and transaction codes: ${Object.entries(tcodes)
  .map(([m, t]) => `${m} (${Object.keys(t).join(', ')})`)
  .join('; ')}`;

export async function runUserCli(
  argv: string[],
  out: (line: string) => void = console.log,
  open: () => Promise<Database> = () => openDatabase(loadDatabaseConfig()),
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'token') {
    const database = await open();
    try {
      await migrateToLatest(database.db);
      await runTokenCommand(database.db, rest, out);
      return 0;
    } finally {
      await database.close();
    }
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string', default: '' },
      email: { type: 'string' },
      admin: { type: 'boolean', default: false },
      warehouse: { type: 'boolean', default: false },
      role: { type: 'string', multiple: true, default: [] },
      plant: { type: 'string', multiple: true, default: [] },
      vendor: { type: 'string', multiple: true, default: [] },
      module: { type: 'string' },
      tcode: { type: 'string' },
      description: { type: 'string' },
      subject: { type: 'string' },
      issuer: { type: 'string' },
    },
  });
  const password = () => {
    const p = values['password-stdin'] ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : values.password;
    if (!p) throw new UsageError('--password or --password-stdin is required');
    return p;
  };
  const username = () => {
    if (!values.username) throw new UsageError('--username is required');
    return values.username;
  };
  if (!command || !['create', 'set-password', 'list', 'grant', 'sso-link'].includes(command)) {
    out(USAGE);
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  const database = await open();
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    if (command === 'create') {
      if (!values['first-name']) throw new UsageError('--first-name is required');
      const id = await createUser(db, null, {
        username: username(),
        password: password(),
        firstName: values['first-name'],
        lastName: values['last-name'],
        email: values.email ?? '',
        isAdmin: values.admin,
        isWarehouseUser: values.warehouse,
        roles: values.role,
        plants: values.plant,
        vendors: values.vendor,
      });
      out(`Created user ${values.username} (id ${id})${values.admin ? ' as administrator' : ''}.`);
    } else if (command === 'set-password') {
      const id = await findUserId(db, username());
      await setPassword(db, null, id, password());
      out(`Password of ${values.username} set; the user's sessions have ended.`);
    } else if (command === 'list') {
      const users = await listUsers(db);
      for (const u of users) {
        const flags = [u.isAdmin ? 'admin' : '', u.isWarehouseUser ? 'warehouse' : '', u.active ? '' : 'inactive']
          .filter(Boolean)
          .join(',');
        out(
          [
            u.username.padEnd(16),
            `${u.firstName} ${u.lastName}`.trim().padEnd(24),
            (flags || '-').padEnd(18),
            `roles ${u.roles.join(',') || '-'}`,
            `plants ${u.plants.join(',') || '-'}`,
            `vendors ${u.vendors.join(',') || '-'}`,
          ].join(' '),
        );
      }
      out(`${users.length} user(s).`);
    } else if (command === 'sso-link') {
      const issuer = values.issuer ?? process.env.OIDC_ISSUER;
      if (!issuer) throw new UsageError('--issuer is required when OIDC_ISSUER is not set');
      if (!values.subject) throw new UsageError('--subject is required');
      const id = await findUserId(db, username());
      await linkSsoIdentity(db, null, id, issuer, values.subject);
      out(`${values.username} now signs in as ${values.subject} at ${issuer}.`);
    } else if (values.username) {
      const id = await findUserId(db, values.username);
      await grantUser(db, null, id, {
        roles: values.role,
        plants: values.plant,
        vendors: values.vendor,
        isAdmin: values.admin,
        isWarehouseUser: values.warehouse,
      });
      out(`Granted to ${values.username}.`);
    } else {
      const role = values.role[0];
      if (!role || !values.module || !values.tcode) throw new UsageError('grant needs --username, or --role with --module and --tcode');
      await addRoleGrant(db, null, role, { module: values.module.toUpperCase(), tcode: values.tcode.toUpperCase() }, values.description);
      out(`Role ${role} now grants ${values.module.toUpperCase()}/${values.tcode.toUpperCase()}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

export function cliErrorText(error: unknown): string {
  if (error instanceof ZodError) return error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n');
  if (error instanceof DomainError || error instanceof ConfigError || error instanceof UsageError || error instanceof TokenUsageError)
    return error.message;
  if (error instanceof TypeError && (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return error.message;
  return `Failed: ${(error as Error).message}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUserCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(cliErrorText(error));
      process.exit(1);
    },
  );
}
