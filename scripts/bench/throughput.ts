import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { signInCookie } from './signIn';
import { startServerProcess, stopChild, tempDataDir, waitForHealth } from './serverProcess';

const DURATION_S = 8;
const CONNECTIONS = 32;

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

// The same machine's ceiling: Express 5 answering hello world, nothing else.
const HELLO_WORLD = `
const express = require('express');
const app = express();
app.get('/healthz', (req, res) => res.send('ok'));
app.get('/', (req, res) => res.send('Hello World!'));
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

/** GET /api/app/appinfo with a session, against a bare Express hello world, in the same run. */
export async function benchThroughput(port: number): Promise<Record<string, number>> {
  const bare = spawn(process.execPath, ['-e', HELLO_WORLD], { env: { ...process.env, PORT: String(port + 1) }, stdio: 'ignore' });
  await waitForHealth(`http://127.0.0.1:${port + 1}`);
  const helloRps = await requestsPerSecond(`http://127.0.0.1:${port + 1}/`);
  await stopChild(bare);

  // One session sends the whole load here, so lift the per-user flood guard (1200/min by default).
  const server = await startServerProcess(port, tempDataDir(), { API_RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const cookie = await signInCookie(server.url, 'demo-verified');
    const appinfoRps = await requestsPerSecond(`${server.url}/api/app/appinfo?syscode=sys_admin&dbfileds=app,me,stat`, { cookie });
    return {
      'bare Express hello world (req/s)': Math.round(helloRps),
      'GET /api/app/appinfo with a session (req/s)': Math.round(appinfoRps),
      'appinfo / hello world ratio (target >= 0.6)': Number((appinfoRps / helloRps).toFixed(2)),
    };
  } finally {
    await server.stop();
  }
}
