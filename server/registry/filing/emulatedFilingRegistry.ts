import { enterReview } from '../review/enterReview';
import { returnedComments } from '../review/returnedComments';
import { createRegionDirectory } from './regions/regionDirectory';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { acceptanceNumber } from './acceptanceNumber';
import { createFilingRepository } from './filingRepository';
import { stateAllows } from '../../../engine/vocabulary/stateAllows';
import { vocabulary } from '../../features/schemas/vocabulary';
import { TRAIL, type FilingRegistry } from './filingRegistry';

/** The registry, emulated on its own tables in the hall's database. */
export function createEmulatedFilingRegistry(db: Db, outbox: Outbox): FilingRegistry {
  const repository = createFilingRepository(db);
  return {
    regions: createRegionDirectory(db),
    corrections: (applicationId) => returnedComments(db, applicationId),
    // Inside the hall's transaction: the lock below is the one the hall already holds.
    acceptApplication: async (applicationId, tx) => {
      const application = await repository.lockApplication(tx, applicationId);
      if (!application || !stateAllows(vocabulary(), application.shzt, 'submit')) return undefined;
      const prolsh = application.prolsh ?? acceptanceNumber(await repository.nextAcceptanceSerial(tx));
      const now = new Date();
      await repository.updateApplication(tx, applicationId, {
        shzt: vocabulary().changes.submit,
        // A rejected application may still hold its appointment (docs/decisions/0037): it stays booked.
        kyy: application.kyy === 2 ? 2 : 1,
        prolsh,
        submitted_at: now,
        updated_at: now,
        sh_xmsl_yj: null,
        sh_qjdc_yj: null,
      });
      // Submitted, not accepted: staff accept it later (the workflow's 受理 stage, which says 已受理
      // with its own time); the citizen is told 已提交 now (issue 27).
      await repository.addTrail(tx, applicationId, application.name, [{ activity: TRAIL.submitted }]);
      await repository.recordProgress(tx, application, prolsh, TRAIL.submitted);
      // The citizen is told with the submission, or not at all (issue 21); sent once the hall's
      // transaction commits (acceptanceCommitted).
      await outbox.enqueue(tx, {
        kind: 'application.submitted',
        key: `application.submitted:${applicationId}:${prolsh}:${now.toISOString()}`,
        openid: application.openid,
        params: { business: application.name, prolsh },
        link: '/prodoing',
        subjectId: applicationId,
      });
      await enterReview(tx, application);
      return { prolsh };
    },
    acceptanceCommitted: () => outbox.kick(),
  };
}
