import crypto from 'node:crypto';

export type EmulatorTokenKind = 'user' | 'refresh' | 'app';

/**
 * The emulated platform's tokens, signed rather than stored: `kind.subject.expiry.mac`, valid in
 * every process that knows the app secret. Subjects are openids ([A-Za-z0-9_-]) or the appid.
 */
export function emulatorTokens(secret: string) {
  const mac = (body: string) => crypto.createHmac('sha256', secret).update(`emulator-token:${body}`).digest('base64url');
  return {
    issue(kind: EmulatorTokenKind, subject: string, lifetimeS: number): string {
      const body = `${kind}.${subject}.${Math.floor(Date.now() / 1000) + lifetimeS}`;
      return `${body}.${mac(body)}`;
    },
    /** The subject of a valid, unexpired token of that kind; undefined otherwise. */
    verify(kind: EmulatorTokenKind, token: string): string | undefined {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== kind) return undefined;
      const body = parts.slice(0, 3).join('.');
      const given = Buffer.from(parts[3]!);
      const expected = Buffer.from(mac(body));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
      return Number(parts[2]) * 1000 > Date.now() ? parts[1] : undefined;
    },
  };
}
