import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as e from '../../shared/contracts/mail/endpoints';
import type { MailStatus } from '../../shared/contracts/mail/schemas';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { getMailStatus, resendMail } from '../domain/mail/mail-status';
import { handle } from '../http/route';

/** E-mail for administrators: status of the outbox and its dead letters, a dead letter sent again. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.getMailStatus, async ({ db }) => status(db, app.ctx.config));
  handle(app, e.resendMail, async ({ db, user, params, request }) => {
    await resendMail(db, { userId: user.userId, ip: request.ip }, params.mailId);
    return status(db, app.ctx.config);
  });
}

async function status(db: Kysely<DB>, config: Config): Promise<MailStatus> {
  const outbox = await getMailStatus(db);
  const smtp = config.mail.smtp;
  return {
    enabled: smtp !== undefined,
    server: smtp ? `${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host.includes(':') ? `[${smtp.host}]` : smtp.host}:${smtp.port}` : null,
    from: smtp ? config.mail.from : null,
    queued: outbox.queued,
    sent: outbox.sent,
    dead: outbox.dead,
    deadLetters: outbox.deadLetters.map((d) => ({ ...d, createdAt: d.createdAt.toISOString(), failedAt: d.failedAt.toISOString() })),
  };
}
