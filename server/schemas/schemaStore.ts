import { buildRegistry } from '../../engine/schemas/buildRegistry';
import { hashJson } from '../../engine/schemas/hashJson';
import type { SchemaRegistry } from '../../engine/schemas/types';
import { readConfigurationFolder } from './configurationFolder';

export interface ServedFile {
  path: string;
  json: unknown;
  etag: string;
  bytes: number;
}

/** A published configuration: its number, its content hash, and every file by relative path. */
export interface ConfigurationContent {
  number: number;
  hash: string;
  files: Record<string, unknown>;
}

export interface SchemaSnapshot {
  /** The published version served (0: a folder read outside any database, in unit tests and scripts). */
  number: number;
  files: Map<string, ServedFile>;
  registry: SchemaRegistry;
  /** The content hash of the whole configuration. */
  version: string;
  content: ConfigurationContent;
  loadedAt: Date;
}

function snapshotOf(content: ConfigurationContent, registry = buildRegistry(content.files)): SchemaSnapshot {
  const files = new Map<string, ServedFile>();
  for (const [path, json] of Object.entries(content.files)) {
    files.set(path, { path, json, etag: `"${hashJson(json)}"`, bytes: Buffer.byteLength(JSON.stringify(json)) });
  }
  return { number: content.number, files, registry, version: content.hash, content, loadedAt: new Date() };
}

/**
 * The configuration this process serves, indexed (docs/decisions/0084): a published version,
 * switched as a whole when another is published, never a folder with failing files left out.
 * Before a server serves one (unit tests, command-line scripts), the folder `dir` (the
 * repository's schemas/ by default) is read once, and only when it passes schemas:check.
 */
export function createSchemaStore(options: { dir?: string } = {}) {
  let current: SchemaSnapshot | undefined;

  return {
    get(): SchemaSnapshot {
      current ??= snapshotOf({ number: 0, ...readConfigurationFolder(options.dir).passing() });
      return current;
    },
    /** The number served, undefined before a version is. */
    servedNumber: () => current?.number,
    /** Serves this version from now on (kept when it is the one already served); its registry when already indexed. */
    serve(content: ConfigurationContent & { registry?: SchemaRegistry }): SchemaSnapshot {
      if (current?.number !== content.number || current.version !== content.hash) current = snapshotOf(content, content.registry);
      return current;
    },
  };
}

export type SchemaStore = ReturnType<typeof createSchemaStore>;
