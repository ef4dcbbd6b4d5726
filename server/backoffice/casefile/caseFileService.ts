import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import { materialGroups } from '../../../engine/attachments/materialGroups';
import { partyTitleFor } from '../../../engine/businesses/partyTitleFor';
import type { Locale } from '../../../engine/i18n/translate';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { routeApplication } from '../../../engine/routing/routeApplication';
import type { SchemaRegistry, WorkflowConfig, WorkflowStage } from '../../../engine/schemas/types';
import { findStage } from '../../../engine/workflow/findStage';
import { stageActions } from '../../../engine/workflow/stageActions';
import { offeredActions } from '../../../engine/workflow/offeredActions';
import { claimOptions } from '../../../engine/workflow/claimMove';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { refuseStaff } from '../../domain/refusal';
import { createApplicationVersions } from '../../applications/applicationVersions';
import { storedFacts } from '../../applications/applicationForms';
import { createFilingRepository as createApplicationRepository, type ApplicationRow } from '../../applications/repository';
import { openPicture } from '../../files/openPicture';
import { createMaterialsRepository } from '../../applications/materialsRepository';
import type { SchemaVersions } from '../../schemas/schemaVersions';
import type { SchemaService } from '../../schemas/service';
import { audit, type AuditActor } from '../shared/audit';
import type { FilingRegistry } from '../../registry/registry';
import { reviewCaseRepository as cases } from '../shared/reviewCaseRepository';
import { hallCalendar } from '../../schemas/hallCalendar';
import type { HallCalendar } from '../../../engine/calendar/workingDays';
import { caseClock } from '../../../engine/workflow/caseClock';
import { isSupervisor } from '../../../engine/workflow/isSupervisor';
import { maskReadonlyRow } from '../../../engine/masking/maskReadonlyRow';
import { maskedView, recordRows } from './caseFileRows';

export interface CaseFileDeps {
  db: Db;
  files: FileStore;
  schemas: SchemaService;
  schemaVersions: SchemaVersions;
  workflow: () => WorkflowConfig;
  /** The registry's trail of the application, shown in the case file. */
  registry: Pick<FilingRegistry, 'trail'>;
}

/**
 * The statutory clock of a case in a stage that acts (docs/decisions/0073): the working days left
 * (standing still while suspended) and whether it is overdue; none once the case left the stages.
 */
const clockOf = (found: { deadline: Date; suspended_at: Date | null } | undefined, stage: WorkflowStage | undefined, calendar: HallCalendar) => {
  const now = new Date();
  if (!found || !stageActions(stage, false).length) return { daysLeft: null, overdue: false };
  return caseClock(calendar, found, now);
};

type Records = NonNullable<Awaited<ReturnType<ReturnType<typeof createApplicationRepository>['findWithRecords']>>>['records'];

/**
 * The back office's case file (docs/decisions/0051): an application in full as its stage staff
 * read it, on the configuration version it was filed on, with ID and phone numbers masked; the
 * audited reveal of the parties' full numbers; and its pictures, to stage staff only.
 */
export function createCaseFileService(deps: CaseFileDeps) {
  const applications = createApplicationRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);
  const versions = createApplicationVersions({ repository: applications, versions: deps.schemaVersions, schemas: deps.schemas });

  /** Every record's labelled rows (unmasked), by the version the application is read with. */
  const recordsOf = (registry: SchemaRegistry, app: ApplicationRow, records: Records, locale: Locale) => {
    const facts = { ...routeApplication(registry, storedFacts(app)).facts, shzt: String(app.shzt) };
    const rowsOf = (record: { id: string; form_id: string; data: Record<string, unknown> }) => recordRows(registry, record, facts, locale);
    return {
      // A party's name (as the diff names it) tells two parties of one type apart, on the 批注 buttons too.
      parties: records.parties.map((party) => ({ ...rowsOf(party), sqr_lx: party.sqr_lx, name: String(party.data.sqr_name ?? '') || null, ...partyTitleFor(registry, storedFacts(app), party.sqr_lx, locale) })),
      units: records.units.map(rowsOf),
      rights: records.rights.map((rights) => ({ ...rowsOf(rights), savetype: rights.savetype })),
    };
  };

  /** The application with its records and the version it is read with, and what `beside` reads at the same time (not after it). */
  const load = async <T>(id: string, beside: () => Promise<T>) => {
    const [found, besides] = await Promise.all([applications.findWithRecords(id), beside()]);
    // A draft is the citizen's own until submitted: staff see only what reached the registry.
    if (!found?.app.submitted_at) refuseStaff('notFound', 'staff.review.notFound');
    const version = await versions.versionOf(found.app);
    return { ...found, version, besides };
  };

  return {
    /** The application in full, masked; `mayReveal` and `actions` say what this member may do on it now. */
    async open(member: { id: string; roles: readonly string[] }, id: string, locale: Locale, mayReveal: boolean) {
      // Four reads at once (on PostgreSQL; PGlite takes them in turn): the application with its records, the
      // case with the names of its claim's holder and asker, the trail, the pictures.
      const {
        app,
        records,
        version,
        besides: [found, trail, pictures],
      } = await load(id, () => Promise.all([cases.findWithNames(deps.db, id), deps.registry.trail(id), materials.list(id)]));
      const registry = version.registry;
      const claimer = found?.claimed_by ? (found.claimed_by_username ?? null) : null;
      const asker = found?.release_requested_by ? (found.release_requested_by_username ?? null) : null;
      const workflow = deps.workflow();
      const stage = found ? findStage(workflow, found.stage) : undefined;
      const suspended = Boolean(found?.suspended_at);
      const ofStage = Boolean(stage?.roles.some((role) => member.roles.includes(role)));
      const holder = found?.claimed_by ?? null;
      // What this member is offered: what the server would take from them now (docs/decisions/0072).
      const offered = found ? offeredActions(workflow, { shzt: app.shzt, stage: found.stage, suspended }, { staffId: member.id, roles: member.roles, actors: found.actors, claimedBy: holder }) : { actions: [], sendBackTo: [] };
      const supervisor = isSupervisor(workflow, member.roles);
      const working = Boolean(stage && Object.keys(stage.actions).length);
      const rows = recordsOf(registry, app, records, locale);
      const en = locale === 'en';
      return {
        application: {
          id: app.id,
          prolsh: app.prolsh,
          business: app.name,
          prodefid: app.prodefid,
          region: { code: app.xzqdm, name: app.areaname },
          shzt: app.shzt,
          submittedAt: app.submitted_at,
          applicant: app.user_name,
          stage: found?.stage ?? null,
          stageName: stage ? (en ? stage.nameEn : stage.name) : (found?.stage ?? null),
          deadline: found?.deadline ?? null,
          ...clockOf(found, stage, hallCalendar(deps.schemas)),
          claimedBy: claimer,
          suspended,
          configVersion: { number: version.number, hash: version.hash },
        },
        parties: rows.parties.map((party) => ({ ...maskedView(party), sqr_lx: party.sqr_lx, name: party.name, typeLabel: party.typeLabel, alias: party.alias })),
        units: rows.units.map(maskedView),
        rights: rows.rights.map((rights) => ({ ...maskedView(rights), savetype: rights.savetype })),
        materials: materialGroups(attachmentGroupsFor(registry, app.prodefid) ?? [], pictures, locale),
        trail: trail.map((step) => ({
          id: step.id,
          activity: step.activity_name,
          opinion: step.opinion === null ? null : maskSensitiveText(step.opinion),
          at: step.started_at,
          actor: step.actor_username,
          role: step.actor_role,
        })),
        comments: (found?.comments ?? []).map((comment) => ({ ...comment, text: maskSensitiveText(comment.text) })),
        actions: offered.actions,
        sendBackTo: offered.sendBackTo,
        opinions: Object.fromEntries(
          Object.entries(stage?.actions ?? {}).flatMap(([name, action]) => (action.opinion ? [[name, { title: en ? action.opinion.titleEn : action.opinion.title, default: action.opinion.default }]] : [])),
        ),
        claim: {
          holder: claimer,
          mine: Boolean(holder) && holder === member.id,
          releaseRequestedBy: asker,
          releaseRequestedAt: found?.release_requested_at ?? null,
          may: working ? claimOptions(holder, { staffId: member.id, supervisor, ofStage }) : [],
        },
        mayReveal,
      };
    },

    /**
     * The parties' full numbers: exactly the rows the page shows masked, unmasked. The read is in
     * the audit log (who, when, which application, which fields; never the numbers) before the
     * answer leaves: no entry, no numbers.
     */
    async reveal(actor: AuditActor, id: string, requestId: string, locale: Locale): Promise<import('../../../engine/contract/staff/review').RevealedParties> {
      const { app, records, version } = await load(id, async () => undefined);
      const { parties } = recordsOf(version.registry, app, records, locale);
      const revealed = parties
        .map(({ form, view }) => ({
          id: view.id,
          rows: form ? view.rows.filter((row) => maskReadonlyRow(form, row).text !== row.text) : [],
        }))
        .filter((party) => party.rows.length > 0);
      await audit.record(deps.db, actor, { action: 'review.reveal', target: id, after: { requestId, fields: revealed.flatMap((party) => party.rows.map((row) => `${party.id}.${row.field}`)) } });
      return { parties: revealed };
    },

    /** A picture of this application (original or thumbnail); 404 for a material of another application. */
    async picture(id: string, materialId: string, which: 'file' | 'thumb') {
      const material = await materials.material(materialId);
      const picture = material && material.application_id === id ? await openPicture(deps.files, material, which) : undefined;
      if (!picture) refuseStaff('notFound', 'staff.caseFile.pictureNotFound');
      return picture;
    },
  };
}

export type CaseFileService = ReturnType<typeof createCaseFileService>;
