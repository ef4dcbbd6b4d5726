import { describe, expect, it } from 'vitest';
import type { WorkflowConfig } from '../schemas/types';
import { acceptanceActivities } from './acceptanceActivities';

describe('acceptanceActivities', () => {
  it('is the entry stage and its way forward, never a return or a rejection', () => {
    const config = {
      entry: 'acceptance',
      stages: [
        {
          id: 'acceptance',
          name: '受理',
          nameEn: 'Acceptance',
          roles: [],
          actions: {
            accept: { to: 'review', trail: '受理通过', trailEn: 'Accepted' },
            return: { to: 'correction', trail: '退回补正', trailEn: 'Returned', needs: 'comments' },
            reject: { to: 'rejected', trail: '不予受理', trailEn: 'Not accepted', needs: 'opinions' },
          },
        },
        { id: 'review', name: '初审', nameEn: 'Review', roles: [], actions: { approve: { to: 'done', trail: '初审通过', trailEn: 'Passed' } } },
      ],
    } as unknown as WorkflowConfig;
    expect([...acceptanceActivities(config)]).toEqual(['受理', '受理通过']);
  });
});
