import { _, type Options } from 'ajv';

/**
 * The one ajv configuration used everywhere: by the build-time compiler (standalone code for the
 * browser) and by the server's runtime compiler. Same options, same formats, same keywords — so
 * the same payload gets the same errors, hence the same messages, on both sides.
 *
 * `code.formats` makes the generated code call `formats.<name>(value)`; the precompiled module
 * binds `formats` to ./formatFunctions (see scripts/build-validators.ts). It must be a literal
 * code fragment, not an interpolated string (ajv would quote it).
 */
export const FORMATS_IDENTIFIER = 'formats';

export const ENGINE_AJV_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  strict: false,
  multipleOfPrecision: 8,
  discriminator: false,
  code: { formats: _`formats`, lines: false },
};
