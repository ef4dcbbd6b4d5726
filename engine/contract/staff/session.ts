/**
 * The staff API's answers (GET/POST /staff/api/..., decision 0048), declared once for the server
 * that sends them and the staff app that reads them. Types only: nothing here runs.
 */

/** GET /staff/api/me: the signed-in member. */
export interface StaffMe {
  id: string;
  username: string;
  name: string;
  roles: string[];
  /** A partner's bank or company (docs/decisions/0056); null for registry staff. */
  institution: { name: string; creditCode: string } | null;
  /** The pages this member may open, as the server decides (the side menu). */
  pages: string[];
}

/** POST /staff/api/session and /session/code: the sign-in step that comes next. */
export type SignInStep = { next: 'done' } | { next: 'totp' } | { next: 'enrol'; otpauthUri: string; qrDataUrl: string } | { next: 'changePassword' };

/**
 * POST /staff/api/session/password: the member's new password; `current` is asked unless the
 * session signed in with a reset's one-time password (its step was changePassword). Answers how
 * many other sessions of the member it ended (docs/decisions/0092).
 */
export interface PasswordChange {
  current?: string;
  password: string;
}
