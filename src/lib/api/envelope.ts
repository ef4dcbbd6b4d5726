export type Unwrapped =
  | { ok: true; data: unknown }
  | { ok: false; code: string | number | null; message: string; data: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asCode(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * Reads one of the three envelopes of the contract: `{errcode:"00",errmsg,data}`,
 * `{state:1,msg,data}`, `{stat:1,message,data}`. A body that carries none of errcode/state/stat
 * is passed through as data (plain answers such as /healthz).
 */
export function unwrapEnvelope(body: unknown): Unwrapped {
  if (!isRecord(body)) return { ok: true, data: body };
  if ('errcode' in body) {
    const code = asCode(body.errcode);
    if (code === '00') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.errmsg ?? ''), data: body.data };
  }
  if ('state' in body) {
    const code = asCode(body.state);
    if (code === 1 || code === '1') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.msg ?? ''), data: body.data };
  }
  if ('stat' in body) {
    const code = asCode(body.stat);
    if (code === 1 || code === '1') return { ok: true, data: body.data };
    return { ok: false, code, message: String(body.message ?? ''), data: body.data };
  }
  return { ok: true, data: body };
}

const EXPIRY_CODES = new Set(['-1', '-1005', '-1001', '-400']);

/**
 * The address to send the browser to when the answer says the session is gone (spec 000 section 4:
 * stat/state/errcode -1, -1005, -1001 or -400 with `data.url`), else null.
 */
export function sessionExpiryUrl(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const code = asCode(body.stat ?? body.state ?? body.errcode);
  if (code === null || !EXPIRY_CODES.has(String(code))) return null;
  const data = body.data;
  if (!isRecord(data) || typeof data.url !== 'string' || data.url === '') return null;
  return data.url;
}
