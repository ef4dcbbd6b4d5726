import { execSync } from 'node:child_process';
import { benchHomeJs } from './homeJs';
import { benchStartup } from './startup';
import { benchThroughput } from './throughput';
import { benchRegistry } from './registry';
import { benchFormTyping } from './formTyping';
import { benchFilingPageJs } from './filingPageJs';
import { benchAppointmentsPglite, benchAppointmentsPostgres } from './appointments';
import { benchHardening } from './hardening';
import { benchDetailPageJs } from './detailPageJs';
import { benchMaterialImages } from './materialImages';
import { benchFilingCore } from './filingCore';
import { benchCheckApplication } from './checkApplication';
import { benchLighthouse } from './lighthouse';
import { benchOutbox } from './outbox';
import { benchReviewQueue } from './reviewQueue';
import { benchCaseFile } from './caseFile';
import { benchSearch } from './search';
import { benchPublish } from './publish';
import { benchStaffQueue } from './staffQueue';
import { benchStatistics } from './statistics';
import { benchObjectStore } from './objectStoreLoad';

/**
 * npm run bench: builds once, then prints every figure the issues ask for. Figures are printed,
 * never asserted: a slow machine should not turn the test suite red. Each section prints its
 * figures as soon as it has them (a later failure loses nothing); `npm run bench -- filing core
 * lighthouse` runs only the sections whose names start with one of the words given.
 */
const PORT = 39_000 + Math.floor(Math.random() * 500);

execSync('node scripts/build.mjs', { stdio: 'inherit' });
const figures: Record<string, number | string> = {};
const sections: [string, () => Promise<Record<string, number | string>>][] = [
  ['startup', () => benchStartup(PORT)],
  ['home JS', () => benchHomeJs(PORT + 10)],
  ['throughput', () => benchThroughput(PORT + 20)],
  ['registry', () => benchRegistry(PORT + 40)],
  ['form typing', () => benchFormTyping()],
  ['appointments on PostgreSQL', () => benchAppointmentsPostgres(PORT + 60)],
  ['appointments on PGlite', () => benchAppointmentsPglite()],
  ['hardening', () => benchHardening(PORT + 120)],
  ['filing page JS', () => benchFilingPageJs(PORT + 90)],
  ['detail page JS', () => benchDetailPageJs(PORT + 80)],
  ['material images', () => benchMaterialImages()],
  ['filing core', () => benchFilingCore(PORT + 140)],
  ['check call', () => benchCheckApplication()],
  ['outbox', () => benchOutbox()],
  ['review queue', () => benchReviewQueue()],
  ['case file', () => benchCaseFile(PORT + 180)],
  ['search', () => benchSearch(PORT + 220)],
  ['publish', () => benchPublish(PORT + 200)],
  ['staff queue', () => benchStaffQueue(PORT + 220)],
  ['statistics', () => benchStatistics(PORT + 240)],
  ['object store', () => benchObjectStore(PORT + 260)],
  ['lighthouse', () => benchLighthouse(PORT + 160)],
];
const wanted = process.argv.slice(2);
for (const [name, run] of sections) {
  if (wanted.length > 0 && !wanted.some((word) => name.startsWith(word))) continue;
  console.log(`… ${name}`);
  const found = await run();
  for (const [figure, value] of Object.entries(found)) console.log(`    ${figure}: ${value}`);
  Object.assign(figures, found);
}
console.log('\nFigures');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
