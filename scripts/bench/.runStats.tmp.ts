import { benchStatistics } from '/work/wt/stats/scripts/bench/statistics';
const figures = await benchStatistics(39_700);
for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
process.exit(0);
