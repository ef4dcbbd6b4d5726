import { describe, expect, it } from 'vitest';
import { validatorModulePath } from '../../engine/contract/validatorModules';
import { computeFieldPlan } from '../../engine/rules/computeFieldPlan';
import { buildRegistry } from '../../engine/schemas/buildRegistry';
import { validatorIdOf } from '../../engine/schemas/resolveForm';
import { testForm } from '../../engine/validation/testing';
import { validateForm } from '../../engine/validation/validateForm';
import { repositorySchemas } from '../../tests/support/repositorySchemas';
import { importServedModule } from '../../tests/support/servedValidators';
import { createValidatorModules, type ValidatedVersion } from './validatorModules';

const served = repositorySchemas().snapshot();
const version: ValidatedVersion = { hash: served.version, registry: served.registry };

/** The repository's configuration with one more form, as an administrator would add it (not known to any build). */
function withAddedForm(): ValidatedVersion {
  const files = Object.fromEntries([...served.files.values()].map((file) => [file.path, file.json]));
  files['forms/added.json'] = {
    id: 'added',
    version: 1,
    title: '补充信息',
    schema: { type: 'object', properties: { note: { type: 'string', title: '说明', maxLength: 5 }, phone: { type: 'string', title: '电话', format: 'mobile' } }, required: ['note'] },
  };
  return { hash: 'added-version', registry: buildRegistry(files) };
}

describe('createValidatorModules', () => {
  it('compiles every form of a version once per version hash, as modules that import and evaluate nothing', async () => {
    const modules = createValidatorModules(async () => version);
    const compiled = modules.compileValidatorsFor(version);
    expect(modules.compileValidatorsFor({ ...version })).toBe(compiled);
    const made = await compiled;
    expect(made.map((module) => module.formId)).toEqual([...version.registry.forms.keys()].sort());
    for (const module of made) {
      expect(module.path).toBe(validatorModulePath(module.formId, module.hash));
      expect(module.code).not.toMatch(/\bimport\b|\brequire\(|new Function|\beval\(/);
    }
  });

  it('serves modules that give the errors the runtime compiler gives', async () => {
    const modules = createValidatorModules(async () => version);
    const { form, resolved, validate: runtime } = testForm(version.registry, 'dyqxx');
    const module = await modules.find('dyqxx', resolved.hash);
    const { hash, validators } = await importServedModule(module!.code);
    expect(hash).toBe(resolved.hash);
    const data = { dyfs: '2', zgzqse: 'abc', zqlxqx_start: '1900-01-01', zqlxqx_end: '2024-02-30', djyy: 'x'.repeat(300) };
    const plan = computeFieldPlan(form, { data, titleConfig: version.registry.titles.get('fwxx-mortgage') });
    const expected = validateForm({ form, schema: resolved.schema, validate: runtime, data, plan });
    expect(expected.errors.length).toBeGreaterThan(0);
    expect(validateForm({ form, schema: resolved.schema, validate: validators[validatorIdOf('dyqxx')], data, plan }).errors).toEqual(expected.errors);
  });

  it("compiles a form added by configuration at its first request, and only for its current content", async () => {
    const added = withAddedForm();
    const modules = createValidatorModules(async () => added);
    const { resolved } = testForm(added.registry, 'added');
    expect(await modules.find('added', '0000000000000')).toBeUndefined();
    expect(await modules.find('nope', resolved.hash)).toBeUndefined();
    const module = await modules.find('added', resolved.hash);
    const validate = (await importServedModule(module!.code)).validators[validatorIdOf('added')]!;
    expect(validate({ note: '好', phone: '13912345678' })).toBe(true);
    expect(validate({ note: '超过五个字的说明', phone: '123' })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword).sort()).toEqual(['format', 'maxLength']);
    // A later version without the form: what was compiled stays at its address.
    const later = createValidatorModules(async () => version);
    await later.compileValidatorsFor(added);
    expect(await later.find('added', resolved.hash)).toMatchObject({ formId: 'added' });
  });
});
