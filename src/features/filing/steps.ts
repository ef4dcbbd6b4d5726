import type { MessageKey } from '../../../engine/i18n/translate';

/** The flow's steps (spec 001 section 2.2). */
export type StepId = 'notice' | 'rights' | 'upload' | 'done';

const FULL: StepId[] = ['notice', 'rights', 'upload', 'done'];
/** In appointment mode the rights are filled at the counter: notice, upload, done. */
const APPOINTMENT: StepId[] = ['notice', 'upload', 'done'];

export const STEP_TITLES: Record<StepId, MessageKey> = {
  notice: 'filing.stepNotice',
  rights: 'filing.stepRights',
  upload: 'filing.stepUpload',
  done: 'filing.stepDone',
};

/** The step line of a flow: four steps, three in appointment mode (appointment '1'). */
export function stepsFor(appointment: string | null | undefined): StepId[] {
  return appointment === '1' ? APPOINTMENT : FULL;
}
