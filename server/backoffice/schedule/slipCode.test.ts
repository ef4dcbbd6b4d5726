import { describe, expect, it } from 'vitest';
import { serialOfSlipCode } from './slipCode';

const origin = 'http://127.0.0.1:4000';

describe("the slip's code at the counter", () => {
  it('takes the typed number and the QR code of this hall', () => {
    expect(serialOfSlipCode(' 2026120112345678 ', origin)).toBe('2026120112345678');
    expect(serialOfSlipCode(`${origin}/online/public/appointment/showcard?serial=2026120112345678`, origin)).toBe('2026120112345678');
  });
  it("refuses another site's code, another page and another shape", () => {
    expect(serialOfSlipCode('https://elsewhere.example/online/public/appointment/showcard?serial=2026120112345678', origin)).toBeUndefined();
    expect(serialOfSlipCode(`${origin}/yuyueDetail?serial=2026120112345678`, origin)).toBeUndefined();
    expect(serialOfSlipCode('12345', origin)).toBeUndefined();
    expect(serialOfSlipCode(`${origin}/online/public/appointment/showcard?serial=abc`, origin)).toBeUndefined();
  });
});
