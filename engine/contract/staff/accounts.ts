/** GET /staff/api/accounts (a row) and the answer of every change to an account (the system admin's). */
export interface StaffAccount {
  id: string;
  username: string;
  name: string;
  roles: string[];
  institution_name: string | null;
  institution_code: string | null;
  /** The institution's contact phone for its texts (docs/decisions/0079), masked. */
  institution_phone: string | null;
  disabled_at: string | null;
  locked_until: string | null;
  /** Locked now (the server's clock): sign-in refused until the lock ends or the admin lifts it. */
  locked: boolean;
  /** Reset to a one-time password not yet changed (docs/decisions/0092). */
  must_change_password: boolean;
  created_at: string;
}

/** POST /staff/api/accounts/:id/password-reset: the account, and its one-time password, shown to the admin this once. */
export interface PasswordReset {
  account: StaffAccount;
  oneTimePassword: string;
}

/** GET /staff/api/accounts: the accounts and the roles the admin may grant. */
export interface StaffAccounts {
  accounts: StaffAccount[];
  roles: string[];
}

/** POST /staff/api/accounts: a new account. */
export interface NewAccount {
  username: string;
  name: string;
  password: string;
  roles: string[];
  /** Required when the role is partner, and then the only role (the server decides). */
  institution?: { name: string; creditCode: string; phone?: string };
}
