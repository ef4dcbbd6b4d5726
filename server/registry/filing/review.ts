import type { Db } from '../../db/database';
import { createFilingRepository } from './filingRepository';
import { vocabulary } from '../../features/schemas/vocabulary';
import { TRAIL } from './filingRegistry';

export interface Opinions {
  sh_xmsl_yj: string;
  sh_qjdc_yj: string;
}

/** How a review ended: done (the application as the clerk now sees it), unknown id, or not awaiting review. */
export type ReviewOutcome = { kind: 'done'; application: ClerkApplication } | { kind: 'notFound' } | { kind: 'notPending' };

export type ClerkApplication = NonNullable<Awaited<ReturnType<ReturnType<typeof createFilingRepository>['findForClerk']>>>;

/** The text a rejection leaves on the trail: both opinions under their names, empty ones left out. */
function rejectionText(opinions: Opinions): string {
  return [opinions.sh_xmsl_yj && `受理意见：${opinions.sh_xmsl_yj}`, opinions.sh_qjdc_yj && `权籍调查意见：${opinions.sh_qjdc_yj}`].filter(Boolean).join('；');
}

/**
 * The registry clerk's review: only an application awaiting review (the state submit leaves it in)
 * is approved or rejected (the vocabulary's approve and reject states; rejected with the opinions the citizen's list shows); each decision is a trail step and the
 * progress record's current activity. A rejected application goes back to the citizen to change
 * and submit again; it cannot be booked meanwhile (kyy 1 falls back to 0).
 */
export function createReview(db: Db) {
  const repository = createFilingRepository(db);

  const decide = async (id: string, decision: { shzt: number; activity: string; opinions?: Opinions }): Promise<ReviewOutcome> => {
    const outcome = await repository.transaction(async (tx): Promise<{ kind: 'done' | 'notFound' | 'notPending' }> => {
      const application = await repository.lockApplication(tx, id);
      if (!application) return { kind: 'notFound' };
      if (application.shzt !== vocabulary().changes.submit) return { kind: 'notPending' };
      const now = new Date();
      await repository.updateApplication(tx, id, {
        shzt: decision.shzt,
        reviewed_at: now,
        updated_at: now,
        ...(decision.opinions ? { ...decision.opinions, kyy: application.kyy === 1 ? 0 : application.kyy } : {}),
      });
      await repository.addTrail(tx, id, application.name, [{ activity: decision.activity, opinion: decision.opinions ? rejectionText(decision.opinions) : null }]);
      if (application.prolsh) await repository.recordProgress(tx, application, application.prolsh, decision.activity);
      return { kind: 'done' };
    });
    // Read after the commit: the clerk sees what every other process now sees.
    if (outcome.kind !== 'done') return { kind: outcome.kind };
    return { kind: 'done', application: (await repository.findForClerk(id))! };
  };

  return {
    list: (shzt: number, page: number, rows: number) => repository.listByState(shzt, (page - 1) * rows, rows),
    async detail(id: string) {
      const application = await repository.findForClerk(id);
      return application && { ...application, trail: await repository.trail(id) };
    },
    approve: (id: string) => decide(id, { shzt: vocabulary().changes.approve, activity: TRAIL.approved }),
    reject: (id: string, opinions: Opinions) => decide(id, { shzt: vocabulary().changes.reject, activity: TRAIL.rejected, opinions }),
  };
}
