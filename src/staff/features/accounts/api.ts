import type { NewAccount, StaffAccount, StaffAccounts } from '../../../../engine/contract/staff/accounts';
import { staffApi } from '../../lib/staffApi';

export type { NewAccount, StaffAccount };

export const ACCOUNTS_KEY = '/accounts';
export const getAccounts = () => staffApi.get<StaffAccounts>(ACCOUNTS_KEY);
export const createAccount = (input: NewAccount) => staffApi.post<StaffAccount>(ACCOUNTS_KEY, { ...input });
export const setRoles = (id: string, roles: string[]) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/roles`, { roles });
export const setDisabled = (id: string, disabled: boolean) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/disabled`, { disabled });
export const setInstitutionPhone = (id: string, phone: string | null) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/institution-phone`, { phone });
export const unlockAccount = (id: string) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/unlock`);
