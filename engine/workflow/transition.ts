import type { WorkflowConfig } from '../schemas/types';
import type { Vocabulary } from '../vocabulary/types';
import { citizenTransition } from './citizenTransition';
import { staffTransition } from './staffTransition';
import type { Change, CitizenChange, CitizenRefusal, Position, StaffChange, StaffRefusal, Transition } from './transitionTypes';

/**
 * The one owner of an application's state (docs/decisions/0067): every change, the citizen's
 * (save, delete, submit, revoke) and the back office's (a stage's outcome, 登簿 refused by the
 * register, suspend, resume), answers here with where it leaves the application or why not, from
 * the vocabulary (schemas/vocabulary) and the workflow (schemas/workflow/review.json). Services ask
 * it and write what it says; none computes a next state of its own.
 */
export function transition(workflow: WorkflowConfig, vocabulary: Vocabulary, from: Position, change: { by: 'citizen' } & { change: CitizenChange }): Transition<CitizenRefusal>;
export function transition(workflow: WorkflowConfig, vocabulary: Vocabulary, from: Position, change: { by: 'staff' } & StaffChange): Transition<StaffRefusal>;
export function transition(workflow: WorkflowConfig, vocabulary: Vocabulary, from: Position, change: Change): Transition {
  return change.by === 'citizen' ? citizenTransition(workflow, vocabulary, from, change.change) : staffTransition(workflow, from, change);
}
