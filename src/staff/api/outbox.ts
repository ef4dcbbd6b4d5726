import { staffApi } from './staffApi';

export interface DeadLetter {
  id: string;
  channel: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  kind: string;
  link: string;
  /** The citizen the message was for: name, phone masked. */
  recipient: { name: string; phone: string };
}

export const DEAD_ROWS = 20;
export const deadLettersKey = (page: number) => `/outbox/dead?page=${page}&rows=${DEAD_ROWS}`;
export const getDeadLetters = (key: string) => staffApi.get<{ list: DeadLetter[] }>(key);
export const retryDeadLetter = (id: string) => staffApi.post<{ id: string; state: string }>(`/outbox/dead/${id}/retry`);
