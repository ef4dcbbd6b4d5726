import type { Vocabulary } from '../vocabulary/types';
import { stateAllows } from '../vocabulary/stateAllows';
import type { WorkflowConfig } from '../schemas/types';
import type { CitizenChange, CitizenRefusal, Position, Transition } from './transitionTypes';

/**
 * A citizen's change as the vocabulary allows it (decision 0044): saving and deleting while the
 * state allows editing, submitting (again, after a correction or rejection) into the workflow's
 * entry stage, revoking back to a draft outside the back office (decision 0028).
 */
export function citizenTransition(workflow: WorkflowConfig, vocabulary: Vocabulary, from: Position, change: CitizenChange): Transition<CitizenRefusal> {
  const stays = { shzt: from.shzt, stage: from.stage, suspended: Boolean(from.suspended) };
  switch (change) {
    case 'save':
    case 'delete':
      return stateAllows(vocabulary, from.shzt, 'edit') ? { moved: { to: stays } } : { refused: { reason: 'notEditable' } };
    case 'submit':
      return stateAllows(vocabulary, from.shzt, 'submit')
        ? { moved: { to: { shzt: vocabulary.changes.submit, stage: workflow.entry, suspended: false } } }
        : { refused: { reason: 'notSubmittable' } };
    case 'revoke':
      return stateAllows(vocabulary, from.shzt, 'revoke')
        ? { moved: { to: { shzt: vocabulary.changes.revoke, stage: undefined, suspended: false } } }
        : { refused: { reason: 'notRevocable' } };
  }
}
