import type { Vocabulary } from '../../../engine/vocabulary/types';
import { createSchemaStore } from './schemaStore';
import { createSchemaService, type SchemaService } from './service';

let served: SchemaService | undefined;

/**
 * The server serves this schema service's vocabulary (startServer hands it deps.schemas, decision
 * 0047): the rules that hold no schema service of their own (application states, the registry's
 * emulation, materials, appointments, input checks) read the one the routes read.
 */
export function serveVocabularyFrom(schemas: SchemaService): void {
  served = schemas;
}

/** The served schema service; outside a server (a unit test) the repository's schemas/, read once. */
export const servedSchemas = (): SchemaService => (served ??= createSchemaService(createSchemaStore()));

/**
 * The application vocabulary (schemas/vocabulary, decision 0044) for server code that holds no
 * schema service of its own: the registry's emulation, materials, appointments. Read per call.
 */
export const vocabulary = (): Vocabulary => servedSchemas().vocabulary();
