import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue, WorkflowConfig } from '../schemas/types';
import { checkWorkflow } from './checkWorkflow';

const catalogue = { parents: [{ Prodefs: [{ id: '1001' }] }] } as unknown as BusinessCatalogue;
const TEMPLATES = new Set(['application.returned']);
const workflow = (changes: Partial<WorkflowConfig> = {}): WorkflowConfig => ({
  id: 'review',
  entry: 'a',
  stages: [
    { id: 'a', name: '受理', nameEn: 'A', roles: ['acceptance_clerk'], actions: { accept: { to: 'b', trail: '受理通过', trailEn: 'Accepted', tells: 'application.returned' } } },
    { id: 'b', name: '办结', nameEn: 'B', roles: [], actions: {} },
  ],
  statutoryDays: { default: 5, '1001': 3 },
  ...changes,
});

describe('checkWorkflow', () => {
  it('passes a workflow whose references hold', () => {
    expect(checkWorkflow('workflow/review.json', workflow(), catalogue, TEMPLATES)).toEqual([]);
  });

  it('names an unknown stage, a twice-listed one, an unknown message, a stage with actions and nobody to act, where a refusal sends the case, and an unknown business', () => {
    const broken = workflow({
      entry: 'x',
      stages: [
        { id: 'a', name: '受理', nameEn: 'A', roles: [], notBy: 'y', actions: { accept: { to: 'z', trail: 't', trailEn: 't', tells: 'application.nothing', refused: { to: 'w', trail: 'r', trailEn: 'r' } } } },
        { id: 'a', name: '受理', nameEn: 'A', roles: [], actions: {} },
      ],
      statutoryDays: { default: 5, '9999': 1 },
    });
    expect(checkWorkflow('w.json', broken, catalogue, TEMPLATES).map((problem) => `${problem.pointer} ${problem.reason}`)).toEqual([
      '/stages/1/id stage "a" listed twice',
      '/entry unknown stage "x"',
      '/stages/0/notBy unknown stage "y"',
      '/stages/0/roles a stage with actions needs at least one role',
      '/stages/0/actions/accept/to unknown stage "z"',
      '/stages/0/actions/accept/refused/to unknown stage "w"',
      '/stages/0/actions/accept/tells no message template "application.nothing"',
      '/statutoryDays/9999 business "9999" is not in the catalogue',
    ]);
  });

  it('refuses a send-back whose earliest stage is not before its own', () => {
    const backwards = workflow({
      stages: [
        { id: 'a', name: '受理', nameEn: 'A', roles: ['acceptance_clerk'], actions: { sendBack: { to: 'b', trail: '退回{stage}', trailEn: 'Back', needs: 'reason' } } },
        { id: 'b', name: '审核', nameEn: 'B', roles: ['reviewer'], actions: { sendBack: { to: 'a', trail: '退回{stage}', trailEn: 'Back', needs: 'reason' } } },
      ],
    });
    expect(checkWorkflow('w.json', backwards, catalogue, TEMPLATES).map((problem) => `${problem.pointer} ${problem.reason}`)).toEqual([
      '/stages/0/actions/sendBack/to a send-back goes to an earlier stage, "b" is not before "a"',
    ]);
  });
});
