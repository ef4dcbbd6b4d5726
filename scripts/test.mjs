import { spawn } from 'node:child_process';

/**
 * npm test: every check. The four checks before vitest read the tree and write nothing another
 * reads (the build writes dist/, which only the browser tests need), so they run at once, each
 * one's output printed whole when it ends; vitest starts when all four passed (the browser tests
 * need the built app). The wall time of each step is printed at the end.
 */
const checks = [
  ['schema check', 'npx tsx scripts/schemas-check.ts'],
  ['lint', 'npx eslint . --max-warnings=0'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['build', 'node scripts/build.mjs'],
];
const tests = ['unit, API (PGlite and PostgreSQL) and browser tests', 'npx vitest run'];

const times = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step; `quiet` keeps its output until it ends so parallel steps do not interleave. */
function run([name, command], quiet) {
  const started = Date.now();
  console.log(`▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      times.push([name, seconds(started)]);
      console.log(code === 0 ? `✔ ${name} (${seconds(started)} s)` : `✖ ${name} failed`);
      resolve(code === 0);
    });
  });
}

function printTimes(started) {
  console.log('\nWall time of each step:');
  for (const [name, time] of times) console.log(`  ${time.padStart(7)} s  ${name}`);
  console.log(`  ${seconds(started).padStart(7)} s  npm test in all`);
}

const started = Date.now();
const passed = (await Promise.all(checks.map((step) => run(step, true)))).every(Boolean);
const ok = passed && (await run(tests, false));
printTimes(started);
process.exit(ok ? 0 : 1);
