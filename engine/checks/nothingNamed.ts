import type { Judgement } from './types';

/** Every check's verdict on an application that names no certificate: nothing to check (its forms decide whether one is required). */
export const NOTHING_NAMED: Judgement = Object.freeze({ passed: true, evidence: [{ key: 'staff.checks.evidence.noNumber', params: {} }] });
