import { api } from '../../../lib/api/client';

/** One message the hall sent, as the message centre shows it (the server renders it in the browser's language). */
export interface SentMessage {
  id: string;
  kind: string;
  title: string;
  text: string;
  /** The application, booking or query record the message is about. */
  link: string;
  time: string;
}

export const MESSAGES_KEY = '/api/messages';
export const CONSENT_KEY = '/api/messages/consent';

export const listMessages = () => api.get<{ list: SentMessage[] }>(MESSAGES_KEY).then((data) => data.list);
export const getConsent = () => api.get<{ granted: boolean }>(CONSENT_KEY);
export const setConsent = (granted: boolean) => api.post<{ granted: boolean }>(CONSENT_KEY, { consent: granted ? 'granted' : 'withdrawn' });
