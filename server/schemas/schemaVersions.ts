import { buildRegistry } from '../../engine/schemas/buildRegistry';
import type { SchemaRegistry } from '../../engine/schemas/types';
import type { SchemaSnapshot } from './schemaStore';
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
 * Versions of the served configuration (docs/decisions/0046). The served snapshot is published
 * the first time it is asked for (at start, and after a watched folder changed); a published
 * version's files come back from the database, so an application submitted on it is shown and
 * checked as it was.
 */
export function createSchemaVersions(repository: SchemaVersionRepository, snapshot: () => SchemaSnapshot) {
  const numbers = new Map<string, Promise<number>>();
  const published = new Map<number, Promise<PublishedVersion | undefined>>();

  const filesBySnapshot = new WeakMap<SchemaSnapshot, Record<string, unknown>>();
  const filesOf = (served: SchemaSnapshot) => {
    const files = filesBySnapshot.get(served) ?? Object.fromEntries([...served.files.values()].map((file) => [file.path, file.json]));
    filesBySnapshot.set(served, files);
    return files;
  };

  return {
    /** The served version, published first when its content is new. */
    async current(): Promise<PublishedVersion> {
      const served = snapshot();
      let number = numbers.get(served.version);
      if (!number) {
        number = repository.publish(served.version, filesOf(served));
        numbers.set(served.version, number);
        // A failed publication is tried again by the next caller.
        number.catch(() => numbers.delete(served.version));
      }
      return { number: await number, hash: served.version, files: filesOf(served), registry: served.registry };
    },

    /** A published version (undefined when there is none of that number). */
    at(number: number): Promise<PublishedVersion | undefined> {
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
    },
  };
}

export type SchemaVersions = ReturnType<typeof createSchemaVersions>;
