import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import path from 'node:path';
import { createApp } from './app';
import type { Env } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seedDemoData';
import type { AppDeps } from './deps';
import { createFileStore } from './files/createFileStore';
import { createFileMetaRepository } from './files/fileMetaRepository';
import { idempotent } from './http/idempotency';
import { createIdempotencyRepository } from './http/idempotencyRepository';
import { createLogger } from './logging/logger';
import { authorizeUrlFor } from './messaging-app/authorizeUrl';
import { createEmulatedFaceVerification } from './messaging-app/emulatedFaceVerification';
import { createEmulatorRepository } from './messaging-app/emulatorRepository';
import { createPlatformClient } from './messaging-app/platformClient';
import { createPlatformMessagingApp } from './messaging-app/platformMessagingApp';
import { createPlatformTokenRepository } from './messaging-app/platformTokenRepository';
import { lockDataFolder } from './db/lockDataFolder';
import { ensureWritableFolder } from './db/checkDataFolder';
import { openFailure } from './db/openFailure';
import { refuseDemoData } from './db/seed/refuseDemoData';
import { withUploadQuota } from './files/withUploadQuota';
import { sweepStaleFiles } from './files/sweepStaleFiles';
import { createResumableParts } from './files/tus/resumableParts';
import { createResumableUploadRepository } from './files/tus/resumableUploadRepository';
import { sweepResumableUploads } from './files/tus/sweepResumableUploads';
import { requireSession } from './sessions/sessionMiddleware';
import { createSessionRepository } from './sessions/sessionRepository';
import { createSessionService } from './sessions/sessionService';
import { announceSessionEnd, listenForSessionEnds } from './sessions/sessionEnds';
import { startRegistryWorkerFor } from './queries/worker';
import { createOutbox } from './outbox/outbox';
import { createChannels } from './outbox/channels';
import { startDeliveryWorker } from './outbox/deliveryWorker';
import { createEmulatedSmsGateway } from './sms/smsGateway';
import { startReminderPass, type ReminderPass } from './features/appointments/reminders';
import { createPreAcceptanceChecks } from './checks/preAcceptanceChecks';
import { createEmulatedRegistry } from './registry/emulatedRegistry';
import { createEmulatedFilingRegistry } from './hallFilingRegistry';
import { seedRegions } from './registry/filing/regions/seedRegions';
import { sweepOrphanMaterialFiles } from './features/materials/sweepOrphanFiles';
import { createSchemaVersions } from './schemas/schemaVersions';
import { createSchemaVersionRepository } from './schemas/versionRepository';
import { createValidatorModules } from './validators/validatorModules';
import { serveTextsFrom } from './serveTexts';
import { createUserDirectory } from './users/userDirectory';
import { createUserRepository } from './users/userRepository';
import { createSchemaService } from './schemas/service';
import { createSchemaStore } from './schemas/schemaStore';
import { readConfigurationFolder } from './schemas/configurationFolder';
import { createPublisher } from './schemas/publisher';
import { followPublications } from './schemas/followPublications';
import { publishFolderOnChange } from './schemas/watchFolder';
import { writePublishEndpoint } from './schemas/publishEndpoint';
import { workflowConfig } from './schemas/workflowConfig';
import { staffSessionRepository } from './backoffice/shared/staffSessionRepository';
import { createNotificationJobs } from './backoffice/notifications/service';
import { startNotificationPasses } from './backoffice/notifications/passes';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  /** The day-before reminders (tests run a pass at a moved clock). */
  reminders: ReminderPass;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Where this process reaches itself (the emulated platform's API in demo mode). */
function selfUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (host === '::' || host === '::1') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Opens the database (PGlite: the data folder locked for this process, checked before use),
 * migrates, and listens. Failures an operator can fix are StartupErrors of one line.
 */
async function openDatabase(env: Env, logger: Logger) {
  if (env.DATABASE_URL) {
    const onConnectionLost = (error: Error) => logger.warn({ err: error }, 'database connection lost; the next query opens a new one');
    const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, onConnectionLost });
    await migrateToLatest(db).catch(async (error: unknown) => {
      await db.destroy().catch(() => undefined);
      throw openFailure(error, `at ${new URL(env.DATABASE_URL!).host}`);
    });
    return { db, release: () => undefined };
  }
  ensureWritableFolder(env.dataDir, 'DATA_DIR');
  const release = lockDataFolder(env.dataDir);
  try {
    const db = createDatabase({ databaseUrl: undefined, dataDir: env.dataDir });
    await migrateToLatest(db).catch((error: unknown) => {
      throw openFailure(error, `in ${path.join(env.dataDir, 'pglite')}`);
    });
    return { db, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** The server could not listen where it was told to: one line that names the address. */
export class ListenError extends Error {
  constructor(host: string, port: number, code: 'EADDRINUSE' | 'EACCES') {
    super(code === 'EADDRINUSE' ? `Port ${port} on ${host} is already in use: stop what uses it or set PORT to another port.` : `Not allowed to listen on port ${port} on ${host}: set PORT to another port.`);
  }
}

/** Opens the database, migrates, seeds once (demo mode), and listens. Used by main.ts and by the tests. */
export async function startServer(env: Env, distDir = path.resolve('dist')): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const { db, release } = await openDatabase(env, logger);
  if (env.HALL_MODE === 'demo') await seedDemoData(db, env);
  else await refuseDemoData(db).catch(async (error: unknown) => {
    await db.destroy();
    release();
    throw error;
  });
  // The registry's region list is reference data, not demo data: every mode has it.
  await seedRegions(db);

  const metas = createFileMetaRepository(db);
  if (env.fileStore === 'disk') ensureWritableFolder(env.filesDir, 'FILES_DIR');
  const store = createFileStore(env, db, metas);
  const files = withUploadQuota(store, env.UPLOAD_QUOTA_MB * 1024 * 1024);
  // Sessions are cached for a minute while every ended one is announced to this process (on
  // PGlite there is no other process), for 3 s while announcements may be missed (decision 0032).
  // The cache time is read per request, once the listener below exists.
  const sessions = createSessionService(
    createSessionRepository(db),
    {
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.SESSION_MAX_HOURS * 3_600_000,
      cacheMs: () => (!sessionEnds || sessionEnds.listening ? 60_000 : 3_000),
    },
    undefined,
    env.DATABASE_URL ? (tokenHash) => announceSessionEnd(db, tokenHash) : undefined,
  );
  const sessionEnds = env.DATABASE_URL ? await listenForSessionEnds(env.DATABASE_URL, sessions.forgetEnded, sessions.forgetAll) : undefined;
  const idempotencyRepository = createIdempotencyRepository(db);
  const authorizeUrl = authorizeUrlFor(env);
  let listeningUrl = '';
  const platform = createPlatformClient({ apiBase: () => env.wxApiBase ?? `${listeningUrl}/wechat/emulator`, appid: env.WX_APPID, secret: env.WX_SECRET });
  // The outbox wakes this process's delivery worker, which is started once the deps exist.
  const delivery: { worker?: ReturnType<typeof startDeliveryWorker> } = {};
  const outbox = createOutbox(db, () => delivery.worker?.kick());
  const messagingApp = createPlatformMessagingApp(platform, createPlatformTokenRepository(db), env.WX_APPID, createEmulatedFaceVerification(createEmulatorRepository(db)));
  // The current published version is served (docs/decisions/0084); a first start publishes SCHEMAS_DIR
  // once, and refuses to start when it fails the check. Publishing is a step, never a start's side effect.
  const schemaStore = createSchemaStore();
  const versionRepository = createSchemaVersionRepository(db, { announce: Boolean(env.DATABASE_URL) });
  const schemaVersions = createSchemaVersions(versionRepository, schemaStore);
  try {
    if (await versionRepository.needsFirst()) {
      await versionRepository.publishFirst({ ...readConfigurationFolder(env.schemasDir).passing(), note: `first start: ${env.schemasDir}`, publishedBy: 'system' });
    }
    await schemaVersions.refresh();
  } catch (error) {
    await sessionEnds?.close();
    await db.destroy();
    release();
    throw error;
  }
  // Not at start (tests start dozens of servers): a form's validator is compiled at its first request.
  const validators = createValidatorModules(() => schemaVersions.current());
  const publisher = createPublisher(versionRepository, schemaVersions, (version) => void validators.compileValidatorsFor(version).catch((error: unknown) => logger.warn({ err: error }, 'validators of the published version not compiled')));
  const publications = await followPublications(schemaVersions, env.DATABASE_URL, logger);
  const folderWatch = env.NODE_ENV === 'development' ? publishFolderOnChange(env.schemasDir, publisher, logger) : undefined;
  const schemas = createSchemaService(schemaStore);
  serveTextsFrom(schemas);
  const registry = createEmulatedRegistry(
    { db, files, workflow: () => workflowConfig(schemas) },
    { region: { xzqBm: env.REGISTRY_REGION_CODE, xzqMc: env.REGISTRY_REGION_NAME }, licencePrefix: env.LICENCE_NUMBER_PREFIX },
  );
  const deps: AppDeps = {
    env,
    db,
    logger,
    files,
    resumable: { uploads: createResumableUploadRepository(db), parts: createResumableParts(env) },
    sessions,
    messagingApp,
    registry,
    registryChecks: createPreAcceptanceChecks(registry, () => schemas.snapshot().registry.checks),
    filingRegistry: createEmulatedFilingRegistry(db, outbox, schemas),
    schemaVersions,
    validators,
    publisher,
    users: createUserDirectory(createUserRepository(db)),
    schemas,
    authorizeUrl,
    outbox,
    guards: { requireSession: requireSession(authorizeUrl), idempotent: idempotent(idempotencyRepository) },
    lifecycle: { stopping: false },
  };

  const app = createApp(deps, distDir);
  const registryWorker = startRegistryWorkerFor(deps);
  const reminders = startReminderPass({ db, outbox, logger, hour: env.REMINDER_HOUR });
  // The staff's daily digest and the system admin's outbox watch (docs/decisions/0091).
  const notificationSettings = { digestHour: env.STAFF_DIGEST_HOUR, backlogCount: env.OUTBOX_BACKLOG_COUNT, backlogMinutes: env.OUTBOX_BACKLOG_MINUTES };
  const notificationPasses = startNotificationPasses(createNotificationJobs(db, () => workflowConfig(schemas), notificationSettings), logger);
  const outboxWorker = startDeliveryWorker({
    db,
    logger,
    channels: createChannels({ sms: createEmulatedSmsGateway(db, logger, env.NODE_ENV === 'development'), messagingApp, users: deps.users }),
    stillDue: { 'booking.reminder': (job) => reminders.isLive(job.subject_id ?? '') },
  });
  delivery.worker = outboxWorker;
  const stopBackground = async () => {
    reminders.stop();
    notificationPasses.stop();
    folderWatch?.stop();
    await publications.close();
    await Promise.all([registryWorker.stop(), outboxWorker.stop()]);
  };
  const server: Server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error?: Error) => (error ? reject(error) : resolve(listening)));
  }).catch(async (error: NodeJS.ErrnoException) => {
    await stopBackground();
    await db.destroy();
    release();
    throw error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new ListenError(env.HOST, env.PORT, error.code) : error;
  });
  // Node closes an idle kept-alive connection after 5 s by its clock, checked only when the event
  // loop is free: after a long document (a busy machine, a cold start) it could close one a client
  // had just sent a request on, which the client sees as a reset. Give idle connections longer.
  server.keepAliveTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  listeningUrl = selfUrl(env.HOST, port);
  // On PGlite this process holds the data folder: the publish script asks it (docs/decisions/0084).
  const removeEndpoint = env.DATABASE_URL ? undefined : writePublishEndpoint(env.dataDir, listeningUrl);
  const startedAt = new Date();
  const sweepOnce = (incompleteBefore?: Date) =>
    Promise.all([
      sessions.sweep(),
      idempotencyRepository.removeOlderThan(new Date(Date.now() - 86_400_000)),
      sweepStaleFiles(db, files, incompleteBefore),
      sweepOrphanMaterialFiles(db, files),
      sweepResumableUploads(deps.resumable.uploads, deps.resumable.parts),
      staffSessionRepository.removeIdle(db, new Date(Date.now() - env.STAFF_IDLE_MINUTES * 60_000)),
    ]).catch((error: unknown) => logger.warn({ err: error }, 'sweep failed'),
    );
  // Once at start too. On PGlite this process is the folder's only one (lockDataFolder), so every
  // file still incomplete was left by a process that died; with shared storage, only old ones.
  void sweepOnce(env.DATABASE_URL ? undefined : startedAt);
  const sweep = setInterval(() => void sweepOnce(), SWEEP_EVERY_MS);
  sweep.unref();

  return {
    url: `http://${env.HOST}:${port}`,
    deps,
    reminders,
    /**
     * Graceful (decision 0099): /readyz turns 503 at once so a load balancer sends no more; the
     * background work ends what it holds (the outbox delivers the batch it claimed, still able to
     * reach this server's own emulator in demo mode); then the listener closes, letting requests
     * in flight finish; then the database.
     */
    async close() {
      deps.lifecycle.stopping = true;
      clearInterval(sweep);
      await stopBackground();
      await sessionEnds?.close();
      removeEndpoint?.();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      release();
    },
  };
}
