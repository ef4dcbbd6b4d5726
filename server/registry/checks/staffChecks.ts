import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { Db } from '../../db/database';
import { applicationSnapshot } from '../../features/filing/applicationSnapshot';
import { createFilingRepository } from '../../features/filing/repository';
import { HttpError } from '../../http/httpError';
import type { StaffTranslate } from '../../staff/staffMessages';
import type { PreAcceptanceChecks } from './preAcceptanceChecks';

export interface StaffCheck {
  id: string;
  title: string;
  passed: boolean;
  blocking: boolean;
  evidence: string[];
}

/**
 * The back office's view of an application's pre-acceptance checks (decision 0052): every check
 * its business has, passed or not, whether it blocks, and what the registry holds, in the staff
 * member's language. Evidence masks ID numbers (the engine does), so the read is not audited.
 * An application that never reached the registry (no acceptance number) is not found.
 */
export function createStaffChecks(db: Db, checks: PreAcceptanceChecks) {
  const filing = createFilingRepository(db);
  return {
    async forApplication(id: string, tr: StaffTranslate): Promise<{ checks: StaffCheck[] }> {
      const found = await filing.findWithRecords(id);
      if (!found?.app.prolsh) throw new HttpError(404, tr('staff.review.notFound'));
      const outcomes = await checks.evaluate(applicationSnapshot(found));
      const word = (key: string, params?: Record<string, string | number>) => tr(key as StaffMessageKey, params);
      return {
        checks: outcomes.map((outcome) => ({
          id: outcome.id,
          title: word(outcome.title),
          passed: outcome.passed,
          blocking: outcome.blocking,
          evidence: outcome.evidence.map((line) => word(line.key, line.params)),
        })),
      };
    },
  };
}
