import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves an app (Express, say) on a free loopback port for a test: its base URL and a close. */
export async function serveOnRandomPort(app: { listen(port: number, host: string): Server }): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
