// A free port for serving the built app, shared by the browser tests and the benchmark.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A port that was free a moment ago on 127.0.0.1 (Vite moves on to the next if it's taken since). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `count` ports, each free a moment ago and none the same: each is held until all are found, so
 * that the system does not give the one just let go again (it does, now and then).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.unref();
            server.on('error', reject);
            server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    );
  }
}
