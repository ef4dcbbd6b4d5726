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

/** A partner's institution as the admin enters it: the name and the unified social credit code. */
export interface InstitutionInput {
  name: string;
  creditCode: string;
}

// GB 32100: 18 characters of digits and capitals without I, O, S, V, Z.
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/**
 * Why these roles and this institution cannot be one account, or undefined: a partner account
 * holds the partner role alone and names its institution (with a well-formed credit code);
 * registry staff name none. The one rule of docs/decisions/0056, for creating and for changing roles.
 */
export function institutionRefusal(roles: readonly string[], institution: InstitutionInput | null | undefined) {
  if (roles.includes('partner')) {
    if (roles.length > 1) return 'staff.partnerAlone' as const;
    if (!institution) return 'staff.institutionRequired' as const;
    if (!CREDIT_CODE.test(institution.creditCode)) return 'staff.creditCodeRule' as const;
    return undefined;
  }
  return institution ? ('staff.institutionOnlyPartner' as const) : undefined;
}

export const needsSecondFactor = (roles: readonly string[]) => roles.some((role) => (SECOND_FACTOR_ROLES as readonly string[]).includes(role));

/**
 * The roles a session may use: those whose requirement it passed (docs/decisions/0059). A session
 * that signed in with a password alone cannot use a second-factor role granted since; the member
 * signs in again, and that sign-in asks for the code.
 */
export const usableRoles = (roles: readonly string[], passedSecondFactor: boolean) =>
  passedSecondFactor ? [...roles] : roles.filter((role) => !needsSecondFactor([role]));
