/**
 * npm run schemas:publish -- --dir DIR [--note TEXT] [--dry-run] (issue 30, docs/decisions/0084):
 * checks DIR as schemas:check does and, only when it has no error, stores it as the next
 * configuration version in the database the hall uses; every server switches to it within
 * seconds. --dry-run prints the diff against the current version and the stored applications it
 * touches, and stores nothing. The database: DATABASE_URL, or the PGlite data folder (DATA_DIR),
 * through the server that holds it when one runs (its token in the folder), else opened here.
 * Exits 1 when the folder fails the check, 2 on a usage error.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { ConfigImpact, ConfigProblem, ConfigPublished } from '../engine/contract/staff/configuration';
import { createConfigurationService } from '../server/backoffice/configuration/configurationService';
import { SCRIPT } from '../server/backoffice/configuration/scriptPublisher';
import { loadEnv, type Env } from '../server/config/env';
import { createDatabase } from '../server/db/database';
import { lockDataFolder } from '../server/db/lockDataFolder';
import { migrateToLatest } from '../server/db/migrate';
import { DomainRefusal } from '../server/domain/refusal';
import { describeProblems, errorsIn } from '../server/schemas/configurationCheck';
import { readConfigurationFolder } from '../server/schemas/configurationFolder';
import { readPublishEndpoint } from '../server/schemas/publishEndpoint';
import { createPublisher } from '../server/schemas/publisher';
import { createSchemaStore } from '../server/schemas/schemaStore';
import { createSchemaVersions } from '../server/schemas/schemaVersions';
import { createSchemaService } from '../server/schemas/service';
import { createSchemaVersionRepository } from '../server/schemas/versionRepository';

export type PublishResult = { ok: true; published?: number; impact: ConfigImpact } | { ok: false; problems: ConfigProblem[] };

interface PublishOptions {
  dir: string;
  note: string;
  dryRun: boolean;
  env: Env;
}

/** Through the running server that holds the PGlite folder; undefined when none answers (none runs, or a stale endpoint). */
async function throughServer(options: PublishOptions, files: Record<string, unknown>): Promise<PublishResult | undefined> {
  const endpoint = readPublishEndpoint(options.env.dataDir);
  if (!endpoint) return undefined;
  const answer = await fetch(`${endpoint.url}/staff/api/configuration/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.token}` },
    body: JSON.stringify({ files, note: options.note, dryRun: options.dryRun }),
  }).catch(() => undefined);
  if (!answer) return undefined;
  const body = (await answer.json()) as { errmsg: string; data: (ConfigPublished & ConfigImpact) | { problems?: ConfigProblem[] } | null };
  if (answer.status === 400 && body.data && 'problems' in body.data) return { ok: false, problems: body.data.problems ?? [] };
  if (!answer.ok) throw new Error(`the server at ${endpoint.url} refused: ${body.errmsg}`);
  const data = body.data as ConfigPublished & ConfigImpact;
  return options.dryRun ? { ok: true, impact: data } : { ok: true, published: data.number, impact: data.impact };
}

/** Opens the database itself (DATABASE_URL, or the PGlite folder no server holds) and publishes there. */
async function directly(options: PublishOptions, candidate: ReturnType<typeof readConfigurationFolder>): Promise<PublishResult> {
  const { env } = options;
  const release = env.DATABASE_URL ? () => undefined : lockDataFolder(env.dataDir);
  const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await migrateToLatest(db);
    const repository = createSchemaVersionRepository(db, { announce: Boolean(env.DATABASE_URL) });
    // Before any version is published, the folder itself stands for the current one.
    const store = createSchemaStore({ dir: options.dir });
    const versions = createSchemaVersions(repository, store);
    await versions.refresh();
    const service = createConfigurationService({ db, repository, versions, publisher: createPublisher(repository, versions), schemas: createSchemaService(store) });
    const outcome = await service.publish(SCRIPT, candidate, options);
    return 'impact' in outcome ? { ok: true, published: outcome.number, impact: outcome.impact } : { ok: true, impact: outcome };
  } catch (error) {
    if (error instanceof DomainRefusal && (error.extras.data as { problems?: ConfigProblem[] } | undefined)?.problems) return { ok: false, problems: (error.extras.data as { problems: ConfigProblem[] }).problems };
    throw error;
  } finally {
    await db.destroy();
    release();
  }
}

/** Checks the folder and publishes it (or, dry, tells what publishing it would do). */
export async function publishFolder(options: PublishOptions): Promise<PublishResult> {
  const candidate = readConfigurationFolder(options.dir);
  // A file that does not parse is only seen here: the server is sent parsed JSON.
  const errors = errorsIn(candidate.problems);
  if (errors.length) return { ok: false, problems: errors };
  return (!options.env.DATABASE_URL && (await throughServer(options, candidate.files))) || directly(options, candidate);
}

/** The diff and impact as lines an administrator reads. */
export function describeImpact(impact: ConfigImpact): string {
  const changes = impact.changes.map((change) => `  ${change.change.padEnd(7)} ${change.kind.padEnd(10)} ${change.name}${change.pointer ? `  (${change.file} ${change.pointer})` : ''}`);
  const applications = impact.applications.map(
    (row) => `  ${row.prodefid} ${row.businessName}: ${row.drafts} drafts (${row.draftOutcome.unchanged} unchanged, ${row.draftOutcome.migrated} migrated, ${row.draftOutcome.review} to review), ${row.submitted} submitted keep their version`,
  );
  return [`Against version ${impact.against}: ${impact.changes.length} changes`, ...changes, `Stored applications:`, ...(applications.length ? applications : ['  none'])].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, note: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  if (!values.dir) {
    console.error('Usage: npm run schemas:publish -- --dir <folder> [--note <text>] [--dry-run]');
    process.exit(2);
  }
  const result = await publishFolder({ dir: values.dir, note: values.note ?? '', dryRun: values['dry-run'] ?? false, env: loadEnv() });
  if (!result.ok) {
    console.error(`${path.resolve(values.dir)} fails schemas:check, nothing published:\n${describeProblems(result.problems)}`);
    process.exitCode = 1;
  } else {
    console.log(describeImpact(result.impact));
    const warnings = result.impact.problems.filter((problem) => problem.severity === 'warning');
    if (warnings.length) console.log(`Warnings:\n${describeProblems(warnings)}`);
    console.log(result.published === undefined ? 'Dry run: nothing published.' : `Published as configuration version ${result.published}.`);
  }
}
