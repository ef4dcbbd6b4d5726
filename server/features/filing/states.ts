import { stateAllows } from '../../../engine/vocabulary/stateAllows';
import { stateOf } from '../../../engine/vocabulary/stateOf';
import { tabOf } from '../../../engine/vocabulary/tabOf';
import { vocabulary } from '../schemas/vocabulary';

/**
 * Application states (shzt, spec 001 section 4) as the filing rules ask about them; what each
 * state allows is the vocabulary's (schemas/vocabulary, decision 0044), never a list here.
 */

/** The citizen may change or delete it (a draft, a rejected one). */
export const isEditable = (shzt: number): boolean => stateAllows(vocabulary(), shzt, 'edit');

/** The citizen may submit it. */
export const isSubmittable = (shzt: number): boolean => stateAllows(vocabulary(), shzt, 'submit');

/** The citizen may take it back (only while awaiting review: decision 0028). */
export const isRevocable = (shzt: number): boolean => stateAllows(vocabulary(), shzt, 'revoke');

/** The review sent it back: the citizen reads its opinion and corrects it. */
export const isRejected = (shzt: number): boolean => stateOf(vocabulary(), shzt)?.rejected === true;

/** Sent back for correction (补正) rather than refused: the opinion says what to correct. */
export const isCorrection = (shzt: number): boolean => stateOf(vocabulary(), shzt)?.correction === true;

/** The list shows when it was created (a draft) rather than when it was submitted. */
export const showsCreated = (shzt: number): boolean => stateOf(vocabulary(), shzt)?.since === 'created';

/** The states whose list card shows when it was created (a draft): the list sorts them by it. */
export const createdStates = (): readonly number[] => vocabulary().states.filter((state) => state.since === 'created').map((state) => state.shzt);

/** The states of an application that left its citizen's hands (submitted, whatever came after): what a party named in it may read. */
export const submittedStates = (): readonly number[] => vocabulary().states.filter((state) => state.since === 'submitted').map((state) => state.shzt);

/** The /prodoing tab's title of a state, in both languages (待审核, 审核通过...). */
export const stateTitle = (shzt: number) => {
  const tab = vocabulary().tabs[tabOf(vocabulary(), shzt)];
  return { title: tab?.title ?? '', titleEn: tab?.titleEn ?? tab?.title ?? '' };
};

/** The states a /prodoing tab lists (getApplyList's tab). */
export const tabStates = (tab: number): readonly number[] => vocabulary().tabs[tab]?.states ?? [];

/** The state each change leaves an application in (start, submit, revoke, approve, reject). */
export const stateAfter = () => vocabulary().changes;
