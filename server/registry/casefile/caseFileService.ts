import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import { partyTitleFor } from '../../../engine/businesses/partyTitleFor';
import type { Locale } from '../../../engine/i18n/translate';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { routeApplication } from '../../../engine/routing/routeApplication';
import type { SchemaRegistry, WorkflowConfig } from '../../../engine/schemas/types';
import { findStage } from '../../../engine/workflow/findStage';
import { stageActions } from '../../../engine/workflow/stageActions';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { HttpError } from '../../http/httpError';
import { createApplicationVersions } from '../../features/filing/applicationVersions';
import { storedFacts } from '../../features/filing/applicationForms';
import { createFilingRepository as createApplicationRepository, type ApplicationRow } from '../../features/filing/repository';
import { openPicture } from '../../features/materials/openPicture';
import { createMaterialsRepository } from '../../features/materials/repository';
import type { SchemaVersions } from '../../features/schemas/schemaVersions';
import type { SchemaService } from '../../features/schemas/service';
import { audit, type AuditActor } from '../../staff/audit';
import type { StaffTranslate } from '../../staff/staffMessages';
import { staffRepository } from '../../staff/staffRepository';
import { createFilingRepository } from '../filing/filingRepository';
import { reviewCaseRepository as cases } from '../review/reviewCaseRepository';
import { maskReadonlyRow } from '../../../engine/masking/maskReadonlyRow';
import { maskedView, recordRows } from './caseFileRows';

export interface CaseFileDeps {
  db: Db;
  files: FileStore;
  schemas: SchemaService;
  schemaVersions: SchemaVersions;
  workflow: () => WorkflowConfig;
}

type Records = NonNullable<Awaited<ReturnType<ReturnType<typeof createApplicationRepository>['findWithRecords']>>>['records'];

/**
 * The back office's case file (docs/decisions/0051): an application in full as its stage staff
 * read it, on the configuration version it was filed on, with ID and phone numbers masked; the
 * audited reveal of the parties' full numbers; and its pictures, to stage staff only.
 */
export function createCaseFileService(deps: CaseFileDeps) {
  const applications = createApplicationRepository(deps.db);
  const filing = createFilingRepository(deps.db);
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

  const load = async (id: string, tr: StaffTranslate) => {
    const found = await applications.findWithRecords(id);
    // A draft is the citizen's own until submitted: staff see only what reached the registry.
    if (!found?.app.submitted_at) throw new HttpError(404, tr('staff.review.notFound'));
    const version = await versions.versionOf(found.app);
    return { ...found, version };
  };

  return {
    /** The application in full, masked; `mayReveal` and `actions` say what this member may do on it now. */
    async open(member: { roles: readonly string[] }, id: string, locale: Locale, mayReveal: boolean, tr: StaffTranslate) {
      const { app, records, version } = await load(id, tr);
      const registry = version.registry;
      const [found, trail, pictures] = await Promise.all([cases.find(deps.db, id), filing.trailOf(id), materials.list(id)]);
      const claimer = found?.claimed_by ? await staffRepository.findPublic(deps.db, found.claimed_by) : undefined;
      const stage = found ? findStage(deps.workflow(), found.stage) : undefined;
      const suspended = Boolean(found?.suspended_at);
      const mine = Boolean(stage?.roles.some((role) => member.roles.includes(role)));
      const rows = recordsOf(registry, app, records, locale);
      const en = locale === 'en';
      const groups = attachmentGroupsFor(registry, app.prodefid) ?? [];
      const groupIds = [...groups.map((group) => group.id), ...pictures.map((picture) => picture.group_id).filter((group) => !groups.some((known) => known.id === group))];
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
          overdue: Boolean(found && found.deadline < new Date() && stageActions(stage, false).length),
          claimedBy: claimer?.username ?? null,
          suspended,
          configVersion: { number: version.number, hash: version.hash },
        },
        parties: rows.parties.map((party) => ({ ...maskedView(party), sqr_lx: party.sqr_lx, name: party.name, typeLabel: party.typeLabel, alias: party.alias })),
        units: rows.units.map(maskedView),
        rights: rows.rights.map((rights) => ({ ...maskedView(rights), savetype: rights.savetype })),
        materials: [...new Set(groupIds)].map((groupId) => {
          const group = groups.find((known) => known.id === groupId);
          return {
            group: groupId,
            name: group ? (en && group.nameEn) || group.name : groupId,
            required: group?.required === '是',
            pictures: pictures.filter((picture) => picture.group_id === groupId).map((picture) => ({ id: picture.id })),
          };
        }),
        trail: trail.map((step) => ({ id: step.id, activity: step.activity_name, opinion: step.opinion === null ? null : maskSensitiveText(step.opinion), at: step.started_at })),
        comments: (found?.comments ?? []).map((comment) => ({ ...comment, text: maskSensitiveText(comment.text) })),
        actions: mine ? stageActions(stage, suspended) : [],
        mayReveal,
      };
    },

    /**
     * The parties' full numbers: exactly the rows the page shows masked, unmasked. The read is in
     * the audit log (who, when, which application, which fields; never the numbers) before the
     * answer leaves: no entry, no numbers.
     */
    async reveal(actor: AuditActor, id: string, requestId: string, locale: Locale, tr: StaffTranslate) {
      const { app, records, version } = await load(id, tr);
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
    async picture(id: string, materialId: string, which: 'file' | 'thumb', tr: StaffTranslate) {
      const material = await materials.material(materialId);
      const picture = material && material.application_id === id ? await openPicture(deps.files, material, which) : undefined;
      if (!picture) throw new HttpError(404, tr('staff.caseFile.pictureNotFound'));
      return picture;
    },
  };
}

export type CaseFileService = ReturnType<typeof createCaseFileService>;
