import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import type { Vocabulary } from '../vocabulary/types';
import { testVocabulary } from '../vocabulary/testVocabulary';
import { checkWorkflowStates } from './checkWorkflowStates';

// testVocabulary: 1 open (edit), 2 waiting, 3 back (rejected), 4 done; 5 added as a correction.
const vocabulary: Vocabulary = { ...testVocabulary, states: [...testVocabulary.states, { shzt: 5, name: 'fix', allows: ['edit', 'submit'], since: 'submitted', stage: 'rejected', rejected: true, correction: true }] };
const workflow = (actions: WorkflowConfig['stages'][number]['actions']): WorkflowConfig => ({
  id: 'review',
  entry: 'a',
  stages: [{ id: 'a', name: '受理', nameEn: 'A', roles: ['acceptance_clerk'], actions }],
  statutoryDays: { default: 1 },
});

describe('checkWorkflowStates', () => {
  it('passes actions whose states the vocabulary means alike', () => {
    const agreeing = workflow({
      approve: { to: 'a', shzt: 4, trail: 't', trailEn: 't' },
      return: { to: 'a', shzt: 5, trail: 't', trailEn: 't', needs: 'comments' },
      reject: { to: 'a', shzt: 3, trail: 't', trailEn: 't', needs: 'opinions' },
      accept: { to: 'a', trail: 't', trailEn: 't' },
    });
    expect(checkWorkflowStates('w.json', agreeing, vocabulary)).toEqual([]);
  });

  it('names a state the vocabulary lacks and each action whose state the vocabulary contradicts', () => {
    const contradicting = workflow({
      accept: { to: 'a', shzt: 9, trail: 't', trailEn: 't' },
      return: { to: 'a', shzt: 3, trail: 't', trailEn: 't', needs: 'comments' },
      reject: { to: 'a', shzt: 5, trail: 't', trailEn: 't', needs: 'opinions' },
      approve: { to: 'a', shzt: 1, trail: 't', trailEn: 't' },
    });
    expect(checkWorkflowStates('w.json', contradicting, vocabulary).map((problem) => problem.pointer)).toEqual([
      '/stages/0/actions/accept/shzt',
      '/stages/0/actions/return/shzt',
      '/stages/0/actions/reject/shzt',
      '/stages/0/actions/approve/shzt',
    ]);
  });
});
