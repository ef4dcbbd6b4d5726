import type { Publishing } from './configurationService';

/** The publish script as the audit log and the versions list name it (the contract's 'system'). */
export const SCRIPT: Publishing = { actor: { id: null, username: 'schemas:publish', roles: [], ip: '' }, name: 'system' };
