import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeFieldPlan } from '../engine/rules/computeFieldPlan';
import { validatorIdOf } from '../engine/schemas/resolveForm';
import type { CompiledValidate } from '../engine/validation/types';
import { loadTestRegistry, testForm } from '../engine/validation/testing';
import { validateForm } from '../engine/validation/validateForm';
import { buildValidators } from './build-validators';

/**
 * Generates the standalone validators into a scratch folder (engine/generated is git-ignored, and
 * the unit tests must not depend on a previous build) and checks that they give exactly the errors
 * the server's runtime compiler gives.
 */
const OUT = path.resolve('engine/generated/.unit-test');
afterAll(() => fs.rmSync(OUT, { recursive: true, force: true }));

const registry = loadTestRegistry();

const payloads: Record<string, Array<Record<string, unknown>>> = {
  'applicant-individual': [
    {},
    { sqr_type: '2', sqr_zjlx: '1', sqr_zjh: '110105194912310021', sqr_qt_zjh: '1', sqr_name: '张三' },
    { sqr_type: '2', sqr_zjlx: '7', sqr_zjh: 'E1', sqr_name: '张三', sqr_tel: '1', sqr_adress: 'x', extra: 1 },
  ],
  dyqxx: [{ dyfs: '1' }, { dyfs: '2', zgzqse: 'abc', zqlxqx_start: '1900-01-01', zqlxqx_end: '2024-02-30', djyy: 'x'.repeat(300) }],
  fwxx: [{ fwsyqmj: -1, fwyt: '99' }],
};

describe('build:validators', () => {
  const result = buildValidators({ outDir: OUT });

  it('writes one module per form and a manifest, with no eval, Function or require', () => {
    expect(result.forms.map((form) => form.id)).toEqual([...registry.forms.keys()].sort());
    for (const form of result.forms) {
      const code = fs.readFileSync(form.file, 'utf8');
      expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
    }
    expect(fs.readFileSync(path.join(OUT, 'manifest.ts'), 'utf8')).toContain("import('./validators/dyqxx')");
  });

  it('gives the same errors as the runtime compiler', async () => {
    for (const [formId, cases] of Object.entries(payloads)) {
      const { form, resolved, validate: runtime } = testForm(registry, formId);
      const module = (await import(path.join(OUT, 'validators', `${formId}.ts`))) as { default: Record<string, CompiledValidate>; hash: string };
      expect(module.hash).toBe(resolved.hash);
      const precompiled = module.default[validatorIdOf(formId)];
      expect(precompiled).toBeTypeOf('function');
      for (const data of cases) {
        const plan = computeFieldPlan(form, { data, titleConfig: registry.titles.get('fwxx-mortgage') });
        const a = validateForm({ form, schema: resolved.schema, validate: runtime, data, plan });
        const b = validateForm({ form, schema: resolved.schema, validate: precompiled, data, plan });
        expect(b.errors, `${formId} ${JSON.stringify(data)}`).toEqual(a.errors);
        expect(a.errors.length).toBeGreaterThan(0);
      }
    }
  });
});
