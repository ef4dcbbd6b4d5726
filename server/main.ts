import { EnvError, loadEnv } from './config/env';
import { StartupError } from './config/startupError';
import { modeLine } from './modeLine';
import { guardProcess } from './processGuard';
import { ListenError, startServer } from './startServer';

/** A start that cannot go on: one readable line, never a stack or a dump of minified source. */
function refuse(error: unknown): never {
  if (error instanceof EnvError || error instanceof StartupError || error instanceof ListenError) console.error(error.message);
  else console.error(`The service hall could not start: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  process.exit(1);
}

/** npm start / npm run serve: validate the environment, start, and stop cleanly on a signal. */
async function main(): Promise<void> {
  let env;
  let running;
  try {
    env = loadEnv();
    running = await startServer(env);
  } catch (error) {
    refuse(error);
  }
  const { logger } = running.deps;
  guardProcess(logger);
  logger.info(modeLine(env, running.url));
  for (const warning of env.warnings) logger.warn(warning);
  logger.info({ url: running.url, database: env.DATABASE_URL ? 'postgresql' : 'pglite' }, 'service hall listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Requests in flight (a 500 MB upload) get this long to finish before the process gives up on them.
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_SECONDS * 1000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
