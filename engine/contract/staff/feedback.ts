/**
 * /staff/api/feedback (issue 32, docs/decisions/0094): the content editor's inbox of the citizens'
 * feedback, unanswered first then newest, and the reply. Types only: nothing here runs.
 */

export interface StaffFeedback {
  id: string;
  /** The citizen's words, ID and mobile numbers in them masked. */
  content: string;
  /** The reply, or null before there is one. */
  reply: string | null;
  answered: boolean;
  /** The author's mobile number, masked (138****5678); '' when their account has none. */
  authorPhone: string;
  /** ISO time; the app shows it in China time. */
  createdAt: string;
  repliedAt: string | null;
  /** Who replied: the staff member's username ('clerk' for the clerk API's). */
  repliedBy: string | null;
}

/** GET /staff/api/feedback?status=unanswered|answered&words=…&after=<cursor>: a page and the next page's cursor. */
export interface StaffFeedbackPage {
  rows: StaffFeedback[];
  next: string | null;
}

/** The inbox's status filter. */
export type StaffFeedbackStatus = 'unanswered' | 'answered';
