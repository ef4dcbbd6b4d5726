/** sessionStorage keys shared by the API client (session expiry) and the initialising page. */
export const REDIRECT_STORAGE_KEY = 'hall.redirect';
export const WX_STATE_STORAGE_KEY = 'hall.wxState';

export const WAITING_PATH = '/waiting';

/** A same-origin in-app path (no scheme, no protocol-relative //, not the initialising page). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === WAITING_PATH || value.startsWith(`${WAITING_PATH}?`) || value.startsWith(`${WAITING_PATH}/`)) return null;
  return value;
}

/**
 * Where to come back to after authorisation. On the initialising page that is its own redirect
 * query (the page the user asked for), elsewhere the current path and query.
 */
export function redirectTargetFrom(pathname: string, search: string): string | null {
  if (pathname === WAITING_PATH) {
    return safeRedirectPath(new URLSearchParams(search).get('redirect'));
  }
  return safeRedirectPath(pathname + search);
}

/** The `state` query parameter of an authorisation address, relative or absolute. */
export function stateFromUrl(url: string): string | null {
  try {
    return new URL(url, 'http://placeholder.invalid').searchParams.get('state');
  } catch {
    return null;
  }
}

/**
 * localStorage key: the openid this browser last signed in as. Tabs share it, so a tab learns that
 * the session (one cookie for all tabs) now belongs to another account.
 */
export const SIGNED_IN_OPENID_KEY = 'hall.openid';

/**
 * sessionStorage key: the POST that met an expired session, kept with its reqseq so the page the
 * user comes back to after sign-in can send it once (what was typed is not lost, and the server's
 * reqseq guard stores it at most once).
 */
export const PENDING_REQUEST_STORAGE_KEY = 'hall.pendingRequest';
