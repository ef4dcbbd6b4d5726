import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/startTestServer';

describe('starting on a busy port', () => {
  it('fails with one line that names the port', { timeout: 120_000 }, async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(startTestServer({ PORT: String(port) })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use: stop what uses it or set PORT to another port.`);
    } finally {
      blocker.close();
    }
  });
});
