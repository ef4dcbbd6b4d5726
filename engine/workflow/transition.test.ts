import { describe, expect, it } from 'vitest';
import { testVocabulary } from '../vocabulary/testVocabulary';
import { testWorkflow } from './testWorkflow';
import { transition } from './transition';

describe('transition', () => {
  it("answers a citizen's change from the vocabulary and a staff member's from the workflow", () => {
    expect(transition(testWorkflow, testVocabulary, { shzt: 1 }, { by: 'citizen', change: 'submit' })).toEqual({ moved: { to: { shzt: 2, stage: 'intake', suspended: false } } });
    const staff = { by: 'staff', action: 'reject', seen: 'intake', roles: ['acceptance_clerk'], staffId: 's1', actors: {} } as const;
    expect(transition(testWorkflow, testVocabulary, { shzt: 2, stage: 'intake' }, staff)).toMatchObject({ moved: { to: { shzt: 3, stage: 'closed' } } });
  });
});
