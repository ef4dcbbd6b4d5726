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
 * Annotations our schemas carry for the engine (messages, dictionaries, English titles).
 * They do not validate anything; registering them keeps ajv's strict mode meaningful.
 */
export const ANNOTATION_KEYWORDS = ['x-messages', 'x-dictionary', 'x-titleEn', 'x-titles', 'x-typeName', 'x-readonly', 'x-emptyDictionary'] as const;
