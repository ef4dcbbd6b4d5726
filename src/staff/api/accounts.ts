import { staffApi } from './staffApi';

export interface StaffAccount {
  id: string;
  username: string;
  name: string;
  roles: string[];
  institution_name: string | null;
  institution_code: string | null;
  disabled_at: string | null;
  locked_until: string | null;
  /** Locked now (the server's clock): sign-in refused until the lock ends or the admin lifts it. */
  locked: boolean;
  created_at: string;
}

export const ACCOUNTS_KEY = '/accounts';
export const getAccounts = () => staffApi.get<{ accounts: StaffAccount[]; roles: string[] }>(ACCOUNTS_KEY);
export interface NewAccount {
  username: string;
  name: string;
  password: string;
  roles: string[];
  /** Required when the role is partner, and then the only role (the server decides). */
  institution?: { name: string; creditCode: string };
}
export const createAccount = (input: NewAccount) => staffApi.post<StaffAccount>(ACCOUNTS_KEY, input);
export const setRoles = (id: string, roles: string[]) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/roles`, { roles });
export const setDisabled = (id: string, disabled: boolean) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/disabled`, { disabled });
export const unlockAccount = (id: string) => staffApi.post<StaffAccount>(`${ACCOUNTS_KEY}/${id}/unlock`, {});
