import { benchLighthouse } from './lighthouse';

/** The Lighthouse step alone, on the build already in dist/ (`node scripts/build.mjs` first): LIGHTHOUSE_ONLY=mortgage,upload npx tsx scripts/bench/lighthouseOnly.ts */
const figures = await benchLighthouse(39_500 + Math.floor(Math.random() * 400));
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
