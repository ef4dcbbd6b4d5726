import type { DeadLetter } from '../../../../engine/contract/staff/deadLetters';
import { staffApi } from '../../lib/staffApi';

export type { DeadLetter };

export const DEAD_ROWS = 20;
export const deadLettersKey = (page: number) => `/outbox/dead?page=${page}&rows=${DEAD_ROWS}`;
export const getDeadLetters = (key: string) => staffApi.get<{ list: DeadLetter[] }>(key);
export const retryDeadLetter = (id: string) => staffApi.post<{ id: string; state: string }>(`/outbox/dead/${id}/retry`);
