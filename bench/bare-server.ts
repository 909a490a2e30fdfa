import Fastify from 'fastify';
import pg from 'pg';

// The ceilings for the HTTP layer: Fastify with one route, no session, no schema, no database
// (`/bare`); and the same route with one trivial statement on a pool like the portal's (`/bare-db`,
// with DATABASE_URL): what any route that asks the database once per request can reach at most.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 }) : undefined;
if (pool) {
  app.get('/bare-db', async () => {
    const { rows } = await pool.query({ name: 'bare', text: 'select $1::int as ok', values: [1] });
    return { ok: rows[0].ok === 1 };
  });
}
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
process.on('SIGTERM', () => void Promise.all([app.close(), pool?.end()]).then(() => process.exit(0)));
