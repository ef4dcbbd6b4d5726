/**
 * GET/POST /staff/api/notifications (issue 31, docs/decisions/0091): what a staff member is told,
 * newest first. Types only: nothing here runs.
 */

/**
 * submitted: a new case in an acceptance queue; resubmitted: a case back after 补正; sentBack: a
 * case sent back to a stage the member acted in (or its roles); transferred: a claim handed to the
 * member; digest: the cases due tomorrow; deadLetter / outboxBacklog: the system admin's.
 */
export type StaffNotificationKind = 'submitted' | 'resubmitted' | 'sentBack' | 'transferred' | 'digest' | 'deadLetter' | 'outboxBacklog';

export interface StaffNotification {
  /** A decimal id, increasing: the keyset of the next page. */
  id: string;
  kind: StaffNotificationKind;
  /** The case it is about (the link to its file), when it is about one. */
  applicationId: string | null;
  /** The case's acceptance number (受理号), what the member looks for; null before it has one. */
  prolsh: string | null;
  /** The case's business name. */
  business: string | null;
  /** What the notice counts or names: the digest's count, the backlog's count and minutes, the dead delivery's channel. */
  params: Record<string, string | number>;
  read: boolean;
  /** ISO time; the app shows it in China time. */
  createdAt: string;
}

/** GET /staff/api/notifications?before=<id>&limit=<n>: a page, and how many are unread in all. */
export interface StaffNotifications {
  list: StaffNotification[];
  unread: number;
  /** The `before` of the next page; null on the last. */
  next: string | null;
}

/** POST /staff/api/notifications/read: `{ ids }` or `{ all: true }`; answers the unread count after. */
export interface StaffNotificationsRead {
  unread: number;
}
