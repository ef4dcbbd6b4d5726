import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { describeProblems } from './configurationCheck';
import { readConfigurationFolder } from './configurationFolder';
import type { Publisher } from './publisher';

const WATCH_MS = 1_000;

/** Every .json file's name, time and size: changes when any file is edited, added or removed. */
function signature(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const stat = fs.statSync(full);
        parts.push(`${full}:${stat.mtimeMs}:${stat.size}`);
      }
    }
  };
  walk(dir);
  return parts.sort().join('|');
}

/**
 * Development only (NODE_ENV=development, docs/decisions/0084): the folder is published when it
 * changes (and at start, when it differs from the current version), through the same publisher
 * as the console and the script, so a folder that fails the check is logged and never served.
 */
export function publishFolderOnChange(dir: string, publisher: Publisher, logger: Logger): { stop(): void } {
  let seen = '';
  let busy = false;
  const tick = async () => {
    const now = signature(dir);
    if (now === seen || busy) return;
    busy = true;
    try {
      const outcome = await publisher.publish(readConfigurationFolder(dir), { note: `development: ${dir} changed`, publishedBy: 'system' });
      seen = now;
      if (!outcome.ok) logger.warn(`${dir} fails schemas:check, not published:\n${describeProblems(outcome.problems)}`);
      else if (outcome.created) logger.info(`${dir} published as configuration version ${outcome.number}`);
    } catch (error) {
      logger.warn({ err: error }, `could not publish ${dir}`);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), WATCH_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
