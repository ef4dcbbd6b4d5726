import Ajv from 'ajv';
import { ENGINE_AJV_OPTIONS } from './ajvOptions';
import { FORMAT_FUNCTIONS } from './formatFunctions';
import { ANNOTATION_KEYWORDS, maxDecimalsKeyword, sameAsKeyword } from './keywords';

/** Registers our formats and keywords on an ajv instance (the RJSF compiler passes its own). */
export function extendEngineAjv<A extends Ajv>(ajv: A): A {
  for (const [name, check] of Object.entries(FORMAT_FUNCTIONS)) ajv.addFormat(name, check);
  ajv.addKeyword(sameAsKeyword);
  ajv.addKeyword(maxDecimalsKeyword);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'array', 'boolean'] });
  return ajv;
}

/**
 * A runtime ajv for the server and the build scripts. Never imported by browser code: the
 * browser runs the precompiled validators only (no compiler, no `new Function`).
 */
export function createEngineAjv(extra: Partial<typeof ENGINE_AJV_OPTIONS> = {}): Ajv {
  const { code, ...rest } = ENGINE_AJV_OPTIONS;
  return extendEngineAjv(new Ajv({ ...rest, ...extra, code: { ...code, ...extra.code } }));
}
