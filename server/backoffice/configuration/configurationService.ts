import type { ConfigCheckResult, ConfigImpact, ConfigImpactRow, ConfigPublished, ConfigVersionFiles, ConfigVersionRow, ConfigChange } from '../../../engine/contract/staff/configuration';
import { findBusiness } from '../../../engine/businesses/findBusiness';
import { diffConfiguration } from '../../../engine/configuration/diffConfiguration';
import { draftOutcome } from '../../../engine/configuration/draftOutcome';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import { applicationStates } from '../../applications/states';
import { checkConfiguration, checkFilesOf, errorsIn } from '../../schemas/configurationCheck';
import { candidateOf, type Candidate, type Publication, type Publisher } from '../../schemas/publisher';
import type { PublishedVersion, SchemaVersions } from '../../schemas/schemaVersions';
import type { SchemaService } from '../../schemas/service';
import type { SchemaVersionRepository } from '../../schemas/versionRepository';
import { audit, type AuditActor } from '../shared/audit';
import { createImpactRepository } from './impactRepository';

/** Who publishes: the audit log's actor and the name the versions list shows. */
export interface Publishing {
  actor: AuditActor;
  name: string;
}

/**
 * The configuration console's service (issue 30, docs/decisions/0084): versions and their files,
 * the check, the diff and impact of a candidate, publishing and rollback, each publication audited
 * in its own transaction. A candidate with an error is refused with its problems.
 */
export function createConfigurationService(deps: {
  db: Db;
  repository: SchemaVersionRepository;
  versions: SchemaVersions;
  publisher: Publisher;
  schemas: SchemaService;
  /** The stored appointment calendar follows a publication in its transaction, refusing one that drops bookings (decision 0096). */
  followSchedule?: (trx: Transaction<Database>, served: Record<string, unknown>, next: Record<string, unknown>) => Promise<void>;
}) {
  const { versions, schemas } = deps;
  const impacts = createImpactRepository(deps.db);
  const states = applicationStates(schemas);

  async function versionNumbered(number: number): Promise<PublishedVersion> {
    return (await versions.at(number)) ?? refuseStaff('notFound', 'staff.configuration.unknownVersion', { number });
  }

  /** Per business: its drafts, what migrating each to `registry` does, and its submitted applications (they keep their own version). */
  async function applicationsUnder(registry: SchemaRegistry): Promise<ConfigImpactRow[]> {
    const served = await versions.current();
    const all = schemas.vocabulary().states.map((state) => state.shzt);
    const editable = all.filter(states.isEditable);
    const submitted = states.submittedStates().filter((shzt) => !states.isEditable(shzt));
    const [drafts, counts] = await Promise.all([impacts.drafts(editable), impacts.countsByBusiness(submitted)]);
    const rows = new Map<string, ConfigImpactRow>();
    const rowOf = (prodefid: string) => {
      let row = rows.get(prodefid);
      if (!row) {
        const business = (findBusiness(registry.catalogue, prodefid) ?? findBusiness(served.registry.catalogue, prodefid))?.business;
        row = { prodefid, businessName: business?.prodef_name ?? prodefid, drafts: 0, submitted: 0, draftOutcome: { unchanged: 0, migrated: 0, review: 0 } };
        rows.set(prodefid, row);
      }
      return row;
    };
    for (const draft of drafts) {
      const source = (draft.config_version === null ? undefined : await versions.at(draft.config_version)) ?? served;
      const records = draft.records.map((record) => {
        const stored = { formId: record.form_id, schemaVersion: record.schema_version, data: record.data };
        return { stored, report: schemas.migrateStored(stored, registry, source.registry) };
      });
      const row = rowOf(draft.prodefid);
      row.drafts += 1;
      row.draftOutcome[draftOutcome(records)] += 1;
    }
    for (const [prodefid, count] of counts) rowOf(prodefid).submitted = count;
    return [...rows.values()].sort((a, b) => a.prodefid.localeCompare(b.prodefid));
  }

  async function impactOf(candidate: Candidate, against?: number): Promise<ConfigImpact> {
    const base = against === undefined ? await versions.current() : await versionNumbered(against);
    // A candidate with errors cannot be indexed as the engine reads it: its diff and problems only.
    const applications = errorsIn(candidate.problems).length ? [] : await applicationsUnder(buildRegistry(candidate.files));
    return { against: base.number, problems: candidate.problems, changes: diffConfiguration(base.files, candidate.files), applications };
  }

  async function publish(candidate: Candidate, who: Publishing, publication: Publication, action: string): Promise<ConfigPublished> {
    const impact = await impactOf(candidate);
    const served = await versions.current();
    const outcome = await deps.publisher.publish(candidate, publication, async (trx, number) => {
      await deps.followSchedule?.(trx, served.files, candidate.files);
      await audit.record(trx, who.actor, { action, target: `version ${number}`, after: { number, hash: candidate.hash, note: publication.note, rollbackOf: publication.rollbackOf ?? null } });
    });
    if (!outcome.ok) return refuseStaff('invalid', 'staff.configuration.refused', { count: outcome.problems.length }, { data: { problems: outcome.problems } });
    return { number: outcome.number, impact };
  }

  return {
    async list(): Promise<ConfigVersionRow[]> {
      const rows = await deps.repository.list();
      const current = await deps.repository.currentNumber();
      return rows.map((row) => ({
        number: row.number,
        hash: row.hash,
        note: row.note,
        publishedAt: new Date(row.published_at).toISOString(),
        publishedBy: row.published_by,
        rollbackOf: row.rollback_of,
        current: row.number === current,
      }));
    },

    async files(number: number): Promise<ConfigVersionFiles> {
      const version = await versionNumbered(number);
      return { number, files: version.files, problems: checkConfiguration(checkFilesOf(version.files)) };
    },

    check: (files: Record<string, unknown>): ConfigCheckResult => ({ problems: candidateOf(files).problems }),

    impact: (files: Record<string, unknown>, against?: number) => impactOf(candidateOf(files), against),

    /** A dry run answers the impact and stores nothing. */
    async publish(who: Publishing, candidate: Candidate, input: { note: string; dryRun?: boolean }): Promise<ConfigPublished | ConfigImpact> {
      if (input.dryRun) return impactOf(candidate);
      return publish(candidate, who, { note: input.note, publishedBy: who.name }, 'configuration.publish');
    },

    /** Publishes an earlier version again as the new current one, checked again (the check may have grown stricter since). */
    async rollback(who: Publishing, number: number, note?: string): Promise<ConfigPublished> {
      const version = await versionNumbered(number);
      const candidate: Candidate = { files: version.files, hash: version.hash, problems: checkConfiguration(checkFilesOf(version.files)) };
      return publish(candidate, who, { note: note ?? '', publishedBy: who.name, rollbackOf: number }, 'configuration.rollback');
    },

    async diff(from: number, to: number): Promise<{ changes: ConfigChange[] }> {
      const [before, after] = await Promise.all([versionNumbered(from), versionNumbered(to)]);
      return { changes: diffConfiguration(before.files, after.files) };
    },
  };
}
