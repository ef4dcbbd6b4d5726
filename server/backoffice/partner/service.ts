import type { ConfirmationState } from '../../../engine/contract/confirmations';
import type { Locale } from '../../../engine/i18n/translate';
import { refuseStaff } from '../../domain/refusal';
import type { FileStore } from '../../files/fileStore';
import { openPicture } from '../../files/openPicture';
import type { StaffInstitution } from '../shared/staffGuard';
import type { ApplicationVersions } from '../../applications/applicationVersions';
import type { createMaterialsRepository } from '../../applications/materialsRepository';
import type { FilingRepository } from '../../applications/repository';
import type { ApplicationStates } from '../../applications/states';
import { partnerApplicationView, partnerListItem } from './partnerView';

/**
 * The applications naming an institution that it was asked to confirm before submit (their ids):
 * the confirmation feature's to say (docs/decisions/0055). None until it is wired in.
 */
export type ConfirmationsRequested = (creditCode: string) => Promise<readonly string[]>;

/** Where the institution's confirmation of each application stands (the confirmation feature's, docs/decisions/0079). */
export type ConfirmationStates = (institution: StaffInstitution, ids: readonly string[]) => Promise<Record<string, ConfirmationState>>;

/**
 * The partner system (issue 21, docs/decisions/0056): a bank's or company's member reads the
 * applications that name their institution (a party with its credit code) once submitted, or
 * while a draft asks for its confirmation, and nothing else: any other id is "not found", the same
 * answer as an id that does not exist. The same holds for the application's pictures.
 */
export function createPartnerService(deps: {
  repository: FilingRepository;
  versions: ApplicationVersions;
  materials: ReturnType<typeof createMaterialsRepository>;
  files: FileStore;
  requested: ConfirmationsRequested;
  states: ConfirmationStates;
  applicationStates: ApplicationStates;
}) {
  const { repository, versions, materials, applicationStates } = deps;
  const shown = async (creditCode: string) => ({ states: applicationStates.submittedStates(), ids: await deps.requested(creditCode) });

  const own = (institution: StaffInstitution | null) => {
    // A partner account always names its institution (migration 0019, institutionRefusal).
    if (!institution) refuseStaff('forbidden', 'staff.roleRefused');
    return institution;
  };

  /** The application if it names the institution and the institution may read it; else refused as not found. */
  const named = async (institution: StaffInstitution, id: string) => {
    const found = await repository.findNaming(id, institution.creditCode, await shown(institution.creditCode));
    if (!found) refuseStaff('notFound', 'staff.partner.notFound');
    return found;
  };

  return {
    async list(institution: StaffInstitution | null, page: number, rows: number, locale: Locale) {
      const member = own(institution);
      const found = await repository.listNaming(member.creditCode, await shown(member.creditCode), (page - 1) * rows, rows);
      const states = await deps.states(member, found.map((app) => app.id));
      return { list: found.map((app) => partnerListItem(applicationStates, app, locale, states[app.id] ?? null)), total: Number(found[0]?.total ?? 0), page, rows };
    },

    async view(institution: StaffInstitution | null, id: string, locale: Locale) {
      const member = own(institution);
      const app = await named(member, id);
      const found = await repository.findOwnedWithRecords(app.id, app.openid);
      if (!found) refuseStaff('notFound', 'staff.partner.notFound');
      const [version, pictures] = await Promise.all([versions.versionOf(found.app), materials.list(found.app.id)]);
      return partnerApplicationView(applicationStates, found, version.registry, member.creditCode, pictures, locale);
    },

    /** A picture of an application the institution may read (original or thumbnail); anything else is not found. */
    async picture(institution: StaffInstitution | null, id: string, materialId: string, which: 'file' | 'thumb') {
      await named(own(institution), id);
      const material = await materials.material(materialId);
      const picture = material && material.application_id === id ? await openPicture(deps.files, material, which) : undefined;
      if (!picture) refuseStaff('notFound', 'staff.partner.notFound');
      return picture;
    },
  };
}
