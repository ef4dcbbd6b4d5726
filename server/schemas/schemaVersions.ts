import { buildRegistry } from '../../engine/schemas/buildRegistry';
import type { SchemaRegistry } from '../../engine/schemas/types';
import type { SchemaStore } from './schemaStore';
import type { SchemaVersionRepository } from './versionRepository';

/** A configuration version: its number in publication order and the hash of its content. */
export interface ConfigVersion {
  number: number;
  hash: string;
}

/** A published version with what it served, indexed as the engine reads it. */
export interface PublishedVersion extends ConfigVersion {
  files: Record<string, unknown>;
  registry: SchemaRegistry;
}

/**
 * Versions of the served configuration (docs/decisions/0046, 0084). The served one is the current
 * published version, switched by `refresh` (after a publish in this process, on PostgreSQL's
 * announcement of another's, or by a poll); a published version's files come back from the
 * database, so an application submitted on it is shown and checked as it was.
 */
export function createSchemaVersions(repository: Pick<SchemaVersionRepository, 'find' | 'currentNumber'>, store: SchemaStore) {
  const published = new Map<number, Promise<PublishedVersion | undefined>>();
  let refreshing: Promise<void> = Promise.resolve();

  function at(number: number): Promise<PublishedVersion | undefined> {
    let found = published.get(number);
    if (!found) {
      found = repository.find(number).then((row) => {
        // Not (yet) published: ask the database again next time.
        if (!row) published.delete(number);
        return row && { number: row.number, hash: row.hash, files: row.files, registry: buildRegistry(row.files) };
      });
      published.set(number, found);
      found.catch(() => published.delete(number));
    }
    return found;
  }

  async function switchToCurrent(): Promise<void> {
    const number = await repository.currentNumber();
    if (number === undefined || number === store.servedNumber()) return;
    const version = await at(number);
    if (version) store.serve(version);
  }

  return {
    /** The served version (the current published one, as last switched to). */
    async current(): Promise<PublishedVersion> {
      const served = store.get();
      return { ...served.content, registry: served.registry };
    },

    at,

    /**
     * Serves the current published version when it is not the one served. Refreshes run one after
     * another, each reading the number anew: an announcement during a refresh is not lost.
     */
    refresh(): Promise<void> {
      refreshing = refreshing.then(switchToCurrent, switchToCurrent);
      return refreshing;
    },
  };
}

export type SchemaVersions = ReturnType<typeof createSchemaVersions>;
