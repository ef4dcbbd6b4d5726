import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives working defaults on a bare machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.fileStore).toBe('disk');
    expect(env.EMULATION).toBe(true);
  });
  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must be a postgres');
    }
  });
  it('takes a staff idle timeout of 1 to 480 minutes, 30 by default (issue 20)', () => {
    expect(loadEnv({}).STAFF_IDLE_MINUTES).toBe(30);
    expect(loadEnv({ STAFF_IDLE_MINUTES: '15' }).STAFF_IDLE_MINUTES).toBe(15);
    for (const bad of ['0', '481', 'soon']) expect(() => loadEnv({ STAFF_IDLE_MINUTES: bad })).toThrow(/STAFF_IDLE_MINUTES/);
  });
  it('takes the staff digest hour (0-23, 8 by default) and the outbox backlog threshold (count from 1, minutes 1 to 1440) (issue 31)', () => {
    expect(loadEnv({})).toMatchObject({ STAFF_DIGEST_HOUR: 8, OUTBOX_BACKLOG_COUNT: 100, OUTBOX_BACKLOG_MINUTES: 15 });
    expect(loadEnv({ STAFF_DIGEST_HOUR: '0', OUTBOX_BACKLOG_COUNT: '5', OUTBOX_BACKLOG_MINUTES: '60' })).toMatchObject({ STAFF_DIGEST_HOUR: 0, OUTBOX_BACKLOG_COUNT: 5, OUTBOX_BACKLOG_MINUTES: 60 });
    for (const bad of ['24', '-1', 'noon']) expect(() => loadEnv({ STAFF_DIGEST_HOUR: bad })).toThrow(/STAFF_DIGEST_HOUR/);
    for (const bad of ['0', 'many']) expect(() => loadEnv({ OUTBOX_BACKLOG_COUNT: bad })).toThrow(/OUTBOX_BACKLOG_COUNT/);
    for (const bad of ['0', '1441']) expect(() => loadEnv({ OUTBOX_BACKLOG_MINUTES: bad })).toThrow(/OUTBOX_BACKLOG_MINUTES/);
  });
  it('reads the configuration from SCHEMAS_DIR, the repository\'s schemas/ by default, and refuses a folder without forms/ (issue 19)', () => {
    expect(loadEnv({}).schemasDir).toBe(path.resolve('schemas'));
    expect(loadEnv({ SCHEMAS_DIR: 'schemas/' }).schemasDir).toBe(path.resolve('schemas'));
    expect(() => loadEnv({ SCHEMAS_DIR: 'schemas/forms' })).toThrow(/SCHEMAS_DIR: .* is not a configuration folder/);
    expect(() => loadEnv({ SCHEMAS_DIR: '' })).toThrow(/SCHEMAS_DIR/);
  });
  it('takes FILE_STORE=s3 with its bucket and credentials, naming each one missing (issue 33)', () => {
    const s3 = { FILE_STORE: 's3', S3_BUCKET: 'hall-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      fileStore: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'hall-files', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true },
    });
    expect(loadEnv({}).s3).toBeUndefined();
    expect(() => loadEnv({ FILE_STORE: 's3', S3_BUCKET: 'hall-files' })).toThrow(/S3_ACCESS_KEY_ID: is required with FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY: is required/);
    expect(() => loadEnv({ ...s3, S3_BUCKET: 'Hall_Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS: must be whole seconds/);
  });
  it('shares files through the database when PostgreSQL is used', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://hall@localhost/x' }).fileStore).toBe('database');
  });
  it('refuses a DATABASE_URL without a user in one line naming it, unless PGUSER gives one', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/DATABASE_URL: must name the database user/);
    expect(loadEnv({ DATABASE_URL: 'postgres://localhost/x', PGUSER: 'hall' }).fileStore).toBe('database');
  });
});

describe('loadEnv: demo and deployment modes (issue 11)', () => {
  const deployment = { HALL_MODE: 'deployment', WX_SECRET: 'the-real-app-secret-0001', PUBLIC_URL: 'https://hall.example.org' };
  const refusal = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      return String(error);
    }
    return '';
  };

  it('starts in demo mode with emulation, on loopback only', () => {
    expect(loadEnv({})).toMatchObject({ HALL_MODE: 'demo', EMULATION: true, warnings: [], wxApiBase: undefined, wxAuthorizeUrl: '/wechat/emulator/authorize' });
    expect(refusal({ HOST: '0.0.0.0' })).toMatch(/HOST: demo mode listens on loopback only/);
    expect(loadEnv({ NODE_ENV: 'production' }).HALL_MODE).toBe('demo');
  });

  it('refuses deployment mode with the defaults, naming every variable', () => {
    const message = refusal({ HALL_MODE: 'deployment', EMULATION: 'true' });
    for (const variable of ['WX_SECRET', 'EMULATION', 'PUBLIC_URL']) expect(message).toContain(`${variable}:`);
    expect(message).not.toContain('CLERK_TOKEN');
  });

  it('starts in deployment mode against the real platform when everything is set, emulation off', () => {
    const env = loadEnv({ ...deployment, HOST: '0.0.0.0' });
    expect(env).toMatchObject({ EMULATION: false, wxApiBase: 'https://api.weixin.qq.com', wxAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' });
  });

  it('refuses weak or padded secrets and a PUBLIC_URL that is not an http(s) origin (issue 18)', () => {
    const refused = {
      WX_SECRET: ['x'.repeat(32), 'a'.repeat(16), 'abababababababababab', ' the-real-app-secret-0001', 'the-real-app-secret-0001\t', 'short-Secret-1'],
      PUBLIC_URL: ['javascript:alert(document.cookie)', 'data:text/html,x', 'ftp://hall.example.org', 'https://hall.example.org/app', 'https://user@hall.example.org'],
    };
    for (const [variable, values] of Object.entries(refused)) {
      for (const value of values) expect(refusal({ ...deployment, [variable]: value })).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
    // An origin is compared, not keyed: it is kept as the URL's origin, whitespace and default port dropped.
    for (const value of ['HTTPS://Hall.Example.org:443/', ' https://hall.example.org ']) expect(loadEnv({ ...deployment, PUBLIC_URL: value }).PUBLIC_URL).toBe('https://hall.example.org');
  });

  it('starts with a CLERK_TOKEN left set, saying the clerk API is retired (issue 32)', () => {
    expect(loadEnv({ ...deployment, CLERK_TOKEN: 'a-clerk-token-of-our-own' }).warnings).toEqual([expect.stringMatching(/^CLERK_TOKEN is set but no longer used/)]);
    expect(loadEnv({}).warnings).toEqual([]);
  });

  it('allows emulation in deployment mode only when asked to, with a warning', () => {
    expect(refusal({ ...deployment, EMULATION: 'true' })).toContain('EMULATION:');
    expect(loadEnv({ ...deployment, EMULATION: 'true', ALLOW_EMULATION_IN_DEPLOYMENT: 'true' }).warnings[0]).toMatch(/EMULATION is on in deployment mode/);
  });
});
