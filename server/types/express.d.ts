import 'express-serve-static-core';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by loadSession when the cookie names a live session. The openid is the user. */
    session?: { openid: string; tokenHash: string };
  }
}
