import { describe, expect, it } from 'vitest';
import { createRuntimeValidators } from './runtimeValidators';
import { loadTestRegistry } from './testing';
import { validateFormPayload } from './validateFormPayload';

const registry = loadTestRegistry();
const validators = createRuntimeValidators();

describe('validateFormPayload (server side)', () => {
  it('refuses with the message the browser shows, and keeps only known, visible fields', () => {
    const rights = { czfs: '01', sfhbzs: '0', jgdw: '1' };
    const result = validateFormPayload(registry, validators, 'dyqxx', { ...rights, dyfs: '2', bdbzzqse: '5', zqlxqx_start: '2024-01-01', zqlxqx_end: '2030-01-01', evil: '<script>' });
    expect(result?.first?.message).toBe('必填哦');
    expect(result?.first?.field).toBe('zgzqse');
    expect(result?.data).toEqual({ ...rights, dyfs: '2', zqlxqx_start: '2024-01-01', zqlxqx_end: '2030-01-01' });
  });
  it('fills defaults when asked, like the browser form shows them', () => {
    const result = validateFormPayload(registry, validators, 'dyqxx', { bdbzzqse: 10, jgdw: '1', zqlxqx_start: '2024-01-01', zqlxqx_end: '2030-01-01' }, { applyDefaults: true });
    expect(result?.valid).toBe(true);
    expect(result?.data).toMatchObject({ dyfs: '1', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' });
  });
  it('applies the business title configuration to units', () => {
    const result = validateFormPayload(registry, validators, 'fwxx', { bdcdyh: '130402001001GB00001F00010001', zl: 'y', fwsyqmj: 1 }, { titleConfig: registry.titles.get('fwxx-yg-ydy') });
    expect(result?.valid).toBe(true);
  });
  it('answers undefined for an unknown form', () => {
    expect(validateFormPayload(registry, validators, 'nope', {})).toBeUndefined();
  });
});
