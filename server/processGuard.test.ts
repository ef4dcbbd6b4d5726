import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A process of its own that installs the guard, then lets a stream fail and a promise reject with nobody listening. */
const STRAY = `
import { Readable } from 'node:stream';
import { createLogger } from ${JSON.stringify(path.resolve('server/logging/logger.ts'))};
import { guardProcess } from ${JSON.stringify(path.resolve('server/processGuard.ts'))};
guardProcess(createLogger('info'));
new Readable({ read() {} }).destroy(new Error('a stray stream error'));
void Promise.reject(new Error('a stray rejection'));
setTimeout(() => console.log('still serving'), 200);
`;

describe('the process guard', () => {
  it('logs an error that escaped every handler (a stream with no error listener, a promise nobody awaits) and keeps the process running', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', STRAY], { encoding: 'utf8', timeout: 30_000 });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(0);
    expect(output).toContain('still serving');
    const logged = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(logged.filter((line) => line.level === 50).map((line) => line.err?.message).sort()).toEqual(['a stray rejection', 'a stray stream error']);
  });
});
