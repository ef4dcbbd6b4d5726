import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../schemas/types';
import { fieldLabel } from './fieldLabel';
import { isFormatName } from './formatFunctions';
import { pickMessageKey } from './pickMessageKey';
import type { FieldError, Translate } from './types';

/** Default messages of spec 001 section 5 / spec 000 section 5, by format where one is given. */
const FORMAT_MESSAGES: Record<string, string> = {
  idcard: 'validation.idCardWrong',
  sendcodeMobile: 'validation.sendCodeMobile',
};

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export interface MessageContext {
  /** The validated (prepared) data, for `when` conditions in x-messages. */
  data: Record<string, unknown>;
  /** The form's root schema, where each field's own x-messages live. */
  rootSchema: JsonSchema;
  translate: Translate;
  locale: string;
  /** Titles by field that override the schema's (the title configuration's names). */
  labels?: Readonly<Record<string, string>>;
}

/**
 * Turns one ajv error into the message the user sees: the field's own `x-messages` first (looked
 * up on the failing subschema, then on the field's root definition), else the specification's
 * generic wording (必填哦, 格式不对哦~, 最少应该输入N个字符哦, ...). Undefined for errors that only
 * summarise others (if/then).
 */
export function messageForError(error: ErrorObject, context: MessageContext): FieldError | undefined {
  if (error.keyword === 'if' || error.keyword === 'allOf' || error.keyword === 'anyOf' || error.keyword === 'oneOf') return undefined;
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  let keyword = error.keyword;
  let local: JsonSchema | undefined = error.parentSchema as JsonSchema | undefined;
  if (keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    segments.push(missing);
    local = local?.properties?.[missing];
  }
  const field = segments[0] ?? '';
  const rootField = segments.length === 1 ? context.rootSchema.properties?.[field] : local;
  // The object a field sits in: its siblings are what `when` conditions compare with.
  let parent: unknown = context.data;
  for (const segment of segments.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[segment];
  const siblings = (parent && typeof parent === 'object' ? parent : {}) as Record<string, unknown>;

  const custom = pickMessageKey(local, keyword, siblings) ?? pickMessageKey(rootField, keyword, siblings);
  const schema = local ?? rootField;
  const label = fieldLabel(rootField ?? schema, context.locale, segments.length === 1 ? context.labels?.[field] : undefined);
  const params: Record<string, string | number> = {};
  let messageKey = custom;

  if (!messageKey) {
    switch (keyword) {
      case 'required':
        messageKey = (schema?.format ?? rootField?.format) === 'date' ? 'validation.requiredDate' : 'validation.required';
        break;
      case 'format': {
        const format = String((error.params as { format?: string }).format ?? '');
        messageKey = FORMAT_MESSAGES[format] ?? 'validation.format';
        params.name = isFormatName(format) ? context.translate(`validation.type.${format}`) : label;
        break;
      }
      case 'minLength':
        messageKey = 'validation.minLength';
        break;
      case 'maxLength':
        messageKey = 'validation.maxLength';
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        messageKey = 'validation.minimum';
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        messageKey = 'validation.maximum';
        break;
      case 'sameAs':
        messageKey = 'validation.sameAs';
        break;
      case 'maxDecimals':
        messageKey = 'validation.decimals';
        break;
      case 'type': {
        const expected = String((error.params as { type?: string }).type ?? '');
        messageKey = 'validation.format';
        params.name = expected === 'number' || expected === 'integer' ? context.translate('validation.type.number') : label;
        break;
      }
      default:
        // enum, const, pattern and anything else: the field's name plus 格式不对哦~.
        keyword = keyword === 'const' ? 'enum' : keyword;
        messageKey = 'validation.format';
        params.name = label;
    }
  }
  const limit = (error.params as { limit?: number }).limit;
  if (typeof limit === 'number') params.n = limit;
  if (params.name === undefined) params.name = label;
  return {
    path: `/${segments.join('/')}`,
    field,
    keyword,
    messageKey,
    params,
    message: context.translate(messageKey, params),
  };
}
