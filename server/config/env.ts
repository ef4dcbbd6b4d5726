import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  FILE_STORE: z.enum(['disk', 'database']).optional(),
  FILES_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24 * 7),
  WX_APPID: z.string().regex(/^[A-Za-z0-9_]{4,32}$/, 'must be 4 to 32 letters, digits or _').default('wxdemo0000hall'),
  WX_SECRET: z.string().min(16, 'must be at least 16 characters').default('emulated-messaging-app-secret-0001'),
  EMULATION: booleanFlag.default(true),
  WX_CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  PUBLIC_URL: z.url('must be an absolute URL such as https://hall.example.org').optional(),
  TRUST_PROXY: booleanFlag.default(false),
  // Account, feedback and information (issue 4): phone codes, the clerk API, face-check configuration.
  PHONE_CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  CLERK_TOKEN: z.string().min(16, 'must be at least 16 characters').default('dev-clerk-token-0000000000000001'),
  FACE_HOME_CDZM: booleanFlag.default(true),
  FACE_CDZM_DETAIL: booleanFlag.default(false),
  FACE_DETECT_REGIONS: z
    .string()
    .regex(/^(\d{6}(,\d{6})*)?$/, 'must be a comma-separated list of six-digit region codes')
    .default('140200'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  filesDir: string;
  fileStore: 'disk' | 'database';
};

/** Thrown with one line per bad variable, so a misconfigured deployment says exactly what to fix. */
export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    // Several server processes share one PostgreSQL server, so by default they share files through it too.
    fileStore: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'disk'),
  };
}
