import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../schemas/types';
import { loadTestRegistry } from '../validation/testing';
import { applyAliases } from './applyAliases';

describe('applyAliases', () => {
  const dyqxx = loadTestRegistry().forms.get('dyqxx') as FormConfig;

  it('maps the mortgage creditor dates zqqssj / zqjssj (spec 001 L156) to zqlxqx_start / zqlxqx_end', () => {
    expect(applyAliases(dyqxx, { zqqssj: '2024-03-01', zqjssj: '2044-03-01', dyfs: '1' })).toEqual({
      zqlxqx_start: '2024-03-01',
      zqlxqx_end: '2044-03-01',
      dyfs: '1',
    });
  });

  it("keeps a value under the field's own name over its alias", () => {
    expect(applyAliases(dyqxx, { zqlxqx_start: '2024-01-01', zqqssj: '2030-01-01' })).toEqual({ zqlxqx_start: '2024-01-01' });
  });

  it('returns the data unchanged when no alias is in it', () => {
    const data = { dyfs: '1' };
    expect(applyAliases(dyqxx, data)).toBe(data);
  });
});

describe('applyAliases: other codes of values', () => {
  const dyqxx = loadTestRegistry().forms.get('dyqxx') as FormConfig;

  it('loads a stored prohibition answer 2 (the code L225 names) as the form’s yes, 1', () => {
    expect(applyAliases(dyqxx, { sfczjzhxzzrdybdcdyd: '2' })).toEqual({ sfczjzhxzzrdybdcdyd: '1' });
    expect(applyAliases(dyqxx, { sfczjzhxzzrdybdcdyd: 2 })).toEqual({ sfczjzhxzzrdybdcdyd: '1' });
    expect(applyAliases(dyqxx, { sfczjzhxzzrdybdcdyd: '0' })).toEqual({ sfczjzhxzzrdybdcdyd: '0' });
  });
});
