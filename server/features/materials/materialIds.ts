import crypto from 'node:crypto';

/** A material's id: 32 hex digits, unguessable (it appears in image addresses). */
export const newMaterialId = (): string => crypto.randomUUID().replaceAll('-', '');
