import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcessRun {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the URL once it logs that it listens; rejects if it exits first. */
  listening(): Promise<string>;
  /** Resolves with the exit code. */
  exited(): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * How a child server starts: under npm test, `npm start`'s own bundle, which npm test has just
 * built (scripts/test.mjs sets TEST_SERVER_BUNDLE): a bundled start costs a third of the CPU of
 * compiling the sources under tsx, and the suite starts dozens. Else server/main.ts under tsx, so
 * a single test file needs no build.
 */
const bundle = process.env.TEST_SERVER_BUNDLE;
const entry = bundle ? [path.resolve(bundle)] : ['--import', 'tsx', path.resolve('server/main.ts')];

/**
 * The server as `npm start` runs it, in a process of its own, with only the environment given
 * (plus PATH and HOME): for what must be seen from outside — a refusal to start, two processes on
 * one folder, a kill -9.
 */
export function startServerProcess(env: Record<string, string>): ServerProcessRun {
  const child = spawn(process.execPath, entry, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    listening: () =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const match = /"url":"(http:\/\/[^"]+)"/.exec(text);
          if (match) return resolve(match[1]!);
          if (child.exitCode !== null) return reject(new Error(`exited ${child.exitCode}: ${text}`));
          setTimeout(look, 50);
        };
        look();
      }),
    exited: () => exit,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exit;
      }
    },
  };
}
