import type { NewAccount, StaffAccount } from '../../../../engine/contract/staff/accounts';

/** The create dialog as the admin fills it: the institution's fields apart (shown for a partner only). */
export type AccountForm = Omit<NewAccount, 'institution'> & { institutionName?: string; creditCode?: string; institutionPhone?: string };

/** The account to create: the institution goes along when either of its fields is filled (the server decides whether it fits the roles). */
export const newAccount = ({ institutionName, creditCode, institutionPhone, ...values }: AccountForm): NewAccount => ({
  ...values,
  ...(institutionName || creditCode ? { institution: { name: institutionName ?? '', creditCode: creditCode ?? '', ...(institutionPhone ? { phone: institutionPhone } : {}) } } : {}),
});

/** The institution column: its name with its credit code and its contact phone (masked), or nothing for registry staff. */
export const institutionText = (account: Pick<StaffAccount, 'institution_name' | 'institution_code' | 'institution_phone'>) =>
  account.institution_name ? `${account.institution_name}（${account.institution_code}）${account.institution_phone ? ` ${account.institution_phone}` : ''}` : '';

