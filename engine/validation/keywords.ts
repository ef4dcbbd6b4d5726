import { _, type KeywordDefinition } from 'ajv';

/**
 * `sameAs: "otherField"` — this value must equal a sibling's (message 输入不一致).
 * Written as a code-generating keyword so that it survives standalone compilation:
 * a keyword with a `validate` closure could not be emitted into the precompiled module.
 */
export const sameAsKeyword: KeywordDefinition = {
  keyword: 'sameAs',
  schemaType: 'string',
  code(cxt) {
    const { data, schema, it } = cxt;
    cxt.fail(_`${data} !== ${it.parentData}[${schema as string}]`);
  },
};

/**
 * `maxDecimals: n` — a number has at most n decimals (amounts 4, areas 2). Not `multipleOf`: its
 * division check refuses valid values (500000.1234 / 0.0001 is not a whole number in floating
 * point). Rounding to n decimals and back gives the same number exactly when it has no more; a
 * number too large to hold n decimals passes, and `maximum` bounds those. Generated code, so it
 * survives standalone compilation.
 */
export const maxDecimalsKeyword: KeywordDefinition = {
  keyword: 'maxDecimals',
  type: 'number',
  schemaType: 'number',
  error: { message: 'too many decimals', params: ({ schema }) => _`{limit: ${schema as number}}` },
  code(cxt) {
    const { data, schema } = cxt;
    cxt.fail(_`Number(${data}.toFixed(${schema as number})) !== ${data}`);
  },
};

/**
 * Annotations our schemas carry for the engine (messages, dictionaries, English titles).
 * They do not validate anything; registering them keeps ajv's strict mode meaningful.
 */
export const ANNOTATION_KEYWORDS = ['x-messages', 'x-dictionary', 'x-titleEn', 'x-titles', 'x-typeName', 'x-readonly', 'x-emptyDictionary'] as const;
