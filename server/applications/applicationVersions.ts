import type { ConfigReview } from '../db/types';
import type { PublishedVersion, SchemaVersions } from '../schemas/schemaVersions';
import type { SchemaService } from '../schemas/service';
import type { ApplicationRow, FilingRepository, FilingTables, RecordTable, StoredRecord } from './repository';
import { applicationStates } from './states';

/**
 * Which configuration an application is shown and checked with (docs/decisions/0046). A new one
 * starts on the served version. One the citizen may still change (a draft, a rejected one)
 * follows the served version: when that changed, the engine migrates its records under the
 * application's lock and keeps what it could not decide for the citizen to review. A submitted
 * one keeps the version it was submitted on (one from before versions: the served one).
 */
export function createApplicationVersions(deps: { repository: FilingRepository; versions: SchemaVersions; schemas: SchemaService }) {
  const { repository, versions, schemas } = deps;
  const { isEditable } = applicationStates(schemas);

  /** Rewrites every record by the engine's migration to `target`, and records what to review. */
  async function migrate(trx: FilingTables, app: ApplicationRow, target: PublishedVersion): Promise<ApplicationRow> {
    const found = await trx.findOwnedWithRecords(app.id, app.openid);
    // The draft's own version's forms: a rollback's older form undoes their renames.
    const source = app.config_version === null ? undefined : await versions.at(app.config_version);
    const review: ConfigReview[] = [];
    const tables: Array<[RecordTable, StoredRecord[]]> = found
      ? [
          ['application_parties', found.records.parties],
          ['application_units', found.records.units],
          ['application_rights', found.records.rights],
        ]
      : [];
    for (const [table, records] of tables) {
      for (const record of records) {
        const report = schemas.migrateStored({ formId: record.form_id, schemaVersion: record.schema_version, data: record.data }, target.registry, source?.registry);
        // A form the new version no longer has: its record stays as it was, and the check names the gap.
        if (!report) continue;
        await trx.updateRecord(table, app.id, { id: record.id, form_id: record.form_id, schema_version: report.schemaVersion, data: report.data });
        review.push(...report.review.map(({ field, reason }) => ({ id: record.id, formId: record.form_id, field, reason })));
      }
    }
    return trx.setState(app.id, { config_version: target.number, config_review: review });
  }

  /**
   * Whether a draft is on an older version than `served`. Numbers only go forward (a rollback is
   * published as a new number, docs/decisions/0084): a process that has not yet switched to a
   * newer version (for at most a few seconds) must not migrate a draft back to its older one.
   */
  const behind = (app: ApplicationRow, served: PublishedVersion) => isEditable(app.shzt) && (app.config_version === null || app.config_version < served.number);

  /** The version an application is read with: its own once submitted (or newer than this process's), else the served one (`current`). */
  async function versionOf(app: ApplicationRow): Promise<PublishedVersion & { current: boolean }> {
    const served = await versions.current();
    const ownNumber = app.config_version;
    const keepsOwn = ownNumber !== null && ownNumber !== served.number && (!isEditable(app.shzt) || ownNumber > served.number);
    const own = keepsOwn ? await versions.at(ownNumber) : undefined;
    return own ? { ...own, current: false } : { ...served, current: true };
  }

  /** Within a change under the application's lock: a draft on an older version is migrated first. */
  async function bringCurrent(trx: FilingTables, app: ApplicationRow): Promise<ApplicationRow> {
    const target = await versions.current();
    return behind(app, target) ? migrate(trx, app, target) : app;
  }

  return {
    /** The version a new application starts on. */
    startingNumber: async () => (await versions.current()).number,

    bringCurrent,
    versionOf,

    /**
     * The owner's application with its records and the version they are read with; a draft on an
     * older version is migrated first (under its lock: two readers migrate it once).
     */
    async open(openid: string, id: string) {
      let found = await repository.findOwnedWithRecords(id, openid);
      if (found && behind(found.app, await versions.current())) {
        await repository.transaction(async (trx) => {
          const app = await trx.lockOwned(id, openid);
          if (app) await bringCurrent(trx, app);
        });
        found = await repository.findOwnedWithRecords(id, openid);
      }
      return found && { ...found, version: await versionOf(found.app) };
    },
  };
}

export type ApplicationVersions = ReturnType<typeof createApplicationVersions>;
