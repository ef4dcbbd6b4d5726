import useSWR, { preload } from 'swr';
import { api } from '../api/client';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import type { SchemaRegistry } from '../../../engine/schemas/types';

/**
 * The form configuration the filing and application-record pages interpret (forms, dictionaries,
 * titles, pages, routing tables, the business catalogue, the vocabulary of states and records), fetched from GET /api/schemas/_bundle in
 * one answer (a round trip per file cost a phone seconds: decision 0033) and indexed by the
 * engine; an administrator's edit needs no rebuild. The pages hold no business of their own: what
 * they show comes from here.
 */

/** What the pages read; meta-schemas, catalogues of messages and the shell's app/ files are left out. */
const USED_KINDS = ['form', 'dictionary', 'title', 'page', 'routing', 'subformRoutes', 'catalogue', 'vocabulary'];
const KEY = 'schemas:registry';

async function loadRegistry(): Promise<SchemaRegistry> {
  const bundle = await api.get<{ files: Record<string, unknown> }>('/api/schemas/_bundle', { kinds: USED_KINDS.join(',') }, { silent: true });
  return buildRegistry(bundle.files);
}

/** The configuration, loaded once per visit. */
export function useSchemaRegistry() {
  return useSWR(KEY, loadRegistry, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** Starts loading the configuration before the page that reads it renders (the app's start does, for such routes). */
export function preloadSchemaRegistry(): void {
  void preload(KEY, loadRegistry);
}
