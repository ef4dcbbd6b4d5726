import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/config/env';
import { StartupError } from '../../server/config/startupError';
import { startServer } from '../../server/startServer';
import { startServerProcess } from '../support/serverProcess';
import { initialisedDataDir } from '../support/initialisedPglite';
import { startTestServer } from '../support/startTestServer';
import { TestClient } from '../support/testClient';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hall-mode-'));
const deployment = { HALL_MODE: 'deployment', WX_SECRET: 'the-real-app-secret-0001', PUBLIC_URL: 'https://hall.example.org' };

/** These start processes of their own (not the suite's server), so they run once, in the PGlite project. */
describe.skipIf(process.env.TEST_DATABASE !== 'pglite')('deployment mode refuses what only a demo may have (issue 11)', () => {
  it('refuses to start with the defaults, naming each variable in a line, no stack', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    try {
      const run = startServerProcess({ HALL_MODE: 'deployment', EMULATION: 'true', DATA_DIR: dataDir });
      expect(await run.exited()).toBe(1);
      const output = run.output();
      for (const variable of ['WX_SECRET', 'EMULATION', 'PUBLIC_URL']) expect(output).toMatch(new RegExp(`^  ${variable}: `, 'm'));
      expect(output).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a padded secret or a javascript: PUBLIC_URL (issue 18)', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    try {
      const run = startServerProcess({ ...deployment, WX_SECRET: `${deployment.WX_SECRET} `, PUBLIC_URL: 'javascript:alert(1)', DATA_DIR: dataDir });
      expect(await run.exited()).toBe(1);
      const output = run.output();
      expect(output).toMatch(/^ {2}WX_SECRET: must not begin or end with whitespace/m);
      expect(output).toMatch(/^ {2}PUBLIC_URL: must be an absolute http\(s\) origin/m);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('marks its cookies Secure when the public origin is https, though the request came over plain http (issue 18)', { timeout: 120_000 }, async () => {
    const server = await startTestServer({ ...deployment, EMULATION: 'true', ALLOW_EMULATION_IN_DEPLOYMENT: 'true' });
    try {
      const client = new TestClient(server.url);
      const state = await client.signInState();
      const params = new URLSearchParams({ appid: 'wxdemo0000hall', redirect_uri: `${deployment.PUBLIC_URL}/waiting`, state, openid: 'o-deployed-1' });
      const consent = await client.get(`/wechat/emulator/authorize?${params.toString()}`);
      const code = new URL(consent.headers.get('location') ?? '', server.url).searchParams.get('code') ?? '';
      const signedIn = await client.post('/wechat/api/outh2/authorize', { code, state });
      expect(signedIn.status).toBe(200);
      const cookies = signedIn.headers.getSetCookie();
      expect(cookies.find((line) => line.startsWith('hall_sid='))).toMatch(/; Secure/);
      expect(cookies.find((line) => line.startsWith('hall_signin='))).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });

  it('states the mode in one line at start; demo mode is loopback only', { timeout: 120_000 }, async () => {
    const dataDir = await initialisedDataDir('hall-mode-');
    const run = startServerProcess({ DATA_DIR: dataDir });
    try {
      await run.listening();
      expect(run.output()).toMatch(/demo mode at http:\/\/127\.0\.0\.1:\d+: emulated messaging app, demo users, loopback only/);
    } finally {
      await run.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const open = startServerProcess({ HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(await open.exited()).toBe(1);
    expect(open.output()).toContain('HOST: demo mode listens on loopback only');
  });

  it('with emulation explicitly allowed, warns on every start and lists nobody on the consent page', { timeout: 120_000 }, async () => {
    const server = await startTestServer({ ...deployment, EMULATION: 'true', ALLOW_EMULATION_IN_DEPLOYMENT: 'true' });
    try {
      expect(server.deps.env.warnings[0]).toMatch(/EMULATION is on in deployment mode/);
      const page = await new TestClient(server.url).get('/wechat/emulator/authorize', { appid: 'wxdemo0000hall', redirect_uri: 'https://hall.example.org/waiting', state: 's' });
      expect(page.status).toBe(200);
      expect(String(page.body)).not.toContain('demo-verified');
      expect(String(page.body)).not.toContain('张建国');
      // Deployment mode seeds no demo people.
      expect(await server.deps.db.selectFrom('users').select('openid').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses a database a demo start has seeded, naming it', { timeout: 120_000 }, async () => {
    const seeded = await initialisedDataDir('hall-mode-');
    const exitCode = process.exitCode;
    try {
      await (await startServer(loadEnv({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: seeded }))).close();
      const refusal = await startServer(loadEnv({ ...deployment, PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: seeded })).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StartupError);
      expect((refusal as Error).message).toMatch(/HALL_MODE=deployment: the database holds demo seed data \(demo user demo-/);
    } finally {
      process.exitCode = exitCode;
      fs.rmSync(seeded, { recursive: true, force: true });
    }
  });
});
