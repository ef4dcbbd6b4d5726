import type Ajv from 'ajv';
import type { ResolvedForm } from '../schemas/resolveForm';
import { createEngineAjv } from './createEngineAjv';
import type { CompiledValidate } from './types';

/**
 * Server-side (and build/test) compilation with the shared ajv configuration, cached by schema
 * hash so an edited schema file gets a fresh validator and an unchanged one is compiled once.
 * Never imported by browser code.
 */
export function createRuntimeValidators(): { validatorFor(resolved: ResolvedForm): CompiledValidate } {
  const cache = new Map<string, CompiledValidate>();
  let ajv: Ajv | undefined;
  return {
    validatorFor(resolved) {
      const cached = cache.get(resolved.hash);
      if (cached) return cached;
      // One ajv per cache generation: $ids must be unique within an instance.
      if (!ajv || cache.size > 200) {
        ajv = createEngineAjv();
        cache.clear();
      }
      const { $id: _id, ...schema } = resolved.schema;
      const validate = ajv.compile({ ...schema, $id: `${String(_id)}-${resolved.hash}` }) as CompiledValidate;
      cache.set(resolved.hash, validate);
      return validate;
    },
  };
}
