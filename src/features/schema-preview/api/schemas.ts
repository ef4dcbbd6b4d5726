import { api } from '../../../lib/api/client';
import type { Problem } from '../../../../engine/check/types';
import type { FieldError } from '../../../../engine/validation/types';

/** GET /api/schemas: the configuration files served, with their ETags. */
export interface SchemaIndex {
  /** The served configuration's content hash and its number in publication order. */
  version: string;
  number: number;
  files: Array<{ path: string; etag: string; bytes: number }>;
  refused: string[];
}

export function fetchSchemaIndex(): Promise<SchemaIndex> {
  return api.get<SchemaIndex>('/api/schemas', {}, { silent: true });
}

/** One configuration file (served read-only, with ETag; the browser revalidates with 304). */
export function fetchSchemaFile(path: string): Promise<unknown> {
  return api.get<unknown>(`/api/schemas/${path}`, {}, { silent: true, loading: false });
}

/** Every file of the index, as relative path → content (what the engine builds its registry from). */
export async function fetchAllSchemaFiles(index: SchemaIndex): Promise<Record<string, unknown>> {
  const entries = await Promise.all(index.files.map(async (file) => [file.path, await fetchSchemaFile(file.path)] as const));
  return Object.fromEntries(entries);
}

export function fetchCheckResults(): Promise<{ version: string; number: number; problems: Problem[]; files: number }> {
  return api.get('/api/schemas/_check', {}, { silent: true });
}

/** The server's check of a payload (the same messages the browser shows). */
export function validateOnServer(formId: string, data: Record<string, unknown>, prodefid?: string) {
  return api.post<{ valid: boolean; errors: FieldError[]; first: FieldError | null; data: Record<string, unknown> }>(
    '/api/schemas/_validate',
    { formId, data, ...(prodefid ? { prodefid } : {}) },
    { silent: true, loading: false },
  );
}
