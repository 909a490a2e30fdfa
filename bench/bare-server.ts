import Fastify from 'fastify';

// The ceiling for the HTTP layer: Fastify with one route, no session, no schema, no database.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
