import { buildRegistry } from '../schemas/buildRegistry';
import { filesToMap, readSchemaFiles } from '../schemas/node/readSchemaFiles';
import { resolveForm } from '../schemas/resolveForm';
import type { SchemaRegistry } from '../schemas/types';
import { createRuntimeValidators } from './runtimeValidators';

/**
 * Test helper: the repository's schemas with runtime-compiled validators (the same ajv
 * configuration the build script compiles standalone code with), so unit tests need no
 * generated files. scripts/build-validators.test.ts checks that the precompiled modules agree.
 */
export function loadTestRegistry(): SchemaRegistry {
  return buildRegistry(filesToMap(readSchemaFiles()));
}

const validators = createRuntimeValidators();

export function testForm(registry: SchemaRegistry, formId: string) {
  const form = registry.forms.get(formId);
  if (!form) throw new Error(`no form ${formId}`);
  const resolved = resolveForm(form, registry.dictionaries);
  return { form, resolved, validate: validators.validatorFor(resolved) };
}
