import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './httpError';
import { t } from './locale';

/**
 * Validates a request part against a schema; a failure is a 400 naming the first bad field.
 * Unknown fields are dropped (zod objects strip them).
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, req: Request): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
  throw new HttpError(400, t(req, missing ? 'errors.missingField' : 'errors.invalidField', { field }));
}
