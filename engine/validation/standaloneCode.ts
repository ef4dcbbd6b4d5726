import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { ResolvedForm } from '../schemas/resolveForm';
import { ENGINE_AJV_OPTIONS } from './ajvOptions';
import { extendEngineAjv } from './createEngineAjv';

/** ajv's generated code `require`s these runtime helpers; we bind them to our own copies (./standaloneRuntime). */
const RUNTIME_REQUIRES: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'runtime.ucs2length',
  'ajv/dist/runtime/equal': 'runtime.equal',
};

export class StandaloneCodeError extends Error {}

/**
 * One form's validators as standalone code (ajv standalone through @rjsf/validator-ajv8, with the
 * engine's options, formats and keywords): statements that set `validators[<schema id>]`, calling
 * `formats.<name>` and `runtime.<helper>`. The one compiler both the build (scripts/build-validators.ts,
 * a module per built form) and the server (server/validators, a module per published form) wrap,
 * each binding those three names its own way. Server and build side only: it runs the ajv compiler.
 * Refuses code that would need a `require` or evaluate code, which a strict CSP would not run.
 */
export function standaloneCode(resolved: ResolvedForm): string {
  const raw = compileSchemaValidatorsCode(resolved.schema as never, {
    ajvFormatOptions: false,
    ajvOptionsOverrides: ENGINE_AJV_OPTIONS,
    extenderFn: extendEngineAjv as never,
  });
  let code = raw.replace(/^"use strict";/, '');
  for (const [module, binding] of Object.entries(RUNTIME_REQUIRES)) {
    code = code.split(`require("${module}").default`).join(binding);
  }
  if (/\brequire\(/.test(code)) throw new StandaloneCodeError(`form ${resolved.form.id}: generated code needs an unsupported ajv runtime helper`);
  if (/\bnew Function\b|\beval\(/.test(code)) throw new StandaloneCodeError(`form ${resolved.form.id}: generated code evaluates code`);
  return code.replace(/\bexports\[/g, 'validators[');
}
