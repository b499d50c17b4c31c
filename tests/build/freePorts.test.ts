import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/freePort.ts';

describe('free ports for the servers a test starts', () => {
  it('gives as many as asked, none the same, each free to listen on', async () => {
    for (let round = 0; round < 20; round += 1) {
      const ports = await freePorts(3);
      expect(new Set(ports).size).toBe(3);
      for (const port of ports) {
        const server = createServer();
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => resolve());
        });
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
