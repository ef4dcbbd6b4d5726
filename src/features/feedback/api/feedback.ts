import { api, takePendingRequest } from '../../../lib/api/client';

/** A feedback as the server answers it (spec 000 section 3). */
export interface Feedback {
  id: string;
  content: string;
  yjnrstr: string;
  fknrstr: string;
  replycontent: string;
  tjsj: string;
  fksj: string;
  status: number;
}

export interface FeedbackPage {
  list: Feedback[];
  total: number;
  page: number;
  rows: number;
}

/** 15 rows a page (spec 000 section 9). */
export const FEEDBACK_ROWS = 15;
/** Spec 000 section 5: at most 200 characters, longer text is cut. */
export const FEEDBACK_MAX = 200;

/** sendSaveFeedback answers {state, msg}; state -1 is a failure (thrown as ApiError). */
const SEND_FEEDBACK_PATH = '/online/wx/apilist/sendSaveFeedback';

export function sendFeedback(content: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(SEND_FEEDBACK_PATH, { content }, { silent: true });
}

/** Feedback sent into an expired session, sent again once after sign-in (same reqseq), or null. */
export function resendPendingFeedback(): Promise<{ id: string }> | null {
  const pending = takePendingRequest(SEND_FEEDBACK_PATH);
  return pending && api.replay<{ id: string }>(pending, { silent: true });
}

/** The list's page keys (useSWRInfinite): pages of FEEDBACK_ROWS until the total is reached. */
export const feedbackPageKey = (index: number, previous: FeedbackPage | null) => (previous && previous.page * previous.rows >= previous.total ? null : ['feedback', index + 1]);

export function listFeedback(page: number): Promise<FeedbackPage> {
  return api.post<FeedbackPage>('/online/wx/apilist/getFeedBackListPage', { page, rows: FEEDBACK_ROWS }, { loading: page === 1 });
}

export function getFeedback(id: string): Promise<Feedback> {
  return api.post<Feedback>('/online/wx/apilist/getFeedBack', { id }, { silent: true });
}

export interface CommonQuestion {
  id: string;
  question: string;
  answer: string;
}

export function listCommonQuestions(): Promise<{ list: CommonQuestion[]; total: number }> {
  return api.post<{ list: CommonQuestion[]; total: number }>('/mp/api/commonques/list', { page: 1, rows: 50 });
}

/** getContactUs: the contact lines, comma-separated. */
export async function getContactLines(slsqId: string | null): Promise<string[]> {
  const data = await api.post<string>('/online/wx/apilist/getContactUs', slsqId ? { slsqId } : {});
  return String(data ?? '')
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The QR code the server makes (120 by 120). */
export const CONTACT_QR_URL = '/online/wx/apilist/contactUsQrcode';
