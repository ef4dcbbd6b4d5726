/** What the review gives every message it sends (server/backoffice/review: `tell`). */
export const REVIEW_PARAMS = ['business', 'prolsh', 'reason'] as const;

const BOOKING = ['business', 'date', 'time', 'place', 'serial'];
const CONFIRMATION_ANSWER = ['party', 'role', 'business', 'reason'];
const INSTITUTION = ['filer', 'business', 'institution', 'role'];

/**
 * The parameters the hall's code gives each event it sends (the callers of outbox.enqueue under
 * server/), which a notification template's {placeholders} may use: a placeholder outside them
 * is sent as written. Change this list with the code that sends the event. A template the review
 * workflow sends (`tells`) that the code does not name gets REVIEW_PARAMS.
 */
export const EVENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'booking.made': BOOKING,
  'booking.cancelled': BOOKING,
  'booking.reminder': BOOKING,
  'booking.moved': [...BOOKING, 'from'],
  'application.submitted': ['business', 'prolsh'],
  'application.accepted': REVIEW_PARAMS,
  'application.returned': REVIEW_PARAMS,
  'application.rejected': REVIEW_PARAMS,
  'application.approved': REVIEW_PARAMS,
  'application.registered': REVIEW_PARAMS,
  'application.resumed': REVIEW_PARAMS,
  // 挂起 carries the day work resumes (statutoryClock), 发证 how the certificate is handed over (caseDocuments).
  'application.suspended': [...REVIEW_PARAMS, 'resumeOn'],
  'application.issued': [...REVIEW_PARAMS, 'handover', 'waybill'],
  'feedback.replied': ['submitted'],
  'query.answered': ['query', 'subject', 'result'],
  'confirmation.requested': ['filer', 'business', 'role', 'phone', 'hours', 'link'],
  'confirmation.partnerRequested': INSTITUTION,
  'confirmation.partnerVoided': INSTITUTION,
  'confirmation.confirmed': CONFIRMATION_ANSWER,
  'confirmation.declined': CONFIRMATION_ANSWER,
};
