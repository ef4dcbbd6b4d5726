import { spawn } from 'node:child_process';

/**
 * npm test: every check. The four checks before vitest read the tree and write nothing another
 * reads (the build writes dist/, which only the browser tests need), so they run at once, each
 * one's output printed whole when it ends; the tests start when all four passed (the browser tests
 * need the built app). The wall time of each step is printed at the end.
 *
 * The tests run as three vitest processes at once (decision 0063): the PGlite half of the API
 * suite, the PostgreSQL half (with the unit tests: PGlite's database runs inside its vitest
 * process, so that half is the heavier), and the browser flows. Inside one vitest on these 2-core
 * machines the API files run one after the other against their process's shared server; the
 * browser flows run in two workers, each with a server of its own (decisions 0083, 0098). So no
 * file ever meets another's requests on the same server or database.
 */
const checks = [
  ['schema check', 'npx tsx scripts/schemas-check.ts'],
  ['lint', 'npx eslint . --max-warnings=0'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['build', 'node scripts/build.mjs'],
];
// The browser flows measure what a page does before it shows (requests, pictures): the API halves
// run at a lower priority (nice) so that Chromium, not they, gets a core first.
// Child server processes in the tests start from the server bundle the build step just wrote
// (tests/support/serverProcess.ts), not from the sources under tsx.
process.env.TEST_SERVER_BUNDLE = 'dist-server/main.js';
const tests = [
  ['API tests on PGlite', 'nice -n 10 npx vitest run --project api-pglite'],
  ['unit and API tests on PostgreSQL', 'nice -n 10 npx vitest run --project unit --project api-postgres'],
  ['browser tests', 'npx vitest run --project browser'],
];

const times = [];
const failures = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step, keeping its output until it ends so steps run at once do not interleave. */
function run([name, command]) {
  const started = Date.now();
  console.log(`▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output);
      if (output.length > 0) process.stdout.write(text);
      times.push([name, seconds(started)]);
      if (code !== 0) failures.push([name, failedLines(text.toString())]);
      console.log(code === 0 ? `✔ ${name} (${seconds(started)} s)` : `✖ ${name} failed`);
      resolve(code === 0);
    });
  });
}

// CI keeps only the tail of the output, and the steps print whole when they end: the names of
// what failed are repeated at the very end, or a failure in an earlier step is out of sight.
// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour
const ANSI = /\x1b\[[0-9;]*m/g;
const FAILED = /^\s*(FAIL\s|×|✗|Error:|AssertionError|⎯+ Unhandled|Serialized Error)/;
// An error's message can run over several lines (an assertion's own message, an expected/received
// pair): those lines are kept with it, up to the blank line that ends it.
const MESSAGE_LINES = 12;
function failedLines(text) {
  const all = text.replace(ANSI, '').split('\n');
  const kept = [];
  all.forEach((line, index) => {
    if (!FAILED.test(line)) return;
    kept.push(line);
    if (!/Error/.test(line)) return;
    for (const next of all.slice(index + 1, index + 1 + MESSAGE_LINES)) {
      if (!next.trim() || FAILED.test(next)) break;
      kept.push(next);
    }
  });
  return [...new Set(kept.map((line) => line.trim()))].slice(0, 60);
}

function printFailures() {
  for (const [name, lines] of failures) {
    console.log(`\n✖ ${name} failed:`);
    for (const line of lines) console.log(`  ${line.slice(0, 300)}`);
  }
}

function printTimes(started) {
  console.log('\nWall time of each step:');
  for (const [name, time] of times) console.log(`  ${time.padStart(7)} s  ${name}`);
  console.log(`  ${seconds(started).padStart(7)} s  npm test in all`);
}

const started = Date.now();
const passed = (await Promise.all(checks.map(run))).every(Boolean);
const ok = passed && (await Promise.all(tests.map(run))).every(Boolean);
printTimes(started);
printFailures();
process.exit(ok ? 0 : 1);
