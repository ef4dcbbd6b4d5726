import type { HallCalendar } from '../../../engine/calendar/workingDays';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Db } from '../../db/database';
import type { FilingBackOffice } from '../../registry/registry';
import { enterReview } from './enterReview';
import { returnedComments } from './returnedComments';

/** The review's side of filing: what the registry receives enters the review, and a return's comments are the corrections asked. */
export const reviewReceives = (db: Db, workflow: () => WorkflowConfig, calendar: () => HallCalendar): FilingBackOffice => ({
  receive: (tx, application) => enterReview(tx, workflow(), calendar(), application),
  corrections: (applicationId) => returnedComments(db, workflow(), applicationId),
});
