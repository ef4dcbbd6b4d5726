import { isSendCodeMobile } from '../../../engine/validation/mobile';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { secondFactorRoles } from '../../../engine/workflow/secondFactorRoles';

/**
 * The registry's staff roles are the workflow's configuration (schemas/workflow/review.json: its
 * stages' roles and its staff section, docs/decisions/0067; the roles that need a second factor
 * too, 0076); what is left here are the rules of accounts that hold them. 'partner' is not
 * registry staff: a member of a bank or company (its institution on the account) who reads and
 * confirms the applications naming that institution (issue 21, docs/decisions/0056).
 */

/** A partner's institution as the admin enters it: the name, the unified social credit code and, for its texts, its contact phone. */
export interface InstitutionInput {
  name: string;
  creditCode: string;
  /** The mobile number its confirmation requests are texted to (docs/decisions/0079); optional, may be added later. */
  phone?: string | null;
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
    if (institution.phone && !isSendCodeMobile(institution.phone)) return 'staff.institutionPhoneRule' as const;
    return undefined;
  }
  return institution ? ('staff.institutionOnlyPartner' as const) : undefined;
}

/** Whether these roles must pass a second factor (TOTP) at sign-in: one of them is configured so. */
export const needsSecondFactor = (workflow: WorkflowConfig, roles: readonly string[]) => roles.some((role) => secondFactorRoles(workflow).includes(role));

/**
 * The roles a session may use: those whose requirement it passed (docs/decisions/0059). A session
 * that signed in with a password alone cannot use a second-factor role granted since; the member
 * signs in again, and that sign-in asks for the code.
 */
export const usableRoles = (workflow: WorkflowConfig, roles: readonly string[], passedSecondFactor: boolean) =>
  passedSecondFactor ? [...roles] : roles.filter((role) => !needsSecondFactor(workflow, [role]));
