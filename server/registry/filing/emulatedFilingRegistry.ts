import { createRegionDirectory } from './regions/regionDirectory';
import type { Db } from '../../db/database';
import type { Outbox } from '../../outbox/outbox';
import { acceptanceNumber } from './acceptanceNumber';
import { createFilingRepository } from './filingRepository';
import { TRAIL, type FilingBackOffice, type FilingRegistry } from './filingRegistry';

/**
 * The registry, emulated on its own tables in the hall's database; what it receives goes on to the
 * hall's back office. What it decides on an application (its number, its time) it answers: the
 * hall's row is filing's to write (docs/decisions/0077).
 */
export function emulateFilingRegistry(db: Db, outbox: Outbox, backOffice: FilingBackOffice): FilingRegistry {
  const repository = createFilingRepository(db);
  return {
    regions: createRegionDirectory(db),
    corrections: (applicationId) => backOffice.corrections(applicationId),
    // Inside the hall's transaction, which holds the application's lock.
    acceptApplication: async (application, tx) => {
      const prolsh = application.prolsh ?? acceptanceNumber(await repository.nextAcceptanceSerial(tx));
      const submittedAt = new Date();
      // Submitted, not accepted: staff accept it later (the workflow's 受理 stage, which says 已受理
      // with its own time); the citizen is told 已提交 now (issue 27).
      await repository.addTrail(tx, application.id, application.name, [{ activity: TRAIL.submitted }]);
      await repository.recordProgress(tx, application, prolsh, TRAIL.submitted);
      // The citizen is told with the submission, or not at all (issue 21); sent once the hall's
      // transaction commits (acceptanceCommitted).
      await outbox.enqueue(tx, {
        kind: 'application.submitted',
        key: `application.submitted:${application.id}:${prolsh}:${submittedAt.toISOString()}`,
        openid: application.openid,
        params: { business: application.name, prolsh },
        link: '/prodoing',
        subjectId: application.id,
      });
      await backOffice.receive(tx, application);
      return { prolsh, submittedAt };
    },
    acceptanceCommitted: () => outbox.kick(),
    recordActivity: async (tx, application, step) => {
      await repository.addTrail(tx, application.id, application.name, [step]);
      if (application.prolsh) await repository.recordProgress(tx, application, application.prolsh, step.activity);
    },
    trail: (applicationId) => repository.trailOf(applicationId),
  };
}
