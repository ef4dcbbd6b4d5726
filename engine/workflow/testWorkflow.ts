import type { WorkflowConfig } from '../schemas/types';

/**
 * A small workflow of made-up stages and states (testVocabulary's: 2 waiting, 3 back, 4 done): the
 * transition's tests show it follows the configuration, not today's review.json.
 */
export const testWorkflow: WorkflowConfig = {
  id: 'review',
  entry: 'intake',
  stages: [
    {
      id: 'intake',
      name: '收件',
      nameEn: 'Intake',
      roles: ['acceptance_clerk'],
      suspendable: true,
      actions: {
        accept: { to: 'check', trail: '收件通过', trailEn: 'Taken', tells: 'application.accepted', opinion: { title: '收件意见', titleEn: 'Intake opinion', default: '同意收件' } },
        reject: { to: 'closed', shzt: 3, trail: '不收', trailEn: 'Refused', needs: 'opinions', tells: 'application.rejected' },
      },
    },
    {
      id: 'check',
      name: '核对',
      nameEn: 'Check',
      roles: ['reviewer'],
      notBy: 'intake',
      actions: {
        register: { to: 'closed', shzt: 4, trail: '登记', trailEn: 'Registered', changesRegister: true, refused: { to: 'intake', trail: '登记未成', trailEn: 'Not registered' } },
        sendBack: { to: 'intake', trail: '退回{stage}', trailEn: 'Sent back to {stage}', needs: 'reason' },
      },
    },
    { id: 'closed', name: '结束', nameEn: 'Closed', roles: [], actions: {} },
  ],
  statutoryDays: { default: 1 },
};
