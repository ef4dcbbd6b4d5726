import type { Logger } from 'pino';

/**
 * The last line behind every request: an error no handler caught (a stream's 'error' with no
 * listener, a promise nobody awaited) is logged at error level and the process keeps serving.
 * Node's default, exiting, would let one hostile request take a whole process, and with it every
 * other citizen's request in flight (docs/decisions/0057). Known paths handle their own errors;
 * a line from here is a bug to fix, never a normal answer.
 */
export function guardProcess(logger: Logger): void {
  process.on('uncaughtException', (error, origin) => logger.error({ err: error, origin }, 'an error escaped every handler; still serving'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'a rejected promise had no handler; still serving'));
}
