import { createServer, type Server } from 'node:net';

/** A label printer for tests: a TCP server on 127.0.0.1 that keeps what each connection sent. */
export async function fakePrinter(): Promise<{ port: number; received: () => Promise<string[]>; close: () => Promise<void> }> {
  const jobs: Promise<string>[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    jobs.push(
      new Promise((resolve) => {
        socket.on('data', (c) => chunks.push(c));
        socket.on('end', () => {
          socket.end();
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received: () => Promise.all(jobs),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
