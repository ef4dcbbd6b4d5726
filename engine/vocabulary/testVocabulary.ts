import type { Vocabulary } from './types';

/** A small vocabulary of made-up codes: the readers' tests show they follow the configuration, not today's values. */
export const testVocabulary: Vocabulary = {
  id: 'vocabulary',
  states: [
    { shzt: 1, name: 'open', allows: ['edit', 'submit'], since: 'created', stage: 'revoked', bookingRefusal: 'appoint.applicationRevoked' },
    { shzt: 2, name: 'waiting', allows: ['revoke', 'book'], since: 'submitted', stage: 'reviewing' },
    { shzt: 3, name: 'back', allows: ['edit', 'submit'], since: 'submitted', stage: 'rejected', rejected: true },
    { shzt: 4, name: 'done', allows: ['book'], since: 'submitted', stage: 'approved' },
  ],
  changes: { start: 1, submit: 2, revoke: 1 },
  tabs: [
    { title: 'A', states: [1], actions: [{ id: 'edit' }] },
    { title: 'B', states: [2, 4], actions: [{ id: 'detail' }] },
  ],
  savetypes: { dictionary: 'SAVETYPE', saveFailed: { '9': 'proinst.cancelSaveFailed' } },
  saveFailed: { party: 'party.failed', unit: 'unit.failed', rights: 'rights.failed' },
  records: { partyKey: 'party_id', key: 'id', rightsKey: 'upperCaseFormId' },
  partyRoute: { route: '/info/person', typeQuery: 'type' },
};
