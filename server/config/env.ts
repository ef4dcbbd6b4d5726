import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SCHEMAS_DIR } from '../../engine/schemas/node/readSchemaFiles';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The development values a demo start uses; deployment mode refuses to start with them. */
export const DEMO_WX_SECRET = 'emulated-messaging-app-secret-0001';

/**
 * A shared secret (the messaging app's): refused, not trimmed, with whitespace
 * around it (a pasted line's trailing space would be part of it, and trimming would hide which of
 * two copies is right), shorter than 16 characters or made of a few characters repeated
 * (docs/decisions/0036).
 */
const SECRET_MIN_LENGTH = 16;
const SECRET_MIN_DISTINCT = 8;
const secret = z.string().superRefine((value, ctx) => {
  const problem =
    value !== value.trim()
      ? 'must not begin or end with whitespace'
      : value.length < SECRET_MIN_LENGTH
        ? `must be at least ${SECRET_MIN_LENGTH} characters`
        : new Set(value).size < SECRET_MIN_DISTINCT
          ? `must mix at least ${SECRET_MIN_DISTINCT} different characters, not repeat a few`
          : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * The hall's public origin: http or https only (a javascript: or data: "origin" would end up in
 * sign-in redirects and QR codes), and an origin, not a page: sign-in comes back to its /waiting.
 */
const publicOrigin = z
  .url('must be an absolute http(s) origin such as https://hall.example.org')
  .transform((value) => new URL(value))
  .refine((url) => url.protocol === 'https:' || url.protocol === 'http:', { message: 'must be an absolute http(s) origin such as https://hall.example.org', abort: true })
  .refine((url) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password, 'must be an origin only (scheme, host and port), no path, query or user')
  .transform((url) => url.origin);

const baseUrl = z
  .url('must be an absolute http(s) URL')
  .regex(/^https?:\/\//, 'must be an absolute http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  // demo: emulated messaging app, demo users, loopback only. deployment: a real service (docs/decisions/0014).
  HALL_MODE: z.enum(['demo', 'deployment']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  FILE_STORE: z.enum(['disk', 'database', 's3']).optional(),
  FILES_DIR: z.string().min(1).optional(),
  // The object store of FILE_STORE=s3 (decision 0099): any S3-compatible service. No endpoint: AWS's own.
  S3_ENDPOINT: baseUrl.optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 or cn-north-1').default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Path-style addresses (endpoint/bucket/key): what MinIO and most self-hosted stores expect.
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // The configuration the hall serves (forms, businesses, routing, messages); default: the repository's schemas/.
  SCHEMAS_DIR: z.string().min(1).optional(),
  // How long a stopping process lets requests in flight finish (decision 0099).
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int('must be whole seconds from 1 to 600').min(1, 'must be whole seconds from 1 to 600').max(600, 'must be whole seconds from 1 to 600').default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24 * 7),
  // Staff sessions end after this long without a call (docs/decisions/0048).
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(8 * 60).default(30),
  WX_APPID: z.string().regex(/^[A-Za-z0-9_]{4,32}$/, 'must be 4 to 32 letters, digits or _').default('wxdemo0000hall'),
  WX_SECRET: secret.default(DEMO_WX_SECRET),
  // Default: on in demo mode, off in deployment mode (resolved in loadEnv).
  EMULATION: booleanFlag.optional(),
  ALLOW_EMULATION_IN_DEPLOYMENT: booleanFlag.default(false),
  // The messaging app's server API (code exchange, tokens, tickets, media) and its OAuth consent page.
  // In emulation both default to this server's own emulator (/wechat/emulator); see docs/decisions/0015.
  WX_API_BASE: baseUrl.optional(),
  WX_AUTHORIZE_URL: baseUrl.optional(),
  WX_CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  PUBLIC_URL: publicOrigin.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  // Account, feedback and information (issue 4): phone codes, face-check configuration.
  PHONE_CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // Limits that hold whatever the number of accounts (issue 11).
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SMS_DAILY_CAP: z.coerce.number().int().min(1).default(2000),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  FACE_HOME_CDZM: booleanFlag.default(true),
  FACE_CDZM_DETAIL: booleanFlag.default(false),
  FACE_DETECT_REGIONS: z
    .string()
    .regex(/^(\d{6}(,\d{6})*)?$/, 'must be a comma-separated list of six-digit region codes')
    .default('140200'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  // Requests without a session, per address (sign-ins counted apart): smaller, and apart from the signed-in (decision 0059).
  API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // The hour (China time, 0-23) from which tomorrow's bookings are reminded (issue 21, decision 0049).
  REMINDER_HOUR: z.coerce.number().int('must be a whole hour from 0 to 23').min(0, 'must be a whole hour from 0 to 23').max(23, 'must be a whole hour from 0 to 23').default(18),
  // The staff's notices (issue 31, decision 0091): the hour (China time) of the daily digest of what falls due tomorrow, and
  // when the system admin is told the outbox backs up: this many deliveries still waiting after this many minutes.
  STAFF_DIGEST_HOUR: z.coerce.number().int('must be a whole hour from 0 to 23').min(0, 'must be a whole hour from 0 to 23').max(23, 'must be a whole hour from 0 to 23').default(8),
  OUTBOX_BACKLOG_COUNT: z.coerce.number().int('must be a whole number from 1').min(1, 'must be a whole number from 1').default(100),
  OUTBOX_BACKLOG_MINUTES: z.coerce.number().int('must be whole minutes from 1 to 1440').min(1, 'must be whole minutes from 1 to 1440').max(1440, 'must be whole minutes from 1 to 1440').default(15),
  // The registry behind the hall (docs/decisions/0018): its region and how its licences are numbered.
  REGISTRY_REGION_CODE: z.string().regex(/^\d{6}$/, 'must be a six-digit region code').default('130400'),
  REGISTRY_REGION_NAME: z.string().min(2).max(20).default('邯郸市'),
  LICENCE_NUMBER_PREFIX: z.string().regex(/^\d{1,12}$/, 'must be 1 to 12 digits').default('13040000'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'EMULATION'> & {
  EMULATION: boolean;
  dataDir: string;
  filesDir: string;
  fileStore: 'disk' | 'database' | 's3';
  /** The object store's settings when fileStore is s3. */
  s3: S3Settings | undefined;
  /** Deployment mode with emulation explicitly allowed: said on every start. */
  warnings: string[];
  /** The messaging app's API; undefined: this server's own emulator (known once it listens). */
  wxApiBase: string | undefined;
  /** The messaging app's OAuth consent page (relative: the emulator's). */
  wxAuthorizeUrl: string;
  /** The configuration folder, absolute: SCHEMAS_DIR or the repository's schemas/. */
  schemasDir: string;
};

const REAL_API_BASE = 'https://api.weixin.qq.com';
const REAL_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
export const EMULATED_AUTHORIZE_PATH = '/wechat/emulator/authorize';

/** A connection string names its user, or PGUSER does (pg would otherwise fall back to $USER, or fail deep inside with none). */
function namesAUser(value: string, source: NodeJS.ProcessEnv): boolean {
  try {
    return new URL(value).username !== '' || Boolean(source.PGUSER);
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** The deployment-mode refusals and the demo-mode loopback rule, one line per variable (docs/decisions/0014). */
function modeProblems(env: z.infer<typeof envSchema>, emulation: boolean): string[] {
  if (env.HALL_MODE === 'demo') {
    return LOOPBACK_HOSTS.has(env.HOST) ? [] : [`HOST: demo mode listens on loopback only (127.0.0.1, ::1, localhost); set HALL_MODE=deployment to serve ${env.HOST}`];
  }
  const problems: string[] = [];
  if (env.WX_SECRET === DEMO_WX_SECRET) problems.push("WX_SECRET: is the demo value; set the messaging app's secret");
  if (emulation && !env.ALLOW_EMULATION_IN_DEPLOYMENT) {
    problems.push('EMULATION: is on; anyone could sign in as anyone (set EMULATION=false, or ALLOW_EMULATION_IN_DEPLOYMENT=true for a closed test)');
  }
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: is required in deployment mode (the origin sign-in comes back to)');
  return problems;
}

/** Thrown with one line per bad variable, so a misconfigured deployment says exactly what to fix. */
export class EnvError extends Error {}

/** Where the object store is and how to sign in to it (FILE_STORE=s3). */
export interface S3Settings {
  /** Undefined: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** FILE_STORE=s3 needs its bucket and credentials; any other store ignores the S3_* variables. */
function s3SettingsOf(env: z.infer<typeof envSchema>): S3Settings | undefined {
  if (env.FILE_STORE !== 's3') return undefined;
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new EnvError(`Invalid environment:\n${missing.map((name) => `  ${name}: is required with FILE_STORE=s3`).join('\n')}`);
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const emulation = env.EMULATION ?? env.HALL_MODE === 'demo';
  if (env.DATABASE_URL && !namesAUser(env.DATABASE_URL, source)) {
    throw new EnvError('Invalid environment:\n  DATABASE_URL: must name the database user, e.g. postgres://hall@db.example.org:5432/hall');
  }
  const schemasDir = path.resolve(env.SCHEMAS_DIR ?? DEFAULT_SCHEMAS_DIR);
  // A mistyped folder would start a hall with no businesses at all: refuse it by name instead.
  if (!fs.existsSync(path.join(schemasDir, 'forms'))) {
    throw new EnvError(`Invalid environment:\n  SCHEMAS_DIR: ${schemasDir} is not a configuration folder (it has no forms/ folder)`);
  }
  const s3 = s3SettingsOf(env);
  const problems = modeProblems(env, emulation);
  if (problems.length > 0) throw new EnvError(`Refusing to start in ${env.HALL_MODE} mode:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    EMULATION: emulation,
    wxApiBase: env.WX_API_BASE ?? (emulation ? undefined : REAL_API_BASE),
    wxAuthorizeUrl: env.WX_AUTHORIZE_URL ?? (emulation ? EMULATED_AUTHORIZE_PATH : REAL_AUTHORIZE_URL),
    warnings: [
      ...(env.HALL_MODE === 'deployment' && emulation
        ? ['EMULATION is on in deployment mode (ALLOW_EMULATION_IN_DEPLOYMENT=true): anyone can sign in as anyone; never expose this to the public']
        : []),
      // The clerk API and its token were retired (decision 0101): a deployment still setting it is told, not refused.
      ...(source.CLERK_TOKEN !== undefined ? ['CLERK_TOKEN is set but no longer used: the clerk API was retired; staff work in the staff app under their own accounts (docs/decisions/0101)'] : []),
    ],
    dataDir,
    schemasDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    // Several server processes share one PostgreSQL server, so by default they share files through it too.
    fileStore: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'disk'),
    s3,
  };
}
