import { describe, expect, it } from 'vitest';
import { validatorIdOf } from '../schemas/resolveForm';
import { loadTestRegistry, testForm } from './testing';
import { standaloneCode } from './standaloneCode';

describe('standaloneCode', () => {
  it("sets the form's validator on `validators`, with ajv's helpers bound to `runtime` and no require or eval", () => {
    const { resolved } = testForm(loadTestRegistry(), 'applicant-individual');
    const code = standaloneCode(resolved);
    expect(code).toContain(`validators[${JSON.stringify(validatorIdOf('applicant-individual'))}]`);
    expect(code).toMatch(/\bformats\.idcard\b/);
    expect(code).toContain('runtime.ucs2length');
    expect(code).not.toMatch(/\bexports\[|\brequire\(|new Function|\beval\(|"use strict"/);
  });
});
