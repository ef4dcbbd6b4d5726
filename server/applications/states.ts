import { stateAllows } from '../../engine/vocabulary/stateAllows';
import { stateOf } from '../../engine/vocabulary/stateOf';
import { tabOf } from '../../engine/vocabulary/tabOf';
import { transition } from '../../engine/workflow/transition';
import type { CitizenChange, Moved } from '../../engine/workflow/transitionTypes';
import type { SchemaService } from '../schemas/service';
import { workflowConfig } from '../schemas/workflowConfig';

/**
 * Application states (shzt, spec 001 section 4) as the filing rules ask about them; what each
 * state allows is the vocabulary's (schemas/vocabulary, decision 0044) of the schema service
 * handed in (deps.schemas), read per call so a published edit is live; never a list here.
 */
export function applicationStates(schemas: Pick<SchemaService, 'vocabulary' | 'snapshot'>) {
  const vocabulary = () => schemas.vocabulary();
  return {
    /** The citizen may change or delete it (a draft, a rejected one). */
    isEditable: (shzt: number): boolean => stateAllows(vocabulary(), shzt, 'edit'),

    /** The citizen may submit it. */
    isSubmittable: (shzt: number): boolean => stateAllows(vocabulary(), shzt, 'submit'),

    /** The review sent it back: the citizen reads its opinion and corrects it. */
    isRejected: (shzt: number): boolean => stateOf(vocabulary(), shzt)?.rejected === true,

    /** Sent back for correction (补正) rather than refused: the opinion says what to correct. */
    isCorrection: (shzt: number): boolean => stateOf(vocabulary(), shzt)?.correction === true,

    /** The list shows when it was created (a draft) rather than when it was submitted. */
    showsCreated: (shzt: number): boolean => stateOf(vocabulary(), shzt)?.since === 'created',

    /** The states whose list card shows when it was created (a draft): the list sorts them by it. */
    createdStates: (): readonly number[] => vocabulary().states.filter((state) => state.since === 'created').map((state) => state.shzt),

    /** The states of an application that left its citizen's hands (submitted, whatever came after): what a party named in it may read. */
    submittedStates: (): readonly number[] => vocabulary().states.filter((state) => state.since === 'submitted').map((state) => state.shzt),

    /** The /prodoing tab's title of a state, in both languages (待审核, 审核通过...). */
    stateTitle: (shzt: number) => {
      const tab = vocabulary().tabs[tabOf(vocabulary(), shzt)];
      return { title: tab?.title ?? '', titleEn: tab?.titleEn ?? tab?.title ?? '' };
    },

    /** The states a /prodoing tab lists (getApplyList's tab). */
    tabStates: (tab: number): readonly number[] => vocabulary().tabs[tab]?.states ?? [],

    /** The state each of the citizen's changes leaves an application in (start, submit, revoke); the back office's are the workflow's. */
    stateAfter: () => vocabulary().changes,

    /**
     * Where a citizen's change (save, delete, submit, revoke) leaves the application, or undefined
     * when its state does not allow it: the one transition function answers (docs/decisions/0067).
     */
    citizenMove(shzt: number, change: CitizenChange): Moved['to'] | undefined {
      const answer = transition(workflowConfig(schemas), vocabulary(), { shzt }, { by: 'citizen', change });
      return 'moved' in answer ? answer.moved.to : undefined;
    },
  };
}

export type ApplicationStates = ReturnType<typeof applicationStates>;
