import { applyTitleFor } from '../../../engine/businesses/applyTitleFor';
import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import type { Locale } from '../../../engine/i18n/translate';
import { diffSnapshots } from '../../../engine/review/diffSnapshots';
import type { SubmissionHistory } from '../../applications/submissionRepository';
import type { SchemaVersions } from '../../schemas/schemaVersions';
import { refuseStaff } from '../../domain/refusal';
import type { StaffTranslate } from '../shared/staffMessages';

export type Resubmissions = import('../../../engine/contract/staff/review').CaseResubmissions;

/**
 * What the citizen changed since the return (docs/decisions/0053): every submission round, and the
 * field-by-field diff of the last two (none with one), labelled with the configuration version the
 * last one was checked with, in the member's language, ID and phone numbers masked.
 */
export function createResubmissionService(deps: { history: SubmissionHistory; versions: SchemaVersions }) {
  const { history, versions } = deps;
  return {
    async of(applicationId: string, locale: Locale, tr: StaffTranslate): Promise<Resubmissions> {
      const found = await history.history(applicationId, 2);
      if (found === undefined) refuseStaff('notFound', 'staff.review.notFound');
      const prodefid = found.prodefid;
      const rounds = found.rounds.map((round) => ({ n: round.n, submittedAt: new Date(round.submitted_at).toISOString() }));
      const [before, after] = found.lastSnapshots;
      if (!before || !after) return { rounds, changes: [] };
      const registry = ((await versions.at(after.configVersion)) ?? (await versions.current())).registry;
      const en = locale === 'en';
      const aliases = applyTitleFor(registry, prodefid, locale);
      const partyTypes = registry.dictionaries.get('SQR_LX')?.items ?? [];
      const changes = diffSnapshots(before, after, {
        forms: registry.forms,
        dictionaries: registry.dictionaries,
        groups: (attachmentGroupsFor(registry, prodefid) ?? []).map((group) => ({ id: group.id, name: (en && group.nameEn) || group.name })),
        partyRole: (sqrLx) => {
          if (sqrLx === '0' && aliases) return aliases.qlrAlias;
          if (sqrLx === '1' && aliases) return aliases.ywrAlias;
          const item = partyTypes.find((type) => type.code === sqrLx);
          return item ? (en && item.textEn) || item.text : sqrLx;
        },
        locale,
        words: {
          section: tr('staff.review.diff.materials'),
          pictures: (n) => tr('staff.review.diff.pictures', { n }),
          changed: (added, removed) => tr('staff.review.diff.picturesChanged', { added, removed }),
        },
      });
      return { rounds, changes };
    },
  };
}
