import path from 'node:path';
import { hashJson } from '../../engine/schemas/hashJson';
import { DEFAULT_SCHEMAS_DIR, filesToMap, readSchemaFiles } from '../../engine/schemas/node/readSchemaFiles';
import { StartupError } from '../config/startupError';
import { checkConfiguration, describeProblems, errorsIn } from './configurationCheck';

/** The content hash of a whole configuration: equal JSON gives an equal hash, whatever its layout. */
export const configurationHash = (files: Record<string, unknown>) => hashJson(files);

/** A configuration folder as a candidate for publishing: its files, its hash and what schemas:check says. */
export function readConfigurationFolder(dir: string = DEFAULT_SCHEMAS_DIR) {
  const folder = path.resolve(dir);
  const read = readSchemaFiles(folder);
  const files = filesToMap(read);
  const problems = checkConfiguration(read);
  const hash = configurationHash(files);
  return {
    dir: folder,
    files,
    hash,
    problems,
    /** The content, or a refusal to start naming every error (file and pointer) when the folder fails the check. */
    passing() {
      const errors = errorsIn(problems);
      if (errors.length) throw new StartupError(`${folder} fails schemas:check, nothing published:\n${describeProblems(errors)}`);
      return { hash, files };
    },
  };
}
