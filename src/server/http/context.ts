import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { Notifier } from '../db/notify';
import type { DB } from '../db/schema';
import type { SessionUser } from '../domain/auth/sessions';
import type { PortalMetrics } from './metrics';

/** What every route can reach: `request.server.ctx`. */
export interface AppContext {
  db: Kysely<DB>;
  /** The replica for lists and searches (READ_DATABASE_URL), or `db` itself: http/read-routing.ts decides per request. */
  readDb: Kysely<DB>;
  dbKind: DatabaseKind;
  config: Config;
  startedAt: number;
  metrics: PortalMetrics;
  /** Messages to the other instances on the same database (db/notify.ts). */
  notifier: Notifier;
  /** `draining` from SIGTERM until exit: readiness answers 503, so a load balancer stops sending. */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every registered route (method and url pattern, HEAD and OPTIONS left out). */
    registeredRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved once per request from the session cookie. */
    user: SessionUser | null;
    /** The raw session token from the cookie (for sign-out), or null. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** a posting (handlePosting): its session is re-checked inside the posting's transaction */
    posting?: boolean;
  }
}
