import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../server/config/env';
import { startServer } from '../../server/startServer';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { publishFolder } from '../schemas-publish';
import { tempDataDir } from './serverProcess';

const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const show = (values: number[]) => `${median(values).toFixed(0)} ms (rounds ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

/**
 * Issue 30's figure: publishing the whole configuration on PostgreSQL (target ≤ 5 s), as
 * `npm run schemas:publish` does it — read and check the folder, diff and impact against the
 * current version, store it — with a server running on the same database, and the time until
 * that server serves it (its announcement, docs/decisions/0084). Each round changes one label.
 */
export async function benchPublish(port: number): Promise<Record<string, string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'publish on PostgreSQL': 'skipped: no PostgreSQL reachable' };
  const dataDir = tempDataDir();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-publish-'));
  const dir = path.join(work, 'schemas');
  fs.cpSync('schemas', dir, { recursive: true });
  const server = await startServer(loadEnv({ NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'silent', DATABASE_URL: database.url, DATA_DIR: dataDir }));
  const env = loadEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  const rounds = { published: [] as number[], served: [] as number[] };
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const file = path.join(dir, 'dictionaries/DYFS.json');
      const dictionary = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Array<{ text: string }> };
      const label = `一般抵押（第 ${round} 轮）`;
      dictionary.items[0]!.text = label;
      fs.writeFileSync(file, JSON.stringify(dictionary, null, 2));
      const started = performance.now();
      const result = await publishFolder({ dir, note: `bench round ${round}`, dryRun: false, env });
      if (!result.ok) throw new Error('the bench configuration failed the check');
      rounds.published.push(performance.now() - started);
      for (;;) {
        const answer = (await (await fetch(`${server.url}/api/schemas/dictionaries/DYFS.json`)).json()) as { data: { items: Array<{ text: string }> } };
        if (answer.data.items[0]?.text === label) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      rounds.served.push(performance.now() - started);
    }
  } finally {
    await server.close();
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    'publish, whole configuration on PostgreSQL (target ≤ 5 s)': show(rounds.published),
    'publish until a running server serves it': show(rounds.served),
  };
}
