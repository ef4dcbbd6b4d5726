import type { ShownField } from '../../../../engine/contract/confirmations';
import { api } from '../../../lib/api/client';

export type { ShownField };

/** What a confirmation link shows: whose it is; once the party proved who they are, the application read-only. */
export type LinkView =
  | { step: 'identify'; business: string; role: string; partyName: string }
  | {
      step: 'decide';
      business: string;
      role: string;
      partyName: string;
      filer: string;
      /** The masked phone the SMS code goes to. */
      phone: string;
      parties: Array<{ role: string; name: string; idNumber: string; phone: string; you: boolean }>;
      units: ShownField[][];
      rights: Array<{ title: string; fields: ShownField[] }>;
      fingerprint: string;
    };

export const openLink = (token: string) => api.post<LinkView>('/api/confirm/open', { token }, { silent: true });
export const identifyAsParty = (token: string) => api.post<{ identified: boolean }>('/api/confirm/identify', { token }, { silent: true });
export const sendPartyCode = (token: string) => api.post<{ phone: string }>('/api/confirm/code', { token });
export const confirmAsParty = (token: string, code: string, fingerprint: string) => api.post<{ state: 'confirmed' }>('/api/confirm/confirm', { token, code, fingerprint });
export const declineAsParty = (token: string, reason: string) => api.post<{ state: 'declined' }>('/api/confirm/decline', { token, reason });
