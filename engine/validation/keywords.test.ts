import { describe, expect, it } from 'vitest';
import { createEngineAjv } from './createEngineAjv';

describe('maxDecimals', () => {
  const validate = createEngineAjv().compile({ type: 'object', properties: { amount: { type: 'number', maxDecimals: 4 }, area: { type: 'number', maxDecimals: 2 } } });
  it('takes numbers with up to n decimals, also where a multipleOf division would not come out whole', () => {
    for (const data of [{ amount: 500000.1234, area: 98.6 }, { amount: 999999999999.9999, area: 0.07 }, { amount: 1e12, area: 123456789.01 }, { amount: 0 }]) {
      expect(validate(data), JSON.stringify(data)).toBe(true);
    }
  });
  it('refuses more decimals, with the limit in the error', () => {
    expect(validate({ amount: 80.12345 })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'maxDecimals', instancePath: '/amount', params: { limit: 4 } });
    expect(validate({ area: 1.005 })).toBe(false);
    expect(validate({ amount: 0.1 + 0.2 })).toBe(false);
  });
});
