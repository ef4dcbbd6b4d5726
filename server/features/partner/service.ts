import type { Locale } from '../../../engine/i18n/translate';
import { HttpError } from '../../http/httpError';
import type { StaffInstitution } from '../../staff/staffGuard';
import type { StaffTranslate } from '../../staff/staffMessages';
import type { ApplicationVersions } from '../filing/applicationVersions';
import type { FilingRepository } from '../filing/repository';
import { submittedStates } from '../filing/states';
import { partnerApplicationView, partnerListItem } from './partnerView';

/**
 * The applications naming an institution that it was asked to confirm before submit (their ids):
 * the confirmation feature's to say (docs/decisions/0055). None until it is wired in.
 */
export type ConfirmationsRequested = (creditCode: string) => Promise<readonly string[]>;

/**
 * The partner system (issue 21, docs/decisions/0056): a bank's or company's member reads the
 * applications that name their institution (a party with its credit code) once submitted, or
 * while a draft asks for its confirmation, and nothing else: any other id is "not found", the same
 * answer as an id that does not exist.
 */
export function createPartnerService(deps: { repository: FilingRepository; versions: ApplicationVersions; requested: ConfirmationsRequested }) {
  const { repository, versions } = deps;
  const shown = async (creditCode: string) => ({ states: submittedStates(), ids: await deps.requested(creditCode) });

  const codeOf = (institution: StaffInstitution | null, tr: StaffTranslate) => {
    // A partner account always names its institution (migration 0019, institutionRefusal).
    if (!institution) throw new HttpError(403, tr('staff.roleRefused'));
    return institution.creditCode;
  };

  return {
    async list(institution: StaffInstitution | null, page: number, rows: number, locale: Locale, tr: StaffTranslate) {
      const creditCode = codeOf(institution, tr);
      const found = await repository.listNaming(creditCode, await shown(creditCode), (page - 1) * rows, rows);
      return { list: found.map((app) => partnerListItem(app, locale)), total: Number(found[0]?.total ?? 0), page, rows };
    },

    async view(institution: StaffInstitution | null, id: string, locale: Locale, tr: StaffTranslate) {
      const creditCode = codeOf(institution, tr);
      const named = await repository.findNaming(id, creditCode, await shown(creditCode));
      const found = named && (await repository.findOwnedWithRecords(named.id, named.openid));
      if (!found) throw new HttpError(404, tr('staff.partner.notFound'));
      const version = await versions.versionOf(found.app);
      return partnerApplicationView(found, version.registry, creditCode, locale);
    },
  };
}
