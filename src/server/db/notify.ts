import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Messages between the app instances that share one database, for what each keeps in memory
 * (cached sessions, lookups): PostgreSQL LISTEN/NOTIFY on a dedicated connection. On the embedded
 * engine there is one process, and messages stay in it.
 */
export type Channel = 'portal_sessions' | 'portal_lookups';

/** `payload` and whether this instance sent it (a subscriber usually has done its part already). */
export type Handler = (payload: string, own: boolean) => void;

export interface Notifier {
  publish(channel: Channel, payload: string): Promise<void>;
  subscribe(channel: Channel, handler: Handler): void;
  close(): Promise<void>;
}

/** After a lost connection a subscriber may have missed messages: it gets this and forgets everything. */
export const MISSED = '*';

function handlers() {
  const byChannel = new Map<Channel, Handler[]>();
  return {
    add(channel: Channel, handler: Handler) {
      byChannel.set(channel, [...(byChannel.get(channel) ?? []), handler]);
    },
    run(channel: Channel, payload: string, own: boolean) {
      for (const handler of byChannel.get(channel) ?? []) handler(payload, own);
    },
    channels: () => [...byChannel.keys()],
  };
}

/** One process: a message reaches this process's subscribers only. */
export function localNotifier(): Notifier {
  const h = handlers();
  return {
    async publish(channel, payload) {
      h.run(channel, payload, true);
    },
    subscribe: h.add,
    async close() {},
  };
}

/**
 * Several processes on one PostgreSQL. Each message carries this instance's id, so a subscriber can
 * tell its own. The listening connection reconnects with backoff; after a reconnect every
 * subscriber gets MISSED.
 */
export async function postgresNotifier(url: string): Promise<Notifier> {
  const instance = randomUUID();
  const h = handlers();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const text = message.payload ?? '';
      const cut = text.indexOf('|');
      if (cut < 0) return;
      h.run(message.channel as Channel, text.slice(cut + 1), text.slice(0, cut) === instance);
    });
    next.on('error', () => {
      if (client !== next || closed) return;
      client = null;
      next.end().catch(() => {});
      setTimeout(reconnect, retryMs).unref();
    });
    await next.connect();
    for (const channel of ['portal_sessions', 'portal_lookups'] as const) await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnect = () => {
    if (closed) return;
    connect()
      .then(() => {
        retryMs = 250;
        for (const channel of h.channels()) h.run(channel, MISSED, false);
      })
      .catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        setTimeout(reconnect, retryMs).unref();
      });
  };
  await connect();

  return {
    async publish(channel, payload) {
      // delivered to every listener (this one too) once the sending transaction commits; here: at once
      if (client) await client.query('select pg_notify($1, $2)', [channel, `${instance}|${payload}`]);
      else h.run(channel, payload, true); // no connection: this process at least
    },
    subscribe: h.add,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
