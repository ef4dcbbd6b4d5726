import type { NewAccount, PasswordReset, StaffAccount, StaffAccounts } from '../../../../engine/contract/staff/accounts';
import type { PasswordChange } from '../../../../engine/contract/staff/session';
import { staffApi } from '../../lib/staffApi';

export type { NewAccount, StaffAccount };

export const ACCOUNTS_KEY = '/accounts';
export const getAccounts = () => staffApi.get<StaffAccounts>(ACCOUNTS_KEY);
export const createAccount = (input: NewAccount) => staffApi.post<StaffAccount>(ACCOUNTS_KEY, { ...input });
export const setRoles = (id: string, roles: string[]) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/roles`, { roles });
export const setDisabled = (id: string, disabled: boolean) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/disabled`, { disabled });
export const setInstitutionPhone = (id: string, phone: string | null) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/institution-phone`, { phone });
export const unlockAccount = (id: string) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/unlock`);

export const resetPassword = (id: string) => staffApi.post<PasswordReset>(`${ACCOUNTS_KEY}/${id}/password-reset`);
/** The member's own change, the current password with it (docs/decisions/0092). */
export const changeOwnPassword = (input: PasswordChange) => staffApi.post<{ sessionsEnded: number }>('/session/password', { ...input });
