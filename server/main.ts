import { EnvError, loadEnv } from './config/env';
import { startServer } from './startServer';

/** npm start / npm run serve: validate the environment, start, and stop cleanly on a signal. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(env);
  running.deps.logger.info({ url: running.url, database: env.DATABASE_URL ? 'postgresql' : 'pglite' }, 'service hall listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.deps.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
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
