import type { ConfirmationState } from '../../../../engine/contract/confirmations';
import { api } from '../../../lib/api/client';

/** Where one party's confirmation stands (docs/decisions/0055); void: confirmed content that has changed since. */
export type { ConfirmationState };

export interface PartyConfirmation {
  partyId: string;
  name: string;
  role: string;
  /** Masked. */
  phone: string;
  kind: 'link' | 'partner';
  state: ConfirmationState;
  reason: string | null;
}

export interface ConfirmationStatus {
  required: boolean;
  parties: PartyConfirmation[];
}

export const confirmationStatusKey = (id: string) => ['confirmations', id] as const;

/** The 各方确认 section: who must confirm and where each stands (docs/decisions/0055). */
export const getConfirmationStatus = (id: string) => api.post<ConfirmationStatus>('/api/confirmations/status', { proinstid: id }, { silent: true });
/** 发送确认: (re)asks every party who has not confirmed the application as it is now. */
export const requestConfirmations = (id: string) => api.post<ConfirmationStatus>('/api/confirmations/request', { proinstid: id });
