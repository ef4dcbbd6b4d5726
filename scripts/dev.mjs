import { spawn } from 'node:child_process';

/**
 * npm run dev: the server under tsx watch (restarts on server or schema edits) and Vite with
 * hot reload, which forwards API paths to the server (vite.config.ts).
 */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env },
  }),
  // Edited form schemas get fresh precompiled validators without a restart.
  spawn('npx', ['tsx', 'scripts/build-validators.ts', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
