import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import type { Env } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seedDemoData';
import type { AppDeps } from './deps';
import { createDatabaseFileStore } from './files/databaseFileStore';
import { createDiskFileStore } from './files/diskFileStore';
import { createFileMetaRepository } from './files/fileMetaRepository';
import { idempotent } from './http/idempotency';
import { createIdempotencyRepository } from './http/idempotencyRepository';
import { createLogger } from './logging/logger';
import { authorizeUrlFor } from './messaging-app/authorizeUrl';
import { createEmulatedMessagingApp } from './messaging-app/emulatedMessagingApp';
import { createEmulatorRepository } from './messaging-app/emulatorRepository';
import { requireSession } from './sessions/sessionMiddleware';
import { createSessionRepository } from './sessions/sessionRepository';
import { createSessionService } from './sessions/sessionService';
import { startRegistryWorkerFor } from './registry/queue/worker';
import { createUserDirectory } from './users/userDirectory';
import { createUserRepository } from './users/userRepository';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Opens the database, migrates, seeds once, and listens. Used by main.ts and by the tests. */
export async function startServer(env: Env, distDir = path.resolve('dist')): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await migrateToLatest(db);
  await seedDemoData(db, env);

  const metas = createFileMetaRepository(db);
  const files = env.fileStore === 'database' ? createDatabaseFileStore(db, metas) : createDiskFileStore(env.filesDir, metas);
  const sessions = createSessionService(createSessionRepository(db), {
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.SESSION_MAX_HOURS * 3_600_000,
    cacheMs: 3_000,
  });
  const idempotencyRepository = createIdempotencyRepository(db);
  const authorizeUrl = authorizeUrlFor(env);
  const messagingApp = createEmulatedMessagingApp(createEmulatorRepository(db), files, env.WX_APPID, env.WX_SECRET);
  const deps: AppDeps = {
    env,
    db,
    logger,
    files,
    sessions,
    messagingApp,
    users: createUserDirectory(createUserRepository(db)),
    authorizeUrl,
    guards: { requireSession: requireSession(authorizeUrl), idempotent: idempotent(idempotencyRepository) },
  };

  const registryWorker = startRegistryWorkerFor(deps);
  const app = createApp(deps, distDir);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
  });
  const sweep = setInterval(() => {
    Promise.all([sessions.sweep(), idempotencyRepository.removeOlderThan(new Date(Date.now() - 86_400_000))]).catch((error: unknown) =>
      logger.warn({ err: error }, 'sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();

  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${env.HOST}:${port}`,
    deps,
    async close() {
      clearInterval(sweep);
      await registryWorker.stop();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
