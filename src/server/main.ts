import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { analyze } from './db/analyze';
import { type Database, openDatabase, openPostgres } from './db/connect';
import { shiftFeedAfterRestore } from './db/feed-shift';
import { schemaVersion as currentSchema, migrateToLatest, schemaProblem } from './db/migrate';
import { type Notifier, postgresNotifier } from './db/notify';
import { type AuditRetention, startAuditRetention } from './domain/audit/retention';
import { createEdiSender, type EdiSender } from './domain/edi/order-sender';
import { type MovementSummaryWorker, startMovementSummaryWorker } from './domain/kpis/movement-summary';
import { createMailSender, type MailSender, mailPolicy } from './domain/mail/sender';
import { type DigestJob, startDigestJob } from './domain/notifications/mail';
import { webhookPolicy } from './domain/webhooks/check-webhook-url';
import { createWebhookDeliverer, type WebhookDeliverer } from './domain/webhooks/deliverer';
import { tuneGarbageCollector } from './gc-tuning';
import { safeErrorLog } from './http/errors';
import { hasAnyData, seedDemo } from './seed/demo';
import { demoUsers } from './seed/demo-users';

/** env -> config -> database -> migrations -> (demo data) -> app -> listen. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  let closing = false;
  /**
   * SIGTERM/SIGINT: readiness turns 503 at once (a load balancer stops sending), the listener stops
   * accepting, requests in flight finish (a posting that was accepted is committed and answered),
   * then the database closes. After SHUTDOWN_GRACE_SECONDS the process exits anyway.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: finishing the requests in flight, then closing the database...`);
    const force = setTimeout(() => {
      console.error(`Requests still running after ${config.shutdownGraceSeconds} s: exiting without them.`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    force.unref();
    if (app) app.ctx.lifecycle.draining = true;
    try {
      retention?.stop();
      await summary?.stop();
      await deliverer?.stop(); // the POST in flight is answered (or times out) and recorded
      await ediSender?.stop(); // the order in flight is answered (or times out) and recorded
      digest?.stop();
      await mailer?.stop(); // the mail in flight is sent (or fails) and recorded
      await app?.close();
    } finally {
      await notifier?.close();
      await replica?.close();
      await database.close();
      process.exit(0);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let notifier: Notifier | undefined;
  let replica: Database | undefined;
  let deliverer: WebhookDeliverer | undefined;
  let mailer: MailSender | undefined;
  let ediSender: EdiSender | undefined;
  let retention: AuditRetention | undefined;
  let digest: DigestJob | undefined;
  let summary: MovementSummaryWorker | undefined;
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    // an older version runs on a newer schema only when the newer release recorded it compatible (expand/contract,
    // db/compatibility.ts), and then neither migrates nor applies its functions; a newer version migrates, or
    // (MIGRATE_ON_START=false) refuses
    const problem = await schemaProblem(database.db);
    if (problem?.kind === 'compatible') console.log(problem.message);
    else if (problem && (problem.kind === 'newer' || !config.migrateOnStart)) throw new ConfigError(problem.message);
    // up to date: the migrator (its lock table, its lock, its reads) is not needed at all
    const schemaVersion = problem && problem.kind !== 'compatible' ? await migrateToLatest(database.db) : currentSchema();
    // restored from a server ahead of this one: the event feed continues above the restored positions
    const shift = await shiftFeedAfterRestore(database.db);
    if (shift !== null) console.log(`The event feed continues above the restored events (feed shift ${shift}).`);
    if (shouldSeed(config, database.kind) && !(await hasAnyData(database.db))) {
      console.log('Loading demo data into the new embedded database...');
      await seedDemo(database.db, { scale: 1 });
      await analyze(database.db);
    }
    // instances on one PostgreSQL tell each other what they forgot (sessions, lookups)
    notifier = config.databaseUrl ? await postgresNotifier(config.databaseUrl) : undefined;
    replica = config.readDatabaseUrl
      ? await openPostgres(config.readDatabaseUrl, 20, { preparedStatements: config.preparedStatements })
      : undefined;
    app = await buildApp({
      db: database.db,
      readDb: replica?.db,
      dbKind: database.kind,
      pool: database.pool,
      notifier,
      config,
      startedAt,
      logger: true,
    });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE')
        throw new ConfigError(`Port ${config.port} on ${config.host} is already in use; stop the other program or set PORT to a free port`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new ConfigError(`HOST=${config.host} is not an address of this machine`);
      if (code === 'EACCES') throw new ConfigError(`Port ${config.port} needs privileges this process does not have; set PORT above 1023`);
      throw error;
    }
    // after start-up, whose heap grows from nothing: collecting at every 1.2x on the way would only slow the start
    tuneGarbageCollector();
    // webhooks: each token's events POSTed to its URL (several instances share the work through the database)
    const log = app.log;
    const outbound = {
      sessionSecret: config.sessionSecret,
      retrySeconds: config.webhook.retrySeconds,
      maxAttempts: config.webhook.maxAttempts,
      timeoutMs: config.webhook.timeoutSeconds * 1000,
      policy: webhookPolicy(config.webhook),
      log: (message: string, error?: unknown) => log.warn({ err: safeErrorLog(error) }, message),
    };
    deliverer = createWebhookDeliverer(database.db, outbound);
    deliverer.start();
    // outbound purchase orders to cXML partners (edi/order-sender.ts): the webhooks' retries, timeout and address policy
    ediSender = createEdiSender(database.db, outbound);
    ediSender.start();
    // e-mail: the outbox sent over SMTP (off without SMTP_URL: mails wait in the outbox)
    if (config.mail.smtp) {
      mailer = createMailSender(database.db, {
        smtp: config.mail.smtp,
        from: config.mail.from,
        retrySeconds: config.mail.retrySeconds,
        maxAttempts: config.mail.maxAttempts,
        timeoutMs: config.mail.timeoutSeconds * 1000,
        policy: mailPolicy(config.mail),
        log: (message, error) => log.warn({ err: safeErrorLog(error) }, message),
      });
      mailer.start();
    }
    // the audit trail's retention: rows older than AUDIT_RETENTION_DAYS go once a day
    retention = startAuditRetention(database.db, {
      retentionDays: config.auditRetentionDays,
      log: (message, error) => (error ? log.warn({ err: safeErrorLog(error) }, message) : log.info(message)),
    });
    // the daily digest of notifications: queued into the outbox (it waits there while e-mail is off)
    digest = startDigestJob(database.db, {
      intervalMs: config.notifications.digestSeconds * 1000,
      log: (message, error) => log.warn({ err: safeErrorLog(error) }, message),
    });
    // the dashboards' movement summary: the documents of finished transactions added every few seconds
    summary = startMovementSummaryWorker(database.db, {
      log: (message, error) => log.warn({ err: safeErrorLog(error) }, message),
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // the demo sign-ins are printed only where the demo users exist (not on a company's own database)
    const demo = await database.db
      .selectFrom('app_user')
      .select('username')
      .where(
        'username',
        'in',
        demoUsers.map((u) => u.username),
      )
      .execute();
    const present = new Set(demo.map((u) => u.username));
    printBanner(
      config,
      database.kind,
      database.location,
      port,
      schemaVersion,
      Date.now() - startedAt,
      demoUsers.filter((u) => present.has(u.username)),
    );
  } catch (error) {
    retention?.stop();
    await summary?.stop().catch(() => {});
    await deliverer?.stop().catch(() => {});
    await ediSender?.stop().catch(() => {});
    digest?.stop();
    await mailer?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await notifier?.close().catch(() => {});
    await replica?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

function shouldSeed(config: Config, kind: string): boolean {
  if (config.demoData === 'auto') return kind === 'pglite';
  return config.demoData;
}

function printBanner(
  config: Config,
  kind: string,
  location: string,
  port: number,
  schema: string,
  ms: number,
  demo: readonly (typeof demoUsers)[number][],
) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/supplier/login`;
  const lines = [
    '',
    `Supplier Portal is running at ${url}`,
    `  database: ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${location}), schema ${schema}, ready in ${ms} ms`,
    '',
    ...(demo.length > 0
      ? [
          '  Demo sign-ins (user name / password):',
          ...demo.map((u) => `    ${u.username.padEnd(12)} ${u.password.padEnd(14)} ${u.summary}`),
          '  A second factor is optional for the demo users (a fresh install requires it of administrators and',
          '  supplier roles; Administration > Users > Roles sets it per role).',
        ]
      : ['  No demo data: sign in with a user made by `npm run user -- create ... --admin`.']),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`The portal could not start: ${(error as Error).message}`);
  }
  process.exit(1);
});
