import { api } from '../api/client';

/** What the pages read; meta-schemas, catalogues of messages and the shell's app/ files are left out. */
const USED_KINDS = ['form', 'dictionary', 'title', 'page', 'routing', 'subformRoutes', 'catalogue', 'vocabulary'];

export type SchemaFiles = Record<string, unknown>;

/**
 * GET /api/schemas/_bundle: every file of the kinds the pages read, in one answer (decision 0033),
 * of the served configuration or of a given version. Small and in the entry, so the app's start
 * asks for it at once, not after the chunk that indexes it has arrived (decision 0064).
 */
export async function fetchSchemaBundle(version?: number): Promise<SchemaFiles> {
  const query = { kinds: USED_KINDS.join(','), ...(version === undefined ? {} : { version: String(version) }) };
  return (await api.get<{ files: SchemaFiles }>('/api/schemas/_bundle', query, { silent: true })).files;
}
