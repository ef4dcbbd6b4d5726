import { spawn } from 'node:child_process';
import path from 'node:path';

export interface OutboxLoadRun {
  /** Resolves with the first printed line that `matches`; rejects if the process ends first. */
  line(matches: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  kill9(): Promise<void>;
  exited: Promise<number | null>;
}

/** scripts/outboxLoad.ts in a process of its own (a worker process that can be killed with -9). */
export function startOutboxLoad(env: Record<string, string>): OutboxLoadRun {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/outboxLoad.ts')], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let errors = '';
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exited,
    line: (matches) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = lines.find(matches);
          if (found) return resolve(found);
          if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`outbox load ended: ${errors}`));
          setTimeout(look, 20);
        };
        look();
      }),
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
