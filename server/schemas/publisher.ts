import type { ConfigProblem } from '../../engine/contract/staff/configuration';
import { checkConfiguration, checkFilesOf, errorsIn } from './configurationCheck';
import { configurationHash } from './configurationFolder';
import type { PublishedVersion, SchemaVersions } from './schemaVersions';
import type { SchemaVersionRepository, WithPublication } from './versionRepository';

/** A configuration offered for publishing, with what schemas:check says of it. */
export interface Candidate {
  files: Record<string, unknown>;
  hash: string;
  problems: ConfigProblem[];
}

/** A candidate sent whole as parsed JSON (the console), checked. */
export function candidateOf(files: Record<string, unknown>): Candidate {
  return { files, hash: configurationHash(files), problems: checkConfiguration(checkFilesOf(files)) };
}

export interface Publication {
  note: string;
  publishedBy: string;
  rollbackOf?: number;
}

export type PublishOutcome = { ok: true; number: number; created: boolean } | { ok: false; problems: ConfigProblem[] };

/**
 * Publishing (docs/decisions/0084), the one way a configuration becomes a version: the console,
 * the publish script and a first start all come here. A candidate with an error is never stored;
 * one that passes is stored as the next number (its audit entry, when given, in the same
 * transaction), and this process switches to it at once (others follow: followPublications).
 * `afterPublish` is told the version this process now serves (its validators are compiled then,
 * decision 0086, not at the first citizen's request).
 */
export function createPublisher(repository: SchemaVersionRepository, versions?: SchemaVersions, afterPublish?: (version: PublishedVersion) => void) {
  return {
    async publish(candidate: Candidate, publication: Publication, withPublication?: WithPublication): Promise<PublishOutcome> {
      const errors = errorsIn(candidate.problems);
      if (errors.length) return { ok: false, problems: errors };
      const { number, created } = await repository.publish({ hash: candidate.hash, files: candidate.files, ...publication }, withPublication);
      await versions?.refresh();
      if (versions && afterPublish) afterPublish(await versions.current());
      return { ok: true, number, created };
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
