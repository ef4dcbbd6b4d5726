import type { Transaction } from 'kysely';
import type { CheckOutcome } from '../../../engine/checks/types';
import type { CaseCheck as StaffCheck, CaseChecks } from '../../../engine/contract/staff/review';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { applicationSnapshot } from '../../applications/applicationSnapshot';
import { createFilingRepository } from '../../applications/repository';
import { refuseStaff } from '../../domain/refusal';
import type { StaffTranslate } from '../shared/staffMessages';
import type { PreAcceptanceChecks } from '../../checks/preAcceptanceChecks';
import { frozenChecksRepository } from './frozenChecksRepository';
import type { Vocabulary } from '../../../engine/vocabulary/types';

/**
 * The back office's view of an application's pre-acceptance checks (decisions 0052, 0074): as
 * acceptance judged them (`frozen`, kept with their evidence when the case was accepted; absent
 * before) and, apart, what the register says now (`checks`): every check its business has, passed
 * or not, whether it blocks, and the registry's facts, in the staff member's language. Evidence
 * masks ID numbers (the engine does), so the read is not audited. An application that never reached
 * the registry (no acceptance number) is not found.
 */
export function createStaffChecks(db: Db, checks: PreAcceptanceChecks, vocabulary: () => Vocabulary) {
  const filing = createFilingRepository(db);
  const worded = (outcomes: CheckOutcome[], tr: StaffTranslate): StaffCheck[] => {
    const word = (key: string, params?: Record<string, string | number>) => tr(key as StaffMessageKey, params);
    return outcomes.map((outcome) => ({
      id: outcome.id,
      title: word(outcome.title),
      passed: outcome.passed,
      blocking: outcome.blocking,
      evidence: outcome.evidence.map((line) => word(line.key, line.params)),
    }));
  };
  const judgedNow = (found: NonNullable<Awaited<ReturnType<typeof filing.findWithRecords>>>) => checks.evaluate(applicationSnapshot(vocabulary(), found));
  return {
    async forApplication(id: string, tr: StaffTranslate): Promise<CaseChecks> {
      // The frozen checks are read beside the application, not after its lookups in the register.
      const [found, frozen] = await Promise.all([filing.findWithRecords(id), frozenChecksRepository.find(db, id)]);
      if (!found?.app.prolsh) refuseStaff('notFound', 'staff.review.notFound');
      const now = await judgedNow(found);
      return {
        checks: worded(now, tr),
        ...(frozen ? { frozen: { at: formatDateTime(frozen.judged_at), checks: worded(frozen.checks, tr) } } : {}),
      };
    },

    /** The checks as the register says now, judged before the accepting transaction (PGlite serves one query at a time). */
    async judge(id: string): Promise<CheckOutcome[]> {
      const found = await filing.findWithRecords(id);
      return found ? judgedNow(found) : [];
    },

    /** Kept as acceptance judged them, in the accepting transaction (a later acceptance replaces them). */
    freeze: (tx: Transaction<Database>, id: string, judged: CheckOutcome[]): Promise<void> => frozenChecksRepository.save(tx, id, judged),
  };
}

export type StaffChecks = ReturnType<typeof createStaffChecks>;
