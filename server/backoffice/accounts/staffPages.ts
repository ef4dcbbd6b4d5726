/** The page of staff accounts: whoever it opens to keeps it (an admin cannot take it from themself, staffAdminService). */
export const ACCOUNTS_PAGE = 'accounts';
