import useSWR, { preload } from 'swr';
import { buildRegistry } from '../../../engine/schemas/buildRegistry';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import { fetchSchemaBundle, type SchemaFiles } from './schemaBundle';
import { SCHEMA_REGISTRY_KEY } from './schemaRegistryKey';

/**
 * The form configuration the filing and application-record pages interpret (forms, dictionaries,
 * titles, pages, routing tables, the business catalogue, the vocabulary of states and records), fetched from GET /api/schemas/_bundle in
 * one answer (a round trip per file cost a phone seconds: decision 0033) and indexed by the
 * engine; an administrator's edit needs no rebuild. The pages hold no business of their own: what
 * they show comes from here.
 */
async function loadRegistry(version?: number, files = fetchSchemaBundle(version)): Promise<SchemaRegistry> {
  return buildRegistry(await files);
}

/**
 * The configuration, loaded once per visit. Given an application's `configVersion` (getApply), the
 * one the server shows it with: a submitted application whose version is no longer the served
 * one is drawn with the configuration it was submitted on.
 */
export function useSchemaRegistry(shownWith?: { number: number; current: boolean }) {
  const version = shownWith && !shownWith.current ? shownWith.number : undefined;
  return useSWR(version === undefined ? SCHEMA_REGISTRY_KEY : [SCHEMA_REGISTRY_KEY, version], () => loadRegistry(version), { revalidateOnFocus: false, revalidateIfStale: false });
}

/**
 * Starts loading the configuration before the page that reads it renders (the app's start does,
 * for such routes), from the bundle the start already asked for when given.
 */
export function preloadSchemaRegistry(files?: Promise<SchemaFiles>): void {
  void preload(SCHEMA_REGISTRY_KEY, () => loadRegistry(undefined, files));
}
