/**
 * The registry's staff roles (issue 20, docs/decisions/0048), after the stages of a Chinese
 * registry's back office: 受理 → 审核 → 登簿 → 缮证/发证, plus content, schedules and the system.
 * 'partner' is not registry staff: a member of a bank or company (its institution on the account)
 * who reads and confirms the applications naming that institution (issue 21, docs/decisions/0056).
 */
export const STAFF_ROLES = ['acceptance_clerk', 'reviewer', 'registrar', 'certificate_clerk', 'content_editor', 'scheduler', 'system_admin', 'partner'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that must pass a second factor (TOTP) at every sign-in. */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['system_admin'];

export const needsSecondFactor = (roles: readonly string[]) => roles.some((role) => (SECOND_FACTOR_ROLES as readonly string[]).includes(role));
