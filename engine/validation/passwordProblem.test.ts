import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, passwordProblem } from './passwordProblem';

describe('isAcceptablePassword', () => {
  it('takes 6 or more characters with digits and letters', () => {
    expect(isAcceptablePassword('abc123')).toBe(true);
    expect(isAcceptablePassword('abcdef')).toBe(false);
    expect(isAcceptablePassword('123456')).toBe(false);
    expect(isAcceptablePassword('ab12')).toBe(false);
    expect(isAcceptablePassword(`a1${'x'.repeat(63)}`)).toBe(false);
  });
});

describe('passwordProblem', () => {
  it('asks a first password and refuses a short one', () => {
    const first = { webUser: false, hasPassword: false };
    expect(passwordProblem('', first)).toBe('account.passwordRequired');
    expect(passwordProblem('ab1', first)).toBe('account.passwordRule');
    expect(passwordProblem('abc123', first)).toBeNull();
  });

  it('lets an empty password keep the one set, and checks a new one', () => {
    const set = { webUser: false, hasPassword: true };
    expect(passwordProblem('', set)).toBeNull();
    expect(passwordProblem('short', set)).toBe('account.passwordRule');
  });

  it('asks a web user for the web password whatever its form', () => {
    const web = { webUser: true, hasPassword: true };
    expect(passwordProblem('', web)).toBe('account.webPasswordRequired');
    expect(passwordProblem('x', web)).toBeNull();
  });
});
