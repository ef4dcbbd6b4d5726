import { execSync } from 'node:child_process';

/**
 * npm test: every check, cheapest first, stopping at the first failure. The browser tests need
 * the built app, so the build comes before vitest.
 */
const steps = [
  ['schema check', 'npx tsx scripts/schemas-check.ts'],
  ['lint', 'npx eslint . --max-warnings=0'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['build', 'node scripts/build.mjs'],
  ['unit, API (PGlite and PostgreSQL) and browser tests', 'npx vitest run'],
];
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
