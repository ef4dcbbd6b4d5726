import crypto from 'node:crypto';

/** Ids of applications and the records under them: 32 hex digits, unguessable. */
export const newId = (): string => crypto.randomUUID().replaceAll('-', '');
