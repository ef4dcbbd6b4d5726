import { describe, expect, it } from 'vitest';
import { testVocabulary } from '../vocabulary/testVocabulary';
import { citizenTransition } from './citizenTransition';
import { testWorkflow } from './testWorkflow';

// testVocabulary: 1 open (edit, submit), 2 waiting (revoke), 3 back (edit, submit), 4 done.
describe('citizenTransition', () => {
  it('saves and deletes only in a state that allows editing, leaving the state as it is', () => {
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 3 }, 'save')).toEqual({ moved: { to: { shzt: 3, stage: undefined, suspended: false } } });
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 2 }, 'save')).toEqual({ refused: { reason: 'notEditable' } });
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 4 }, 'delete')).toEqual({ refused: { reason: 'notEditable' } });
  });

  it("submits a draft or a sent-back one into the vocabulary's submitted state and the workflow's entry stage", () => {
    const resubmitted = { moved: { to: { shzt: 2, stage: 'intake', suspended: false } } };
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 1 }, 'submit')).toEqual(resubmitted);
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 3, stage: 'closed' }, 'submit')).toEqual(resubmitted);
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 2 }, 'submit')).toEqual({ refused: { reason: 'notSubmittable' } });
  });

  it('revokes only what awaits review, back to the revoked state and out of the back office', () => {
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 2, stage: 'intake' }, 'revoke')).toEqual({ moved: { to: { shzt: 1, stage: undefined, suspended: false } } });
    expect(citizenTransition(testWorkflow, testVocabulary, { shzt: 4 }, 'revoke')).toEqual({ refused: { reason: 'notRevocable' } });
  });
});
