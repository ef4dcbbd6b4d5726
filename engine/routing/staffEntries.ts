/**
 * The hall's addresses that open the staff desktop app (the slide menu's back-office systems,
 * docs/decisions/0056, 0079), and where each lands: /admin at the staff app (its sign-in without a
 * staff session), /partner at the partner sign-in. The server answers them with a redirect before
 * any citizen session or messaging-app sign-in; the citizen app, navigating to one, loads it whole.
 */
export const STAFF_ENTRIES: Readonly<Record<string, string>> = { '/admin': '/staff', '/partner': '/staff/sign-in?for=partner' };

/** Where a hall address opens the staff app, or undefined when it is the citizen app's ('/partner/' too). */
export const staffEntryOf = (pathname: string): string | undefined => STAFF_ENTRIES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
