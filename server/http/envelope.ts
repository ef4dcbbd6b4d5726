import type { Response } from 'express';
import type { FailureCode } from '../domain/refusal';

/** The failure codes are the refusal's (server/domain): http's own modules read them here. */
export type { FailureCode };

/**
 * The three answer envelopes of the contract. Which one a path uses is decided by its prefix;
 * a handler that the specification gives its own fields sends them itself with sendRaw.
 */
export type Family = 'errcode' | 'state' | 'stat';

const STATE_PREFIXES = ['/online/public/appointment/', '/online/wx/appoint/'];
const STAT_PREFIXES = ['/wechat/', '/callnum/', '/api/app/', '/api/schemas/', '/logout'];

export function familyOf(path: string): Family {
  if (STATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'state';
  if (STAT_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'stat';
  return 'errcode';
}

export function successBody(family: Family, data: unknown, message = ''): Record<string, unknown> {
  switch (family) {
    case 'errcode':
      return { errcode: '00', errmsg: message, data };
    case 'state':
      return { state: 1, msg: message, data };
    case 'stat':
      return { stat: 1, message, data };
  }
}

export function failureBody(family: Family, message: string, code: FailureCode = 'failure', data: unknown = null): Record<string, unknown> {
  const session = code === 'session';
  switch (family) {
    case 'errcode':
      return { errcode: session ? '-1' : '01', errmsg: message, data };
    case 'state':
      return { state: session ? -1 : 0, msg: message, data };
    case 'stat':
      return { stat: session ? -1 : 0, message, data };
  }
}

export function sendOk(res: Response, data: unknown = null, message = ''): void {
  res.json(successBody(familyOf(res.req.baseUrl + res.req.path), data, message));
}
