import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit tests beside the code; the API suite twice, once on the embedded PGlite
 * and once on a real PostgreSQL server (each run in a fresh database of its own, dropped after);
 * and browser flows in Debian's Chromium.
 */
const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/apiGlobalSetup.ts'],
    env: { TEST_DATABASE: database },
    // Ceilings for a hang, not figures: on a slower 2-core machine, beside the two other vitest
    // processes, a test that asks a server process for a dozen calls took over 30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share one worker's module cache: the server's module graph is evaluated once per
    // project run instead of once per file (half a minute of the run's CPU). No API file mocks a
    // module, and each server it starts is built from its own settings.
    isolate: false,
    // One file at a time (maxWorkers = cores - 1 = 1 here): two workers, each with a server and
    // database of its own (apiGlobalSetup.ts), were measured slower on 2 cores (decision 0098).
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['engine/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each of the ~250 small files gets a fresh worker: a thread starts for less CPU than a process.
          pool: 'threads',
          setupFiles: ['tests/support/unitSetup.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/browserGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits up to 1 s by default: a page filling a field from a call took longer on a
          // slower machine beside the API halves (registry.test's floor-plan name).
          expect: { poll: { timeout: 15_000 } },
          // Two files at once, each worker's files one after another on a server of its own
          // (tests/support/workerBaseUrl.ts): a flow spends most of its time waiting on Chromium
          // and the server, so a second one fills the wait (decision 0083).
          maxWorkers: 2,
        },
      },
    ],
  },
});
